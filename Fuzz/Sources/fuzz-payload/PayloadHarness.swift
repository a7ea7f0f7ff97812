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
  static func run(_ bytes: [UInt8]) {
    for signedIn in [false, true] {
      let app = Launch.app(signedIn: signedIn)
      let visible = app.visible
      let saved = app.savedPaths
      let text = String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription
      do {
        try app.open(notification: Data(bytes))
        invariant(GrammarJSON.accepts(bytes), "read \(text), which RFC 8259 refuses")
      } catch .notJSON(let source, let problem) {
        invariant(source == .notification, "\(text) refused as \(source)")
        invariant(!GrammarJSON.accepts(bytes), "refused \(text), which is JSON: \(problem)")
        invariant(
          isPlace(problem, in: bytes), "refused \(text) saying \(problem.debugDescription)")
        unchanged(app, visible, saved, text)
      } catch {
        invariant(GrammarJSON.accepts(bytes), "refused \(text) as \(error), not as not JSON")
        invariant(!"\(error)".contains("\n"), "refused \(text) with more than one line")
        unchanged(app, visible, saved, text)
      }
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

  private static func unchanged(
    _ app: AppCoordinator, _ visible: VisibleScreen, _ saved: [String: [String]], _ text: String
  ) {
    invariant(app.visible == visible, "refused \(text) yet moved to \(app.visible.screen.id)")
    invariant(app.savedPaths == saved, "refused \(text) yet changed the saved state")
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
