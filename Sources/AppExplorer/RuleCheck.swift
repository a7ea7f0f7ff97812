import AppCoordinator
import LinkRouting

/// The explorer's rules of one state and of the move into it, checked on an app as it runs:
/// what the shell's `check` runs after a script's last move.
///
/// Tell it of each move (``willMove()`` before, ``moved(_:accepted:)`` after); ``firstBroken()``
/// then checks the move last made and the state it left. The rules that need the whole walk,
/// ``wholeWalkRules``, are the explorer's alone.
@MainActor
public final class RuleCheck {
  private let check: StandingCheck<ExploredApp>

  /// Checks `app`, which it leaves as it finds it.
  public init(_ app: AppCoordinator) {
    check = StandingCheck(ExploredApp(app))
  }

  /// The rules checked here, in the order they are checked.
  public static let rules = StandingCheck<ExploredApp>.rules

  /// The rules of the whole walk, which one state cannot show: `reachability` (every declared
  /// screen is reached) and `declarations` (every example link opens its screen).
  public static let wholeWalkRules = ["reachability", "declarations"]

  /// Remembers the state a move starts from; call it before each action that may move the app.
  public func willMove() { check.willMove() }

  /// Remembers the move just made from the state ``willMove()`` saw.
  ///
  /// - Parameters:
  ///   - action: What was done.
  ///   - accepted: Whether the app accepted it.
  public func moved(_ action: ExplorerAction, accepted: Bool) {
    check.moved(action, accepted: accepted)
  }

  /// The first rule the last move or the state the app shows breaks.
  ///
  /// - Returns: The rule, such as `coherence`, and what was seen; `nil` when every rule holds.
  public func firstBroken() -> (rule: String, detail: String)? {
    check.firstBroken().map { (rule: $0.0, detail: $0.1) }
  }
}

/// The rules of one state and the move into it, on any app the explorer can walk: the shell's
/// `check` on the product, and a test's replay of a printed script on a test double.
@MainActor
final class StandingCheck<App: Explorable> {
  static var rules: [String] {
    [
      "rejection", "dismissal", "coherence", "isolation", "landing", "resume", "controls",
      "onboarding",
      "drafts", "gate",
      "presentation", "alerts", "identifiers", "platforms", "resize", "restoration", "links",
      "exits",
      "teardown", "focus",
    ]
  }

  private let app: App
  /// The scratch app restoration and links are checked on; each check runs it on the device the
  /// app is on then, so that a restored screen is compared in the same width after a resize.
  ///
  /// Made at the first check, not with the checker: the shell makes a checker at its first
  /// move, and most sessions (a script, a fuzzed input) never run `check`.
  private lazy var fresh = FreshApp(like: app)
  private var start: App.Snapshot?
  /// The depth and the objects held where the move started, for the focus and teardown rules.
  private var startDepth = 0
  private var startFocus = FocusRecord()
  private var held: [WeakModel] = []
  private var last:
    (start: App.Snapshot, action: ExplorerAction, accepted: Bool, end: App.Snapshot)?
  /// What the last move broke of the rules read as it ends (focus, teardown), and the state it
  /// left.
  private var brokenByMove: (rule: String, detail: String, end: App.Snapshot)?
  /// What the link the last move made a flow ask for broke of the landing rule, read as it
  /// ends and reported before the move's other rules, as the walk does.
  private var requestBroken: (detail: String, end: App.Snapshot)?

  init(_ app: App) {
    self.app = app
  }

  func willMove() {
    start = app.snapshot
    startDepth = app.depth
    startFocus = app.focusRecord
    held = WeakModel.held(by: app)
    _ = app.takeRequestedLink()
  }

  func moved(_ action: ExplorerAction, accepted: Bool) {
    guard let start else { return }
    let end = app.snapshot
    last = (start, action, accepted, end)
    self.start = nil
    requestBroken = nil
    if accepted, case .tap = action, let broken = Rules.requestLanding(after: action, in: app) {
      requestBroken = (broken, end)
    }
    // Focus and what is still alive are read as the move ends: neither is in the snapshot.
    brokenByMove = nil
    if let broken = Rules.teardown(action, held: held, in: app) {
      brokenByMove = ("teardown", broken, end)
    } else if accepted,
      let broken = Rules.focus(
        action, from: startDepth, record: startFocus, in: app)
    {
      brokenByMove = ("focus", broken, end)
    }
    held = []
  }

  /// The first rule broken by the last move, then by the state shown now.
  func firstBroken() -> (String, String)? {
    let now = app.snapshot
    // The checks take moves, which move focus: the app is left as they found it, focus too.
    let focus = app.focusRecord
    defer {
      app.snapshot = now
      app.focusRecord = focus
    }
    if let requestBroken, requestBroken.end == now { return ("landing", requestBroken.detail) }
    if let last, last.end == now {
      app.snapshot = last.start
      var before = MoveStart(
        app, showing: last.start, breadcrumb: app.breadcrumb, screen: app.visible.screen)
      app.snapshot = last.end
      if let broken = Rules.move(
        last.action, from: &before, to: last.end, accepted: last.accepted, in: app)
      {
        return broken
      }
      app.snapshot = now
    }
    // As the walk reports them: the rules of the state before those read as the move ended.
    if let broken = Rules.firstBroken(in: app, fresh: fresh) { return broken }
    guard let last, last.end == now, let brokenByMove, brokenByMove.end == now else { return nil }
    return (brokenByMove.rule, brokenByMove.detail)
  }
}
