import AppCoordinator
import LinkRouting

/// Everything the app's public API shows of its state.
///
/// Two equal snapshots are the same state as far as anyone outside the app can tell.
public struct AppSnapshot: Equatable, CustomStringConvertible {
  /// What a person sees.
  public var visible: VisibleScreen
  /// The state document, as `save(to:)` would write it.
  public var document: String
  /// Who is signed in.
  public var session: Session
  /// The visible screen's link, if it has one.
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

  /// Where the app is, in one line, for a failure message.
  public var description: String {
    "\(visible.breadcrumb.joined(separator: " > ")) [\(visible.screen.id)] "
      + "account \(session.accountName.debugDescription), link \(link.debugDescription)"
  }
}
