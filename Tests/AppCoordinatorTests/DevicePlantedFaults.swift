import LinkRouting

@testable import AppCoordinator

/// A test double whose photo, pushed on macOS, closes one level too far.
///
/// Its `button.done` runs the pushed variant's naive `path.removeLast()` after closing the photo,
/// which pops the article under it too and strands the user on the Feed instead of the article
/// the photo started from. On iOS it closes as it should.
@MainActor
final class MacClosePoppingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let closes = closesPushedPhoto(id)
    try super.tap(id)
    if closes { app.feed.path.removeLast() }
  }
}

/// A test double whose photo, pushed on macOS, closes onto the share sheet instead of the
/// article.
///
/// Only the `platforms` rule sees it: the photo closes, the layers below it are kept, and the
/// share sheet that shows next is a layer of its own, as a chained one would be; but the close
/// lands elsewhere than on iOS.
@MainActor
final class MacCloseSharingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let closes = closesPushedPhoto(id)
    try super.tap(id)
    if closes { try app.feed.share() }
  }
}

/// A test double whose change to regular width drops the selected tab's stack, as a split view
/// that rebuilds its detail column from the selection alone would.
@MainActor
final class ResizeDroppingApp: ForwardingApp {
  override func resize(to width: Width) {
    super.resize(to: width)
    if width == .regular { app.boxes[app.selectedTab].popToRoot() }
  }
}

/// A test double whose change to compact width on macOS drops the selected tab's stack, as a
/// window whose narrow layout is rebuilt from the selection alone would; on iOS it keeps it.
///
/// Only the return leg of a round trip from compact sees it, and the first leg of one from
/// regular: the walk of every device checks the resize rule in one width of each platform and
/// must still find it there.
@MainActor
final class MacNarrowingDroppingApp: ForwardingApp {
  override func resize(to width: Width) {
    super.resize(to: width)
    if width == .compact, app.platform == .macOS { app.boxes[app.selectedTab].popToRoot() }
  }
}

/// A test double that, once regular, ignores every resize back to compact: the sidebar stays
/// where the tab bar belongs.
@MainActor
final class StuckRegularApp: ForwardingApp {
  override func resize(to width: Width) {
    guard width == .regular || app.width == .compact else { return }
    super.resize(to: width)
  }
}

/// A test double whose sidebar pushes into itself: its item, tapped on the flow already
/// selected, pushes that flow's first article instead of popping the stack to its root, as a
/// sidebar that holds a stack of its own would.
@MainActor
final class SelfPushingSidebarApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let reselectsFeed =
      id == "sidebar.feed" && app.visible.selectedTabID == id && app.feed.path.isEmpty
    try super.tap(id)
    if reselectsFeed { app.feed.path.append(.article(1)) }
  }
}

/// A test double whose articles show their share button twice, as a screen that lists one
/// control in its toolbar and again in its body would: a UI test tapping `button.share` there
/// could tap either.
@MainActor
final class TwiceSharingApp: ForwardingApp {
  override var visible: VisibleScreen {
    var visible = super.visible
    let elements = visible.screen.elements
    if let share = elements.first(where: { $0.id == "button.share" }) {
      visible.screen = Screen(
        id: visible.screen.id, title: visible.screen.title, elements: elements + [share])
    }
    return visible
  }
}

/// A test double whose swipe closes Comments even while a comment is typed there, as a sheet
/// bound without `.interactiveDismissDisabled` would: the comment is lost unasked.
@MainActor
final class SwipeLosingCommentApp: ForwardingApp {
  override func dismiss() throws(NavigationError) {
    guard app.presentedFlowHoldsInput else { return try super.dismiss() }
    app.dismissPresentedFlow()
  }
}

extension ForwardingApp {
  /// Whether tapping `id` closes the photo as macOS shows it, pushed on the Feed's stack.
  fileprivate func closesPushedPhoto(_ id: String) -> Bool {
    app.platform == .macOS && id == "button.done"
      && app.visible.screen.id.hasPrefix("screen.photo.")
  }
}

/// The product whose Settings screen shows its first element twice in regular width only: a
/// fault of a state that a compact device reaches by the tab bar's item and a regular one by
/// the sidebar's, at the same depth, so that the walk of every device walks it once for both.
@MainActor
final class RegularSettingsTwiceApp: ForwardingApp {
  override var visible: VisibleScreen {
    var visible = super.visible
    let elements = visible.screen.elements
    if visible.screen.id == "screen.settings", width == .regular, let first = elements.first {
      visible.screen = Screen(
        id: visible.screen.id, title: visible.screen.title, elements: elements + [first])
    }
    return visible
  }
}
