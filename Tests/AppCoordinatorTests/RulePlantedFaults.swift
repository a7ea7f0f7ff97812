import FeedFlow
import LinkRouting
import TestFlows

@testable import AppCoordinator
@testable import AppExplorer

/// A test double whose Gallery viewer, shown as a sheet on macOS, has no `button.done` there: a
/// cover whose close exists on iOS only, which traps a macOS user on the picture.
@MainActor
final class MacTrappingViewerApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }

  override var visible: VisibleScreen {
    var visible = super.visible
    if trapsViewer { visible.screen.elements.removeAll { $0.id == "button.done" } }
    return visible
  }

  override func tap(_ id: String) throws(NavigationError) {
    if trapsViewer, id == "button.done" {
      throw .noElement(id, screen: app.visible.screen.id)
    }
    try super.tap(id)
  }

  /// Whether the viewer shows on macOS, where this double drops its close.
  private var trapsViewer: Bool {
    app.platform == .macOS && focusedGallery?.topPresentation == .viewer
  }
}

/// A test double whose `dismiss` (a sheet's or a presented flow's swipe) leaves VoiceOver focus
/// on nothing, as a view that rebuilds its stack without restoring focus does.
@MainActor
final class FocusLosingApp: ForwardingApp {
  private var lost = false

  override var focusedElement: String? { lost ? nil : super.focusedElement }

  override func focusedElement(on screen: Screen) -> String? {
    lost ? nil : super.focusedElement(on: screen)
  }

  override func tap(_ id: String) throws(NavigationError) {
    lost = false
    try super.tap(id)
  }

  override func back() throws(NavigationError) {
    lost = false
    try super.back()
  }

  override func dismiss() throws(NavigationError) {
    lost = false
    try super.dismiss()
    lost = true
  }

  override func open(_ text: String) throws(LinkError) {
    lost = false
    try super.open(text)
  }
}

/// A test double that, as the viewer's `button.done` is tapped, keeps a closure that captures
/// the viewer's coordinator strongly, as a parent's completion handler that is never cleared
/// does: the coordinator outlives the viewer it ran.
@MainActor
final class ViewerLeakingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { GalleryExplorerTests.assembly }
  private var handlers: [@MainActor () -> Void] = []

  override func tap(_ id: String) throws(NavigationError) {
    if id == "button.done", let gallery = focusedGallery {
      for model in gallery.screenModels {
        if let viewer = model.object as? ViewerCoordinator {
          handlers.append { viewer.onDone() }
        }
      }
    }
    try super.tap(id)
  }
}

/// A test double whose report's Send, with text typed, shows Settings instead, closing the
/// report without asking: a button that takes the app out of its flow, as a request for a link
/// does, without passing the app's guard.
@MainActor
final class ReportSendLeavingApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.send", inputHolders != 0 else { return try super.tap(id) }
    app.dismissAllPresentations()
    try super.tap("tab.settings")
  }
}

/// A test double whose links close every presentation before the app's guard sees them, as an
/// `onOpenURL` that resets the screens itself would: a report being written is lost unasked.
@MainActor
final class ReportDroppingLinkApp: FeedAndSettingsApp {
  override func open(_ text: String) throws(LinkError) {
    if inputHolders != 0, linkTarget(text) != nil { app.dismissAllPresentations() }
    try super.open(text)
  }
}

/// A test double whose links over the sign-out dialog ask first with the discard alert, as an
/// app that guards an unanswered confirmation with a second mechanism would: the alert shows
/// over the dialog, two at once, which the platform never shows.
@MainActor
final class DialogGuardingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard app.shownScreen.id == "dialog.signout", let target = linkTarget(text) else {
      return try super.open(text)
    }
    app.hold(.apply(target))
  }
}

/// A test double whose Comments refuse their `button.close` on macOS, where a sheet has no
/// swipe: a presented flow with no way out there, as one whose close lives in an iOS-only
/// toolbar would be.
@MainActor
final class MacTrappingCommentsApp: ForwardingApp {
  override var visible: VisibleScreen {
    var visible = super.visible
    if trapsComments { visible.screen.elements.removeAll { $0.id == "button.close" } }
    return visible
  }

  override func tap(_ id: String) throws(NavigationError) {
    if trapsComments, id == "button.close" {
      throw .noElement(id, screen: app.visible.screen.id)
    }
    try super.tap(id)
  }

  /// Whether Comments show on macOS, where this double drops their close.
  private var trapsComments: Bool { app.platform == .macOS && app.presentedFlow != nil }
}

/// A test double whose link to a tab's root, opened deep in that tab, is accepted and changes
/// nothing, as an app that ignores a link to the tab already selected would: `navlab://feed`
/// from an article leaves the article up.
@MainActor
final class RootLinkIgnoringApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard text == "navlab://feed", isOnMain, !app.isPresenting, app.presentedFlow == nil,
      app.selectedTab == 0, !app.feed.path.isEmpty
    else { return try super.open(text) }
  }
}

/// A test double whose guest's link to a screen that needs sign-in shows login with nothing
/// parked, as an app that asks for sign-in but forgets where the link was going would.
@MainActor
final class ParkForgettingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard !app.session.isSignedIn, isOnMain, !app.isPresenting,
      let target = linkTarget(text), target.containsGatedRoute
    else { return try super.open(text) }
    app.handle(.signIn, from: target.flow)
  }
}

/// A test double whose sign-in from login shows the parked destination's tab at its root, as an
/// app that selects the tab but forgets the stack it parked would: the author a guest tapped
/// never shows.
@MainActor
final class SignInDroppingParkedApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let parked = parkedLandings != nil
    try super.tap(id)
    if parked, app.session.isSignedIn, isOnMain { app.boxes[app.focusedFlow].popToRoot() }
  }
}

/// A test double whose cancel from login pops the tab under it to its root, as an app that
/// resets the stack it showed login over would: the article a guest tapped the author on is
/// gone.
@MainActor
final class CancelPoppingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let parked = parkedLandings != nil
    try super.tap(id)
    if parked, id == "button.cancel", isOnMain { app.boxes[app.focusedFlow].popToRoot() }
  }
}

/// A test double whose `button.discard`, answering a link the discard alert held, carries the
/// link out to its tab's root, as an app that replays a held way out as "go to the tab" would:
/// the article the link names never shows.
///
/// Its app is the Feed alone: the report's text, the alert, the link it holds and the root it
/// pops to are all the Feed's. The product's walk finds the same violation in the Feed's group,
/// after more states spent on the links and the tab bar of the flows beside it.
@MainActor
final class DiscardMisapplyingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { [.tab(FeedCoordinator.self)] }

  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.discard", let held = heldLanding else { return try super.tap(id) }
    try super.tap(id)
    if isOnMain { app.boxes[held.flow].popToRoot() }
  }
}

/// A test double whose share sheet's `button.close` is accepted and leaves the sheet up, as a
/// close whose action sets a copy of the presentation's binding would.
@MainActor
final class ShareKeepingCloseApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.close", app.shownScreen.id.hasPrefix("screen.share.") else {
      return try super.tap(id)
    }
  }
}

/// A test double whose article's `button.photo` is accepted and does nothing, as a button whose
/// action was never connected would, and which the Feed does not declare as changing nothing.
@MainActor
final class InertPhotoButtonApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.photo", app.shownScreen.id.hasPrefix("screen.article.") else {
      return try super.tap(id)
    }
  }
}

/// A test double whose Feed's request for an article's comments shows Comments at their root,
/// the list of articles, rather than the comments the link names, as an app that presents the
/// flow a request names but forgets its stack would.
@MainActor
final class CommentsRequestMislandingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    try super.tap(id)
    guard id == "button.comments", isOnMain, let comments = app.presentedFlow else { return }
    app.boxes[comments].popToRoot()
  }
}
