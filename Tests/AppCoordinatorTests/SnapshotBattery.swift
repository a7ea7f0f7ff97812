import AppCoordinator
import LinkRouting

@testable import AppExplorer

/// A move of the shell, drawn at random from what the visible screen offers.
enum ShellMove: Hashable, CustomStringConvertible {
  case tap(String)
  case type(String, into: String)
  case back
  case dismiss
  case open(String)
  case resize(Width)

  /// The move as a line of a shell script.
  var description: String {
    switch self {
    case .tap(let id): "tap \(id)"
    case .type(let text, let field): "type \(field) \(text)"
    case .back: "back"
    case .dismiss: "dismiss"
    case .open(let link): "open \(link)"
    case .resize(let width): "resize \(width)"
    }
  }

  /// Carries the move out on `app`.
  ///
  /// - Returns: `ok`, or the error's message.
  @MainActor func perform(on app: some Explorable) -> String {
    do {
      switch self {
      case .tap(let id): try app.tap(id)
      case .type(let text, let field): try app.type(text, into: field)
      case .back: try app.back()
      case .dismiss: try app.dismiss()
      case .open(let link): try app.open(link)
      case .resize(let width): app.resize(to: width)
      }
      return "ok"
    } catch {
      return "\(error)"
    }
  }

  /// A move a person could make on what `app` shows: mostly a tap of a tappable id (a tab's
  /// item among them), else back, dismiss, a link of `links`, typing into a field (what the
  /// explorer types, or some text), or a resize.
  @MainActor static func random(
    on app: some Explorable, links: [String], using generator: inout some RandomNumberGenerator
  ) -> ShellMove {
    let visible = app.visible
    let fields = visible.screen.elements.filter { $0.kind == .textField }
    let tappable = visible.tappableIdentifiers
    switch Int.random(in: 0..<100, using: &generator) {
    case ..<10: return .back
    case ..<15: return .dismiss
    case ..<27 where !links.isEmpty:
      return .open(links[Int.random(in: links.indices, using: &generator)])
    case ..<32: return .resize(app.width == .compact ? .regular : .compact)
    case ..<42 where !fields.isEmpty:
      // What the explorer types (login's demo accounts), or some text.
      let field = fields[Int.random(in: fields.indices, using: &generator)]
      let texts = field.exploredValues + ["hi"]
      return .type(texts[Int.random(in: texts.indices, using: &generator)], into: field.id)
    default:
      guard !tappable.isEmpty else { return .back }
      return .tap(tappable[Int.random(in: tappable.indices, using: &generator)])
    }
  }
}

/// SplitMix64: a generator whose sequence the seed alone decides, on every platform and run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Drives apps by random histories to equal snapshots, then checks that each pair answers a
/// random battery of later scripts alike: the snapshot holds all of navigation.
///
/// One app draws the histories and numbers the states, as the walk's does: each history starts
/// from the launch snapshot put back, and ends on a snapshot and a width (the device is the one
/// input the snapshot does not hold). Histories that end on the same pair are then replayed,
/// each on an app of its own fresh from launch, and every later script runs on both, move by
/// move: the outcome, the visible screen and the breadcrumb after each must be the same.
///
/// State kept outside the snapshot shows either way: two fresh apps answer a later move
/// differently, or a history drawn after another on the numbering app, which kept that state,
/// does not replay alike on a fresh one.
@MainActor
struct SnapshotBattery {
  /// A fresh app on its splash screen.
  let make: @MainActor () throws -> AppCoordinator
  let seed: UInt64
  /// Histories drawn at least; more are drawn, up to ``maxHistories``, while fewer than
  /// ``pairs`` pairs can be compared: an assembly with more flows reaches more states, so two
  /// random histories meet less often.
  var histories = 200
  var maxHistories = 1_000
  var historyLength = 7
  var pairs = 60
  /// At most this many pairs from one state, so that the pairs spread over many states.
  var pairsPerState = 4
  var scriptsPerPair = 4
  var scriptLength = 6

  /// What one app answers after a move: the move's outcome and what it shows.
  struct Answer: Equatable, CustomStringConvertible {
    var outcome: String
    var visible: VisibleScreen
    var breadcrumb: [String]

    var description: String {
      "\(outcome); \(visible.screen.id) \(visible.screen.elements.map(\.id)) "
        + "bar \(visible.tabBar.map(\.id)) › \(breadcrumb.joined(separator: " › "))"
    }
  }

  /// Two histories that reached one snapshot, and the later script they answered differently.
  struct Divergence: CustomStringConvertible {
    let seed: UInt64
    let first: [ShellMove]
    let second: [ShellMove]
    /// The later script up to and including the move answered differently; empty when the two
    /// already differed before it.
    let script: [ShellMove]
    let answers: (first: Answer, second: Answer)

    var description: String {
      func lines(_ moves: [ShellMove]) -> String {
        moves.isEmpty ? "  (none)" : moves.map { "  \($0)" }.joined(separator: "\n")
      }
      return """
        seed \(seed): two histories reached one snapshot and answered differently
        first history:
        \(lines(first))
        second history:
        \(lines(second))
        later script:
        \(lines(script))
        first answered:  \(answers.first)
        second answered: \(answers.second)
        """
    }
  }

  /// What the battery found: how many pairs of histories it compared, and the first divergence.
  struct Outcome {
    var comparedPairs = 0
    var divergence: Divergence?
  }

  /// A snapshot and the width it was taken at.
  private struct Reached: Hashable {
    var snapshot: ExploredApp.Snapshot
    var width: Width
  }

  /// Runs the battery.
  ///
  /// - Throws: What `make` throws.
  func run() throws -> Outcome {
    var generator = SeededGenerator(seed: seed)
    let groups = try historiesByState(using: &generator)
    var outcome = Outcome()
    for group in groups {
      for second in group.dropFirst().prefix(pairsPerState) where outcome.comparedPairs < pairs {
        outcome.comparedPairs += 1
        if let divergence = try compare(group[0], second, using: &generator) {
          outcome.divergence = divergence
          return outcome
        }
      }
    }
    return outcome
  }

  /// The app fresh from launch, as the explorer reads it.
  private func launched() throws -> ExploredApp {
    let app = ExploredApp(try make())
    app.finishLaunch()
    return app
  }

  /// Random histories from launch, grouped by the state they reach, in the order each state was
  /// first reached; a history the group already holds is not kept twice.
  private func historiesByState(
    using generator: inout SeededGenerator
  ) throws -> [[[ShellMove]]] {
    let numbering = try launched()
    let links = LinkCorpus.links(for: numbering.flows)
    let start = numbering.snapshot
    let device = numbering.uncountedDevice
    var places: [Reached: Int] = [:]
    var groups: [[[ShellMove]]] = []
    var comparable = 0
    var drawn = 0
    while drawn < histories || (comparable < pairs && drawn < maxHistories) {
      drawn += 1
      numbering.snapshot = start
      numbering.device = device
      var history: [ShellMove] = []
      for _ in 0..<historyLength {
        let move = ShellMove.random(on: numbering, links: links, using: &generator)
        _ = move.perform(on: numbering)
        history.append(move)
      }
      let reached = Reached(snapshot: numbering.snapshot, width: numbering.uncountedDevice.width)
      if let place = places[reached] {
        if !groups[place].contains(history) {
          groups[place].append(history)
          if groups[place].count <= pairsPerState + 1 { comparable += 1 }
        }
      } else {
        places[reached] = groups.count
        groups.append([history])
      }
    }
    return groups.filter { $0.count > 1 }
  }

  /// Replays `first` and `second` on two fresh apps, then runs later scripts on both; the first
  /// move they answer differently, if any.
  private func compare(
    _ first: [ShellMove], _ second: [ShellMove], using generator: inout SeededGenerator
  ) throws -> Divergence? {
    for _ in 0..<scriptsPerPair {
      let one = try launched()
      let other = try launched()
      for move in first { _ = move.perform(on: one) }
      for move in second { _ = move.perform(on: other) }
      let links = LinkCorpus.links(for: one.flows)
      var script: [ShellMove] = []
      var answers = (answer(of: one, "ok"), answer(of: other, "ok"))
      for _ in 0...scriptLength {
        if answers.0 != answers.1 {
          return Divergence(
            seed: seed, first: first, second: second, script: script, answers: answers)
        }
        guard script.count < scriptLength else { break }
        let move = ShellMove.random(on: one, links: links, using: &generator)
        script.append(move)
        answers = (
          answer(of: one, move.perform(on: one)), answer(of: other, move.perform(on: other))
        )
      }
    }
    return nil
  }

  private func answer(of app: ExploredApp, _ outcome: String) -> Answer {
    Answer(outcome: outcome, visible: app.visible, breadcrumb: app.breadcrumb)
  }
}
