import AppCoordinator
import AppExplorer

/// The navigation map as text a tool draws: Graphviz DOT or a Mermaid flowchart.
///
/// Places are grouped into the login root, one cluster per tab's stack, presented screens and
/// links from any screen; gated transitions are dashed (DOT) or dotted (Mermaid) and say so.
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
    var lines = ["// " + header, "digraph navlab {", "  rankdir=LR;"]
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
      let gated = map.gated.contains(transition)
      let label = gated ? transition.label + " (gated)" : transition.label
      let style = gated ? ", style=dashed, color=\"#b03030\"" : ""
      lines.append(
        "  \(dotID(transition.from)) -> \(dotID(transition.to)) [label=\(dotID(label))\(style)];")
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
    lines += loose.map { "  \(node($0.kind))[\"\($0.kind)\"]" }
    for group in groups {
      lines.append("  subgraph \(group.name.mermaidID)[\"\(group.title)\"]")
      lines += group.places.map { "    \(node($0.kind))[\"\($0.kind)\"]" }
      lines.append("  end")
    }
    if !links.isEmpty {
      lines.append("  subgraph g_links[\"links, opened from any screen\"]")
      lines += links.map { "    \(node($0))([\"\($0)\"])" }
      lines.append("  end")
    }
    for transition in transitions {
      let gated = map.gated.contains(transition)
      let arrow = gated ? "-.->" : "-->"
      let label = gated ? transition.label + " (gated)" : transition.label
      lines.append("  \(node(transition.from)) \(arrow)|\"\(label)\"| \(node(transition.to))")
    }
    return lines.joined(separator: "\n")
  }

  /// `text` as a quoted DOT id.
  private func dotID(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
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
