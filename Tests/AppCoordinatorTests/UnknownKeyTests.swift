import Foundation
import Testing

@testable import AppCoordinator

/// A document with keys this build does not read: each is a warning, and the rest restores.
@Suite("Unknown keys")
struct UnknownKeyTests {
  @MainActor @Test func unknownKeyInTheDocumentIsReportedAndTheRestRestores() throws {
    let document =
      #"{"version":1,"tab":"settings","paths":{"feed":[],"settings":["account"]},"theme":"dark"}"#
    let app = AppCoordinator()
    let report = app.restore(from: InMemoryStateStore(Data(document.utf8)))
    app.finishLaunch()

    #expect(report.maySave)
    #expect(report.warnings.count == 1)
    #expect(report.warnings.first?.contains("'theme'") == true, "\(report.warnings)")
    #expect(app.visible.screen.id == "screen.account")
  }
}
