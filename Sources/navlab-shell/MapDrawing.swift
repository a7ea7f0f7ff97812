import AppCoordinator
import AppExplorer

/// The navigation map as text a tool draws: Graphviz DOT or a Mermaid flowchart.
///
/// Places are grouped into the login root, one cluster per tab's stack, presented screens and
/// links from any screen. Each edge says and draws its semantic (``NavigationMap/Semantic``);
/// gated transitions are dashed (DOT) or dotted (Mermaid) and say so.
struct MapDrawing {
  let map: NavigationMap
  /// The places drawn outside any cluster: the splash screen.
  let loose: [NavigationMap.Place]
  /// The places drawn, by group, in the order: login, each tab, each presented flow, then
  /// sheets, covers, popovers, alerts and dialogs.
  let groups: [(name: String, title: String, places: [NavigationMap.Place])]
  /// The link forms drawn, each as one "any screen" node.
  let links: [String]
  let transitions: [NavigationMap.Transition]

  /// Whether the map holds a fresh install's walk too, as its header says.
  let firstLaunch: Bool

  /// The map, or the part of it that touches the places of tab `flow`; `firstLaunch` says that
  /// it holds a fresh install's walk too.
  init(_ map: NavigationMap, flow: String? = nil, firstLaunch: Bool = false) {
    self.map = map
    self.firstLaunch = firstLaunch
    let kept = map.transitions.filter { transition in
      guard let flow else { return true }
      return [transition.from, transition.to].contains { kind in
        map.places.contains { $0.kind == kind && $0.group == flow }
      }
    }
    let touched = Set(kept.flatMap { [$0.from, $0.to] })
    let drawn = map.places.filter { flow == nil || $0.group == flow || touched.contains($0.kind) }
    let order =
      [("onboarding", "onboarding root"), ("login", "login root")]
      + map.tabs.map { ($0, "\($0) tab") }
      + map.presentedFlows.map { ($0, "\($0), presented over main") }
      + [("presented", "presented: sheets, covers, popovers, alerts and dialogs")]
    groups = order.map { name, title in
      (name, title, drawn.filter { $0.group == name })
    }.filter { !$0.places.isEmpty }
    loose = drawn.filter { place in !order.contains { $0.0 == place.group } }
    links = map.linkForms.filter(touched.contains)
    // Each node's transitions together, in the order the nodes are drawn.
    var rank: [String: Int] = [:]
    for (offset, kind) in (loose + groups.flatMap(\.places)).map(\.kind).enumerated() {
      rank[kind] = offset
    }
    let placesDrawn = rank.count
    for (offset, form) in links.enumerated() { rank[form] = placesDrawn + offset }
    transitions = kept.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      let keys = (rank[a.from] ?? 0, rank[a.to] ?? 0, left.offset)
      return keys < (rank[b.from] ?? 0, rank[b.to] ?? 0, right.offset)
    }.map(\.element)
  }

  /// The one-line description the header comment of both formats carries.
  var header: String {
    let launches =
      firstLaunch
      ? "from a guest launch, from a signed-in launch and from a first launch"
      : "from a guest launch and from a signed-in launch"
    return "NavLab navigation map: what exploration to depth \(map.depth) reaches \(launches). "
      + "Made by 'navlab-shell graph'; do not edit."
  }

  /// Graphviz DOT, for `dot -Tsvg`.
  var dot: String {
    // `newrank` ranks the whole graph at once, clusters included: without it Graphviz 2.42 stops
    // with "trouble in init_rank" on the product's map since the presentations joined it.
    var lines = ["// " + header, "digraph navlab {", "  rankdir=LR;", "  newrank=true;"]
    lines.append("  node [shape=box, style=rounded, fontname=\"Helvetica\"];")
    lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
    lines += loose.map { "  \(dotID($0.kind));" }
    for group in groups {
      lines.append("  subgraph \(dotID("cluster_" + group.name)) {")
      lines.append("    label=\(dotID(group.title));")
      lines += group.places.map { "    \(dotID($0.kind));" }
      lines.append("  }")
    }
    if !links.isEmpty {
      lines.append("  subgraph cluster_links {")
      lines.append("    label=\"links, opened from any screen\";")
      lines += links.map { "    \(dotID($0)) [shape=ellipse, style=dashed];" }
      lines.append("  }")
    }
    for transition in transitions {
      let semantic = map.semantic(of: transition)
      let gated = map.gated.contains(transition)
      let style = semantic.dotStyle + (gated ? ", style=dashed" : "")
      lines.append(
        "  \(dotID(transition.from)) -> \(dotID(transition.to)) "
          + "[label=\(dotID(label(of: transition))), \(style)];")
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// A Mermaid flowchart, as GitHub renders it in a ```mermaid block.
  var mermaid: String {
    var numbers: [String: String] = [:]
    let kinds = (loose + groups.flatMap(\.places)).map(\.kind) + links
    for (offset, kind) in kinds.enumerated() {
      numbers[kind] = "n\(offset)"
    }
    func node(_ kind: String) -> String { numbers[kind] ?? "unknown" }
    var lines = ["flowchart LR", "  %% " + header]
    lines += loose.map { "  \(node($0.kind))[\(mermaidText($0.kind))]" }
    for group in groups {
      lines.append("  subgraph \(group.name.mermaidID)[\(mermaidText(group.title))]")
      lines += group.places.map { "    \(node($0.kind))[\(mermaidText($0.kind))]" }
      lines.append("  end")
    }
    if !links.isEmpty {
      lines.append("  subgraph g_links[\"links, opened from any screen\"]")
      lines += links.map { "    \(node($0))([\(mermaidText($0))])" }
      lines.append("  end")
    }
    var edgesBySemantic: [NavigationMap.Semantic: [Int]] = [:]
    for (number, transition) in transitions.enumerated() {
      let semantic = map.semantic(of: transition)
      let arrow = map.gated.contains(transition) ? "-.->" : semantic.mermaidArrow
      lines.append(
        "  \(node(transition.from)) \(arrow)|\(mermaidText(label(of: transition)))| "
          + node(transition.to))
      edgesBySemantic[semantic, default: []].append(number)
    }
    // Each semantic's colour, by the numbers of its edges.
    for semantic in NavigationMap.Semantic.all {
      guard let edges = edgesBySemantic[semantic] else { continue }
      lines.append(
        "  linkStyle \(edges.map(String.init).joined(separator: ",")) \(semantic.mermaidStyle)")
    }
    return lines.joined(separator: "\n")
  }

  /// What an edge says: what moves, then its semantic and whether it goes through the gate,
  /// such as `button.share (sheet)` or `button.author (root swap, gated)`.
  private func label(of transition: NavigationMap.Transition) -> String {
    let gated = map.gated.contains(transition) ? ", gated" : ""
    return "\(transition.label) (\(map.semantic(of: transition).name)\(gated))"
  }

  /// `text` as a quoted Mermaid label, spelled out first; a double quote is Mermaid's
  /// `#quot;`, which ends no label.
  private func mermaidText(_ text: String) -> String {
    "\"" + text.spelledOut.replacingOccurrences(of: "\"", with: "#quot;") + "\""
  }

  /// `text` as a quoted DOT id, spelled out first.
  private func dotID(_ text: String) -> String {
    "\""
      + text.spelledOut.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}

extension String {
  /// The text with anything but letters, digits and `_` written as `_`, for a Mermaid id.
  fileprivate var mermaidID: String {
    "g_" + String(map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}

extension NavigationMap.Semantic {
  /// The colour of its edges: one per presentation kind, shared by presenting and closing it.
  var color: String {
    switch self {
    case .push: "#303030"
    case .pop: "#808080"
    case .tab: "#2e7d32"
    case .link: "#5f6b7a"
    case .rootSwap: "#b03030"
    case .present(let kind), .close(let kind):
      switch kind {
      case .sheet: "#1f6feb"
      case .fullScreenCover: "#8250df"
      case .popover: "#0a7f7f"
      case .alert: "#d97706"
      case .confirmationDialog: "#9a6700"
      }
    }
  }

  /// Its DOT edge attributes: a presentation thick in its kind's colour, a close in the same
  /// colour with a round head, a pop grey with a round head, a root swap thick with a double
  /// head, a tab with an open head.
  var dotStyle: String {
    let head =
      switch self {
      case .push, .link: "normal"
      case .pop, .close: "odot"
      case .tab: "vee"
      case .rootSwap: "normalnormal"
      case .present: "normal"
      }
    let width =
      switch self {
      case .present, .rootSwap: ", penwidth=2"
      default: ""
      }
    return "color=\"\(color)\", fontcolor=\"\(color)\", arrowhead=\(head)\(width)"
  }

  /// Its Mermaid arrow: `==>` for what shows something over the screen or swaps the root, `--o`
  /// for what closes or pops it, `-->` for a push, a tab or a link; gated edges are `-.->`.
  var mermaidArrow: String {
    switch self {
    case .present, .rootSwap: "==>"
    case .close, .pop: "--o"
    case .push, .tab, .link: "-->"
    }
  }

  /// Its Mermaid `linkStyle`.
  var mermaidStyle: String {
    "stroke:\(color),color:\(color)"
  }
}
