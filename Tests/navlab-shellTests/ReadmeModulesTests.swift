import Foundation
import Testing

/// README's "Modules" section against Package.swift and `Sources/`: the diagram names every
/// module, and the sentence on running one module's tests names every suite, and nothing else.
///
/// Run by `Scripts/readme-from-code.sh --check`, as the README's generated tables are, never by
/// a plain `swift test`: a flow added by CONTRIBUTING.md's recipe adds a module and a suite, and
/// its README lines come with the recipe's last step rather than failing another team's tests.
@MainActor
@Suite("README's modules and suites from Package.swift")
struct ReadmeModulesTests {
  /// The section of README.md that starts at `## Modules`, up to the next section.
  private static func modulesSection() throws -> Substring {
    let readme = try DocListTests.read("README.md")
    let start = try #require(readme.range(of: "\n## Modules\n"), "README.md has no Modules section")
    let rest = readme[start.upperBound...]
    return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
  }

  /// The names Package.swift gives its test targets, as `swift test --filter` spells them.
  private static func suites() throws -> Set<String> {
    let manifest = try DocListTests.read("Package.swift")
    let name = #/\.testTarget\(\s*name:\s*"([^"]+)"/#
    return Set(
      manifest.matches(of: name).map { $0.output.1.replacingOccurrences(of: "-", with: "_") })
  }

  @Test(.enabled(if: ReadmeMode.current != nil, "Scripts/readme-from-code.sh runs it"))
  func modulesDiagramNamesEveryModuleInSources() throws {
    let section = try Self.modulesSection()
    let fence = try #require(section.range(of: "```\n"), "the Modules section has no diagram")
    let diagramAndRest = section[fence.upperBound...]
    let end = try #require(diagramAndRest.range(of: "```"), "the diagram's fence never closes")
    let words = Set(
      diagramAndRest[..<end.lowerBound].split(whereSeparator: { !$0.isLetter && $0 != "-" })
        .map(String.init))
    let sources = DocListTests.root.appendingPathComponent("Sources").path
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources).filter {
      !$0.hasPrefix(".")
    }
    #expect(!modules.isEmpty)
    for module in modules {
      #expect(words.contains(module), "README's module diagram does not show Sources/\(module)")
    }
  }

  /// The diagram draws Package.swift's dependency rule from LinkRouting down: each module first
  /// shows on a line below every module of the layers it may import, so the picture cannot
  /// contradict the rule.
  @Test(.enabled(if: ReadmeMode.current != nil, "Scripts/readme-from-code.sh runs it"))
  func modulesDiagramDrawsTheLayersOfPackageSwiftsRuleInOrder() throws {
    let section = try Self.modulesSection()
    let fence = try #require(section.range(of: "```\n"), "the Modules section has no diagram")
    let diagramAndRest = section[fence.upperBound...]
    let end = try #require(diagramAndRest.range(of: "```"), "the diagram's fence never closes")
    var firstLine: [String: Int] = [:]
    for (index, line) in diagramAndRest[..<end.lowerBound].split(separator: "\n").enumerated() {
      for word in line.split(whereSeparator: { !$0.isLetter && $0 != "-" }) {
        if firstLine[String(word)] == nil { firstLine[String(word)] = index }
      }
    }
    let layers = try DocListTests.dependencyLayers()
    #expect(layers.count >= 3)
    for (lower, upper) in zip(layers, layers.dropFirst()) {
      for below in lower.sorted() {
        for above in upper.sorted() {
          guard let belowLine = firstLine[below], let aboveLine = firstLine[above] else { continue }
          #expect(
            belowLine < aboveLine,
            "README's module diagram draws \(above) above \(below), which it depends on")
        }
      }
    }
  }

  @Test(.enabled(if: ReadmeMode.current != nil, "Scripts/readme-from-code.sh runs it"))
  func suitesSentenceNamesEveryTestTargetAndNoOther() throws {
    let section = try Self.modulesSection()
    let opening = "Run one module's tests alone"
    let start = try #require(section.range(of: opening), "README does not say '\(opening)'")
    let rest = section[start.lowerBound...]
    let paragraph = rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
    let quoted = Set(
      paragraph.matches(of: #/(?:`|--filter )(\w+Tests)`/#).map { String($0.output.1) })
    let suites = try Self.suites()
    #expect(!suites.isEmpty)
    for suite in suites.subtracting(quoted).sorted() {
      Issue.record("README's '\(opening)' does not name the suite \(suite) from Package.swift")
    }
    for name in quoted.subtracting(suites).sorted() {
      Issue.record("README's '\(opening)' names \(name), which Package.swift does not declare")
    }
  }
}
