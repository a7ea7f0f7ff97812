import AppCoordinator
import Foundation

/// Ready-made apps for harnesses to start from, built from what the registered flows declare.
@MainActor
public enum Launch {
  /// The document of a `reader` session with every stack at its root and the first tab selected.
  static let signedInDocument = Data(
    #"{"account":"reader","paths":{},"tab":"\#(Flows.registered.first?.id ?? "")","version":1}"#
      .utf8)

  /// A launched app on the first tab's root, as a guest or signed in as `reader`.
  ///
  /// Signing in goes through ``AppCoordinator/restore(from:)``, public API, rather than taps.
  public static func app(signedIn: Bool) -> AppCoordinator {
    let app = Assembly.app()
    if signedIn {
      let report = app.restore(from: MemoryStore(signedInDocument))
      invariant(
        report.warnings.isEmpty, "the signed-in document did not restore: \(report.warnings)")
    }
    app.finishLaunch()
    invariant(app.session.isSignedIn == signedIn, "launch signed in \(app.session)")
    return app
  }

  /// A freshly launched guest app, as a snapshot, taken once.
  public static let freshGuest = AppSnapshot(app(signedIn: false))

  /// The link and element that present a sheet or alert over a flow's screen, found once among
  /// the flows' ungated example links: `nil` when no flow presents anything.
  static let presentation: (link: String, element: String)? = {
    for flow in Flows.registered {
      for example in flow.exampleLinks where !example.requiresSignIn {
        let probe = app(signedIn: true)
        guard (try? probe.open(example.link)) != nil else { continue }
        let before = AppSnapshot(probe)
        for element in before.visible.screen.elements where element.isTappable {
          guard (try? probe.tap(element.id)) != nil else { continue }
          let after = AppSnapshot(probe)
          if after.visible.tabBar.isEmpty, after.session == before.session,
            after.paths == before.paths, after.visible.screen.id != "screen.login"
          {
            return (example.link, element.id)
          }
          _ = try? probe.open(example.link)
        }
      }
    }
    return nil
  }()

  /// A launched app with something in every stack and, if any flow presents one, a sheet up.
  ///
  /// Each flow shows its deepest ungated example link; then the first presentation the flows'
  /// screens offer is put up. A link that is rejected must leave all of it, and a link that is
  /// accepted must dismiss the sheet.
  public static func busyApp(signedIn: Bool) -> AppCoordinator {
    let app = app(signedIn: signedIn)
    for link in busyLinks {
      do {
        try app.open(link)
      } catch {
        invariant(false, "the example \(link) was rejected: \(error)")
      }
    }
    if let presentation {
      invariant(
        (try? app.tap(presentation.element)) != nil, "\(presentation.element) no longer taps")
      invariant(app.visible.tabBar.isEmpty, "\(presentation.element) presented nothing")
    }
    return app
  }

  /// Makes `app`, a busy app that an input moved, busy again.
  ///
  /// As ``busyApp(signedIn:)`` made it: the same links, then the same tap. Whether it is then
  /// the app as launched is for its pool to check (``AppPool/recycle(_:by:)``).
  public static func makeBusyAgain(_ app: AppCoordinator) {
    for link in busyLinks {
      guard (try? app.open(link)) != nil else { return }
    }
    if let presentation { _ = try? app.tap(presentation.element) }
  }

  /// The links a busy app opens, in order: each flow's deepest ungated example, then the one
  /// that shows the presentation's element, if any flow presents something.
  private static let busyLinks: [String] = {
    let deepest = Flows.registered.compactMap { flow in
      flow.exampleLinks.filter { !$0.requiresSignIn }
        .max { $0.link.utf8.count < $1.link.utf8.count }?.link
    }
    return deepest + (presentation.map { [$0.link] } ?? [])
  }()
}

/// Launched apps kept between inputs: an input that leaves its app exactly as it found it (a
/// rejected link, checked to change nothing) hands it back, and the next input starts from it
/// instead of launching again.
@MainActor
public struct AppPool {
  private let make: @MainActor () -> AppCoordinator
  private var app: AppCoordinator?
  /// The snapshot of an app as `make` builds it.
  public private(set) var launched: AppSnapshot?

  /// A pool of apps made by `make`.
  public init(_ make: @escaping @MainActor () -> AppCoordinator) { self.make = make }

  /// An app as `make` builds it: the one handed back, or a new one.
  public mutating func take() -> (app: AppCoordinator, snapshot: AppSnapshot) {
    if let app, let launched {
      self.app = nil
      return (app, launched)
    }
    let app = make()
    let snapshot = AppSnapshot(app)
    launched = snapshot
    return (app, snapshot)
  }

  /// Hands `app` back: call only when its snapshot equals the one ``take()`` returned.
  public mutating func giveBack(_ app: AppCoordinator) { self.app = app }

  /// Hands back `app`, which an input moved, once `reset` has put it back: kept only when its
  /// snapshot is then the one ``take()`` returned, so the next input starts from what a new app
  /// shows, for a few taps and links rather than a launch.
  ///
  /// - Parameters:
  ///   - app: An app this pool handed out.
  ///   - reset: What puts it back, such as ``Launch/makeBusyAgain(_:)``.
  public mutating func recycle(_ app: AppCoordinator, by reset: (AppCoordinator) -> Void) {
    guard let launched else { return }
    reset(app)
    if AppSnapshot(app) == launched { self.app = app }
  }
}
