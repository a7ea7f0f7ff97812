import AppCoordinator
import LinkRouting
import Testing

@testable import AppExplorer

/// What the user typed is known from the screen, not only from the flow's word: a flow that
/// shows a field holding text without declaring that it holds input is reported as `drafts`.
@MainActor
@Suite("Typed text")
struct TypedTextTests {
  private func app() throws -> ExploredApp {
    ExploredApp(
      try AppCoordinator(flows: AppCoordinator.productFlows + [.tab(UndeclaredNotePromo.self)]))
  }

  @Test func aFieldHoldingTextInAFlowThatDoesNotDeclareItIsReportedAndReplays() throws {
    let report = Explorer.explore(
      try app(), depth: 5, signedIn: false, flow: "promo", devices: [.iPhone])
    let violation = try #require(report.violation)
    #expect(violation.rule == "drafts", "\(violation.detail)")
    #expect(violation.detail.contains("field.note holding 'hi'"), "\(violation.detail)")
    #expect(violation.script.last == "type field.note hi", "\(violation.script)")

    let replayed = try app()
    replayed.finishLaunch()
    let check = StandingCheck(replayed)
    for line in violation.script {
      let action = try #require(ExplorerAction(scriptLine: line), "\(line)")
      check.willMove()
      check.moved(action, accepted: action.perform(on: replayed))
    }
    #expect(check.firstBroken()?.1 == violation.detail)
  }

  @Test func anEmptyFieldIsNotTypedText() throws {
    let app = try app()
    app.finishLaunch()
    for id in ["tab.promo", "row.offer.1", "button.note"] { try app.tap(id) }
    #expect(Rules.typedText(app, app.visible) == nil)
    try app.type("hi", into: "field.note")
    #expect(Rules.typedText(app, app.visible) != nil)
  }
}
