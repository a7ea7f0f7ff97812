import AppCoordinator
import CommentsFlow
import FeedFlow
import Foundation
import SettingsFlow
import TestFlows
import Testing

@testable import navlab_shell

/// What `Scripts/readme-from-code.sh` asks of this run: `update` writes the README's generated
/// blocks, `check` fails when they differ from the code; unset, as in `swift test`, neither.
enum ReadmeMode: String {
  case update
  case check

  /// `NAVLAB_README` in the environment; `update` too when `NAVLAB_WRITE_DOCS=1`, which writes
  /// the docs' other generated lists (`DocListTests`).
  static let current: Self? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["NAVLAB_WRITE_DOCS"] == "1" { return .update }
    return environment["NAVLAB_README"].flatMap(Self.init)
  }()
}

@MainActor
@Suite("README from the code")
struct ReadmeTablesTests {
  /// The README, found from this source file's path.
  private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  /// Run by `Scripts/readme-from-code.sh`, never by a plain `swift test`: a flow added by
  /// CONTRIBUTING.md's recipe changes these blocks, and the recipe's last step writes them, so
  /// only CI's check, not every team's test run, fails until it is done.
  @Test(.enabled(if: ReadmeMode.current != nil, "Scripts/readme-from-code.sh runs it"))
  func readmeHoldsTheListsTheCodeMakes() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let tables = try ReadmeTables(flows: AppCoordinator.productFlows)
    let written = try #require(
      tables.written(into: readme),
      "README.md lacks a '<!-- generated: NAME -->' … '<!-- end generated: NAME -->' pair")
    if ReadmeMode.current == .update {
      if written != readme { try written.write(to: Self.readme, atomically: true, encoding: .utf8) }
      return
    }
    let first = zip(readme.split(separator: "\n"), written.split(separator: "\n"))
      .first { $0.0 != $0.1 }
    #expect(
      written == readme,
      """
      README.md's lists differ from the code (README: \(first.map { "'\($0.0)'" } ?? "its end"), \
      code: \(first.map { "'\($0.1)'" } ?? "its end")); run Scripts/readme-from-code.sh and \
      commit README.md
      """)
  }

  @Test func readmeMarksWhereEachGeneratedListGoes() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    for name in ReadmeTables.names + ReadmeModules.names {
      #expect(readme.contains("<!-- generated: \(name) -->\n"), "\(name)")
      #expect(readme.contains("<!-- end generated: \(name) -->"), "\(name)")
    }
  }

  /// A flow added to the app adds its rows and changes no row of the flows already there.
  ///
  /// So the README follows a new flow by running one script. Two actions deep, to stay fast.
  @Test func aFlowAddedToTheAppAddsItsRowsAndKeepsEveryOther() throws {
    // Assemblies of the test's own: a flow the product adds may share the Gallery's id or hosts.
    let flows: [FlowRegistration] = [
      .tab(FeedCoordinator.self), .tab(SettingsCoordinator.self),
      .presented(CommentsCoordinator.self),
    ]
    let product = try ReadmeTables(flows: flows, depth: 2)
    let more = try ReadmeTables(flows: flows + [.tab(GalleryCoordinator.self)], depth: 2)
    for (block, grown) in zip(product.blocks, more.blocks) {
      let rows = block.text.split(separator: "\n").filter { $0.hasPrefix("| ") }
      let grownRows = grown.text.split(separator: "\n").filter { $0.hasPrefix("| ") }
      #expect(rows.count >= 8, "\(block.name)")
      #expect(Set(rows).isSubset(of: Set(grownRows)), "\(block.name)")
      #expect(
        grownRows.contains { $0.contains("`navlab://gallery") || $0.contains("`screen.item.N`") })
    }
    #expect(more.screens.contains("`tab.gallery` (Gallery)"))
  }

  /// A flow added to the app adds its module to the diagram's flows and its suite to the
  /// sentence on running one module's tests, and changes no other line of the diagram.
  @Test func aFlowAddedToTheAppAddsItsModuleAndItsSuiteToTheModulesSection() throws {
    let flows: [FlowRegistration] = [
      .tab(FeedCoordinator.self), .tab(SettingsCoordinator.self),
      .presented(CommentsCoordinator.self),
    ]
    let product = ReadmeModules(flows: flows)
    let more = ReadmeModules(flows: flows + [.tab(GalleryCoordinator.self)])
    #expect(product.flowModules == ["FeedFlow", "SettingsFlow", "CommentsFlow"])
    #expect(more.flowModules.last == "TestFlows")
    #expect(!product.diagram.contains("TestFlows") && more.diagram.contains(" TestFlows"))
    #expect(!product.suites.contains("`TestFlowsTests`"))
    #expect(more.suites.contains("`TestFlowsTests`"))
    // The flows' first line is full, so the new module starts a line of its own.
    let before = product.diagram.split(separator: "\n")
    let after = more.diagram.split(separator: "\n")
    #expect(after.filter { !before.contains($0) } == ["   TestFlows"])
    #expect(after.count == before.count + 1)
  }

  @Test func aLinkRowSaysWhereItsExampleLandsAndWhetherItNeedsSignIn() throws {
    // The links come from the flows' declarations; the walk's depth does not matter to them.
    let tables = try ReadmeTables(flows: AppCoordinator.productFlows, depth: 1)
    let author = tables.links.split(separator: "\n").first {
      $0.hasPrefix("| `navlab://article/N/author`")
    }
    #expect(author?.hasSuffix("| yes |") == true)
    #expect(author?.contains("`feed › article ") == true)
  }
}
