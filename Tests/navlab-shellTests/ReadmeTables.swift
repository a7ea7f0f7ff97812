import AppCoordinator
import Foundation
import LinkRouting

@testable import AppExplorer
@testable import navlab_shell

/// The README's lists of links and of screens, made from an app's flows: what each flow
/// declares, and what a walk of the app shows on each kind of screen it reaches.
///
/// `Scripts/readme-from-code.sh` writes them between the README's `<!-- generated: NAME -->` and
/// `<!-- end generated: NAME -->` lines, and fails in CI when they differ from what is there.
@MainActor
struct ReadmeTables {
  /// How deep the README's walk goes.
  ///
  /// The report's discard alert, the product's deepest screen, is four actions from launch. A
  /// screen a flow declares that the walk does not reach still gets its row, with no elements.
  static let depth = 4

  /// The flows, in the order the app lists them.
  let flows: [FlowRegistration]
  /// The app's map, with a fresh install's walk too.
  let map: NavigationMap

  /// The tables of an app assembled from `flows`, its screens found by a walk `depth` actions
  /// deep.
  ///
  /// - Throws: ``AssemblyError`` when `flows` do not make an app.
  init(flows: [FlowRegistration], depth: Int = Self.depth) throws {
    self.flows = flows
    map = Explorer.map(
      ExploredApp(try AppCoordinator(flows: flows)), depth: depth, firstLaunch: true)
  }

  /// The names of the blocks, as their markers give them, in the order the README shows them.
  static let names = ["links", "screens"]

  /// Each block by the name its markers give it, in the order the README shows them.
  var blocks: [(name: String, text: String)] {
    zip(Self.names, [links, screens]).map { ($0, $1) }
  }

  // MARK: Links

  /// README's deep-link table: `navlab-shell links --format markdown`, the one source of the
  /// table, the JSON catalog and the association file.
  var links: String {
    LinkCatalog(flows: flows).markdown
  }

  /// Where `flow` shows: its tab, or a sheet over main.
  private func shownAs(_ flow: FlowRegistration) -> String {
    flow.kind == .tab ? "\(flow.title) tab" : "\(flow.id) flow, a sheet over main"
  }

  // MARK: Screens

  /// The tab bar's items, then one row per kind of screen: where it shows, its title and the
  /// ids of its elements, numbers written as `N`.
  var screens: String {
    let tabs = flows.filter { $0.kind == .tab }
      .map { "\(code("tab." + $0.id)) (\($0.title))" }
    var lines = [
      "The tab bar, in compact width: " + tabs.joined(separator: ", ")
        + "; in regular width, a sidebar with the same items as `sidebar.ID`.",
      "",
      "| screen id | where | title | elements |",
      "|---|---|---|---|",
    ]
    var kinds = map.places.map(\.kind)
    kinds += flows.flatMap(\.screenKinds).filter { !kinds.contains($0) }
    let sections = kinds.map { section(of: $0) }
    let ordered = kinds.indices.sorted { (sections[$0], $0) < (sections[$1], $1) }.map { kinds[$0] }
    for kind in ordered {
      let shown = instances(of: kind)
      let title = shown.first.map { Self.numbersAsN($0.screen.title) } ?? "–"
      var elements: [String] = []
      for screen in shown {
        for element in screen.screen.elements {
          let id = ScreenKind.of(element.id)
          if !elements.contains(id) { elements.append(id) }
        }
      }
      let listed = elements.isEmpty ? "–" : elements.map(code).joined(separator: ", ")
      lines.append("| \(code(kind)) | \(whereShown(kind)) | \(title) | \(listed) |")
    }
    return lines.joined(separator: "\n")
  }

  /// Where `kind` shows, in words: the root it belongs to, a tab's or a presented flow's stack,
  /// or what presents it over which screen; and whether reaching it needs sign-in.
  private func whereShown(_ kind: String) -> String {
    guard let place = map.places.first(where: { $0.kind == kind }) else {
      return "declared; deeper than \(map.depth) moves"
    }
    let gated = map.transitions.contains { $0.to == kind && map.gated.contains($0) }
    let signIn = gated && place.group != "login" ? ", needs sign-in" : ""
    switch place.group {
    case "launch": return "launch"
    case "login": return "login root"
    case "onboarding": return "onboarding root, first launch"
    case "presented":
      guard let into = presenting(kind), case .present(let presentation) = map.semantic(of: into)
      else { return "presented" }
      return "\(Self.article(presentation)) over \(code(into.from))" + signIn
    default:
      if let flow = flows.first(where: { $0.id == place.group }) {
        return shownAs(flow) + signIn
      }
      return place.group + signIn
    }
  }

  /// Where `kind`'s row goes: launch, onboarding, login, then each flow in the order the app
  /// lists them, a presentation with the screen it covers.
  private func section(of kind: String, depth: Int = 0) -> Int {
    guard let place = map.places.first(where: { $0.kind == kind }) else {
      return 3 + (flows.firstIndex { $0.screenKinds.contains(kind) } ?? flows.count)
    }
    switch place.group {
    case "launch": return 0
    case "onboarding": return 1
    case "login": return 2
    case "presented":
      guard let into = presenting(kind), depth < 8 else { return 3 + flows.count }
      return section(of: into.from, depth: depth + 1)
    default: return 3 + (flows.firstIndex { $0.id == place.group } ?? flows.count)
    }
  }

  /// The first move the walks saw present `kind`, from the screen it covers.
  private func presenting(_ kind: String) -> NavigationMap.Transition? {
    map.transitions.first {
      guard $0.to == kind, case .present = map.semantic(of: $0) else { return false }
      return true
    }
  }

  /// The kind's name with its article, such as `a sheet` or `an alert`.
  private static func article(_ kind: PresentationKind) -> String {
    let name = kind == .fullScreenCover ? "full-screen cover" : kind.rawValue
    return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
  }

  /// What the app shows on the screens of `kind` the walk reached: after the shortest script to
  /// it, after the shortest script of each move into it, and before the last line of each move
  /// out of it (a guest's and a signed-in user's can differ, and so can onboarding's pages).
  private func instances(of kind: String) -> [VisibleScreen] {
    if map.places.first(where: { $0.kind == kind })?.group == "launch" {
      guard let app = try? AppCoordinator(flows: flows) else { return [] }
      return [app.visible]
    }
    let scripts =
      [map.shortestScript(toShow: kind)]
      + map.transitions.filter { $0.to == kind }.map { map.shortestScript(for: $0) }
      + map.transitions.filter { $0.from == kind }.map {
        Array(map.shortestScript(for: $0).dropLast())
      }
    return scripts.compactMap { script in
      [false, true].lazy.compactMap { self.replay(script, firstLaunch: $0) }
        .first { ScreenKind.of($0.screen.id) == kind }
    }
  }

  /// What the app assembled from ``flows`` shows after `script`, launched fresh (as a first
  /// launch when `firstLaunch`); `nil` when a line of it fails.
  private func replay(_ script: [String], firstLaunch: Bool = false) -> VisibleScreen? {
    guard let app = try? AppCoordinator(flows: flows) else { return nil }
    if firstLaunch { app.beginFirstLaunch() }
    app.finishLaunch()
    let shell = Shell(app: app, interactive: false, write: { _ in }, fail: { _ in })
    shell.allowsRecording = false
    for line in script where !line.hasPrefix("#") {
      guard shell.run(line) == .succeeded else { return nil }
    }
    return app.visible
  }

  /// `title` with each number written `N`: `Comments on Article N`.
  private static func numbersAsN(_ title: String) -> String {
    title.split(separator: " ", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isNumber) && !$0.isEmpty ? "N" : String($0) }
      .joined(separator: " ")
  }

  /// `text` as inline code.
  private func code(_ text: String) -> String {
    "`\(text)`"
  }
}

extension ReadmeTables {
  /// `readme` with each block's text between its markers, the tables' and the Modules
  /// section's (``ReadmeModules``); `nil` when a block's markers are missing.
  func written(into readme: String) -> String? {
    var text = readme
    for block in blocks + ReadmeModules(flows: flows).blocks {
      let start = "<!-- generated: \(block.name) -->\n"
      let end = "<!-- end generated: \(block.name) -->"
      guard let opening = text.range(of: start),
        let closing = text.range(of: end, range: opening.upperBound..<text.endIndex)
      else { return nil }
      text.replaceSubrange(opening.upperBound..<closing.lowerBound, with: block.text + "\n")
    }
    return text
  }
}
