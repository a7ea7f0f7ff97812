import LinkRouting
import Observation
import Testing

/// One presentation of each kind, a sheet whose swipe is disabled, a popover that stays one in
/// compact width, and a second alert and sheet to chain behind the first.
enum KindsPresentation: String, Presentation, CaseIterable {
  case sheet, otherSheet, lockedSheet, cover, popover, keptPopover, alert, otherAlert, dialog

  var kind: PresentationKind {
    switch self {
    case .sheet, .otherSheet, .lockedSheet: .sheet
    case .cover: .fullScreenCover
    case .popover, .keptPopover: .popover
    case .alert, .otherAlert: .alert
    case .dialog: .confirmationDialog
    }
  }

  var isSwipeDisabled: Bool { self == .lockedSheet }
  var staysPopoverInCompact: Bool { self == .keptPopover }
}

/// The one screen the stub shows.
enum KindsRoute: String, Route {
  case page

  var requiresSignIn: Bool { false }
  func canFollow(_ previous: KindsRoute?) -> Bool { previous == nil }
}

/// A flow coordinator that presents one of each kind, built on LinkRouting's public API alone,
/// as a flow module outside it is: what the bindings of kinds the product does not ship yet do.
@Observable
@MainActor
final class KindsCoordinator: FlowCoordinator {
  private(set) var state: StackState<KindsRoute, KindsPresentation>
  var gate: @MainActor ([KindsRoute]) -> Bool = { _ in false }
  var breadcrumb: [String] { ["kinds"] }

  /// Shows the page with `layers` presented in order, each as `present` places it.
  init(presenting layers: [KindsPresentation] = []) {
    state = StackState(path: [.page])
    for layer in layers { state.presented.present(layer) }
  }

  func replaceState(with state: StackState<KindsRoute, KindsPresentation>, _: PackageAccess) {
    self.state = state
  }

  func screen(for session: Session) -> Screen {
    Screen(id: "screen.\(topPresentation?.rawValue ?? "page")", title: "Kinds")
  }

  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
  }
}

/// What SwiftUI writes to each kind's binding, done on Linux through a
/// `ReferenceWritableKeyPath` as `$flow[.sheet]` and `$flow[isPresented: …]` do, with
/// `withObservationTracking` for whether a view observing the flow is redrawn.
@MainActor
@Suite("Binding contract: each presentation kind")
struct PresentationBindingTests {
  /// Writes `value` through `keyPath`, as a SwiftUI binding does, and reports whether a view
  /// observing the flow's state would be redrawn.
  private func bind<Value>(
    _ flow: KindsCoordinator, _ keyPath: ReferenceWritableKeyPath<KindsCoordinator, Value>,
    _ value: Value
  ) -> Bool {
    let notified = Flag()
    withObservationTracking({ _ = flow.state }, onChange: { notified.raise() })
    flow[keyPath: keyPath] = value
    return notified.isRaised
  }

  @Test(arguments: KindsPresentation.allCases)
  func eachKindReadsOnlyItsOwnPresentationAtTheFirstLayer(shown: KindsPresentation) {
    let flow = KindsCoordinator(presenting: [shown])
    for kind in PresentationKind.allCases {
      #expect(flow[kind] == (kind == shown.kind ? shown : nil), "\(kind)")
      #expect(flow[kind, layer: 1] == nil, "\(kind) at layer 1")
    }
    #expect(flow[isPresented: shown])
    #expect(!flow[isPresented: nil])
  }

  @Test func whatTheViewNeedsToForbidTheRestIsReadable() {
    #expect(KindsCoordinator(presenting: [.lockedSheet])[.sheet]?.isSwipeDisabled == true)
    #expect(KindsCoordinator(presenting: [.sheet])[.sheet]?.isSwipeDisabled == false)
    #expect(KindsCoordinator(presenting: [.keptPopover])[.popover]?.staysPopoverInCompact == true)
    #expect(KindsCoordinator(presenting: [.popover])[.popover]?.staysPopoverInCompact == false)
    let closedByGesture = KindsPresentation.allCases.filter(\.closesByGesture)
    #expect(closedByGesture == [.sheet, .otherSheet, .popover, .keptPopover, .dialog])
  }

  /// The item bindings: `nil` after a swipe down a sheet, a tap outside a popover (a kept one
  /// too), or the environment's `dismiss` from a control of a cover or of a locked sheet.
  @Test(arguments: [
    (KindsPresentation.sheet, PresentationKind.sheet), (.lockedSheet, .sheet),
    (.cover, .fullScreenCover), (.popover, .popover), (.keptPopover, .popover),
  ])
  func nilWrittenToAnItemBindingClosesItAndRedraws(
    shown: KindsPresentation, kind: PresentationKind
  ) {
    let flow = KindsCoordinator(presenting: [shown])
    #expect(bind(flow, \.[kind], nil))
    #expect(!flow.isPresenting)
    #expect(flow.path == [.page])
  }

  /// The `isPresented:` bindings: `false` after a button whose action left the closing to the
  /// binding, or a tap outside a dialog.
  @Test(arguments: [KindsPresentation.alert, .dialog])
  func falseWrittenToAnIsPresentedBindingClosesItAndRedraws(shown: KindsPresentation) {
    let flow = KindsCoordinator(presenting: [shown])
    #expect(bind(flow, \.[isPresented: flow[shown.kind]], false))
    #expect(!flow.isPresenting)
  }

  @Test(arguments: [KindsPresentation.sheet, .cover, .popover])
  func nilWrittenAfterTheControlsIntentClosedItChangesNothing(shown: KindsPresentation) {
    let flow = KindsCoordinator(presenting: [shown])
    #expect(flow.close(shown))  // the control's action
    let before = flow.state
    #expect(!bind(flow, \.[shown.kind], nil))  // then SwiftUI's write
    #expect(flow.state == before)
  }

  @Test(arguments: [KindsPresentation.alert, .dialog])
  func falseWrittenAfterTheButtonsActionClosedItChangesNothing(shown: KindsPresentation) {
    let flow = KindsCoordinator(presenting: [shown])
    let drawn = flow[shown.kind]  // the binding SwiftUI drew the alert or dialog with
    #expect(flow.close(shown))  // the button's action
    let before = flow.state
    #expect(!bind(flow, \.[isPresented: drawn], false))
    #expect(flow.state == before)
  }

  @Test func falseWrittenAfterTheButtonsActionKeepsTheAlertChainedBehindIt() {
    let flow = KindsCoordinator(presenting: [.alert, .otherAlert])
    let drawn = flow[.alert]
    #expect(flow.close(.alert))  // the button's action; the chained alert shows now
    #expect(flow[.alert] == .otherAlert)
    #expect(!bind(flow, \.[isPresented: drawn], false))
    #expect(flow[.alert] == .otherAlert, "the follow-up is never lost")
  }

  @Test func falseWrittenByAButtonWithNoActionClosesItAndShowsWhatWasChained() {
    let flow = KindsCoordinator(presenting: [.alert, .otherAlert, .sheet])
    #expect(bind(flow, \.[isPresented: flow[.alert]], false))
    #expect(flow[.alert] == .otherAlert)
    #expect(bind(flow, \.[isPresented: flow[.alert]], false))
    #expect(flow[.sheet] == .sheet)
    #expect(flow.state.presented.chained.isEmpty)
  }

  @Test func nilWrittenForALayerWhereAnotherKindShowsChangesNothing() {
    let flow = KindsCoordinator(presenting: [.cover, .alert])
    let before = flow.state
    for kind in PresentationKind.allCases where kind != .alert {
      #expect(!bind(flow, \.[kind, layer: 1], nil), "\(kind) at layer 1")
    }
    for kind in PresentationKind.allCases where kind != .fullScreenCover {
      #expect(!bind(flow, \.[kind, layer: 0], nil), "\(kind) at layer 0")
    }
    #expect(!bind(flow, \.[.sheet, layer: 2], nil))
    #expect(flow.state == before)
  }

  @Test func presentingWritesChangeNothing() {
    let flow = KindsCoordinator()
    for shown in KindsPresentation.allCases {
      #expect(!bind(flow, \.[shown.kind], shown), "\(shown)")
      #expect(!bind(flow, \.[isPresented: shown], true), "\(shown)")
    }
    #expect(!flow.isPresenting)
    let shown = KindsCoordinator(presenting: [.sheet])
    #expect(!bind(shown, \.[.sheet], .otherSheet))
    #expect(!bind(shown, \.[isPresented: .sheet], true))
    #expect(shown[.sheet] == .sheet)
  }

  @Test func alertOverACoverClosesAloneAndTheCoverStays() {
    let flow = KindsCoordinator(presenting: [.cover, .alert])
    #expect(flow[.alert] == nil)
    #expect(flow[.alert, layer: 1] == .alert)
    #expect(bind(flow, \.[isPresented: flow[.alert, layer: 1]], false))
    #expect(flow.state.presented.layers == [.cover])
  }

  @Test func sheetOverASheetSwipedDownReturnsToTheOneBelow() {
    let flow = KindsCoordinator(presenting: [.sheet, .otherSheet])
    #expect(flow[.sheet] == .sheet)
    #expect(flow[.sheet, layer: 1] == .otherSheet)
    #expect(bind(flow, \.[.sheet, layer: 1], nil))
    #expect(flow.state.presented.layers == [.sheet])
  }

  @Test func nilWrittenForALowerLayerClosesTheLayersAboveItAsItsControlWould() {
    let flow = KindsCoordinator(presenting: [.sheet, .dialog])
    #expect(bind(flow, \.[.sheet], nil))
    #expect(!flow.isPresenting)
  }

  @Test func dialogTappedOutsideShowsThePopoverChainedBehindIt() {
    let flow = KindsCoordinator(presenting: [.dialog, .popover])
    #expect(flow[.popover] == nil, "a chained presentation does not show yet")
    #expect(bind(flow, \.[isPresented: flow[.confirmationDialog]], false))
    #expect(flow[.popover] == .popover)
  }
}
