import CommentsFlow
import FeedFlow
import Foundation
import LinkRouting
import SettingsFlow

@testable import AppCoordinator

// Faults between flows, for `CrossFlowBatteryTests`: each double overrides one intent of the
// app, and reads and writes the flows only through the app (`app.feed`, `app.settings`,
// `app.comments`, which ask `AppCoordinator.flow(_:)`), where a walk that counts what the app's
// code reads of other flows sees it. Each needs two flows in particular states at once.

/// A test double whose swipe on Comments, from a comment, pops the Feed's article under it
/// when that article is not the one commented on: a sheet's `onDismiss` that "returns to the
/// list" once the user has wandered to another article's comments.
@MainActor
final class CommentsClosePoppingFeedApp: FeedSettingsCommentsApp {
  override func dismiss() throws(NavigationError) {
    let pops = app.presentedFlow != nil && showsAComment && readsAnotherArticle
    try super.dismiss()
    if pops { app.feed.path.removeLast() }
  }

  /// Whether Comments show one comment.
  private var showsAComment: Bool {
    if case .comment? = app.comments.path.last { true } else { false }
  }

  /// Whether the Feed shows an article, and Comments another's.
  private var readsAnotherArticle: Bool {
    guard case .article(let shown)? = app.feed.path.last,
      case .article(let commented)? = app.comments.path.first
    else { return false }
    return shown != commented
  }
}

/// A test double whose sign-in through Comments' gate (`button.new`, tapped while a guest)
/// replaces the Feed under Comments with the article commented on, when the Feed shows another:
/// a sign-in completion that "syncs" the tab under a presented flow to what it shows.
@MainActor
final class CommentsGateSyncingFeedApp: FeedSettingsCommentsApp {
  override func tap(_ id: String) throws(NavigationError) {
    var synced: FeedState?
    if id == "button.login", case .login(let parked?) = app.root,
      app.flows[parked.destination.flow].id == "comments", app.presentedFlow != nil,
      case .article(let commented)? = app.comments.path.first,
      case .article(let shown)? = app.feed.path.last, commented != shown
    {
      synced = app.feed.state
      synced?.path = [.article(commented)]
    }
    try super.tap(id)
    if let synced { app.feed.replaceState(with: synced, PackageAccess()) }
  }
}

/// A test double that parks a Feed link needing sign-in, opened while Comments show a comment
/// over a Feed article, but keeps Comments up under login, to resume the reading after sign-in
/// over the destination resumed in the Feed: a router that restores the sheet the user was
/// reading around a parked link, where a link closes every presentation.
@MainActor
final class ParkedLinkUnderCommentsApp: FeedSettingsCommentsApp {
  override func open(_ text: String) throws(LinkError) {
    let presented = app.presentedFlow
    let reading = app.comments.state
    let keeps = presented != nil && reading.path.count == 2 && !app.feed.path.isEmpty
    try super.open(text)
    guard keeps, case .login(let parked?) = app.root,
      app.flows[parked.destination.flow].id == FeedCoordinator.id
    else { return }
    app.presentedFlow = presented
    app.comments.replaceState(with: reading, PackageAccess())
  }
}

/// A test double whose report's Send, with text typed, ends the session instead while Settings
/// was left on the account screen: a sign-out that bypasses the app's guard (a session handler
/// that resets every tab itself) while the Feed holds the report's text.
@MainActor
final class ReportSignOutApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.send", app.feed.holdsInput, app.settings.path == [.account] else {
      return try super.tap(id)
    }
    app.signOut()
  }
}

/// A test double whose saved document holds at most three screens across every tab, dropping
/// the last tab's (Settings') stack beyond that: a save capped by a budget shared between tabs,
/// so that the Feed's third screen costs Settings its saved account screen.
@MainActor
final class SharedSaveBudgetApp: FeedAndSettingsApp {
  override func save(to store: some StateStore) throws {
    var document = app.document
    guard app.feed.path.count + app.settings.path.count > 3 else {
      return try super.save(to: store)
    }
    document.paths[SettingsCoordinator.id] = []
    try store.save(document.encoded() + Data("\n".utf8))
  }
}

/// A test double whose restoring drops Settings' account screen when the Feed it restores is
/// three screens deep: a restore capped by a budget shared between tabs, so that one flow's
/// restored stack depends on another's saved one.
@MainActor
final class SharedRestoreBudgetApp: FeedAndSettingsApp {
  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if app.feed.path.count >= 3, !app.settings.path.isEmpty { app.settings.popToRoot() }
    return report
  }
}

/// A test double whose reselect of Settings' tab item, while Settings is off its root, closes
/// every presentation, the hidden Feed's photo (a cover pushed on macOS, under a tab bar that
/// still shows) included: a reselect handler that dismisses globally, not in its own tab.
@MainActor
final class ReselectClosingHiddenPhotoApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    let closes =
      id == FlowRegistration.itemID(ofTab: SettingsCoordinator.id, in: app.width)
      && app.flows[app.selectedTab].id == SettingsCoordinator.id && !app.settings.path.isEmpty
      && app.feed.isPresenting
    try super.tap(id)
    if closes { app.dismissAllPresentations() }
  }
}

/// A test double whose resize to regular width, with the Feed three screens deep, pops the
/// hidden Settings tab to its root: a split view that rebuilds the columns it hides when the
/// one it shows is deep, and keeps only the selected tab's stack.
@MainActor
final class ResizeDroppingHiddenStackApp: FeedAndSettingsApp {
  override func resize(to width: Width) {
    let drops =
      width == .regular && app.flows[app.selectedTab].id == FeedCoordinator.id
      && app.feed.path.count >= 3 && !app.settings.path.isEmpty
    super.resize(to: width)
    if drops { app.settings.popToRoot() }
  }
}

/// A test double whose reselect of Settings' tab item, while Settings is off its root, closes
/// every presentation as a link does.
///
/// It is a reselect handler that applies a link-like reset: it closes the hidden Feed's photo
/// (a cover pushed on macOS, under a tab bar that still shows) but reads no other flow, unlike
/// ``ReselectClosingHiddenPhotoApp``. It reaches the Feed only through code that treats every
/// flow alike (`AppCoordinator.dismissAllPresentations()`), and only from a state of Settings
/// the Feed's walk does not take its moves in.
@MainActor
final class ReselectClosingAsALinkApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    let closes =
      id == FlowRegistration.itemID(ofTab: SettingsCoordinator.id, in: app.width)
      && app.flows[app.selectedTab].id == SettingsCoordinator.id && !app.settings.path.isEmpty
    try super.tap(id)
    if closes { app.dismissAllPresentations() }
  }
}

/// The product's three flows, named here rather than taken from the product's list: a team's
/// new tab (CONTRIBUTING.md's recipe) leaves the battery's assemblies at three flows.
@MainActor
class FeedSettingsCommentsApp: ForwardingApp {
  override class var assembly: [FlowRegistration] {
    [
      .tab(FeedCoordinator.self), .tab(SettingsCoordinator.self),
      .presented(CommentsCoordinator.self),
    ]
  }
}
