extension NavigationContract {
  /// One form of the sentences `map --diff` says.
  ///
  /// A kind of fact, how it changed, and the words, each `{name}` standing for what the fact
  /// names. README.md ("The navigation contract") lists them, generated from this table.
  struct SentenceForm: Sendable {
    /// The kind of fact: `screen`, `move`, `close`, `link`, `back`, `sign-in`, or `other`.
    var fact: String
    /// `new`, `gone`, `changed`, or a finer case (`gone, reached`).
    var change: String
    /// The words, with `{name}` for each part the fact fills in.
    var words: String
  }

  /// Every sentence `map --diff` says, by the kind of fact and how it changed.
  static let sentenceForms: [SentenceForm] = [
    .init(fact: "screen", change: "new", words: "{who} can now reach {screen} (by {how})"),
    .init(fact: "screen", change: "new, by no move known", words: "{who} can now reach {screen}"),
    .init(fact: "screen", change: "gone", words: "{screen} is no longer reachable for {who}"),
    .init(
      fact: "screen", change: "changed", words: "{screen} now shows in {now} (was {was}) for {who}"
    ),
    .init(fact: "move", change: "new", words: "{move} now leads to {to} ({now}) for {who}"),
    .init(fact: "move", change: "gone", words: "{move} no longer leads to {to} for {who}"),
    .init(
      fact: "move", change: "changed",
      words: "{move} now leads to {to} ({now}, was {was}) for {who}"),
    .init(fact: "close", change: "new", words: "{move} now lands on {now} for {who}"),
    .init(fact: "close", change: "gone", words: "{move} no longer closes anything for {who}"),
    .init(
      fact: "close", change: "changed", words: "{move} now lands on {now} (was {was}) for {who}"),
    .init(fact: "link", change: "new", words: "{link} now lands on {now} for {who}"),
    .init(fact: "link", change: "gone", words: "{link} no longer lands anywhere for {who}"),
    .init(
      fact: "link", change: "changed", words: "{link} now lands on {now} (was {was}) for {who}"),
    .init(fact: "back", change: "new", words: "back from {screen} now lands on {now} for {who}"),
    .init(fact: "back", change: "gone", words: "back from {screen} no longer moves for {who}"),
    .init(
      fact: "back", change: "changed",
      words: "back from {screen} now lands on {now} (was {was}) for {who}"),
    .init(
      fact: "sign-in", change: "new",
      words: "{screen} now needs sign-in when {move} leads to it: {now}"),
    .init(
      fact: "sign-in", change: "gone, reached",
      words: "{screen} no longer needs sign-in when {move} leads to it: a guest reaches it"),
    .init(
      fact: "sign-in", change: "gone, not reached",
      words: "{move} no longer leads a guest to sign in, and a guest does not reach {screen}"),
    .init(
      fact: "sign-in", change: "changed",
      words: "{screen} needs sign-in when {move} leads to it: {now} (was {was})"),
    .init(fact: "other", change: "new", words: "new for {who}: {fact}"),
    .init(fact: "other", change: "gone", words: "gone for {who}: {fact}"),
  ]

  /// The sentence of the form for `fact` and `change`, each `{name}` of it replaced by
  /// `parts[name]`, in one pass, so that a part's own text is never read as a name.
  static func say(_ fact: String, _ change: String, _ parts: [String: String]) -> String {
    let words =
      sentenceForms.first { $0.fact == fact && $0.change == change }?.words
      ?? "\(fact) \(change): {fact}"
    var text = ""
    var rest = Substring(words)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      text += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      text += parts[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }
}
