import AppCoordinator
import LinkRouting

extension Rules {
  /// A change of width keeps the user where they were: each resize keeps the state (every stack,
  /// the selection, every presentation) and the breadcrumb, and compact → regular → compact, or
  /// regular → compact → regular, returns the same visible screen.
  ///
  /// `app` shows `snapshot`, whose breadcrumb is `shown`, and is left showing it, on its own
  /// width.
  static func resize<App: Explorable>(
    _ app: App, _ snapshot: App.Snapshot, shown: [String]
  ) -> String? {
    let width = app.width
    let other: Width = width == .compact ? .regular : .compact
    // The breadcrumb and the state, not the whole screen: the screen is a function of the two
    // and the width, and each leg checks all three. The screens are read for the message only.
    // The legs there and back, by count: the trip is listed for the message alone, so that a
    // state that keeps its state and breadcrumb allocates nothing.
    for leg in 1...2 {
      let target = leg == 1 ? other : width
      app.resize(to: target)
      let reached = app.width
      guard reached != target || app.snapshot != snapshot || app.breadcrumb != shown else {
        continue
      }
      let landed = (screen: app.visible.screen.id, breadcrumb: app.breadcrumb)
      app.device.width = width
      app.snapshot = snapshot
      let start = app.visible.screen.id
      let path = [width, other, width].prefix(leg + 1).map(\.rawValue).joined(separator: " → ")
      guard reached == target else {
        return "\(path) on \(start) left the app in \(reached.rawValue) width"
      }
      return "\(path) went from \(start) (\(crumbs(shown))) to \(landed.screen) "
        + "(\(crumbs(landed.breadcrumb)))"
        + (landed.breadcrumb == shown && landed.screen == start
          ? ", with another state behind it" : "")
        + "; a resize keeps the screen, every stack and every presentation"
    }
    return nil
  }

  /// Closing a cover or a presented flow by its own control lands on the same screen, with the
  /// same stacks, on iOS and on macOS, whatever the cover shows as there.
  ///
  /// Checked where one shows, for each of its controls that closes it (a presented flow's is the
  /// gesture): the control is taken on each platform from `snapshot`, whose screen is `screen`.
  /// `app` is left showing `snapshot`, on its own platform.
  static func platforms<App: Explorable>(
    _ app: App, _ snapshot: App.Snapshot, _ screen: Screen
  ) -> String? {
    guard app.isOnMain else { return nil }
    let presentedFlow = app.showsPresentedFlow && app.visiblePresentations.layers.isEmpty
    guard presentedFlow || app.visiblePresentations.layers.last?.isCover == true else {
      return nil
    }
    let device = app.device
    defer {
      app.device = device
      app.snapshot = snapshot
    }
    // After each close, the screen's id alone is read. A presented flow's swipe exists on iOS
    // only (`Platform.swipesSheets`), so its buttons are what both platforms share.
    var controls: [ExplorerAction] = []
    for element in screen.elements where element.kind == .button {
      controls.append(.tap(element.id))
    }
    let covering = screen.id
    for control in controls {
      var landings: [(Platform, String, [Int])] = []
      for platform in Platform.allCases {
        app.device = Device(platform: platform, width: device.width)
        app.snapshot = snapshot
        let layers = app.visiblePresentations.layers
        guard control.perform(on: app) else { continue }
        // The cover is closed when its place holds nothing now, or something else.
        let now = app.visiblePresentations.layers
        let closed =
          presentedFlow
          ? !app.showsPresentedFlow
          : now.count < layers.count || now[layers.count - 1].crumb != layers.last?.crumb
        guard closed else { continue }
        landings.append((platform, app.shownScreen.id, app.tabStates(in: app.snapshot)))
      }
      guard let first = landings.first else { continue }
      if let other = landings.dropFirst().first(where: { $0.1 != first.1 || $0.2 != first.2 }) {
        return "closing \(covering) by '\(control.scriptLine)' lands on \(first.1) on "
          + "\(first.0.rawValue) but on \(other.1) on \(other.0.rawValue)"
          + (other.1 == first.1 ? ", with other stacks" : "")
          + "; a close lands on the same screen on every platform"
      }
      if landings.count < Platform.allCases.count {
        let missing = Platform.allCases.filter { platform in
          !landings.contains { $0.0 == platform }
        }
        return "'\(control.scriptLine)' closes \(covering) on \(first.0.rawValue) but not on "
          + missing.map(\.rawValue).joined(separator: " or ")
      }
    }
    return nil
  }
}
