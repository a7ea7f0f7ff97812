import AppCoordinator
import AppExplorer
import Foundation
import LinkRouting

/// The app's reachable navigation as facts a reviewer reads, one a line, sorted: what
/// `navlab-shell map` prints and `Docs/navigation-map.txt` holds.
///
/// Each fact is stated per screen kind (`screen.article.N`) and followed by who it holds for, a
/// launch (`guest`, `signed-in`, `first-launch`), and on which devices: `@ guest, signed-in:
/// every device`. Two contracts compare fact by fact, launch by launch and device by device
/// (``differences(from:)``), in sentences.
struct NavigationContract: Equatable {
  /// Where a fact holds: a walk from one launch on one device.
  struct Walk: Hashable, Comparable {
    /// The launch, as ``Explorer/Launch``'s raw value names it.
    var launch: String
    /// The device, as `ios compact`.
    var device: String

    static func < (left: Walk, right: Walk) -> Bool {
      (launchRank(left.launch), deviceRank(left.device), left.launch, left.device)
        < (launchRank(right.launch), deviceRank(right.device), right.launch, right.device)
    }
  }

  /// Every fact, with the walks it holds in.
  private(set) var facts: [String: Set<Walk>] = [:]

  /// The first line of the file: what it is and how to accept a new one.
  static let header =
    "# NavLab's reachable navigation; regenerate with 'navlab-shell map --write "
    + "Docs/navigation-map.txt'"

  static let launches = Explorer.Launch.allCases.map(\.rawValue)
  static let devices = Device.all.map(\.description)

  private static func launchRank(_ launch: String) -> Int {
    launches.firstIndex(of: launch) ?? launches.count
  }

  private static func deviceRank(_ device: String) -> Int {
    devices.firstIndex(of: device) ?? devices.count
  }

  init() {}

  /// The contract of the maps each launch's walk draws on each device: `map(launch, device)`,
  /// `nil` when a walk stopped unfinished (the contract is then `nil`).
  @MainActor
  init?(maps: (Explorer.Launch, Device) -> NavigationMap?) {
    for device in Device.all {
      var byLaunch: [Explorer.Launch: NavigationMap] = [:]
      for launch in Explorer.Launch.allCases {
        guard let map = maps(launch, device) else { return nil }
        byLaunch[launch] = map
        for fact in Self.facts(of: map) {
          facts[fact, default: []].insert(Walk(launch: launch.rawValue, device: device.description))
        }
      }
      if let guest = byLaunch[.guest], let signedIn = byLaunch[.signedIn] {
        for fact in Self.gateFacts(guest: guest, signedIn: signedIn) {
          facts[fact, default: []].insert(
            Walk(launch: Explorer.Launch.guest.rawValue, device: device.description))
        }
      }
    }
  }

  // MARK: Facts of one map

  /// The facts one walk's map states: its screens, its moves, where back and close land and
  /// where each link form lands.
  static func facts(of map: NavigationMap) -> [String] {
    var facts = map.places.map { "screen \($0.kind) (\($0.group))" }
    for transition in map.transitions {
      let semantic = map.semantic(of: transition).name
      if map.linkForms.contains(transition.from) {
        facts.append("link \(transition.from) -> \(transition.to): \(semantic)")
      } else if transition.label == "back" {
        facts.append("back from \(transition.from) -> \(transition.to): \(semantic)")
      } else if semantic.hasPrefix("closes ") {
        facts.append(
          "close \(transition.from) -> \(transition.to): \(semantic) (\(transition.label))")
      } else {
        facts.append(
          "move \(transition.from) -> \(transition.to): \(semantic) (\(transition.label))")
      }
    }
    return facts
  }

  /// What needs sign-in and what a guest sees instead: each move or link that swaps a guest's
  /// root to login, with where the same move takes a signed-in user.
  ///
  /// The discard alert is left out at both ends: its `button.discard` carries out the move it
  /// held, so where it lands is that move's, whose own fact says what needs sign-in, and a move
  /// it holds opens nothing yet. Paired, they said that every screen a held link opens, the
  /// app's own tabs included, needs sign-in (`button.discard on alert.discard`).
  static func gateFacts(guest: NavigationMap, signedIn: NavigationMap) -> [String] {
    let login = Set(guest.places.filter { $0.group == "login" }.map(\.kind))
    let held = NavigationMap.discardAlertKind
    return guest.transitions.filter {
      login.contains($0.to) && !login.contains($0.from) && $0.from != held
        && guest.semantic(of: $0) == .rootSwap
    }.flatMap { parked in
      signedIn.transitions.filter {
        $0.from == parked.from && $0.label == parked.label && !login.contains($0.to)
          && $0.to != held
      }.map { opened in
        "sign-in \(opened.to) needs sign-in (\(parked.label) on \(parked.from)); "
          + "a guest sees \(parked.to)"
      }
    }
  }

  // MARK: Text

  /// The contract as its file holds it: the header, then one fact a line, sorted.
  var text: String {
    ([Self.header] + facts.keys.sorted().map { "\($0) @ \(Self.describe(facts[$0] ?? []))" })
      .joined(separator: "\n") + "\n"
  }

  /// `walks` as a line ends: launches with the same devices together, `every device` for all.
  static func describe(_ walks: Set<Walk>) -> String {
    var devicesOf: [String: [String]] = [:]
    for walk in walks.sorted() { devicesOf[walk.launch, default: []].append(walk.device) }
    var groups: [(launches: [String], devices: [String])] = []
    for launch in launches + devicesOf.keys.filter({ !launches.contains($0) }).sorted() {
      guard let devices = devicesOf[launch] else { continue }
      if let index = groups.firstIndex(where: { $0.devices == devices }) {
        groups[index].launches.append(launch)
      } else {
        groups.append(([launch], devices))
      }
    }
    return groups.map { group in
      let devices =
        group.devices == Self.devices ? "every device" : group.devices.joined(separator: ", ")
      return group.launches.joined(separator: ", ") + ": " + devices
    }.joined(separator: "; ")
  }

  /// Reads a contract's file, its lines split as ``splitLines(_:)`` splits them.
  ///
  /// - Throws: ``ContractError`` naming the first line that is no fact.
  init(parsing text: String) throws(ContractError) {
    try self.init(lines: splitLines(Array(text.utf8)))
  }

  /// Reads a contract's lines.
  ///
  /// - Throws: ``ContractError/badLine(_:_:)`` naming the first line that is no fact,
  ///   ``ContractError/unprintable(_:_:)`` the first that holds a control or format character
  ///   (no fact the code states does, so such a line is not a map's).
  /// - Complexity: O(*n*) in the length of the lines.
  init(lines: [String]) throws(ContractError) {
    for (offset, line) in lines.enumerated() {
      if line.unicodeScalars.contains(where: \.spellsOut) { throw .unprintable(offset + 1, line) }
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let at = line.range(of: " @ ", options: .backwards) else {
        throw .badLine(offset + 1, line)
      }
      let fact = String(line[..<at.lowerBound])
      var walks: Set<Walk> = []
      for group in line[at.upperBound...].components(separatedBy: "; ") {
        guard let colon = group.range(of: ": ") else { throw .badLine(offset + 1, line) }
        let devices = String(group[colon.upperBound...])
        let listed =
          devices == "every device" ? Self.devices : devices.components(separatedBy: ", ")
        for launch in group[..<colon.lowerBound].components(separatedBy: ", ") {
          for device in listed { walks.insert(Walk(launch: launch, device: device)) }
        }
      }
      facts[fact, default: []].formUnion(walks)
    }
  }

  // MARK: Differences

  /// One fact, split into what names it and what may change: `back from screen.account` and
  /// `screen.feed: pop`.
  private struct Split: Hashable {
    var kind: String
    var key: String
    var value: String
  }

  private static func split(_ fact: String) -> Split {
    let (kind, rest) = fact.splitAtFirstBlank
    switch kind {
    case "screen":
      let (screen, group) = rest.splitAtFirstBlank
      return Split(kind: kind, key: screen, value: group)
    case "move", "close":
      // `FROM -> TO: SEMANTIC (ACTION)`: a move is named by where it goes and how.
      // Each found after the one before: a hand-made or hostile line cannot make a range run
      // backwards.
      guard let arrow = rest.range(of: " -> "),
        let colon = rest.range(of: ": ", range: arrow.upperBound..<rest.endIndex),
        let paren = rest.range(
          of: " (", options: .backwards, range: colon.upperBound..<rest.endIndex)
      else { return Split(kind: kind, key: rest, value: "") }
      let from = rest[..<arrow.lowerBound]
      let to = rest[arrow.upperBound..<colon.lowerBound]
      let semantic = rest[colon.upperBound..<paren.lowerBound]
      let action = rest[paren.upperBound...].dropLast()
      return kind == "move"
        ? Split(kind: kind, key: "\(from)\t\(action)\t\(to)", value: String(semantic))
        : Split(kind: kind, key: "\(from)\t\(action)", value: "\(to)\t\(semantic)")
    case "back", "link":
      let rest = kind == "back" ? String(rest.dropFirst("from ".count)) : rest
      guard let arrow = rest.range(of: " -> ") else {
        return Split(kind: kind, key: rest, value: "")
      }
      return Split(
        kind: kind, key: String(rest[..<arrow.lowerBound]),
        value: String(rest[arrow.upperBound...]))
    case "sign-in":
      guard let semicolon = rest.range(of: "; ") else {
        return Split(kind: kind, key: rest, value: "")
      }
      return Split(
        kind: kind, key: String(rest[..<semicolon.lowerBound]),
        value: String(rest[semicolon.upperBound...]))
    default:
      return Split(kind: kind, key: rest, value: "")
    }
  }

  /// The sentences that say how `self` differs from `old`, sorted, each ending with the devices
  /// it holds on.
  func differences(from old: NavigationContract) -> [String] {
    var sentences: [String: Set<String>] = [:]
    let walks = Set(facts.values.flatMap { $0 }).union(old.facts.values.flatMap { $0 })
    let newByWalk = byWalk()
    let oldByWalk = old.byWalk()
    for walk in walks {
      let now = newByWalk[walk] ?? [:]
      let was = oldByWalk[walk] ?? [:]
      let within = WalkFacts(now)
      for name in Set(now.keys).union(was.keys) {
        let added = (now[name] ?? []).subtracting(was[name] ?? [])
        let removed = (was[name] ?? []).subtracting(now[name] ?? [])
        guard !added.isEmpty || !removed.isEmpty else { continue }
        let sentence = Self.sentence(
          name, now: (now[name] ?? []).sorted(), was: (was[name] ?? []).sorted(),
          launch: walk.launch, within: within)
        sentences[sentence, default: []].insert(walk.device)
      }
    }
    return sentences.keys.sorted().map { sentence in
      let devices = (sentences[sentence] ?? []).sorted {
        (Self.deviceRank($0), $0) < (Self.deviceRank($1), $1)
      }
      return sentence + " "
        + (devices == Self.devices ? "on every device" : "on " + devices.joined(separator: ", "))
    }
  }

  /// The facts of each walk, by kind and key, with their values.
  private func byWalk() -> [Walk: [Split: Set<String>]] {
    var result: [Walk: [Split: Set<String>]] = [:]
    for (fact, walks) in facts {
      var name = Self.split(fact)
      let value = name.value
      name.value = ""
      for walk in walks { result[walk, default: [:]][name, default: []].insert(value) }
    }
    return result
  }

  private static func who(_ launch: String) -> String {
    switch launch {
    case "guest": "a guest"
    case "signed-in": "a signed-in user"
    case "first-launch": "a first launch"
    default: launch
    }
  }

  /// One walk's new facts, indexed by the screen they lead to, so that saying how each new
  /// screen is reached costs a look-up, not a pass over every fact.
  private struct WalkFacts {
    /// The first link form, in sorted order, that lands on each screen.
    var linkTo: [String: String] = [:]
    /// The first move, in sorted order, that leads to each screen: `ACTION on FROM`.
    var moveTo: [String: String] = [:]
    /// The screens the walk reaches.
    var screens: Set<String> = []

    /// - Complexity: O(*n*) in the facts.
    init(_ facts: [Split: Set<String>]) {
      for (name, values) in facts {
        switch name.kind {
        case "screen": screens.insert(name.key)
        case "link":
          for value in values {
            let screen = value.components(separatedBy: ": ")[0]
            if linkTo[screen].map({ name.key < $0 }) ?? true { linkTo[screen] = name.key }
          }
        case "move":
          let parts = name.key.components(separatedBy: "\t")
          guard parts.count == 3 else { continue }
          let move = "\(parts[1]) on \(parts[0])"
          if moveTo[parts[2]].map({ move < $0 }) ?? true { moveTo[parts[2]] = move }
        default: continue
        }
      }
    }
  }

  /// The sentence for one changed fact in one walk: its values `now` and `was` (either may be
  /// empty); `within` is the walk's new facts, read to say how a new screen is reached.
  private static func sentence(
    _ name: Split, now: [String], was: [String], launch: String,
    within facts: WalkFacts
  ) -> String {
    let change = was.isEmpty ? "new" : now.isEmpty ? "gone" : "changed"
    var parts = [
      "who": who(launch), "now": now.joined(separator: " or "),
      "was": was.joined(separator: " or "),
    ]
    let fields = name.key.components(separatedBy: "\t")
    switch name.kind {
    case "screen":
      parts["screen"] = name.key
      guard change == "new", let how = reachedBy(name.key, facts) else {
        return say("screen", change == "new" ? "new, by no move known" : change, parts)
      }
      parts["how"] = how
      return say("screen", change, parts)
    case "move" where fields.count == 3:
      parts["move"] = "\(fields[1]) on \(fields[0])"
      parts["to"] = fields[2]
      return say("move", change, parts)
    case "close" where fields.count == 2:
      let lands = { (values: [String]) in
        values.map { $0.replacingOccurrences(of: "\t", with: " (") + ")" }
          .joined(separator: " or ")
      }
      parts["move"] = "\(fields[1]) on \(fields[0])"
      (parts["now"], parts["was"]) = (lands(now), lands(was))
      return say("close", change, parts)
    case "back", "link":
      let landing = { (values: [String]) in
        values.map { value -> String in
          let parts = value.components(separatedBy: ": ")
          guard parts.count == 2, !["pop", "link"].contains(parts[1]) else { return parts[0] }
          return "\(parts[0]) (\(parts[1]))"
        }.joined(separator: " or ")
      }
      (parts["now"], parts["was"]) = (landing(now), landing(was))
      parts[name.kind == "link" ? "link" : "screen"] = name.key
      return say(name.kind, change, parts)
    case "sign-in":
      let halves = name.key.components(separatedBy: " needs sign-in ")
      parts["screen"] = halves[0]
      // `(button.author on screen.article.N)`, without its brackets.
      parts["move"] = String((halves.dropFirst().first ?? "").dropFirst().dropLast())
      guard change == "gone" else { return say("sign-in", change, parts) }
      // The gate is gone, or the move is: only a guest who now reaches it went through.
      let reached = facts.screens.contains(halves[0])
      return say("sign-in", reached ? "gone, reached" : "gone, not reached", parts)
    default:
      parts["fact"] = ([name.kind, name.key] + (now.isEmpty ? was : now)).joined(separator: " ")
      return say("other", change, parts)
    }
  }

  /// How a walk whose facts are `facts` reaches `screen`: by a link form that lands on it,
  /// else by a move into it; `nil` when neither is known.
  private static func reachedBy(_ screen: String, _ facts: WalkFacts) -> String? {
    facts.linkTo[screen] ?? facts.moveTo[screen]
  }
}

/// A map file that cannot be read.
enum ContractError: Error, Equatable, CustomStringConvertible {
  /// A line that is no fact: its number and text.
  case badLine(Int, String)
  /// A line that holds a control or format character, which no map holds: its number and text.
  case unprintable(Int, String)

  var description: String {
    switch self {
    case .badLine(let number, let line):
      "line \(number) is not a fact of the map: \(line.quoted); regenerate the file with "
        + "'navlab-shell map --write FILE'"
    case .unprintable(let number, let line):
      "line \(number) holds a control or format character, which no map holds: \(line.quoted); "
        + "regenerate the file with 'navlab-shell map --write FILE'"
    }
  }
}
