import AppCoordinator
import LinkRouting
import Testing

/// Two apps in the same state, one for the views and one for the shell's commands.
///
/// `app` is written through the example app's views' bindings, as SwiftUI writes them, and
/// `shell` is driven by the shell's command for the same move (`back`, `dismiss`, `tap`, `open`,
/// `resize`). After the move both must show the same screen and hold the same state document.
@MainActor
struct Twins {
  /// The app the views bind to.
  let app: AppCoordinator
  /// The app the shell's commands drive.
  let shell: AppCoordinator

  /// Two launched apps made for `platform`, each set up by `setUp`.
  init(
    on platform: Platform = .iOS, _ setUp: (AppCoordinator) throws -> Void = { _ in }
  ) throws {
    app = AppCoordinator(platform: platform)
    shell = AppCoordinator(platform: platform)
    for each in [app, shell] {
      each.finishLaunch()
      try setUp(each)
    }
    #expect(app.visible == shell.visible)
  }

  /// Two apps signed in as `reader` on article 3's new comment, nothing typed yet: a link to
  /// it shows login first, since writing needs sign-in.
  static func onNewComment() throws -> Twins {
    try Twins {
      try $0.open("navlab://comments/3/new")
      $0.signIn.username = "reader"
      try $0.signIn.submit()
    }
  }

  /// Whether both show the same screen and hold the same state.
  func agree() throws -> Bool {
    try app.visible == shell.visible && app.stateDocument() == shell.stateDocument()
  }
}
