import Foundation

extension NavigationMap {
  /// What the map says of one screen path from the field: whether the app still allows it and,
  /// where not, the first step that no longer exists and the nearest path that does.
  public struct PathVerdict: Equatable, Sendable, CustomStringConvertible {
    /// The screen ids as read, such as `screen.feed`, `screen.article.7`.
    public internal(set) var path: [String]
    /// The index in ``path`` of the first step the app no longer allows; `nil` when it allows
    /// every step.
    public internal(set) var brokenStep: Int?
    /// Why that step no longer exists; `nil` when none is broken.
    public internal(set) var reason: String?
    /// The path with each broken step repaired, a screen kind (`screen.author.N`) standing for
    /// each screen put in between; `nil` when none is broken.
    public internal(set) var nearest: [String]?

    /// Whether the app still allows every step.
    public var isAllowed: Bool { brokenStep == nil }

    /// One line: `allowed: PATH`, or `not allowed: PATH: step N, REASON; nearest: PATH`.
    public var description: String {
      guard let brokenStep, let reason else { return "allowed: " + Self.quoted(path) }
      let nearest = nearest.map { Self.quoted($0) } ?? "none"
      return "not allowed: \(Self.quoted(path)): step \(brokenStep + 1), \(reason); "
        + "nearest: \(nearest)"
    }

    /// The path as the JSON array it was read from: a `"` or `\` in an id is escaped, so that
    /// one id cannot print as two (`screen.x","screen.feed`).
    private static func quoted(_ path: [String]) -> String {
      "["
        + path.map { id in
          var escaped = ""
          for character in id.unicodeScalars {
            if character == "\"" || character == "\\" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(character)
          }
          return "\"" + escaped + "\""
        }.joined(separator: ",") + "]"
    }
  }

  /// Checks a screen path as an analytics tool exports it against the moves the map holds.
  ///
  /// Ids are compared as kinds (`screen.article.7` as `screen.article.N`), as the map draws
  /// them. The first screen must be one the map reaches; each next screen must be of the same
  /// kind (the map cannot tell two articles apart) or be reached from the one before by a move
  /// within the app: a tap, `back`, `dismiss`, a tab or launch. A link is not counted, since it
  /// could land anywhere. The nearest path repairs each broken step in turn: it puts the
  /// fewest screens in between when the app still leads there, and drops the step otherwise.
  ///
  /// - Parameter path: Screen ids, in the order they showed.
  /// - Returns: The verdict; an empty path is broken at its first step.
  /// - Complexity: O(*n* · (*k* + *t*)), where *n* is the length of `path`, *k* the number of
  ///   kinds and *t* the number of transitions of the map.
  public func check(path: [String]) -> PathVerdict {
    check(path: path, in: PathIndex(self))
  }

  /// What ``check(path:)`` looks up in the map, made once for every path of a file.
  struct PathIndex {
    /// Every screen kind the map reaches.
    var kinds: Set<String>
    /// Each kind's targets in the order the walk first saw them, which is breadth-first, so
    /// that of two routes as short the nearest path takes the one a user meets first.
    var moves: [String: [String]] = [:]

    init(_ map: NavigationMap) {
      kinds = Set(map.places.map(\.kind))
      for transition in map.transitions
      where kinds.contains(transition.from)
        && moves[transition.from]?.contains(transition.to) != true
      {
        moves[transition.from, default: []].append(transition.to)
      }
    }
  }

  /// ``check(path:)`` against an index made once.
  ///
  /// - Complexity: O(*n* · (*k* + *t*)) for a path of *n* screens, but only each broken step
  ///   costs the map's size.
  func check(path: [String], in index: PathIndex) -> PathVerdict {
    var verdict = PathVerdict(path: path)
    guard !path.isEmpty else {
      verdict.brokenStep = 0
      verdict.reason = "the path has no screen"
      return verdict
    }
    let kinds = index.kinds
    let moves = index.moves
    var nearest: [String] = []
    var current: String?
    for (index, id) in path.enumerated() {
      let kind = ScreenKind.of(id)
      let problem: String?
      var between: [String] = []
      if !kinds.contains(kind) {
        problem = "'\(id)' is no longer a screen of the app"
      } else if let from = current, from != kind, moves[from]?.contains(kind) != true {
        if let route = Self.shortestRoute(from: from, to: kind, moves: moves) {
          between = route
          problem = "no move leads from '\(path[index - 1])' to '\(id)'"
        } else {
          problem = "the app no longer leads from '\(path[index - 1])' to '\(id)'"
        }
      } else {
        problem = nil
      }
      if let problem, verdict.brokenStep == nil {
        verdict.brokenStep = index
        verdict.reason = problem
      }
      let reachable = kinds.contains(kind) && (problem == nil || !between.isEmpty)
      guard reachable else { continue }
      nearest += between
      nearest.append(id)
      current = kind
    }
    if verdict.brokenStep != nil { verdict.nearest = nearest }
    return verdict
  }

  /// The kinds strictly between `from` and `to` on a shortest chain of moves; `nil` when no
  /// chain leads there.
  private static func shortestRoute(
    from: String, to: String, moves: [String: [String]]
  ) -> [String]? {
    var cameFrom: [String: String] = [from: from]
    var frontier = [from]
    while !frontier.isEmpty {
      var next: [String] = []
      for kind in frontier {
        for target in moves[kind] ?? [] where cameFrom[target] == nil {
          cameFrom[target] = kind
          guard target == to else {
            next.append(target)
            continue
          }
          var route: [String] = []
          var step = kind
          while step != from {
            route.append(step)
            step = cameFrom[step] ?? from
          }
          return route.reversed()
        }
      }
      frontier = next
    }
    return nil
  }

  /// Reads paths as an analytics tool exports them, one JSON array of screen ids per line,
  /// blank lines skipped, and checks each.
  ///
  /// - Parameter text: The file's text.
  /// - Returns: One verdict per path, in order.
  /// - Throws: ``PathFileError`` naming the first line that is not an array of strings.
  public func checkPaths(in text: String) throws(PathFileError) -> [PathVerdict] {
    check(paths: try Self.paths(in: text))
  }

  /// Checks each of `paths`, looking the map up through one index made for them all.
  ///
  /// - Complexity: O(*p* + *k* + *t*) for *p* screens in all, beyond each broken step's search.
  public func check(paths: [[String]]) -> [PathVerdict] {
    let index = PathIndex(self)
    return paths.map { check(path: $0, in: index) }
  }

  /// The paths of a file as an analytics tool exports them, one JSON array of screen ids per
  /// line, blank lines skipped: read without the map, so that a tool can refuse a bad file
  /// before it walks the app.
  ///
  /// - Throws: ``PathFileError`` naming the first line that is not an array of strings.
  /// - Complexity: O(*n*) in the length of the text.
  public static func paths(in text: String) throws(PathFileError) -> [[String]] {
    var paths: [[String]] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.allSatisfy(\.isWhitespace) {
      guard let path = try? JSONDecoder().decode([String].self, from: Data(line.utf8)) else {
        throw PathFileError(line: number + 1, text: String(line))
      }
      paths.append(path)
    }
    return paths
  }
}

/// A line of a paths file that is not a JSON array of screen ids.
public struct PathFileError: Error, Equatable, CustomStringConvertible {
  /// The line's number, from 1.
  public internal(set) var line: Int
  /// The line as read.
  public internal(set) var text: String

  /// One line naming the problem and the fix.
  public var description: String {
    let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
    return "line \(line) is not a JSON array of screen ids: '\(shown)'; write one path per line, "
      + "such as [\"screen.feed\",\"screen.article.7\"]"
  }
}
