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

  var crumb: String {
    switch self {
    case .page(let number): "page \(number)"
    case .locked(let number): "locked \(number)"
    }
  }
}

/// One presentation of each kind, and a sheet whose swipe is disabled.
enum StubPresentation: String, Presentation, CaseIterable {
  case sheet, lockedSheet, cover, popover, alert, dialog

  var kind: PresentationKind {
    switch self {
    case .sheet, .lockedSheet: .sheet
    case .cover: .fullScreenCover
    case .popover: .popover
    case .alert: .alert
    case .dialog: .confirmationDialog
    }
  }

  var isSwipeDisabled: Bool { self == .lockedSheet }
}

/// The test double's state: a path and its presentations.
typealias StubState = StackState<StubRoute, StubPresentation>

extension StubState {
  /// A state showing `path` with `layers` presented in order.
  init(path: [StubRoute] = [], presenting layers: [StubPresentation]) {
    self.init(path: path)
    for layer in layers { presented.present(layer) }
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
    let coordinator = StubCoordinator(StubState(presenting: [.sheet]))
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

  @Test(arguments: StubPresentation.allCases)
  func backOverAPresentationIsRefusedAndChangesNothing(presentation: StubPresentation) {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presenting: [presentation]))
    let before = coordinator.state
    #expect(!coordinator.back())
    #expect(coordinator.state == before)
  }

  @Test func backPopsOnceNothingIsPresented() {
    let coordinator = StubCoordinator(StubState(path: [.page(1), .page(2)]))
    #expect(coordinator.back())
    #expect(coordinator.state == StubState(path: [.page(1)]))
  }

  @Test func backAtRootWithNothingPresentedReturnsFalse() {
    let coordinator = StubCoordinator()
    #expect(!coordinator.back())
    #expect(coordinator.state == StubState())
  }

  @Test(arguments: [StubPresentation.sheet, .popover, .dialog])
  func dismissClosesWhatTheGestureCloses(presentation: StubPresentation) {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presenting: [presentation]))
    #expect(coordinator.isPresenting)
    #expect(coordinator.dismiss())
    #expect(coordinator.state == StubState(path: [.page(1)]))
  }

  @Test(arguments: [StubPresentation.lockedSheet, .cover, .alert])
  func dismissIsRefusedByWhatNoGestureCloses(presentation: StubPresentation) {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presenting: [presentation]))
    let before = coordinator.state
    #expect(!coordinator.dismiss())
    #expect(coordinator.state == before)
  }

  @Test func dismissClosesTheTopLayerOnly() {
    let coordinator = StubCoordinator(StubState(presenting: [.cover, .sheet]))
    #expect(coordinator.dismiss())
    #expect(coordinator.state.presented.layers == [.cover])
  }

  @Test func dismissWithNothingPresentedReturnsFalse() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)]))
    #expect(!coordinator.dismiss())
    #expect(coordinator.state == StubState(path: [.page(1)]))
  }

  @Test func dismissAllClosesEveryLayerAndWhatIsChainedAndKeepsPath() {
    let coordinator = StubCoordinator(
      StubState(path: [.page(1)], presenting: [.sheet, .alert, .popover]))
    #expect(coordinator.state.presented.chained == [.popover])
    coordinator.dismissAll()
    #expect(!coordinator.isPresenting)
    #expect(coordinator.state == StubState(path: [.page(1)]))
  }

  @Test func closeByAControlClosesThatLayerAndTheOnesAboveIt() {
    let coordinator = StubCoordinator(StubState(presenting: [.cover, .sheet, .alert]))
    #expect(coordinator.close(.sheet))
    #expect(coordinator.state.presented.layers == [.cover])
    #expect(!coordinator.close(.dialog))
  }

  @Test func aChangeOfPathClosesEveryPresentation() {
    let coordinator = StubCoordinator(StubState(path: [.page(1)], presenting: [.sheet, .alert]))
    #expect(coordinator.push(.page(2)))
    #expect(coordinator.state == StubState(path: [.page(1), .page(2)]))
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
