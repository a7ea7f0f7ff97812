import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The explored product names the document restoration saves by numbers it already keeps, so that
/// the restoration rule makes a document only when it restores one it has not restored before.
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
  func equalNumbersNameEqualDocumentsAndOnlyLoginOverACancelGoesUnnamed(
    signedIn: Bool, firstLaunch: Bool
  ) {
    let (app, states) = Self.walked(signedIn: signedIn, firstLaunch: firstLaunch, depth: 2)
    var documentOf: [Int: StateDocument] = [:]
    var numberOf: [StateDocument: Int] = [:]
    var unnamed = 0
    for state in states {
      app.snapshot = state
      let document = app.document
      guard let number = app.documentNumber else {
        unnamed += 1
        #expect(app.app.shownOnCancel != nil, "\(app.visible.screen.id) goes unnamed")
        continue
      }
      #expect(app.app.shownOnCancel == nil)
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
      #expect(unnamed > 0, "a guest's gated link parks at login, to cancel back to a tab")
    }
  }

  @Test func aFlowWrittenSinceTheWalkLastNumberedItIsNamedAsBefore() throws {
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
    let walk = { (names: Bool) throws -> ExplorationReport in
      let app = try #require(try plant.make() as? ForwardingApp)
      app.namesDocuments = names
      app.device = plant.device
      return Explorer.explore(app, depth: plant.depth, signedIn: plant.signedIn)
    }
    let made = try #require(try walk(false).violation)
    let named = try #require(try walk(true).violation)
    #expect(named.rule == "restoration")
    #expect(named.detail == made.detail)
    #expect(named.script == made.script)
  }
}
