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
    /// Where the text lands by its flow's declaration, once asked (``declaredLanding(of:)``).
    var landing: Landing??
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
  /// Read once a text: the flow the text's destination names, and the stack that flow's grammar
  /// reads from the text (``FlowRegistration/savedStack(for:)``), never the app's state.
  func declaredLanding(of text: String) -> Landing? {
    // The walk asks of the text it opened last, which is at the place before the next.
    let place =
      nextOpened > 0 && opened[nextOpened - 1].text == text ? nextOpened - 1 : self.place(of: text)
    if let known = opened[place].landing { return known }
    var landing: Landing?
    if let destination = try? opened[place].destination.get(),
      let link = try? DeepLink(parsing: text, domains: AppCoordinator.associatedDomains),
      let stack = try? app.flows[destination.flow].savedStack(for: link)
    {
      landing = Landing(
        flow: destination.flow, stack: stack,
        number: tables[destination.flow].savedStackNumber(of: stack))
    }
    opened[place].landing = .some(landing)
    return landing
  }

  /// The stack's number is the explorer's table's (``tables``), learned by the flow's state
  /// number, which the snapshot read: the stack is not written out.
  func shownStack(ofFlow flow: Int) -> (number: Int, presenting: Bool) {
    (tables[flow].savedStackNumber(), app.boxes[flow].isPresenting)
  }

  func savedStack(ofFlow flow: Int) -> [String] { app.boxes[flow].savedStack }

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
