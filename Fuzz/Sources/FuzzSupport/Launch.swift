import AppCoordinator
import Foundation

/// Ready-made apps for harnesses to start from.
@MainActor
public enum Launch {
  /// The document of a `reader` session with every stack at its root.
  static let signedInDocument = Data(
    #"{"account":"reader","paths":{"feed":[],"settings":[]},"tab":"feed","version":1}"#.utf8)

  /// A launched app on the Feed root, as a guest or signed in as `reader`.
  ///
  /// Signing in goes through ``AppCoordinator/restore(from:)``, public API, rather than taps.
  public static func app(signedIn: Bool) -> AppCoordinator {
    let app = AppCoordinator()
    if signedIn {
      let report = app.restore(from: MemoryStore(signedInDocument))
      invariant(
        report.warnings.isEmpty, "the signed-in document did not restore: \(report.warnings)")
    }
    app.finishLaunch()
    invariant(app.session.isSignedIn == signedIn, "launch signed in \(app.session)")
    return app
  }

  /// A launched app with something in every stack and a sheet up.
  ///
  /// Settings shows the account screen, Feed article 4 with its share sheet. A link that is
  /// rejected must leave all of it, and a link that is accepted must dismiss the sheet.
  public static func busyApp(signedIn: Bool) -> AppCoordinator {
    let app = app(signedIn: signedIn)
    do {
      try app.open("navlab://account")
      try app.open("navlab://article/4")
    } catch {
      invariant(false, "a demo link was rejected: \(error)")
    }
    invariant(app.tap("button.share"), "article 4 has no share button")
    invariant(
      app.visible.screen.id == "screen.share.4", "share sheet not shown: \(app.visible.screen.id)")
    return app
  }
}
