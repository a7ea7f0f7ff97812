import AppCoordinator
import AppExplorer
import Foundation

/// One line on standard error saying how far a walk has got, redrawn in place and erased when
/// done; silent unless standard error is a terminal that understands the erase sequence.
@MainActor
final class ProgressLine {
  private let enabled: Bool
  private let what: String
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?
  /// States of earlier walks, when one line follows several walks in turn.
  private var earlier = 0
  private var latest = 0

  /// A line that starts with `what`, such as `exploring`, shown only on a terminal.
  init(_ what: String, enabled: Bool = ProgressLine.standardErrorIsTerminal) {
    self.what = what
    self.enabled = enabled
    start = clock.now
  }

  /// Whether standard error is a terminal the line can be redrawn and erased on.
  static var standardErrorIsTerminal: Bool {
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    return Terminal.isTerminal(2) && !Terminal.unsupportedTerminals.contains(term)
  }

  /// ``update(depth:states:)`` for a walk to call, or `nil` off a terminal, so that a walk whose
  /// progress nobody sees is not asked for it.
  var callback: Explorer.Progress? { enabled ? update : nil }

  /// Redraws the line, at most ten times a second; a count lower than the last starts a walk.
  func update(depth: Int, states walkStates: Int) {
    guard enabled else { return }
    if walkStates < latest { earlier += latest }
    latest = walkStates
    let states = earlier + walkStates
    let now = clock.now
    if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
    lastDrawn = now
    let elapsed = now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = seconds > 0 ? Int(Double(states) / seconds) : 0
    writeError("\r\u{1B}[K\(what): depth \(depth), \(states) states, \(rate) states/s")
  }

  /// Erases the line, if one was drawn.
  func finish() {
    guard lastDrawn != nil else { return }
    lastDrawn = nil
    writeError("\r\u{1B}[K")
  }
}
