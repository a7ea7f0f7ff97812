import AppCoordinator
import AppExplorer
import LinkRouting
import TestFlows
import Testing

@testable import AppExplorer
@testable import navlab_shell

@MainActor
@Suite("graph")
struct GraphCommandTests {
  @Test func graphTakesItsFormatFlowAndDepth() throws {
    let options = try ShellOptions.parse([
      "graph", "--format", "mermaid", "--flow", "feed", "--depth", "3",
    ])
    #expect(options.graph == GraphOptions(format: .mermaid, flowID: "feed", depth: 3))
    #expect(try ShellOptions.parse(["graph"]).graph == GraphOptions())
  }

  @Test(arguments: [
    (
      ["--format", "svg"],
      UsageError.unknownChoice("format", "svg", suggestion: nil, choices: ["dot", "mermaid"])
    ),
    (
      ["--format", "DOT"],
      .unknownChoice("format", "DOT", suggestion: "dot", choices: ["dot", "mermaid"])
    ),
    (
      ["--format", "mermiad"],
      .unknownChoice("format", "mermiad", suggestion: "mermaid", choices: ["dot", "mermaid"])
    ),
    (["--format"], .missingValue("--format")),
    (["--depth", "0"], .badDepth("0")),
    (["--flows", "feed"], .unknownOption("--flows", suggestion: "--flow")),
  ])
  func graphMistakesAreUsageErrors(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try ShellOptions.parse(["graph"] + arguments) }
  }

  @Test func unknownFlowSuggestsTheClosestOrListsThem() {
    #expect(
      UsageError.unknownFlow("feeed", suggestion: "feed", flows: ["feed", "settings"]).description
        == "unknown flow 'feeed'; did you mean 'feed'?")
    #expect(
      UsageError.unknownFlow("x", suggestion: nil, flows: ["feed", "settings"]).description
        == "unknown flow 'x'; flows are 'feed', 'settings'")
  }

  @Test func helpShowsEverySubcommandFromItsTable() {
    for subcommand in ShellOptions.subcommands {
      #expect(ShellOptions.usage.contains("navlab-shell " + subcommand.synopsis))
      #expect(ShellOptions.usage.contains(subcommand.name + " " + subcommand.summary.prefix(20)))
    }
  }

  @Test func dotStatesItsDepthAndDrawsEachGroupApart() throws {
    let dot = MapDrawing(shallowProductMap).dot
    #expect(dot.hasPrefix("// NavLab navigation map: what exploration to depth 3 reaches"))
    for cluster in ["cluster_login", "cluster_feed", "cluster_settings", "cluster_presented"] {
      #expect(dot.contains("subgraph \"\(cluster)\""), "\(cluster)")
    }
    #expect(dot.contains("subgraph cluster_links"))
    let gated = try #require(
      dot.split(separator: "\n").first {
        $0.hasPrefix("  \"screen.article.N\" -> \"screen.login\" ")
      })
    #expect(gated.contains("[label=\"button.author (root swap, gated)\", "))
    #expect(gated.hasSuffix(", style=dashed];"))
    #expect(dot.contains("\"navlab://feed\" -> \"screen.feed\" [label=\"open (link)\", "))
  }

  @Test func mermaidIsAFlowchartWithDottedGatedEdges() {
    let mermaid = MapDrawing(shallowProductMap).mermaid
    #expect(mermaid.hasPrefix("flowchart LR\n  %% NavLab navigation map"))
    #expect(mermaid.contains("subgraph g_login[\"login root\"]"))
    #expect(mermaid.contains("-.->|\"button.author (root swap, gated)\"|"))
    #expect(!mermaid.contains("unknown"))
  }

  @Test func oneFlowKeepsOnlyTheMovesThatTouchItsScreens() throws {
    let drawing = MapDrawing(shallowProductMap, flow: "settings")
    let settings = Set(shallowProductMap.places.filter { $0.group == "settings" }.map(\.kind))
    #expect(!drawing.transitions.isEmpty)
    for transition in drawing.transitions {
      #expect(settings.contains(transition.from) || settings.contains(transition.to))
    }
    #expect(drawing.transitions.count < MapDrawing(shallowProductMap).transitions.count)
    #expect(drawing.links == ["navlab://settings", "navlab://account"])
  }

  /// The map of the product with the Gallery to depth 4: CI's explore step runs it.
  @Test(.enabled(if: Walks.heavy, "the product's map with the Gallery: NAVLAB_HEAVY_WALKS=1"))
  func everyEdgeSaysItsSemanticAndEachSemanticIsDrawnApart() throws {
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [.tab(GalleryCoordinator.self)])
    let map = Explorer.map(ExploredApp(app), depth: 4)
    typealias Edge = (from: String, label: String, to: String, semantic: NavigationMap.Semantic)
    let edges: [Edge] = [
      ("screen.feed", "row.article.N", "screen.article.N", .push),
      ("screen.article.N", "back", "screen.feed", .pop),
      ("screen.feed", "tab settings", "screen.settings", .tab),
      ("navlab://gallery/N", "open", "screen.item.N", .link),
      ("navlab://article/N/author", "open", "screen.login", .rootSwap),
      ("screen.article.N", "button.author", "screen.login", .rootSwap),
      ("screen.item.N", "button.edit", "screen.edit.N", .present(.sheet)),
      ("screen.item.N", "button.view", "screen.viewer.N", .present(.fullScreenCover)),
      ("screen.item.N", "button.info", "screen.info.N", .present(.popover)),
      ("screen.edit.N", "button.delete", "alert.delete", .present(.alert)),
      ("screen.item.N", "button.options", "dialog.options", .present(.confirmationDialog)),
      ("screen.edit.N", "dismiss", "screen.item.N", .close(.sheet)),
      ("screen.viewer.N", "button.done", "screen.item.N", .close(.fullScreenCover)),
      ("screen.info.N", "dismiss", "screen.item.N", .close(.popover)),
      ("screen.info.N", "dismiss", "screen.edit.N", .close(.popover)),
      ("alert.delete", "button.cancel", "screen.edit.N", .close(.alert)),
      ("dialog.options", "button.cancel", "screen.item.N", .close(.confirmationDialog)),
    ]
    let mermaid = MapDrawing(map).mermaid
    for edge in edges {
      let transition = NavigationMap.Transition(from: edge.from, label: edge.label, to: edge.to)
      #expect(map.transitions.contains(transition), "\(transition)")
      #expect(map.semantic(of: transition) == edge.semantic, "\(transition)")
      #expect(mermaid.contains("|\"\(edge.label) (\(edge.semantic.name)"), "\(transition)")
    }
    #expect(map.presentationKinds == PresentationKind.allCases)
    #expect(!mermaid.contains("unknown"))
    // Each semantic is drawn its own way in both formats: an arrow and a colour.
    let all = NavigationMap.Semantic.all
    #expect(Set(all.map(\.dotStyle)).count == all.count)
    #expect(Set(all.map { $0.mermaidArrow + $0.mermaidStyle }).count == all.count)
    #expect(Set(all.map(\.name)).count == all.count)
  }
}
