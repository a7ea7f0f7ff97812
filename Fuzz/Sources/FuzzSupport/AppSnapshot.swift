import AppCoordinator
import LinkRouting

/// Everything the app's public API shows of its state, as values: no JSON is encoded to take one.
///
/// Two equal snapshots are the same state as far as anyone outside the app can tell: the same
/// screen, tab bar and breadcrumb, the same session, the same link, and the same stacks saved
/// for every flow (``AppCoordinator/savedPaths``, the state document's `paths`).
public struct AppSnapshot: Hashable, CustomStringConvertible {
  /// What a person sees.
  public var visible: VisibleScreen
  /// Each flow's stack as the state document saves it, keyed by flow id.
  public var paths: [String: [String]]
  /// Who is signed in.
  public var session: Session
  /// The visible screen's link, if it has one.
  public var link: DeepLink?

  /// Reads `app`.
  @MainActor
  public init(_ app: AppCoordinator) {
    visible = app.visible
    paths = app.savedPaths
    session = app.session
    link = app.link
  }

  /// Where the app is, in one line, for a failure message.
  public var description: String {
    "\(visible.breadcrumb.joined(separator: " > ")) [\(visible.screen.id)] "
      + "account \(session.accountName.debugDescription), link \((link?.url).debugDescription), "
      + "paths \(paths.sorted { $0.key < $1.key })"
  }
}
