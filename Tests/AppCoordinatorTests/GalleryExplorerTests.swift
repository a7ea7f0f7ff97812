import LinkRouting
import ProductWalks
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The product's tabs and the Gallery test tab, which presents one of every kind.
@MainActor
func appWithGallery() throws -> AppCoordinator {
  try AppCoordinator(flows: GalleryExplorerTests.assembly)
}

/// The explorer over an app that presents every kind: a sheet that disables its swipe, a cover,
/// a popover, an alert over a sheet, a dialog and a chained presentation.
@MainActor
@Suite("Explorer over every presentation kind")
struct GalleryExplorerTests {
  nonisolated static let assembly = AppCoordinator.productFlows + [.tab(GalleryCoordinator.self)]

  // Signed in, a quarter of the guest's walk; the guest's is CI's (`Walks.heavy`).
  @Test(arguments: Walks.heavy([true], [false]))
  func everyRuleHoldsOverOneOfEveryPresentationKind(signedIn: Bool) throws {
    let report = Explorer.explore(
      try appWithGallery(), depth: 4, signedIn: signedIn, exhaustive: false)
    #expect(report.violation == nil, "\(String(describing: report.violation))")
    #expect(report.depthReached == 4)
    let gallery = Explorer.explore(
      try appWithGallery(), depth: 4, signedIn: signedIn, flow: GalleryCoordinator.id)
    #expect(gallery.violation == nil)
    let product = ProductWalks.report(depth: 4, signedIn: signedIn, exhaustive: false)
    #expect(report.states == product.states + gallery.states)
  }

  /// The exhaustive walk of the product with the Gallery: CI's explore step runs it.
  @Test(
    .enabled(if: Walks.heavy, "exhaustive walks of a whole assembly: NAVLAB_HEAVY_WALKS=1"),
    arguments: [false, true])
  func exhaustiveWalkAgreesOverEveryPresentationKind(signedIn: Bool) throws {
    let report = Explorer.explore(
      try appWithGallery(), depth: 3, signedIn: signedIn, exhaustive: true)
    // Signed in, depth 3 reaches every screen: the discard alert by a new comment's link, type
    // and back. No rule may break.
    #expect(report.violation == nil, "\(String(describing: report.violation))")
    #expect(report.depthReached == 3)
  }

  /// The map of the product with the Gallery to depth 4: CI's explore step runs it.
  @Test(.enabled(if: Walks.heavy, "the product's map with the Gallery: NAVLAB_HEAVY_WALKS=1"))
  func walkReachesEveryKindAndTheChainedPresentation() throws {
    let map = Explorer.map(try appWithGallery().explored, depth: 4)
    let kinds = Set(map.places.map(\.kind))
    for kind in GalleryCoordinator.screenKinds {
      #expect(kinds.contains(kind), "\(kind)")
    }
    // The editor asked for over the details shows once they close: a chained presentation.
    let chained = map.transitions.first {
      $0.from == "screen.info.N" && $0.label == "dismiss" && $0.to == "screen.edit.N"
    }
    #expect(chained != nil, "\(map.transitions.filter { $0.from == "screen.info.N" })")
  }
}

/// The Gallery's presentations through the app, as the shell drives them.
@MainActor
@Suite("Gallery: one presentation of every kind")
struct GalleryPresentationTests {
  private func onPicture() throws -> AppCoordinator {
    let app = try appWithGallery()
    app.finishLaunch()
    try app.open("navlab://gallery/1")
    #expect(app.visible.screen.id == "screen.item.1")
    return app
  }

  private func refusal(
    _ move: (AppCoordinator) throws(NavigationError) -> Void, on app: AppCoordinator
  )
    -> NavigationError?
  {
    do {
      try move(app)
      return nil
    } catch {
      return error
    }
  }

  @Test func draftDisablesTheSheetsSwipeUntilItIsSaved() throws {
    let app = try onPicture()
    try app.tap("button.edit")
    try app.dismiss()
    #expect(app.visible.screen.id == "screen.item.1", "a swipe closes the editor")
    try app.tap("button.edit")
    try app.tap("button.type")
    let refused = refusal({ app throws(NavigationError) in try app.dismiss() }, on: app)
    #expect(
      refused?.description == "screen.edit.1 closes only by its own controls: button.save, "
        + "button.delete")
    try app.tap("button.save")
    #expect(app.visible.screen.id == "screen.item.1")
  }

  @Test func alertOverTheSheetClosesByItsButtonsOnly() throws {
    let app = try onPicture()
    try app.tap("button.edit")
    try app.tap("button.delete")
    #expect(app.visible.breadcrumb == ["gallery", "item 1", "edit", "delete"])
    #expect(refusal({ app throws(NavigationError) in try app.dismiss() }, on: app) != nil)
    #expect(refusal({ app throws(NavigationError) in try app.back() }, on: app) != nil)
    try app.tap("button.cancel")
    #expect(app.visible.breadcrumb == ["gallery", "item 1", "edit"])
    try app.tap("button.delete")
    try app.tap("button.delete")
    #expect(app.visible.breadcrumb == ["gallery", "item 1"])
  }

  @Test func coverClosesByDoneOnlyAndHoldsThePopoverAsALayer() throws {
    let app = try onPicture()
    try app.tap("button.view")
    let refused = refusal({ app throws(NavigationError) in try app.dismiss() }, on: app)
    #expect(
      refused
        == .closesOnlyByControls(
          screen: "screen.viewer.1", kind: .fullScreenCover,
          controls: ["button.info", "button.done"]))
    try app.tap("button.info")
    try app.dismiss()
    #expect(app.visible.breadcrumb == ["gallery", "item 1", "viewer"])
    try app.tap("button.done")
    #expect(app.visible.screen.id == "screen.item.1")
  }

  @Test func editorAskedForOverThePopoverWaitsUntilItCloses() throws {
    let app = try onPicture()
    try app.tap("button.info")
    try app.tap("button.edit")
    #expect(app.visible.screen.id == "screen.info.1", "never two at once")
    #expect(app.visible.identifiers.contains("text.next"))
    try app.dismiss()
    #expect(app.visible.breadcrumb == ["gallery", "item 1", "edit"])
  }

  @Test func dialogClosesByCancelOrAnOutsideTapAndItsButtonChainsTheViewer() throws {
    let app = try onPicture()
    try app.tap("button.options")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.item.1")
    try app.tap("button.options")
    try app.dismiss()
    #expect(app.visible.screen.id == "screen.item.1")
    try app.tap("button.options")
    try app.tap("button.view")
    #expect(app.visible.breadcrumb == ["gallery", "item 1", "viewer"])
  }
}

extension ForwardingApp {
  /// The Gallery, when it receives taps on main.
  var focusedGallery: GalleryCoordinator? {
    guard isOnMain, flows[focusedFlowIndex].id == GalleryCoordinator.id else { return nil }
    return app.flow(GalleryCoordinator.self)
  }
}

/// A test double whose dismiss closes an alert, which closes by its buttons only.
@MainActor
final class AlertDismissingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }
  override func dismiss() throws(NavigationError) {
    guard let gallery = focusedGallery, let top = gallery.topPresentation, top.kind == .alert
    else { return try super.dismiss() }
    gallery.close(top)
  }
}

/// A test double whose dismiss closes a full-screen cover, as if it were a sheet.
@MainActor
final class CoverSwipingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }
  override func dismiss() throws(NavigationError) {
    guard let gallery = focusedGallery, let top = gallery.topPresentation,
      top.kind == .fullScreenCover
    else { return try super.dismiss() }
    gallery.close(top)
  }
}

/// A test double whose dismiss of the top layer drops what was chained to show next.
@MainActor
final class ChainLosingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }
  override func dismiss() throws(NavigationError) {
    let waiting = focusedGallery?.state.presented.chained.first
    try super.dismiss()
    if let waiting, let gallery = focusedGallery { gallery.close(waiting) }
  }
}

/// A test double whose dismiss of a layer over another closes the one below it too.
@MainActor
final class LayerOverClosingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }
  override func dismiss() throws(NavigationError) {
    let layered = (focusedGallery?.state.presented.layers.count ?? 0) > 1
    try super.dismiss()
    if layered, let gallery = focusedGallery, let below = gallery.topPresentation {
      gallery.close(below)
    }
  }
}
