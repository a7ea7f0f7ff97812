import AppCoordinator
import LinkRouting

/// Everything the app's public API shows: the visible screen, the saved document, the session
/// and the visible screen's link. Two equal snapshots are the same state as far as anyone outside
/// the app can tell.
public struct AppSnapshot: Equatable, CustomStringConvertible {
  public var visible: VisibleScreen
  public var document: String
  public var session: Session
  public var link: String?

  /// Reads `app`; the state document must always encode.
  @MainActor
  public init(_ app: AppCoordinator) {
    visible = app.visible
    do {
      document = try app.stateDocument()
    } catch {
      invariant(false, "stateDocument() threw \(error)")
      document = ""
    }
    session = app.session
    link = app.link?.url
  }

  public var description: String {
    "\(visible.breadcrumb.joined(separator: " > ")) [\(visible.screen.id)] "
      + "account \(session.accountName.debugDescription), link \(link.debugDescription)"
  }
}
