import Foundation
import LinkRouting

@testable import AppCoordinator

/// README's lines in "Modules" that name each flow of the assembly: the flows' layer of the
/// module diagram, and the sentence on running one module's tests alone.
///
/// A team's new flow adds its module and its suite to both when `Scripts/docs-from-code.sh`
/// runs, so that no team writes a line of them. The rest of the diagram, which no flow changes,
/// is written here too, since a generated block holds the whole fenced diagram.
struct ReadmeModules {
  /// The names of the blocks, as their markers give them, in the order the README shows them.
  static let names = ["modules", "suites"]

  /// The app's own flows, which it runs itself and no assembly lists: before the teams' flows
  /// in the diagram, and their suites with the others that are no flow's.
  static let appsOwnFlows = ["AuthFlow", "OnboardingFlow"]

  /// The widest a line of flows' names may be before the next name goes to a line of its own.
  static let flowsLineWidth = 61

  /// The column where the diagram's words on the flows' layer start.
  static let wordsColumn = 64

  /// The modules of the flows, in the order the assembly lists them.
  let flowModules: [String]

  /// The blocks of an app assembled from `flows`.
  init(flows: [FlowRegistration]) {
    flowModules = flows.map(Self.module(of:))
  }

  /// Each block by the name its markers give it, in the order the README shows them.
  var blocks: [(name: String, text: String)] {
    zip(Self.names, [diagram, suites]).map { ($0, $1) }
  }

  /// The module that declares the flow's coordinator, read from the name of its box's type,
  /// `AppCoordinator.FlowBox<FeedFlow.FeedCoordinator>`; the whole name when it has no such
  /// form, which the README's checks then report.
  static func module(of flow: FlowRegistration) -> String {
    let name = String(reflecting: flow.box)
    guard let open = name.firstIndex(of: "<") else { return name }
    let argument = name[name.index(after: open)...]
    return String(argument.prefix { $0 != "." && $0 != ">" })
  }

  // MARK: The diagram

  /// The module diagram, in its fence: the layers of Package.swift's dependency rule, the
  /// flows' layer listing the app's own flows, then the assembly's.
  var diagram: String {
    var flowLines: [String] = []
    for module in Self.appsOwnFlows + flowModules {
      if let last = flowLines.last, last.count + 1 + module.count <= Self.flowsLineWidth {
        flowLines[flowLines.count - 1] = last + " " + module
      } else {
        flowLines.append("   " + module)
      }
    }
    flowLines[0] = Self.padded(flowLines[0]) + "one flow each: routes,"
    let closing = Self.padded("              └───────┼────────┘") + "coordinator, links, screens"
    return (["```", Self.diagramTop] + flowLines + [closing, Self.diagramBottom, "```"])
      .joined(separator: "\n")
  }

  /// `line` with spaces up to the diagram's column of words, and at least three.
  private static func padded(_ line: String) -> String {
    line + String(repeating: " ", count: max(3, wordsColumn - line.count))
  }

  /// The diagram above the flows' layer.
  private static let diagramTop = """
                     LinkRouting            links, routes, screens, TabFlow and coordinator protocols
                  ┌───────┼────────┐
    """

  /// The diagram below the flows' layer.
  private static let diagramBottom = """
                   AppCoordinator           the list of tab flows, root swap, session, link dispatch,
                          │                 gate, restoration: what an app links; no system call
                  ┌───────┴────────┐
              FileStore       AppExplorer   the state file, atomic writes and every file-system
                  └───────┬────────┘        call (an app may link it); the explorer and the map,
                          │                 over AppCoordinator's package interface (a check,
                          │                 never linked by an app)
                     navlab-shell           the shell: script and interactive modes, explore

       Examples:   NavLabApp                the SwiftUI example app, over AppCoordinator, the flows
                          │                 and FileStore; its views are the article's samples
                       SwiftUI              on Linux only: declarations of the SwiftUI API the app
                                            uses, to type-check it; it renders nothing
    """

  // MARK: The suites

  /// The sentence on running one module's tests alone: the first flow's suite as the example,
  /// then the suites of LinkRouting and the app's own flows, of every other flow in the
  /// assembly's order, and of the modules above the flows.
  var suites: String {
    let flowSuites = flowModules.map { $0 + "Tests" }
    let example = flowSuites.first ?? "LinkRoutingTests"
    let others =
      ["LinkRoutingTests"] + Self.appsOwnFlows.map { $0 + "Tests" } + flowSuites.dropFirst()
      + ["AppCoordinatorTests", "FileStoreTests", "navlab_shellTests"]
    let listed = others.enumerated().map { index, suite in
      "`\(suite)`" + (index == others.count - 1 ? ")." : ",")
    }
    let opening = "Run one module's tests alone: `swift test --filter \(example)` (likewise"
    let words = opening.split(separator: " ").map(String.init) + listed
    var lines: [String] = []
    for word in words {
      if let last = lines.last, last.count + 1 + word.count <= 100 {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    return lines.joined(separator: "\n")
  }
}
