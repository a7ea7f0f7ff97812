import AppCoordinator
import Foundation
import FuzzSupport

/// Restores the input as the saved state document at launch, once with a store that can move a
/// damaged document aside and once with one that cannot.
///
/// Checks, beyond not crashing:
/// - the app lands on main with the tab bar showing;
/// - nothing gated shows or is kept while signed out, and only an account the sign-in rules
///   accept is signed in;
/// - every kept Feed route can follow the one before it;
/// - a document that could not be used leaves the app exactly as a fresh launch, and is never
///   overwritten when it could not be moved aside;
/// - what was restored is a fixed point: saved and restored again, it gives the same state with
///   no warnings.
@MainActor
enum StateHarness {
  private struct Document: Decodable {
    struct Paths: Decodable { var feed: [String] }
    var paths: Paths
  }

  static func run(_ bytes: [UInt8]) {
    for canMoveAside in [true, false] {
      restore(Data(bytes), canMoveAside: canMoveAside)
    }
  }

  private static func restore(_ data: Data, canMoveAside: Bool) {
    let store = MemoryStore(data, refusesToMoveAside: !canMoveAside)
    let app = AppCoordinator()
    let report = app.restore(from: store)
    app.finishLaunch()
    let restored = AppSnapshot(app)
    let step = { "restoring \(String(decoding: data, as: UTF8.self).debugDescription)" }

    invariant(
      !restored.visible.tabBar.isEmpty,
      "\(step()) shows \(restored.visible.screen.id) without the tab bar")
    Gate.check(app, after: step())
    if let name = app.session.accountName {
      invariant(
        Catalogue.accountsThatMaySignIn.contains(name),
        "\(step()) signed in \(name.debugDescription), whom the rules refuse")
    }
    do {
      let feed = try JSONDecoder().decode(Document.self, from: Data(restored.document.utf8)).paths
        .feed
      invariant(Catalogue.isReachable(feed), "\(step()) kept an unreachable Feed path \(feed)")
    } catch {
      invariant(false, "\(step()): the state document does not decode: \(error)")
    }

    let damaged = store.movedAside || !report.maySave
    if damaged {
      let fresh = AppSnapshot(Launch.app(signedIn: false))
      invariant(restored == fresh, "\(step()) was damaged but the app is not fresh: \(restored)")
      invariant(!report.warnings.isEmpty, "\(step()) was damaged without a warning")
    }
    invariant(
      report.maySave || !canMoveAside, "\(step()): a store that moves aside was refused saving")
    invariant(
      store.data == data || store.movedAside,
      "\(step()): the document was changed without being moved aside")

    let copy = MemoryStore()
    do {
      try app.save(to: copy)
    } catch {
      invariant(false, "\(step()): saving to memory failed: \(error)")
    }
    let again = AppCoordinator()
    let secondReport = again.restore(from: copy)
    again.finishLaunch()
    invariant(
      secondReport.warnings.isEmpty,
      "\(step()): restoring what it saved warns \(secondReport.warnings)")
    let second = AppSnapshot(again)
    invariant(
      second == restored,
      "\(step()): restoring what it saved gives\n  \(second)\nnot\n  \(restored)")
  }
}

/// libFuzzer's entry point: runs one input through ``StateHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzState(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { StateHarness.run(bytes) }
  return 0
}
