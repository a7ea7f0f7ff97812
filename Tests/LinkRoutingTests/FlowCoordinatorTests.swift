import Testing

@testable import LinkRouting

/// A route for the test double: `locked` routes need sign-in and open only over another route;
/// pages with a positive number open anywhere.
enum StubRoute: Route {
  case page(Int)
  case locked(Int)

  var requiresSignIn: Bool {
    if case .locked = self { true } else { false }
  }

  func canFollow(_ previous: StubRoute?) -> Bool {
    switch self {
    case .page(let number): number > 0
    case .locked: previous != nil
    }
  }
}

/// The test double's state: a path and a stack of presentations, topmost last.
struct StubState: FlowState {
  var path: [StubRoute] = []
  var presented: [String] = []

  var isPresenting: Bool { !presented.isEmpty }

  mutating func dismissPresentation() -> Bool {
    presented.popLast() != nil
  }
}

/// The smallest coordinator: it only exercises the verbs `FlowCoordinator` implements.
@MainActor
final class StubCoordinator: FlowCoordinator {
  var state: StubState
  /// Every stack the gate was asked about, in order.
  var gateQuestions: [[StubRoute]] = []
  var gateAdmits = false
  lazy var gate: @MainActor ([StubRoute]) -> Bool = { [unowned self] stack in
    gateQuestions.append(stack)
    return gateAdmits
  }

  init(_ state: StubState = StubState()) {
    self.state = state
  }

  func replaceState(with state: StubState, _: PackageAccess) {
    self.state = state
  }

  var breadcrumb: [String] { ["stub"] }

  func screen(for session: Session) -> Screen {
    Screen(id: "screen.stub", title: "Stub")
  }

  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
  }
}

@MainActor
@Suite struct FlowCoordinatorTests {
  @Test func pushPutsRouteOnTop() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    #expect(coordinator.push(.page(2)))
    #expect(coordinator.path == [.page(1), .page(2)])
  }

  @Test func popRemovesTopRoute() {
    let coordinator = StubCoordinator(StubState(path: [.page(1), .page(2)]))
    #expect(coordinator.pop())
    #expect(coordinator.path == [.page(1)])
  }

  @Test func popOnEmptyPathReturnsFalseAndChangesNothing() {
    let coordinator = StubCoordinator(StubState(presented: ["sheet"]))
    let before = coordinator.state
    #expect(!coordinator.pop())
    #expect(coordinator.state == before)
  }

  @Test func popToRootEmptiesPath() {
    let coordinator = StubCoordinator(StubState(path: [.page(1), .page(2), .page(3)]))
    coordinator.popToRoot()
    #expect(coordinator.path.isEmpty)
  }

  @Test func showReplacesWholeStack() {
    let coordinator = StubCoordinator(StubState(path: [.page(1), .page(2)]))
    #expect(coordinator.show([.page(3)]))
    #expect(coordinator.path == [.page(3)])
  }

  @Test func backDismissesPresentationBeforePopping() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presented: ["sheet"]))
    #expect(coordinator.back())
    #expect(coordinator.state == StubState(path: [.page(1)]))
    #expect(coordinator.back())
    #expect(coordinator.state == StubState())
  }

  @Test func backAtRootWithNothingPresentedReturnsFalse() {
    let coordinator = StubCoordinator()
    #expect(!coordinator.back())
    #expect(coordinator.state == StubState())
  }

  @Test func dismissClosesTopmostPresentationOnly() {
    let coordinator = StubCoordinator(StubState(presented: ["sheet", "alert"]))
    #expect(coordinator.dismiss())
    #expect(coordinator.state.presented == ["sheet"])
    #expect(coordinator.isPresenting)
  }

  @Test func dismissWithNothingPresentedReturnsFalse() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    #expect(!coordinator.dismiss())
    #expect(coordinator.state == StubState(path: [.page(1)]))
  }

  @Test func dismissAllClosesEveryPresentationAndKeepsPath() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presented: ["sheet", "alert"]))
    coordinator.dismissAll()
    #expect(!coordinator.isPresenting)
    #expect(coordinator.path == [.page(1)])
  }

  @Test(arguments: [[StubRoute](), [.page(1)], [.page(1), .page(2)]])
  func pathSetterAcceptsShorterPrefix(prefix: [StubRoute]) {
    let coordinator = StubCoordinator(StubState(path: [.page(1), .page(2), .page(3)]))
    coordinator.path = prefix
    #expect(coordinator.path == prefix)
  }

  @Test(arguments: [
    [StubRoute.page(9)],
    [.page(2), .page(1)],
    [.page(1), .page(0)],
    [.page(1), .page(2), .page(-3)],
  ])
  func pathSetterIgnoresAValueThatIsNeitherAShorteningNorAValidLengthening(value: [StubRoute]) {
    let start: [StubRoute] = [.page(1), .page(2)]
    let coordinator = StubCoordinator(StubState(path: start))
    coordinator.path = value
    #expect(coordinator.path == start)
    #expect(coordinator.gateQuestions.isEmpty)
  }

  @Test func pathSetterPushesAnAppendedRouteAsNavigationLinkDoes() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    coordinator.path = [.page(1), .page(2)]
    #expect(coordinator.path == [.page(1), .page(2)])
    #expect(coordinator.gateQuestions.isEmpty)
  }

  @Test(arguments: [false, true])
  func pathSetterAsksTheGateForAnAppendedGatedRoute(admits: Bool) {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    coordinator.gateAdmits = admits
    coordinator.path = [.page(1), .locked(2)]
    #expect(coordinator.gateQuestions == [[.page(1), .locked(2)]])
    #expect(coordinator.path == (admits ? [.page(1), .locked(2)] : [.page(1)]))
  }

  @Test func gatedPushAsksGateAndIsNotShownWhenRefused() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    #expect(!coordinator.push(.locked(2)))
    #expect(coordinator.gateQuestions == [[.page(1), .locked(2)]])
    #expect(coordinator.path == [.page(1)])
  }

  @Test func gatedPushIsShownWhenGateAdmits() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    coordinator.gateAdmits = true
    #expect(coordinator.push(.locked(2)))
    #expect(coordinator.path == [.page(1), .locked(2)])
  }

  @Test func pushOverGatedRouteAsksGateAgain() {
    let coordinator = StubCoordinator(StubState(path: [.locked(1)]))
    #expect(!coordinator.push(.page(2)))
    #expect(coordinator.gateQuestions == [[.locked(1), .page(2)]])
    #expect(coordinator.path == [.locked(1)])
  }

  @Test func ungatedShowNeverAsksGate() {
    let coordinator = StubCoordinator()
    #expect(coordinator.show([.page(1), .page(2)]))
    #expect(coordinator.push(.page(3)))
    #expect(coordinator.gateQuestions.isEmpty)
  }

  @Test func gatedShowRefusedKeepsCurrentStack() {
    let coordinator = StubCoordinator(StubState(path: [.page(5)]))
    #expect(!coordinator.show([.page(1), .locked(2)]))
    #expect(coordinator.path == [.page(5)])
  }
}
