import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// A test double whose link over the discard alert, while a link to Settings waits there, is
/// carried out at once and drops the report's text: a fault that shows for one way out only.
///
/// It reads which way out waits, and counts the read (`pendingExitReads`), as the app does.
@MainActor
class SettingsWaitingLinkApp: ForwardingApp {
  private var reads = 0
  /// Whether the double counts its reads of which way out waits.
  class var countsReads: Bool { true }

  override var pendingExitReads: Int { super.pendingExitReads + reads }

  override func open(_ text: String) throws(LinkError) {
    let exit = app.unobservedPendingExit
    // Every read counts, whichever way out it finds: a read counted only when a link waits
    // would hide it from the walk in the states that ask about the report's cancel.
    if exit != nil, Self.countsReads { reads += 1 }
    if case .apply(let waiting)? = exit {
      if app.flows[waiting.flow].id == "settings", linkTarget(text) != nil {
        app.dismissAllPresentations()  // the report closes, its text with it, unasked
      }
    }
    try super.open(text)
  }
}

/// The same fault, with the read left uncounted: what the walk's third reduction cannot see.
@MainActor
final class UncountedSettingsWaitingLinkApp: SettingsWaitingLinkApp {
  override class var countsReads: Bool { false }
}

/// The walk takes the corpus's links over the discard alert once per state under it, unless a
/// link read which way out waits (ARCHITECTURE.md, "Links over the discard alert").
@MainActor
@Suite("Links over the discard alert, once per state under it")
struct LinksOverTheAlertTests {
  @Test(.enabled(if: Walks.heavy, "walks the product to depth 5: NAVLAB_HEAVY_WALKS=1"))
  func aLinkThatReadsTheWaitingWayOutIsTakenOverEveryAlertAndItsFaultIsFound() throws {
    let report = Explorer.explore(SettingsWaitingLinkApp(), depth: 5, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "drafts", "\(violation.detail)")
    #expect(violation.script.count == 5, "\(violation.script)")
    // A link to Settings waits: the whole walk's first is Settings' root, the walk by groups,
    // which reads which link waits and then tells each apart, may take its account screen.
    let waiting = try #require(violation.script.dropLast().last)
    #expect(["open navlab://settings", "open navlab://account"].contains(waiting))
    let whole = Explorer.explore(
      SettingsWaitingLinkApp(), depth: 5, signedIn: false, exhaustive: true)
    #expect(whole.violation?.rule == violation.rule)
    #expect(whole.violation?.script.dropLast().last == "open navlab://settings")
  }

  @Test(.enabled(if: Walks.heavy, "walks the product to depth 5: NAVLAB_HEAVY_WALKS=1"))
  func anUncountedReadIsTheReductionsBlindSpot() {
    // Every state asking over the report first asks about the report's own cancel: that one
    // takes the links, reads nothing the walk sees, and the one asking about Settings takes
    // none. The test above proves the fault is there at this depth.
    // The whole walk's reduction: the walk by groups tells the waiting links apart once the
    // alert's discard reads which one waits, and finds it either way.
    let report = Explorer.explore(
      UncountedSettingsWaitingLinkApp(), depth: 5, signedIn: false, exhaustive: true)
    #expect(report.violation == nil)
    #expect(report.depthReached == 5)
  }
}
