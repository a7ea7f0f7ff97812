import AppCoordinator
import Foundation
import FuzzSupport
import LinkRouting

/// Delivers the input as a tapped notification's payload (`open(notification:)`) on a launched
/// app, guest and signed in.
///
/// Checks, beyond not crashing or hanging (libFuzzer's `-timeout`):
/// - the payload is refused as not JSON exactly when an independent reading of RFC 8259
///   (``GrammarJSON``: no duplicate key, nesting at most 64 deep, as SECURITY.md states) refuses
///   it; a refusal is one line that says where, at a line and column inside the input;
/// - a refused payload, whatever the reason, changes nothing: the screen and the saved state
///   are as they were.
@MainActor
enum PayloadHarness {
  /// Launched apps, a guest's and a signed-in user's, kept from one input to the next while an
  /// input leaves them exactly as launched (a refused payload, checked to change nothing), as
  /// `fuzz-deeplink` keeps its apps: launching one cost more than reading most payloads.
  private static var pools = [
    AppPool { Launch.app(signedIn: false) }, AppPool { Launch.app(signedIn: true) },
  ]

  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    // Read once, not once per app: the grammar is the payload's alone.
    let isJSON = GrammarJSON.accepts(bytes)
    for place in pools.indices {
      let (app, launched) = pools[place].take()
      let text = { String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription }
      do {
        try app.open(notification: data)
        invariant(isJSON, "read \(text()), which RFC 8259 refuses")
        continue
      } catch .notJSON(let source, let problem) {
        invariant(source == .notification, "\(text()) refused as \(source)")
        invariant(!isJSON, "refused \(text()), which is JSON: \(problem)")
        invariant(
          isPlace(problem, in: bytes), "refused \(text()) saying \(problem.debugDescription)")
      } catch {
        invariant(isJSON, "refused \(text()) as \(error), not as not JSON")
        invariant(!"\(error)".contains("\n"), "refused \(text()) with more than one line")
      }
      // A refused payload changes nothing; then the next input may start from this app.
      let after = AppSnapshot(app)
      invariant(
        after.visible == launched.visible,
        "refused \(text()) yet moved to \(after.visible.screen.id)")
      invariant(after.paths == launched.paths, "refused \(text()) yet changed the saved state")
      if after == launched { pools[place].giveBack(app) }
    }
  }

  /// Whether `problem` ends with a line and column inside `bytes`, as the parser says where.
  private static func isPlace(_ problem: String, in bytes: [UInt8]) -> Bool {
    let words = problem.split(separator: " ")
    guard words.count >= 4, words[words.count - 4] == "line",
      let line = Int(words[words.count - 3].dropLast()), words[words.count - 2] == "column",
      let column = Int(words[words.count - 1])
    else { return false }
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    return line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1].count + 1
  }
}

/// libFuzzer's entry point: runs one input through ``PayloadHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayload(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { PayloadHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes the seeds made from the flows' declarations when asked
/// (`FUZZ_GENERATE`, see ``Seeds``).
@_cdecl("LLVMFuzzerInitialize")
public func initializePayloadFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { Seeds.generateIfAsked(for: .payload) }
  return 0
}
