import AppCoordinator

@testable import navlab_shell

/// A launched app and a shell over it that records what it prints.
@MainActor
final class ShellHarness {
  /// What the shell printed.
  final class Transcript {
    var output: [String] = []
    var errors: [String] = []
    var navigations = 0
  }

  let app: AppCoordinator
  let shell: Shell
  private let transcript = Transcript()

  /// Lines written to standard output, in order.
  var output: [String] { transcript.output }
  /// Lines written to standard error, in order.
  var errors: [String] { transcript.errors }
  /// How many times the shell reported a possible navigation.
  var navigations: Int { transcript.navigations }

  /// Launches the app and makes a script-mode (or interactive) shell over it.
  init(interactive: Bool = false, colour: Bool = false, app: AppCoordinator = AppCoordinator()) {
    self.app = app
    let transcript = transcript
    shell = Shell(
      app: app, interactive: interactive, renderer: Renderer(colour: colour),
      write: { transcript.output.append($0) }, fail: { transcript.errors.append($0) })
    shell.didNavigate = { transcript.navigations += 1 }
    app.finishLaunch()
  }

  /// Runs `lines` in order, stopping at the first that does not succeed.
  ///
  /// - Returns: The outcome of the last line run.
  @discardableResult
  func run(_ lines: String...) -> Shell.Outcome {
    for line in lines {
      let outcome = shell.run(line)
      guard outcome == .succeeded else { return outcome }
    }
    return .succeeded
  }

  /// Forgets what was printed so far.
  func clear() {
    transcript.output = []
    transcript.errors = []
    transcript.navigations = 0
  }
}
