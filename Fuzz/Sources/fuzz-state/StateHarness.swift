import AppCoordinator
import Foundation
import FuzzSupport

/// Restores the input as the saved state document at launch, with a store that can move a
/// damaged document aside and, when it did, again with one that cannot.
///
/// Checks, for every registered flow, beyond not crashing:
/// - the app lands on main with the tab bar showing, on a screen kind the selected flow declares
///   (after onboarding's pages, for a document saved before onboarding finished);
/// - the saved state holds a stack for every registered flow and for nothing else;
/// - nothing gated shows or is kept while signed out (``Gate``, from the flows' declarations);
/// - a document that could not be used leaves the app exactly as a fresh launch, with a warning,
///   and is never overwritten when it could not be moved aside;
/// - what was restored is a fixed point: saved and restored again, it gives the same state
///   (compared as values) with no warnings, so every kept route is one restoration keeps.
///
/// And as a second opinion for the product, written from the README rather than the code: only
/// an account the sign-in rules accept is signed in (``Catalogue/accountsThatMaySignIn``), and the
/// kept Feed path is one the demo content can show (``Catalogue/isReachable(_:)``).
@MainActor
enum StateHarness {
  /// The tab flows' ids: the saved document holds a stack for each, and none for a presented
  /// flow, whose stack is not saved.
  private static let flowIDs = Set(Flows.registered.filter { $0.kind == .tab }.map(\.id))

  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    // The two stores differ only in `moveAside()`: when the first was never asked to move the
    // document aside, the second would restore exactly the same way.
    if restore(data, canMoveAside: true) {
      _ = restore(data, canMoveAside: false)
    }
  }

  /// Restores `data`; returns whether the store was asked to move it aside.
  private static func restore(_ data: Data, canMoveAside: Bool) -> Bool {
    let store = MemoryStore(data, refusesToMoveAside: !canMoveAside)
    let app = Assembly.app()
    let report = app.restore(from: store)
    app.finishLaunch()
    let step = { "restoring \(String(decoding: data, as: UTF8.self).debugDescription)" }
    // A document saved before onboarding finished shows onboarding first: each page's one
    // button is tapped, so that what follows checks the main it leads to.
    var pages = 0
    while app.rootScreen == .onboarding, pages < 10,
      let next = app.visible.tappableIdentifiers.first
    {
      try? app.tap(next)
      pages += 1
    }
    invariant(app.rootScreen != .onboarding, "\(step()) shows onboarding that never ends")
    let restored = AppSnapshot(app)

    invariant(
      !restored.visible.tabBar.isEmpty,
      "\(step()) shows \(restored.visible.screen.id) without the tab bar")
    let selected = Flows.registered.first { "tab.\($0.id)" == restored.visible.selectedTabID }
    invariant(
      selected.map { Flows.declares($0, screen: restored.visible.screen.id) } == true,
      "\(step()) shows \(restored.visible.screen.id) on \(restored.visible.selectedTabID ?? "no tab")"
    )
    invariant(
      Set(restored.paths.keys) == flowIDs,
      "\(step()) saves stacks for \(restored.paths.keys.sorted()), not \(flowIDs.sorted())")
    Gate.check(restored, after: step())
    if let name = app.session.accountName {
      invariant(
        Catalogue.accountsThatMaySignIn.contains(name),
        "\(step()) signed in \(name.debugDescription), whom the rules refuse")
    }
    let feed = restored.paths["feed"] ?? []
    invariant(Catalogue.isReachable(feed), "\(step()) kept an unreachable Feed path \(feed)")

    let damaged = store.movedAside || !report.maySave
    if damaged {
      invariant(
        restored == Launch.freshGuest, "\(step()) was damaged but the app is not fresh: \(restored)"
      )
      invariant(!report.warnings.isEmpty, "\(step()) was damaged without a warning")
    }
    invariant(
      report.maySave || !canMoveAside, "\(step()): a store that moves aside was refused saving")
    invariant(
      store.data == data || store.movedAside,
      "\(step()): the document was changed without being moved aside")

    let second = FixedPoint.restoring(app, showing: restored, after: step())
    invariant(
      second == restored,
      "\(step()): restoring what it saved gives\n  \(second)\nnot\n  \(restored)")
    return store.movedAside
  }
}

/// libFuzzer's entry point: runs one input through ``StateHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { StateHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes the seeds made from the flows' declarations when asked
/// (`FUZZ_GENERATE`, see ``Seeds``).
@_cdecl("LLVMFuzzerInitialize")
public func initializeStateFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { Seeds.generateIfAsked(for: .document) }
  return 0
}
