// The UI test by id a team runs on a Mac, in an Xcode UI-testing target of an iOS app project
// that runs `NavLabApp` (README, "The example app"). It is kept here, compiled by no target of
// Package.swift: XCTest's UI testing exists only in Xcode, and it has never run on Linux, where
// NavLab is built. It drives the real app by the ids the shell and the explorer use, and checks
// the screen each move lands on, as `navlab-shell` would show it.
import XCTest

final class NavLabAppUITests: XCTestCase {
  /// The app, from a fresh install: its scenes' documents are gone.
  var app: XCUIApplication!

  override func setUp() {
    continueAfterFailure = false
    app = XCUIApplication()
    app.launch()
  }

  /// The element `id` of any type, waited for.
  func element(_ id: String) -> XCUIElement {
    let element = app.descendants(matching: .any)[id]
    XCTAssertTrue(element.waitForExistence(timeout: 5), "\(id) is not on screen")
    return element
  }

  /// The scenario of README's session: onboarding, an article, its author behind sign-in, and
  /// the selected tab tapped again, which pops the Feed to its root.
  func testScreensAndElementsAreFoundByTheShellsIdentifiers() {
    _ = element("screen.onboarding.1")
    element("button.next").tap()
    element("button.next").tap()
    _ = element("screen.onboarding.3")
    element("button.start").tap()

    _ = element("screen.feed")
    element("row.article.7").tap()
    _ = element("screen.article.7")
    element("button.author").tap()
    _ = element("screen.login")  // the author needs sign-in
    element("button.login").tap()  // field.username starts as reader
    _ = element("screen.author.101")

    element("tab.feed").tap()  // the selected tab, tapped again
    _ = element("screen.feed")
    XCTAssertFalse(app.descendants(matching: .any)["screen.author.101"].exists)

    element("row.article.3").tap()
    element("button.report").tap()
    _ = element("screen.report.3")
    element("field.report").tap()
    element("field.report").typeText("Spam")
    element("button.cancel").tap()
    XCTAssertTrue(app.alerts["Discard your text?"].waitForExistence(timeout: 5))
    element("button.keep").tap()
    _ = element("screen.report.3")
  }
}
