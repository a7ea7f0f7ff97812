import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The explored product names the document restoration saves by numbers, so that the restoration
/// rule makes a document only where it restores one; where login shows over what a cancel would
/// show, which the document saves in place of the tab's stack, the name holds the cancel's.
@MainActor
@Suite("Documents named by numbers")
struct DocumentNumberTests {
  /// The explored product and the states its whole walk to `depth` finds on an iPhone.
  private static func walked(
    signedIn: Bool, firstLaunch: Bool, depth: Int
  ) -> (app: ExploredApp, states: [ExploredApp.Snapshot]) {
    let app = ExploredApp(AppCoordinator())
    if firstLaunch { app.beginFirstLaunch() }
    var walk = Walk(app: app, signedIn: signedIn)
    walk.run(depth: depth)
    return (app, walk.found)
  }

  @Test(arguments: [(false, false), (true, false), (false, true)])
  func equalNumbersNameEqualDocumentsMadeOfThePartsTheNumberReads(
    signedIn: Bool, firstLaunch: Bool
  ) throws {
    let (app, states) = Self.walked(signedIn: signedIn, firstLaunch: firstLaunch, depth: 2)
    var documentOf: [Int: StateDocument] = [:]
    var numberOf: [StateDocument: Int] = [:]
    var overCancel = 0
    for state in states {
      app.snapshot = state
      let document = app.document
      let named = app.documentNumber
      // Every cancel of the product lands in a tab, whose stack the name can hold.
      let number = try #require(named, "\(app.visible.screen.id) saves a document unnamed")
      if app.app.shownOnCancel == nil {
        #expect(document == Self.partsAsShown(of: app.app), "\(app.visible.screen.id)")
      } else {
        overCancel += 1
      }
      #expect(documentOf[number, default: document] == document, "\(number) names two documents")
      #expect(numberOf[document, default: number] == number, "\(document) has two numbers")
      documentOf[number] = document
      numberOf[document] = number
    }
    // Departure: the walk saves many documents, from states that share them; from a first
    // launch, two moves stay in onboarding, whose pages save one, pending.
    #expect(numberOf.count > (firstLaunch ? 0 : 10), "\(numberOf.count) documents")
    #expect(numberOf.keys.contains { $0.isOnboardingPending } == firstLaunch)
    #expect(states.count > 2 * numberOf.count, "\(states.count) states")
    if !signedIn && !firstLaunch {
      #expect(overCancel > 0, "a guest's gated link parks at login, to cancel back to a tab")
    }
  }

  /// The document made of the parts the name reads: the session, the selected tab, each tab's
  /// saved stack and whether onboarding is pending.
  private static func partsAsShown(of app: AppCoordinator) -> StateDocument {
    var paths: [String: [String]] = [:]
    for index in app.tabs { paths[app.flows[index].id] = app.boxes[index].savedStack }
    return StateDocument(
      account: app.session.accountName, tab: app.flows[app.selectedTab].id, paths: paths,
      onboarding: app.isOnboardingPending ? .pending : nil)
  }

  @Test func aDocumentKeepsItsNameWhenAFlowWritesTheSameStackUnnumbered() throws {
    let app = ExploredApp(AppCoordinator())
    app.tellsObservers = false
    app.finishLaunch()
    try app.open("navlab://article/1")
    _ = app.snapshot
    let named = try #require(app.documentNumber)
    // Presenting and closing the share sheet writes the Feed's state twice, unnumbered, and
    // leaves the stack it saves as it was.
    try app.tap("button.share")
    try app.dismiss()
    #expect(app.documentNumber == named)
    try app.back()
    #expect(app.documentNumber != named, "the Feed's root saves another stack")
  }

  @Test(arguments: PlantedFault.all.filter { $0.rule == "restoration" && $0.flow == nil })
  func aRestorationFaultIsFoundAlikeWhereTheDocumentsAreNamedByNumbers(
    _ plant: PlantedFault
  ) throws {
    let walk = { (names: Bool) throws -> (ExplorationReport, named: Int) in
      let app = try #require(try plant.make() as? ForwardingApp)
      app.namesDocuments = names
      app.device = plant.device
      // The whole walk restores whole documents, which it names by their numbers.
      let report = Explorer.explore(
        app, depth: plant.depth, signedIn: plant.signedIn, exhaustive: true)
      return (report, app.documentsNamed)
    }
    let (madeWalk, namesWithout) = try walk(false)
    let (namedWalk, namesWith) = try walk(true)
    // Departure: only the second walk looked its documents up by their names.
    #expect(namesWithout == 0)
    #expect(namesWith > 0)
    let made = try #require(madeWalk.violation)
    let named = try #require(namedWalk.violation)
    #expect(named.rule == "restoration")
    #expect(named.detail == made.detail)
    #expect(named.script == made.script)
  }
}
