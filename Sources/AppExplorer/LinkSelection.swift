/// The links a walk opens, and where: one text per destination in every state, the rest where
/// they can show something new.
///
/// A link's text decides its destination, and only its destination reaches the app's state, so
/// one text per destination is opened in each state (ARCHITECTURE.md). A second text of a
/// destination, in capitals or with a query or fragment, is opened too, since `open` reads the
/// text before its destination and a fault there would show only for such a text; where the
/// app is given the destination alone (`ExplorableLinks.opensByTargetAlone`), that reading
/// happens once for every state, and the walk's first state shows it. Of the texts the app
/// rejects whatever its state, one the parser rejects and one a flow's grammar rejects are
/// opened in every state, since both paths run before `open` reads or writes any state; an app
/// that opens by target alone finds that a text has none before it reaches its state, the same
/// from every state, so there the first state shows all a rejected text does.
@MainActor
struct LinkSelection {
  /// The links opened in every state, one text per destination.
  let links: [String]
  /// Second texts of a destination in ``links``, in capitals or with a query, opened in the
  /// walk's first state only.
  let secondTexts: [String]
  /// Links the app rejects whatever its state, opened in every state: one the parser rejects
  /// and one a flow's grammar rejects; none when the app opens by target alone.
  let rejectedEverywhere: [String]
  /// The other links the app rejects whatever its state, opened only in the walk's first state.
  let rejectedLinks: [String]

  /// The selection of `corpus`, by the destination `target` finds for each text (`nil` for a
  /// text the app rejects whatever its state).
  ///
  /// - Parameters:
  ///   - corpus: The link texts, in the order the walk opens them.
  ///   - opensByTargetAlone: Whether the app does with a text no more than with its target.
  ///   - target: The destination of a text, read from the text alone.
  init<Target: Hashable>(
    _ corpus: [String], opensByTargetAlone: Bool, target: (String) -> Target?
  ) {
    var destinations: Set<Target> = []
    var links: [String] = []
    var secondTexts: [String] = []
    var rejected: [String] = []
    for link in corpus {
      guard let destination = target(link) else {
        rejected.append(link)
        continue
      }
      if destinations.insert(destination).inserted {
        links.append(link)
        continue
      }
      guard !LinkCorpus.isPlain(link) else { continue }
      if opensByTargetAlone {
        secondTexts.append(link)
      } else {
        links.append(link)
      }
    }
    self.links = links
    self.secondTexts = secondTexts
    let everywhere =
      opensByTargetAlone
      ? []
      : Set(
        [
          rejected.first { LinkCorpus.malformed.contains($0) },
          rejected.first { !LinkCorpus.malformed.contains($0) },
        ].compactMap { $0 })
    rejectedEverywhere = rejected.filter { everywhere.contains($0) }
    rejectedLinks = rejected.filter { !everywhere.contains($0) }
  }
}
