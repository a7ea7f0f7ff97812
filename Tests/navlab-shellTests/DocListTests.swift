import AppCoordinator
import AppExplorer
import Foundation
import Testing

@testable import navlab_shell

/// The lists the docs hold that the code has, written once in the docs and checked.
///
/// The command line, the shell's commands, the explorer's rules and the link forms are each
/// written in one document, generated from the code between `<!-- generated: NAME -->` and
/// `<!-- end generated: NAME -->`, or checked against it; the other documents point there.
///
/// `Scripts/readme-from-code.sh` writes every generated list into its document (it sets
/// `NAVLAB_WRITE_DOCS=1` for this suite, and writes the links and screens of `ReadmeTables` too);
/// without it, a document that differs fails here, naming that script.
@MainActor
@Suite("Doc lists")
struct DocListTests {
  /// The package's root, found from this source file's path.
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let writeCommand = "Scripts/readme-from-code.sh"

  /// Every generated list: its document, its name and its text, a fenced block.
  static var generated: [(document: String, name: String, text: String)] {
    [
      ("README.md", "usage", fenced(ShellOptions.synopses)),
      ("README.md", "commands", fenced(Renderer().help(CommandSpec.all))),
      ("README.md", "rules", fenced(rulesReadmeLists)),
      (
        "README.md", "map-sentences",
        fenced(NavigationContract.sentenceForms.map { "\($0.fact), \($0.change): \($0.words)" })
      ),
    ]
  }

  /// The rules README lists: those `check` runs, in its order, then those a walk adds.
  static var rulesReadmeLists: [String] {
    [
      "check:   " + RuleCheck.rules.joined(separator: ", "),
      "explore: the same, with requests on each transition, and "
        + RuleCheck.wholeWalkRules.joined(separator: " and ") + " on the whole walk",
    ]
  }

  /// Every rule the explorer checks: those of one move and one state, the one it checks on each
  /// transition of the walk alone (`requests`), and those of the whole walk.
  static let rules = RuleCheck.rules + ["requests"] + RuleCheck.wholeWalkRules

  static func fenced(_ lines: [String]) -> String {
    (["```"] + lines + ["```"]).joined(separator: "\n")
  }

  nonisolated static func read(_ document: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
  }

  /// Where the region `name` of `text` lies, between its markers; `nil` when it has none.
  static func region(_ name: String, in text: String) -> Range<String.Index>? {
    guard let begin = text.range(of: "<!-- generated: \(name) -->\n"),
      let end = text.range(
        of: "\n<!-- end generated: \(name) -->", range: begin.upperBound..<text.endIndex)
    else { return nil }
    return begin.upperBound..<end.lowerBound
  }

  @Test func generatedListsAreTheCodes() throws {
    let write = ProcessInfo.processInfo.environment["NAVLAB_WRITE_DOCS"] == "1"
    for document in Set(Self.generated.map(\.document)) {
      let text = try Self.read(document)
      var updated = text
      for list in Self.generated where list.document == document {
        let range = try #require(
          Self.region(list.name, in: updated),
          "\(document) has no '<!-- generated: \(list.name) -->' region")
        #expect(
          write || updated[range] == list.text,
          "\(document)'s '\(list.name)' list differs from the code; run '\(Self.writeCommand)'")
        updated.replaceSubrange(range, with: list.text)
      }
      if write, updated != text {
        try updated.write(
          to: Self.root.appendingPathComponent(document), atomically: true, encoding: .utf8)
      }
    }
  }

  /// The options a help text lists, by the first of their names: `--state` for
  /// `  --state FILE   restore …`, `--help` for `  --help, -h   show this help`.
  static func optionNames(inHelp lines: some Sequence<some StringProtocol>) -> [String] {
    lines.compactMap { line -> String? in
      let label = line.drop { $0 == " " }
      guard label.hasPrefix("-") else { return nil }
      return label.prefix { $0 != " " && $0 != "," }.description
    }
  }

  /// Every option a command line's help lists, but `--help`, is in the synopsis README's usage
  /// block shows, which `generatedListsAreTheCodes` holds to the code: an option its table hides
  /// from the synopsis would be in the code and in no document.
  @Test func everyOptionButHelpIsInTheUsageReadmeShows() throws {
    let subcommandHelps = ShellOptions.subcommands.map {
      ("navlab-shell " + $0.synopsis, $0.help.split(separator: "\n").drop { $0 != "options:" })
    }
    let commandLines =
      [(ShellOptions.synopses[0], ShellOptions.table.helpLines.map { Substring($0) })]
      + subcommandHelps.map { ($0.0, Array($0.1)) }
    #expect(commandLines.count == ShellOptions.synopses.count)
    for (synopsis, help) in commandLines {
      let names = Self.optionNames(inHelp: help)
      #expect(names.contains("--help"), "\(synopsis): its help lists no '--help'")
      for name in names where name != "--help" {
        #expect(
          synopsis.contains("[\(name)]") || synopsis.contains("[\(name) "),
          "\(synopsis): '\(name)' is in its help but not in its synopsis, which README's usage shows"
        )
      }
    }
  }

  /// The names README's list of rules holds: every word of its region that is a rule's name
  /// (the rest is prose), in order.
  static func rulesNamed(inReadme text: String) throws -> [String] {
    let range = try #require(region("rules", in: text), "README.md has no rules region")
    let words = text[range].split(whereSeparator: { !$0.isLetter })
    return words.map(String.init).filter { rules.contains($0) }
  }

  /// README names every rule `check` runs, in its order, and every rule only a walk checks:
  /// a rule added to the code and not to README's list fails here (the list once missed
  /// `rejection`).
  @Test func readmeNamesTheRulesCheckRunsAndTheWalkAdds() throws {
    let named = try Self.rulesNamed(inReadme: Self.read("README.md"))
    #expect(
      Array(named.prefix(RuleCheck.rules.count)) == RuleCheck.rules,
      "README.md's rules of 'check' against RuleCheck.rules; run '\(Self.writeCommand)'")
    #expect(named.contains("rejection"))
    #expect(
      named.sorted() == Self.rules.sorted(),
      "README.md names the rules \(named), not the code's \(Self.rules.sorted())")
  }

  /// README's sentence on `TestFlows` names every flow the folder holds: a test flow added or
  /// removed fails here rather than leaving the sentence listing the folder as it was.
  @Test func readmeNamesEveryTestFlow() throws {
    let text = try Self.read("README.md")
    let start = try #require(text.range(of: "`TestFlows`\nis not a suite"))
    let paragraph = text[start.lowerBound...]
    let sentence = paragraph[..<(paragraph.range(of: "\n\n")?.lowerBound ?? paragraph.endIndex)]
    let folder = Self.root.appendingPathComponent("Tests/TestFlows")
    let flows = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("Coordinator.swift") }
      .map { String($0.dropLast("Coordinator.swift".count)) }
    #expect(flows.count >= 4)
    for flow in flows.sorted() {
      #expect(
        sentence.contains(flow),
        "Tests/TestFlows holds the \(flow) flow, which README's sentence on TestFlows omits")
    }
  }

  @Test func architectureStatesEveryRuleTheExplorerChecksOnce() throws {
    let text = try Self.read("ARCHITECTURE.md")
    let start = try #require(text.range(of: "\n## What the explorer checks\n"))
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    let stated = section.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- `"), let close = line.dropFirst(3).firstIndex(of: "`") else {
        return nil
      }
      return String(line[line.index(line.startIndex, offsetBy: 3)..<close])
    }
    #expect(stated.sorted() == Self.rules.sorted(), "ARCHITECTURE.md's rules against the code's")
  }

  /// The names the explorer's sources report a broken rule by: `return ("gate", broken)`,
  /// `.map { ("coherence", $0) }`, `fail("requests", …)`, `late = ("focus", …)`.
  static func rulesReported() throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/AppExplorer")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    let report = #/(?:fail\(|(?:return|=|\{)\s*\()\s*"([a-z]+)",/#
    var names = Set<String>()
    for file in files {
      let text = try read("Sources/AppExplorer/\(file)")
      names.formUnion(text.matches(of: report).map { String($0.output.1) })
    }
    return names
  }

  /// What the walk reports that is no rule of the app's states: `launch`, when the signed-in
  /// walk cannot sign in to start.
  static let notRules: Set<String> = ["launch"]

  /// A rule the explorer reports is in the code's list, which the rule tests above hold
  /// ARCHITECTURE.md to: else it would be checked and stated nowhere.
  @Test func everyRuleTheExplorerReportsIsInTheCodesList() throws {
    let reported = try Self.rulesReported()
    #expect(reported.isSuperset(of: ["gate", "requests", "focus", "reachability"]))
    for rule in reported.subtracting(Self.rules).subtracting(Self.notRules).sorted() {
      let message =
        "Sources/AppExplorer reports the rule '\(rule)', which neither RuleCheck.rules nor "
        + "RuleCheck.wholeWalkRules lists; list it there and state it in ARCHITECTURE.md"
      Issue.record("\(message)")
    }
  }

  /// Every figure of states (`4,000,000`, `500,000`) in the paragraph, or the list item, of
  /// `document` that starts with `start`.
  static func figures(in document: String, from start: String) throws -> Set<String> {
    let text = try read(document)
    let begin = try #require(text.range(of: start), "\(document) has no '\(start)'")
    let rest = text[begin.lowerBound...]
    let ends = ["\n\n", "\n- "].compactMap { rest.range(of: $0)?.lowerBound }
    let paragraph = rest[..<(ends.min() ?? rest.endIndex)]
    return Set(paragraph.matches(of: #/\d{1,3}(?:,\d{3})+/#).map { String($0.output) })
  }

  /// README and ARCHITECTURE.md state the state budgets as the code sets them, and no other
  /// figure of states beside them: a budget changed in `Explorer+Budget.swift` fails here
  /// until both say it (README once gave every walk the whole walk's budget).
  @Test(arguments: [("README.md", "stops at a state budget"), ("ARCHITECTURE.md", "**Bounded.**")])
  func docsStateTheBudgetsTheCodeSets(_ document: String, _ start: String) throws {
    let stated = try Self.figures(in: document, from: start)
    let budgets = Set(
      [Explorer.defaultBudget, Explorer.defaultViewBudget, Explorer.defaultMapBudget].map(grouped))
    #expect(stated == budgets, "\(document) states \(stated.sorted()); the code sets \(budgets)")
  }

  @Test func exploreNamesEveryRuleItChecked() {
    let named = rulesChecked(firstLaunch: true, signedIn: true) + ["rejection"]
    #expect(named.sorted() == Self.rules.sorted())
  }

  /// Every word of the package's Swift code, in `Sources`, `Tests` and `Examples`.
  nonisolated static func wordsOfTheCode() throws -> Set<String> {
    var words = Set<String>()
    for folder in ["Sources", "Tests", "Examples"] {
      let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let file = files?.nextObject() as? String {
        guard file.hasSuffix(".swift") else { continue }
        let text = try read("\(folder)/\(file)")
        words.formUnion(
          text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            .map(String.init))
      }
    }
    return words
  }

  /// A long name the documents quote as code, such as a test's (alone or after its suite:
  /// `FileSafetyTests/saveKeepsTheFilesPermissions`), is in the code: a test renamed, or a case
  /// removed, fails here rather than leaving the documents citing what no longer exists.
  @Test nonisolated func everyLongNameTheDocumentsQuoteIsInTheCode() throws {
    let words = try Self.wordsOfTheCode()
    #expect(words.contains("everyLongNameTheDocumentsQuoteIsInTheCode"))
    let quoted = #/`(?:[A-Za-z]+Tests/)?([a-z][A-Za-z]{14,})`/#
    for document in ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "SECURITY.md"] {
      let text = try Self.read(document)
      for match in text.matches(of: quoted) where !words.contains(String(match.output.1)) {
        let message =
          "\(document) quotes `\(match.output.1)`, which no Swift file in Sources, Tests or "
          + "Examples holds; quote the name the code has now"
        Issue.record("\(message)")
      }
    }
  }

  /// The layers of Package.swift's dependency rule, lowest first: `LinkRouting ← {AuthFlow, …} ←
  /// AppCoordinator ← …`, each a set of module folders.
  nonisolated static func dependencyLayers() throws -> [Set<String>] {
    let manifest = try read("Package.swift")
    let start = try #require(manifest.range(of: "// Dependency rule: "))
    let rest = manifest[start.upperBound...]
    let chain = try #require(rest.range(of: ". ")).lowerBound
    return rest[..<chain].replacingOccurrences(of: "//", with: "").split(separator: "←").map {
      Set(
        $0.split(whereSeparator: { "{}, \n".contains($0) }).map(String.init)
          .filter { !$0.isEmpty })
    }
  }

  @Test nonisolated func everyModuleImportsOnlyTheLayersBelowItInPackageSwiftsRule() throws {
    var layers = try Self.dependencyLayers()
    let sources = Self.root.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      !$0.hasPrefix(".")
    }
    // A flow the rule does not name yet is a flow all the same: adding one by CONTRIBUTING's
    // recipe breaks nothing here, and the rule's words hold it to LinkRouting.
    let flowLayer = try #require(layers.firstIndex { $0.contains { $0.hasSuffix("Flow") } })
    for module in modules where module.hasSuffix("Flow") { layers[flowLayer].insert(module) }
    // `import X`, `@testable import X`, `package import X`, `import struct X.Y`.
    let importLine =
      #/^\s*(?:@\w+\s+)*(?:\w+\s+)?import\s+(?:(?:struct|class|enum|protocol|func)\s+)?(\w+)/#
    for module in modules {
      let layer = try #require(
        layers.firstIndex { $0.contains(module) },
        "Sources/\(module) is in no layer of Package.swift's dependency rule; add it there")
      let below = layers[..<layer].reduce(into: Set<String>()) { $0.formUnion($1) }
      let folder = sources.appendingPathComponent(module).path
      let files = FileManager.default.enumerator(atPath: folder)
      while let file = files?.nextObject() as? String {
        guard file.hasSuffix(".swift") else { continue }
        let text = try Self.read("Sources/\(module)/\(file)")
        for line in text.split(separator: "\n") {
          guard let imported = try importLine.prefixMatch(in: line)?.output.1 else { continue }
          let name = String(imported)
          guard modules.contains(name) else { continue }
          #expect(
            below.contains(name),
            "Sources/\(module)/\(file) imports \(name), against Package.swift's dependency rule")
        }
      }
    }
  }
}
