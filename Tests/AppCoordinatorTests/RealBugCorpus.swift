import FeedFlow
import LinkRouting
import SettingsFlow

@testable import AppCoordinator
@testable import AppExplorer

// Real navigation bugs from public trackers, each planted as a double of the product that
// behaves as the report says the app (or the library under it) did. `RealBug.corpus`
// (RealBugCorpusTests.swift) names each one's source and the rule that reports it;
// Tests/RealBugCorpus.md is the table, with every report read and why the others are not here.

// MARK: - Links that do not land

/// react-navigation/react-navigation#10457: a link to the screen already shown, with a new id,
/// is accepted and ignored: `navlab://article/2` over article 1 leaves article 1 up.
@MainActor
final class NewIDLinkIgnoringApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard let shown = shownArticle, let linked = linkedArticle(text), linked != shown else {
      return try super.open(text)
    }
  }
}

/// hmlongco/Navigator#23, its second case: a link into the tab already selected pushes its
/// screen on top of the stack shown instead of replacing it.
@MainActor
final class LinkStackingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard let shown = shownArticle, let linked = linkedArticle(text), linked != shown else {
      return try super.open(text)
    }
    var state = app.feed.state
    state.path.append(.article(linked))
    app.feed.replaceState(with: state, PackageAccess())
  }
}

/// react-navigation/react-navigation#2913 (and #1477): the same link opened again pushes its
/// screen a second time, so back shows the same screen.
@MainActor
final class DuplicatePushingLinkApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard let shown = shownArticle, linkedArticle(text) == shown else {
      return try super.open(text)
    }
    var state = app.feed.state
    state.path.append(.article(shown))
    app.feed.replaceState(with: state, PackageAccess())
  }
}

/// react-navigation/react-navigation#3840 (and #2904): a nested link opened while its parent
/// screen shows pushes the parent again instead of the nested screen: `navlab://article/1/author`
/// over article 1 shows article 1 twice.
@MainActor
final class ParentRepeatingLinkApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard let shown = shownArticle, text == "navlab://article/\(shown)/author",
      app.session.isSignedIn
    else { return try super.open(text) }
    var state = app.feed.state
    state.path = [.article(shown), .article(shown)]
    app.feed.replaceState(with: state, PackageAccess())
  }
}

/// flutter/flutter#106204 (go_router's `initialLocation` overrides a deep link; BrightID#461):
/// a link opened while the app is where it launches, every stack at its root, is accepted and
/// the app stays there.
@MainActor
final class InitialLocationLinkIgnoringApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard isOnMain, !app.isPresenting, app.presentedFlow == nil, app.selectedTab == 0,
      app.feed.path.isEmpty, app.settings.path.isEmpty, linkedArticle(text) != nil
    else { return try super.open(text) }
  }
}

/// home-assistant/iOS#5284 (expo/expo#35073): a link opened while a sheet shows acts behind the
/// sheet: the article it names is shown under a share sheet that is put back over it.
@MainActor
final class LinkBehindSheetApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    let sharing = app.visible.screen.id.hasPrefix("screen.share.")
    try super.open(text)
    if sharing, isOnMain, app.selectedTab == 0, !app.feed.path.isEmpty {
      try? app.feed.share()
    }
  }
}

/// react-navigation/react-navigation#6457: navigating from inside a modal navigates underneath
/// it, and the modal stays up: a link over Comments changes the Feed and keeps Comments.
@MainActor
final class LinkUnderCommentsApp: FeedSettingsCommentsApp {
  override func open(_ text: String) throws(LinkError) {
    let presented = app.presentedFlow
    let reading = app.comments.state
    try super.open(text)
    guard presented != nil, isOnMain, app.presentedFlow == nil else { return }
    app.presentedFlow = presented
    app.comments.replaceState(with: reading, PackageAccess())
  }
}

/// flutter/flutter#172892: go_router does not follow a deep link that redirects (to login)
/// while the app is in the foreground: a guest's gated link, opened off the first screen, is
/// accepted and nothing shows.
@MainActor
final class ForegroundGatedLinkDroppingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard !app.session.isSignedIn, isOnMain, !app.feed.path.isEmpty,
      let target = linkTarget(text), target.containsGatedRoute
    else { return try super.open(text) }
  }
}

/// android/architecture-components-samples#1003: navigating to a destination by its deep link
/// adds it to the first tab's stack too: `navlab://account` also pushes article 1 on the Feed.
@MainActor
final class LinkAlsoPushingFirstTabApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    try super.open(text)
    guard text == "navlab://account", isOnMain, app.feed.path.isEmpty else { return }
    var state = app.feed.state
    state.path = [.article(1)]
    app.feed.replaceState(with: state, PackageAccess())
  }
}

/// flutter/flutter#117431: after a pop, go_router reports the location of the page popped: the
/// article's link names the author screen above it.
@MainActor
final class StaleLinkApp: ForwardingApp {
  override var link: DeepLink? {
    guard let shown = shownArticle, app.visible.screen.id == "screen.article.\(shown)" else {
      return super.link
    }
    return DeepLink(host: "article", segments: ["\(shown)", "author"])
  }
}

// MARK: - Sign-in that does not resume

/// flutter/flutter#120371: after the login redirect, go_router's example goes to `/`, not to
/// the page the user asked for: signing in with a destination parked shows the first tab's root.
@MainActor
final class SignInToInitialLocationApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let parked = parkedLandings != nil
    try super.tap(id)
    guard parked, app.session.isSignedIn, isOnMain else { return }
    app.dismissAllPresentations()
    for box in app.boxes { box.popToRoot() }
    app.selectedTab = 0
  }
}

/// flutter/flutter#132952: after login, go_router's top-level redirect sends the user to the
/// initial location instead of where login was going: signing in from the account screen shows
/// the Feed.
@MainActor
final class AccountSignInToFeedApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let fromAccount = app.visible.screen.id == "screen.login" && parkedLandings == nil
    try super.tap(id)
    guard fromAccount, id == "button.login", app.session.isSignedIn, isOnMain else { return }
    app.settings.popToRoot()
    app.selectedTab = 0
  }
}

/// flutter/flutter#142210: a redirect that forces login leaves the page under it reachable by
/// back: `back` at login's root shows main, as its cancel does.
@MainActor
final class BackLeavingLoginApp: ForwardingApp {
  override func back() throws(NavigationError) {
    guard app.visible.screen.id == "screen.login" else { return try super.back() }
    try super.tap("button.cancel")
  }
}

/// flutter/flutter#128166: after a redirect from login to home, back shows login again: signed
/// in, back at the Feed's root shows login.
@MainActor
final class BackToLoginApp: ForwardingApp {
  override func back() throws(NavigationError) {
    guard app.session.isSignedIn, isOnMain, !app.isPresenting, app.presentedFlow == nil,
      app.boxes[app.selectedTab].savedStack.isEmpty
    else { return try super.back() }
    app.root = .login(parked: nil)
  }
}

/// flutter/flutter#106166: with `refreshListenable`, pop stops working once the sign-in state
/// changes: signed in, back on an article is refused.
@MainActor
final class BackRefusedAfterSignInApp: ForwardingApp {
  override func back() throws(NavigationError) {
    guard app.session.isSignedIn, isOnMain, app.selectedTab == 0, app.feed.path.count == 1,
      !app.isPresenting, app.presentedFlow == nil
    else { return try super.back() }
    throw .nothingToGoBack(screen: app.visible.screen.id)
  }
}

// MARK: - Back and dismiss that go too far, or nowhere

/// flutter/flutter#99111: `pop` removes every route a redirect added: back from an author
/// pops its article too.
@MainActor
final class RedirectedPairPoppingApp: ForwardingApp {
  override func back() throws(NavigationError) {
    let pair =
      isOnMain && app.presentedFlow == nil && app.selectedTab == 0
      && app.feed.path.count == 2 && app.feed.path.last?.requiresSignIn == true
    try super.back()
    if pair { app.feed.popToRoot() }
  }
}

/// flutter/flutter#132229: with a page twice in the stack, pop removes every page but the
/// bottom one: back over two articles goes to the first.
@MainActor
final class RepeatedPagesPoppingApp: ForwardingApp {
  override func back() throws(NavigationError) {
    let articles = app.feed.path.filter { !$0.requiresSignIn }.count
    let repeated = isOnMain && app.presentedFlow == nil && app.selectedTab == 0 && articles > 1
    try super.back()
    if repeated, let first = app.feed.path.first {
      var state = app.feed.state
      state.path = [first]
      app.feed.replaceState(with: state, PackageAccess())
    }
  }
}

/// flutter/flutter#142678: two pops inside a `StatefulShellRoute` drop its whole stack: back
/// from a stack two screens deep empties it.
@MainActor
final class TwoDeepBackEmptyingApp: ForwardingApp {
  override func back() throws(NavigationError) {
    let twoDeep =
      isOnMain && app.presentedFlow == nil && app.feed.path.count == 2
      && app.selectedTab == 0
    try super.back()
    if twoDeep { app.feed.popToRoot() }
  }
}

/// react-navigation/react-navigation#3156: the first back in a modal stack slides to the same
/// screen: back on a comment is accepted and the comment stays.
@MainActor
final class StutteringBackApp: FeedSettingsCommentsApp {
  override func back() throws(NavigationError) {
    guard app.presentedFlow != nil, app.comments.path.count == 2 else {
      return try super.back()
    }
  }
}

/// johnpatrickmorgan/FlowStacks#64 (and TCA#3797): a swipe down a sheet presented over a
/// pushed screen dismisses twice: it closes the report and pops the article under it.
@MainActor
final class ReportSwipePoppingApp: ForwardingApp {
  override func dismiss() throws(NavigationError) {
    let report = app.visible.screen.id.hasPrefix("screen.report.")
    try super.dismiss()
    if report { app.feed.path.removeLast() }
  }
}

/// johnpatrickmorgan/FlowStacks#50: `dismiss` with nothing presented removes the root node:
/// the gesture, over a pushed article (the first included), is accepted and empties the stack.
@MainActor
final class NothingPresentedDismissingApp: ForwardingApp {
  override func dismiss() throws(NavigationError) {
    guard isOnMain, !app.isPresenting, app.presentedFlow == nil, !app.feed.path.isEmpty,
      app.selectedTab == 0
    else { return try super.dismiss() }
    app.feed.popToRoot()
  }
}

/// react-navigation/react-navigation#8103 (and #9276): a modal opened by a deep link has no
/// stack behind it to close to: Comments opened over the Feed's root refuse their swipe.
@MainActor
final class LinkedCommentsStuckApp: FeedSettingsCommentsApp {
  override func dismiss() throws(NavigationError) {
    guard app.presentedFlow != nil, app.feed.path.isEmpty, !app.presentedFlowHoldsInput else {
      return try super.dismiss()
    }
    throw .noElement("dismiss", screen: app.visible.screen.id)
  }
}

// MARK: - Controls that do nothing, or something else

/// pointfreeco/swift-composable-architecture#3820: after the parent's state changes under the
/// sheet, the child's dismiss does nothing and the sheet stays: Comments over the Feed's root,
/// where a link that replaced the Feed's stack presented them, accept their `button.close` and
/// stay up.
@MainActor
final class CommentsCloseIgnoringApp: FeedSettingsCommentsApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.close", isOnMain, app.presentedFlow != nil, app.feed.path.isEmpty,
      app.visible.screen.id.hasPrefix("screen.comment")
    else { return try super.tap(id) }
  }
}

/// A double whose bug is state of its own left set after a presentation closes, outside the
/// snapshot as a store's flag is outside what UIKit shows: restoring a snapshot clears it.
@MainActor
class StaleStateApp: ForwardingApp {
  /// Whether the state the bug leaves behind is set.
  var stale = false

  override var snapshot: ExploredApp.Snapshot {
    get { super.snapshot }
    set {
      stale = false
      super.snapshot = newValue
    }
  }
}

/// pointfreeco/swift-composable-architecture#3433 (and #3435): the presentation's state is not
/// cleared when UIKit dismisses it, so the next show does nothing: once the reading options
/// close by a tap outside them (`dismiss`), `button.options` is accepted and shows nothing.
///
/// The stale state is the double's, outside the snapshot, as the store's was outside what
/// UIKit showed: restoring a snapshot clears it. The walk does not report it
/// (Tests/RealBugCorpus.md, "Every report read").
@MainActor
final class StaleOptionsApp: StaleStateApp {
  override func dismiss() throws(NavigationError) {
    let options = app.visible.screen.id.hasPrefix("popover.options.")
    try super.dismiss()
    if options { stale = true }
  }

  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.options", stale, app.visible.screen.id.hasPrefix("screen.article.") else {
      return try super.tap(id)
    }
  }
}

/// pointfreeco/swift-composable-architecture#2461: an alert's state left set after its cancel
/// makes the next button show the alert again instead of what it shows: once the discard alert
/// is answered `button.keep`, the report's `button.send` asks to discard again.
///
/// The state left set is the double's, outside the snapshot; restoring a snapshot clears it.
/// The walk does not report it (Tests/RealBugCorpus.md, "Every report read").
@MainActor
final class StaleDiscardAlertApp: StaleStateApp {
  override func tap(_ id: String) throws(NavigationError) {
    if id == "button.keep", app.isAskingToDiscard {
      try super.tap(id)
      stale = true
      return
    }
    guard id == "button.send", stale else { return try super.tap(id) }
    try super.tap("button.cancel")
  }
}

// MARK: - Tabs

/// react-navigation/react-navigation#8583 (and architecture-components-samples#977's first
/// case): the selected tab's item, tapped again, does not pop its stack.
@MainActor
final class ReselectIgnoringApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "tab.feed", app.selectedTab == 0, isOnMain, !app.feed.path.isEmpty,
      !app.isPresenting
    else { return try super.tap(id) }
  }
}

/// android/architecture-components-samples#977: reselecting a tab whose stack a deep link
/// built does not get back to its start destination: the item pops one screen, not all.
@MainActor
final class ReselectPoppingOneApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "tab.feed", app.selectedTab == 0, isOnMain, app.feed.path.count > 1,
      !app.isPresenting
    else { return try super.tap(id) }
    app.feed.path.removeLast()
  }
}

/// react-navigation/react-navigation#9424 (flutter/flutter#190914): a tab press runs
/// `popToTop` on the tab being left: Settings' item pops the Feed.
@MainActor
final class TabPressPoppingPreviousApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let leavesFeed = id == "tab.settings" && app.selectedTab == 0 && isOnMain
    try super.tap(id)
    if leavesFeed { app.feed.popToRoot() }
  }
}

/// android/codelab-android-navigation#53: switching tabs recreates the tab selected: the Feed,
/// selected again from Settings, is back at its root.
@MainActor
final class TabSwitchRecreatingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let returns = id == "tab.feed" && app.selectedTab != 0 && isOnMain
    try super.tap(id)
    if returns { app.feed.popToRoot() }
  }
}

/// flutter/flutter#149351: a route pushed from a `StatefulShellRoute` drops the shell, and the
/// tab bar with it: the author shows with no tab bar, nothing presented.
@MainActor
final class TabBarDroppingApp: ForwardingApp {
  override var visible: VisibleScreen {
    var visible = super.visible
    if visible.screen.id.hasPrefix("screen.author.") {
      visible.tabBar = []
      visible.selectedTabID = nil
    }
    return visible
  }
}

// MARK: - Restoring

/// brave/brave-ios#736: relaunching always selects the last tab, not the one the user was on.
@MainActor
final class RestoreSelectingLastTabApp: ForwardingApp {
  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if let last = app.flows.lastIndex(where: { $0.kind == .tab }) {
      app.selectedTab = last
    }
    return report
  }
}

/// Milad-Akarie/auto_route_library#2253: restoring after process death shows the top page but
/// drops the back stack under it.
@MainActor
final class RestoreKeepingTopApp: ForwardingApp {
  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if app.feed.path.count > 1, let top = app.feed.path.last {
      var state = app.feed.state
      state.path = [top]
      app.feed.replaceState(with: state, PackageAccess())
    }
    return report
  }
}

extension ForwardingApp {
  /// The article the Feed shows on main with nothing over it, selected.
  fileprivate var shownArticle: Int? {
    guard isOnMain, !app.isPresenting, app.presentedFlow == nil, app.selectedTab == 0,
      case .article(let id)? = app.feed.path.last
    else { return nil }
    return id
  }

  /// The article `text` links to, when it is exactly `navlab://article/N` and the app accepts it.
  fileprivate func linkedArticle(_ text: String) -> Int? {
    let prefix = "navlab://article/"
    guard text.hasPrefix(prefix), let id = Int(text.dropFirst(prefix.count)),
      linkTarget(text) != nil
    else { return nil }
    return id
  }
}
