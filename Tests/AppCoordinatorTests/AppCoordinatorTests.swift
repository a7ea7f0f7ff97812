import AuthFlow
import FeedFlow
import LinkRouting
import SettingsFlow
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The app driven the way a UI test drives it: element identifiers, back, dismiss and links.
///
/// The tests live in extensions by topic: launch and links, the sign-in gate, tabs and
/// observation, and the visible screen.
@MainActor
@Suite struct AppCoordinatorTests {
  /// The app after launch, on the Feed root.
  func launchedApp() -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    return app
  }

  /// Signs in as `name` from the account screen, then returns to the Feed root.
  func signIn(_ app: AppCoordinator, as name: String = "reader") throws {
    try app.open("navlab://account")
    try app.tap("button.signin")
    try app.type(name, into: "field.username")
    try app.tap("button.login")
    if name == "newcomer" { try app.tap("button.accept") }
    try #require(app.session.accountName == name)
    try app.open("navlab://settings")
    try app.open("navlab://feed")
  }

  /// Everything a step could change: what shows, and the state behind it.
  func snapshot(_ app: AppCoordinator) -> Snapshot {
    Snapshot(visible: app.visible, state: app.snapshot)
  }

  struct Snapshot: Equatable {
    var visible: VisibleScreen
    var state: ExploredApp.Snapshot
  }
}
