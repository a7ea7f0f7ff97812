import AppCoordinator
import Testing

@testable import navlab_shell

/// What a newcomer meets: subcommands typed at the prompt, a misspelt link, a link completed
/// with Tab.
@MainActor
@Suite("Friction")
struct FrictionTests {
  @Test(arguments: ["explore", "graph", "coverage"])
  func subcommandTypedAtThePromptSaysToRunItFromTheCommandLine(_ name: String) {
    let harness = ShellHarness(interactive: true)
    let hint =
      "error: '\(name)' is not a shell command but a subcommand of navlab-shell; run it from "
      + "the command line: 'navlab-shell \(name)', or from the package "
      + "'swift run navlab-shell \(name)'"
    #expect(harness.run(name) == .failed)
    #expect(harness.run("help " + name) == .failed)
    #expect(harness.errors == [hint, hint])
  }

  @Test(arguments: [
    ("artcle/3", "navlab://article/3"),
    ("article/12/autor", "navlab://article/12/author"),
    ("artcle/x", "navlab://article/N"),
    ("artcle", "navlab://article/N"),
    ("acount", "navlab://account"),
  ])
  func linkSuggestionKeepsTheIdAsWritten(_ destination: String, _ suggestion: String) {
    #expect(AppCoordinator().linkForms.closestForm(to: destination) == suggestion)
  }

  @Test func linkCompletionStopsBeforeTheIdAndAddsNoSpace() {
    let app = AppCoordinator()
    app.finishLaunch()
    let forms = Completions.candidates(for: "open", in: app)
    #expect(!forms.contains { $0.contains("/N") }, "\(forms)")
    let result = Completion.complete("open navlab://art") {
      Completions.candidates(for: $0, in: app)
    }
    #expect(result.insertion == "icle/")
    let whole = Completion.complete("open navlab://acc") {
      Completions.candidates(for: $0, in: app)
    }
    #expect(whole.insertion == "ount ")
  }
}
