import Foundation

/// The difference between two navigation contracts as a Graphviz drawing: every screen and move
/// of either, what the new one adds green and bold, what it removes red and dashed, the rest grey.
struct ContractDrawing {
  let old: NavigationContract
  let new: NavigationContract

  /// A fact's edge: from a screen kind or a link form, to a screen kind, labelled.
  private struct Edge: Hashable, Comparable {
    var from: String
    var to: String
    var label: String

    static func < (left: Edge, right: Edge) -> Bool {
      (left.from, left.to, left.label) < (right.from, right.to, right.label)
    }
  }

  /// The edge `fact` draws, if it is a move, a back, a close or a link.
  private static func edge(_ fact: String) -> Edge? {
    let (kind, rest) = fact.splitAtFirstBlank
    guard ["move", "close", "back", "link"].contains(kind) else { return nil }
    let body = kind == "back" ? String(rest.dropFirst("from ".count)) : rest
    // Each found after the one before, so that a line of a hand-made or hostile map cannot
    // make a range run backwards.
    guard let arrow = body.range(of: " -> "),
      let colon = body.range(of: ": ", range: arrow.upperBound..<body.endIndex)
    else { return nil }
    let from = String(body[..<arrow.lowerBound])
    let to = String(body[arrow.upperBound..<colon.lowerBound])
    var label = String(body[colon.upperBound...])
    if kind == "back" { label = "back: " + label }
    return Edge(from: from, to: to, label: label)
  }

  private static func screen(_ fact: String) -> String? {
    let (kind, rest) = fact.splitAtFirstBlank
    return kind == "screen" ? rest.splitAtFirstBlank.word : nil
  }

  /// The drawing.
  var dot: String {
    let oldFacts = Set(old.facts.keys)
    let newFacts = Set(new.facts.keys)
    let oldScreens = Set(oldFacts.compactMap(Self.screen))
    let newScreens = Set(newFacts.compactMap(Self.screen))
    let oldEdges = Set(oldFacts.compactMap(Self.edge))
    let newEdges = Set(newFacts.compactMap(Self.edge))
    var lines = [
      "digraph navlab_map_difference {",
      "  // What the new map adds is green, what it removes red and dashed.",
      "  rankdir=LR;",
      "  node [shape=box, fontname=\"Helvetica\", color=grey50, fontcolor=grey30];",
      "  edge [fontname=\"Helvetica\", fontsize=10, color=grey70, fontcolor=grey50];",
    ]
    let nodes = oldScreens.union(newScreens).union(oldEdges.union(newEdges).map(\.from))
    for node in nodes.sorted() {
      let style = Self.style(added: !oldScreens.contains(node), removed: !newScreens.contains(node))
      let shape = node.contains("://") ? ", shape=note" : ""
      let isScreen = oldScreens.contains(node) || newScreens.contains(node)
      lines.append("  \(quote(node)) [\(isScreen ? style : "style=solid")\(shape)];")
    }
    for edge in oldEdges.union(newEdges).sorted() {
      let style = Self.style(added: !oldEdges.contains(edge), removed: !newEdges.contains(edge))
      lines.append(
        "  \(quote(edge.from)) -> \(quote(edge.to)) [label=\(quote(edge.label))\(style.isEmpty ? "" : ", " + style)];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func style(added: Bool, removed: Bool) -> String {
    if added && !removed { return "color=green4, fontcolor=green4, penwidth=2" }
    if removed && !added { return "color=red3, fontcolor=red3, style=dashed" }
    return ""
  }

  /// `text` as a quoted DOT id, spelled out first: a map file's text never reaches the
  /// drawing raw.
  private func quote(_ text: String) -> String {
    "\""
      + text.spelledOut.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
