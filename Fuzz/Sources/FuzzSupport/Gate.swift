import AppCoordinator

/// The sign-in gate, checked from outside: while no one is signed in, no gated screen shows and
/// no gated route is kept in any flow's saved stack.
///
/// Which screens and routes are gated comes from what every registered flow declares
/// (``Flows/gatedScreenKinds``, ``Flows/gatedRouteKinds``). The product's own gate, written out
/// by hand (no `screen.author.*`, no `author/…` in the Feed path), is checked as well, so that a
/// flow declaring too little cannot hide a leak in the product.
@MainActor
public enum Gate {
  /// Breaks the run if `app` shows or keeps a gated screen while signed out.
  ///
  /// - Parameters:
  ///   - app: The app to check.
  ///   - step: What was just done, for the message.
  public static func check(_ app: AppCoordinator, after step: @autoclosure () -> String) {
    check(AppSnapshot(app), after: step())
  }

  /// Breaks the run if `snapshot` shows or keeps a gated screen while signed out.
  ///
  /// - Parameters:
  ///   - snapshot: The app as last read.
  ///   - step: What was just done, for the message.
  public static func check(_ snapshot: AppSnapshot, after step: @autoclosure () -> String) {
    guard snapshot.session.accountName == nil else { return }
    let screen = snapshot.visible.screen.id
    invariant(
      !Flows.isGated(screen: screen),
      "\(screen), which a flow declares gated, visible while signed out after \(step())")
    invariant(
      !screen.hasPrefix("screen.author."), "\(screen) visible while signed out after \(step())")
    for (flow, path) in snapshot.paths where !path.isEmpty {
      let gated = Flows.gatedRouteKinds[flow] ?? []
      invariant(
        !path.contains { gated.contains(Flows.routeKind($0)) },
        "\(flow) path \(path) keeps a gated route while signed out after \(step())")
    }
    invariant(
      !(snapshot.paths["feed"] ?? []).contains { $0.hasPrefix("author/") },
      "feed path \(snapshot.paths["feed"] ?? []) keeps an author while signed out after \(step())")
  }
}
