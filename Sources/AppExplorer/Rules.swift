import AppCoordinator
import Foundation
import LinkRouting

/// The rules every reachable state must keep.
@MainActor
enum Rules {
  /// The first rule `app` breaks in its current state, with what was seen.
  ///
  /// Every rule of the state, in order, as the shell's `check` and a test's ``RuleCheck`` ask.
  /// The walk calls the two parts itself, each kept for the devices it read no difference
  /// between.
  ///
  /// The checks may move the app; the caller puts its snapshot back.
  ///
  /// - Parameters:
  ///   - app: The app, in the state to check.
  ///   - fresh: The scratch app and what it has restored and opened so far.
  /// - Returns: The rule and what was seen; `nil` when every rule holds.
  static func firstBroken<App: Explorable>(
    in app: App, fresh: FreshApp<App>
  ) -> (String, String)? {
    let snapshot = app.snapshot
    if let broken = firstBrokenOfTheDevice(
      in: app, fresh: fresh, checkingPlatforms: true, checkingResize: true, showing: snapshot)
    {
      return broken
    }
    return firstBrokenOnEveryWidth(in: app, fresh: fresh, showing: snapshot)
  }

  /// The first broken of the rules of a state that read the device in every state.
  ///
  /// They are what shows of the tab bar or the sidebar, the platforms compared, and what a
  /// resize does, after `gate`, which reads no device but is checked first: in the order
  /// ``firstBroken(in:fresh:)`` checks them, before the others.
  /// `checkingResize` is `false` where the `resize` rule is known to hold: its round trip from
  /// one width takes both resizes the trip from the other takes, so the walk of every device
  /// checks it in one width of each platform.
  static func firstBrokenOfTheDevice<App: Explorable>(
    in app: App, fresh: FreshApp<App>, checkingPlatforms: Bool, checkingResize: Bool,
    showing snapshot: App.Snapshot
  ) -> (String, String)? {
    if let broken = gate(app) { return ("gate", broken) }
    // Built once for the rules that read it, the costliest read of a state.
    let visible = app.visible
    if let broken = presentation(app, visible) { return ("presentation", broken) }
    if let broken = oneAlert(app) { return ("alerts", broken) }
    if let broken = typedText(app, visible) { return ("drafts", broken) }
    if let broken = identifiers(visible) { return ("identifiers", broken) }
    if checkingPlatforms {
      // The rule takes each control on every platform of the width, so what it finds does not
      // depend on the platform it starts on: its reads of the platform are not the check's.
      let reads = app.deviceReads.platform
      let broken = platforms(app, snapshot, visible.screen)
      fresh.discountPlatformReads(app.deviceReads.platform &- reads)
      if let broken { return ("platforms", broken) }
    }
    if checkingResize, let broken = resize(app, snapshot, shown: visible.breadcrumb) {
      return ("resize", broken)
    }
    return nil
  }

  /// The first broken of the other rules of a state.
  ///
  /// They read the device only where the state makes them, such as a presentation that adapts,
  /// so that the walk checks them once for the devices they did not tell apart. `app` shows
  /// `snapshot` after.
  static func firstBrokenOnEveryWidth<App: Explorable>(
    in app: App, fresh: FreshApp<App>, showing snapshot: App.Snapshot
  ) -> (String, String)? {
    if let broken = restoration(app, fresh) { return ("restoration", broken) }
    if let broken = link(app, snapshot, fresh) { return ("links", broken) }
    app.snapshot = snapshot
    if let broken = coherence(app) { return ("coherence", broken) }
    app.snapshot = snapshot
    if let broken = exits(app, snapshot) { return ("exits", broken) }
    return nil
  }

  /// No screen, visible or stacked, needs sign-in while signed out.
  private static func gate(_ app: some Explorable) -> String? {
    guard !app.session.isSignedIn, app.holdsGatedRoute else { return nil }
    return
      "a stack holds a screen that needs sign-in while signed out (visible: \(app.visible.screen.id))"
  }

  /// A presentation hides the tab bar, or the sidebar in regular width, and only one shows at a
  /// time; a cover shown as a pushed screen leaves it showing, as a push does.
  private static func presentation(_ app: some Explorable, _ visible: VisibleScreen) -> String? {
    guard app.isOnMain else { return nil }
    let covers =
      app.showsPresentedFlow || app.visiblePresentations.layers.contains { !$0.isPushed }
    let bar = app.width == .regular ? "sidebar" : "tab bar"
    if !visible.tabBar.isEmpty, visible.showsSidebar != (app.width == .regular) {
      return "\(visible.screen.id) shows the \(visible.showsSidebar ? "sidebar" : "tab bar") in "
        + "\(app.width.rawValue) width, where the \(bar) selects a tab"
    }
    guard visible.tabBar.isEmpty != covers else { return nil }
    return
      "\(visible.screen.id) shows the \(bar) \(covers ? "over a presentation" : "hidden with nothing presented")"
  }

  /// Each element the visible screen shows, tab bar or sidebar included, has an identifier of its
  /// own, so that a UI test that taps one taps the element it means.
  ///
  /// - Complexity: O(*n*²) in the elements shown, a dozen at most: cheaper than hashing them.
  static func identifiers(_ visible: VisibleScreen) -> String? {
    let ids = visible.screen.elements.map(\.id) + visible.tabBar.map(\.id)
    for (index, id) in ids.enumerated() where ids[(index + 1)...].contains(id) {
      return "\(visible.screen.id) shows \(id) more than once; give each element its own "
        + "identifier, since a UI test that taps \(id) could tap either"
    }
    return nil
  }

  /// The saved document restores to the identical state.
  private static func restoration<App: Explorable>(_ app: App, _ fresh: FreshApp<App>) -> String? {
    // Saving writes the document, and restoring reads only what was written, so the restored app
    // is a function of the document: each document is saved and restored once per walk and
    // device, under each key it is met by. An app that names its document by a number is spared
    // making and hashing it where the number was restored before; equal numbers name equal
    // documents, and a document met both named and not is restored twice.
    let device = app.uncountedDevice
    let key: RestoredDocument =
      if let number = app.documentNumber {
        .numbered(number, device: device)
      } else {
        .document(app.document, device: device)
      }
    let restored: VisibleScreen
    if let known = fresh.restoredScreens[key] {
      restored = fresh.recall(known)
    } else {
      let document = if case .document(let made, _) = key { made } else { app.document }
      switch restoring(document, on: device, app, fresh) {
      case .broken(let detail): return detail
      case .restored(let screen, let learned):
        for other in Device.all where sharesRestoring(other, device, learned.read) {
          fresh.restoredScreens[key.on(other)] = learned
        }
        restored = screen
      }
    }
    guard app.isOnMain, !app.isPresenting else { return nil }
    let shown = app.visibleForComparison
    if let difference = shown.difference(restored: restored) {
      return "restoring \(shown.screen.id) changes \(difference)"
    }
    return nil
  }

  /// What restoring a document gave: the screen it showed, with what showing it read of the
  /// device, or what broke.
  private enum Restoring {
    case restored(VisibleScreen, Learned<VisibleScreen>)
    case broken(String)
  }

  /// Saves `app`'s document, `document`, restores it on a scratch app on `device`, and gives
  /// the screen the scratch app shows, or what broke.
  ///
  /// Each document is restored once for every walk that shares `fresh`'s
  /// ``FreshApp/restoredDocuments`` (the walks of one pass over `explore`'s groups), on each
  /// device, by a scratch app that notes flow reads or not. Every walk's scratch app is assembled from the
  /// same flows and launched from the same splash screen, so that what a document restores to,
  /// what that read of the device and which flows the scratch app's code reached (by their
  /// places, the same in every walk's app) are a function of the document, the device and
  /// whether reads are noted: a walk that takes them from the cache counts those reads and
  /// notes those flows as if it had restored the document itself (``FreshApp/recall(_:)``,
  /// ``FreshApp/noteReached(_:)``), and so couples its group to the same flows. Saving encodes
  /// the document, which the rule has made of the explored app either way, so that skipping it
  /// hides no read of that app. A broken document stops the walk that met it, and is never
  /// kept.
  private static func restoring<App: Explorable>(
    _ document: StateDocument, on device: Device, _ app: App, _ fresh: FreshApp<App>
  ) -> Restoring {
    let shared = RestoredDocuments.Key(
      document: document, device: device, countsFlowReads: fresh.countsFlowReads)
    if let known = fresh.restoredDocuments.byDocument[shared] {
      fresh.noteReached(known.reached)
      return .restored(fresh.recall(known.screen), known.screen)
    }
    let reads = app.deviceReads &+ fresh.deviceReads
    let store = InMemoryStateStore()
    do {
      try app.save(to: store)
    } catch {
      return .broken("saving failed: \(error)")
    }
    let (launched, report) = fresh.launched(from: store, on: device)
    guard report.warnings.isEmpty, launched.document == document else {
      return .broken(documentDifference(document, launched.document, report.warnings))
    }
    let screen = Learned(
      launched.visibleForComparison,
      reading: (app.deviceReads &+ fresh.deviceReads).since(reads))
    let restored = RestoredDocuments.Restored(screen: screen, reached: fresh.reachedSinceLaunch)
    for other in Device.all where sharesRestoring(other, device, screen.read) {
      fresh.restoredDocuments.byDocument[
        RestoredDocuments.Key(
          document: document, device: other, countsFlowReads: fresh.countsFlowReads)] = restored
    }
    return .restored(screen.value, screen)
  }

  /// Whether a document restored on `device`, reading of the device what `read` says, restores
  /// to the same screen on `other`, itself included.
  ///
  /// Restoring is a computation like any move (``DeviceClasses``): one that read no platform
  /// ran the same code on every platform, and so restored the same screen, read the device the
  /// same and reached the same flows there. The screen compared is drawn with the bars of the
  /// width, unread (`visibleForComparison`), so a screen is shared at one width only, between
  /// platforms.
  private static func sharesRestoring(
    _ other: Device, _ device: Device, _ read: (platform: Bool, width: Bool)
  ) -> Bool {
    other == device || (!read.platform && other.width == device.width)
  }

  /// What differs between a saved document and the one its restoring saves again: the first
  /// stack, in the words the walk of one flow uses, else the account or the selected tab.
  private static func documentDifference(
    _ saved: StateDocument, _ restored: StateDocument, _ warnings: [String]
  ) -> String {
    if let flow = saved.paths.keys.sorted().first(where: { saved.paths[$0] != restored.paths[$0] })
    {
      return "restoring the \(flow) stack \(saved.paths[flow] ?? []) gave "
        + "\(restored.paths[flow] ?? []) \(warnings)"
    }
    if saved.account != restored.account {
      return "restoring the account \(saved.account ?? "none") gave \(restored.account ?? "none") "
        + "\(warnings)"
    }
    if saved.tab != restored.tab {
      return "restoring the selected tab \(saved.tab) gave \(restored.tab) \(warnings)"
    }
    return "restoring gave the warnings \(warnings)"
  }

  /// A saved document restored on a device: what its restored screen depends on.
  enum RestoredDocument: Hashable {
    /// A document named by the app's number for it (``ExplorableRestoration/documentNumber``).
    case numbered(Int, device: Device)
    /// A document the app does not name.
    case document(StateDocument, device: Device)

    /// The same document restored on `device`.
    func on(_ device: Device) -> RestoredDocument {
      switch self {
      case .numbered(let number, _): .numbered(number, device: device)
      case .document(let document, _): .document(document, device: device)
      }
    }
  }

  /// The visible screen's link, opened in a fresh app with the same session, shows it again.
  private static func link<App: Explorable>(
    _ app: App, _ snapshot: App.Snapshot, _ fresh: FreshApp<App>
  ) -> String? {
    guard let link = app.link else { return nil }
    app.dismissToLinkedScreen()
    // The screen alone names it: neither the breadcrumb nor the tab bar is needed.
    let expected = app.shownScreen.id
    app.snapshot = snapshot
    // What a fresh app shows for a link depends on the link and the session only: each pair is
    // opened once per walk.
    let key = LinkOpening(
      account: app.session.accountName, link: link, device: app.uncountedDevice)
    let shown: String
    if let known = fresh.openedScreens[key] {
      shown = fresh.recall(known)
    } else {
      let reads = app.deviceReads &+ fresh.deviceReads
      let opened = fresh.launched(signedInAs: key.account, on: key.device)
      do {
        try opened.open(link.url)
      } catch {
        return "\(expected)'s link \(link.url) is rejected: \(error)"
      }
      // The screen alone: the bar around it is not read.
      shown = opened.visibleForComparison.screen.id
      fresh.openedScreens[key] = Learned(
        shown, reading: (app.deviceReads &+ fresh.deviceReads).since(reads))
    }
    guard shown == expected else {
      return "\(expected)'s link \(link.url) shows \(shown)"
    }
    return nil
  }

  /// A link opened in a fresh app by a session on a device: all that decides what it shows.
  struct LinkOpening: Hashable {
    var account: String?
    var link: DeepLink
    var device: Device
  }

  /// Back reaches the visible stack's root in exactly as many steps as routes are pushed on it,
  /// each step popping the visible screen only, and goes no further: over a presentation, at the
  /// root of a presented flow or at a tab's root it is refused.
  private static func coherence(_ app: some Explorable) -> String? {
    let steps = app.stepsToRoot
    // The breadcrumb is read, not the screen: one crumb per screen, and far cheaper to build.
    var crumbs = app.breadcrumb
    for step in 0..<steps {
      guard (try? app.back()) != nil else {
        return "back stopped after \(step) of \(steps) steps at \(Self.crumbs(crumbs))"
      }
      // Back from a screen that holds typed text asks first (the drafts rule checks that it
      // changes nothing else); discarding carries it out.
      if app.isAskingToDiscard, (try? app.tap("button.discard")) == nil {
        return "back from \(Self.crumbs(crumbs)) asked with the discard alert, and "
          + "button.discard did not carry it out"
      }
      let shown = app.breadcrumb
      guard shown == Array(crumbs.dropLast()) else {
        return "back from \(Self.crumbs(crumbs)) went to \(Self.crumbs(shown)), not to "
          + "\(Self.crumbs(crumbs.dropLast()))"
      }
      crumbs = shown
    }
    guard (try? app.back()) == nil else {
      return "back went past the root after \(steps) steps, to \(app.visible.screen.id)"
    }
    return nil
  }
}
