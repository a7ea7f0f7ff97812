/// Tab completion for the navlab shell: pure functions, no state and no I/O.
///
/// The first word completes against command names; the first argument
/// completes against the words the provider returns for that command.
/// `expect` additionally accepts `not` as its first word, followed by an
/// identifier (the provider's words for `expect`). Later words do not complete.
enum Completion {
  /// Supplies candidates.
  ///
  /// Called with nil for command names, or with a command name for the words its first argument may
  /// take (for example the identifiers currently visible). Return [] when nothing applies.
  typealias Provider = (_ command: String?) -> [String]

  /// Completes the last word of `lineBeforeCursor` (the text from the start
  /// of the line up to the cursor) using `provider`.
  static func complete(_ lineBeforeCursor: String, provider: Provider) -> CompletionResult {
    var words = lineBeforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
    let endsWithSpace = lineBeforeCursor.last.map(\.isWhitespace) ?? true
    let word = endsWithSpace ? "" : words.removeLast()
    let pool = candidatePool(precedingWords: words, provider: provider)
    let candidates = Array(Set(pool.filter { $0.hasPrefix(word) && !$0.isEmpty })).sorted()
    let prefix = candidates.isEmpty ? word : longestCommonPrefix(candidates)
    var insertion = String(prefix.dropFirst(word.count))
    // A word ending in '/' (a link stopped before its id) goes on, so no space ends it.
    if candidates.count == 1, !prefix.hasSuffix("/") { insertion += " " }
    return CompletionResult(
      word: word, candidates: candidates, commonPrefix: prefix, insertion: insertion)
  }

  /// The words allowed at the position after `precedingWords`.
  private static func candidatePool(precedingWords: [String], provider: Provider) -> [String] {
    switch precedingWords.count {
    case 0:
      return provider(nil)
    case 1:
      let command = precedingWords[0]
      return provider(command) + (command == "expect" ? ["not"] : [])
    case 2 where precedingWords[0] == "expect" && precedingWords[1] == "not":
      return provider("expect").filter { $0 != "not" }
    default:
      return []
    }
  }

  /// The longest prefix, in Characters, shared by every string in `words`
  /// ("" for an empty list).
  static func longestCommonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      var shared = 0
      for (a, b) in zip(prefix, word) {
        guard a == b else { break }
        shared += 1
      }
      prefix = Array(prefix.prefix(shared))
    }
    return String(prefix)
  }
}
