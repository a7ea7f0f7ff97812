import AppCoordinator
import LinkRouting

extension ExploredApp {
  /// A link text the explored app opened.
  struct OpenedText {
    let text: String
    /// Where the text leads: parsing and finding the owning flow read the text alone, and the
    /// walk opens most texts in every state.
    let destination: Result<Destination, LinkError>
    /// What the snapshot read last after the text was opened held: the root's number, the
    /// number of the flows' list and the sign-in state's number.
    ///
    /// A link leads the root and most flows to the same state from whatever state it is opened
    /// in, so the snapshot after it compares those first, before hashing any.
    var after: (root: Int, flows: Int, auth: Int)?
  }

  func open(_ text: String) throws(LinkError) {
    let place = self.place(of: text)
    let destination = try opened[place].destination.get()
    justOpened = place
    app.open(destination)
  }

  /// The place of `text` in ``opened``, where its destination is, found once: next in it, first
  /// in it (a state's first link), or by its hash.
  private func place(of text: String) -> Int {
    let place: Int
    if nextOpened < opened.count, opened[nextOpened].text == text {
      place = nextOpened
    } else if let first = opened.first, first.text == text {
      place = 0
    } else if let known = openedPlaces[text] {
      place = known
    } else {
      place = opened.count
      opened.append(
        OpenedText(
          text: text,
          destination: Result { () throws(LinkError) in
            try app.destination(
              for: DeepLink(parsing: text, domains: AppCoordinator.associatedDomains))
          }))
      openedPlaces[text] = place
    }
    nextOpened = place + 1
    return place
  }
  func linkTarget(_ link: String) -> Destination? {
    try? app.destination(for: DeepLink(parsing: link, domains: AppCoordinator.associatedDomains))
  }

  func flowIndex(of target: Destination) -> Int { target.flow }

  /// ``open(_:)`` finds a text's destination once, reading the text alone, and hands the app the
  /// destination only (`AppCoordinator.open(_:)` with a `Destination` is given no text): the
  /// app's code that reads its state cannot tell two texts of one destination apart, and a text
  /// without one is refused, as the first time, before the app is reached.
  var opensByTargetAlone: Bool { true }

}
