import AppCoordinator
import Foundation
import LinkRouting
import Testing

@testable import AppExplorer
@testable import navlab_shell

/// `coverage --write-scripts`: the scripts that reach what the scenarios miss, each replayed.
@MainActor
@Suite("coverage --write-scripts")
struct ScriptWritingTests {
  private let flows = AppCoordinator().flows

  private func part(_ name: String, after scripts: [[String]], on map: NavigationMap) throws
    -> CoveragePart
  {
    var coverage = Coverage()
    for script in scripts { try coverage.run(script, against: map) }
    return try #require(coverage.parts(on: map, flows: flows).first { $0.name == name })
  }

  @Test func theScriptsWrittenForAFlowReachAllOfItsPartsThatTheScenariosMiss() throws {
    let map = shallowProductMap
    let mine = { (part: CoveragePart) in MissingScripts.part(part.name, isOneOf: ["settings"]) }
    let before = Coverage().parts(on: map, flows: flows).filter(mine)
    let misses = before.map { $0.screens.total + $0.transitions.total }.reduce(0, +)
    let missing = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["settings"])
    #expect(missing.failures.isEmpty, "\(missing.failures)")
    #expect(!missing.scripts.isEmpty)
    #expect(missing.scripts.allSatisfy { MissingScripts.part($0.part, isOneOf: ["settings"]) })
    #expect(Set(missing.scripts.map(\.name)).count == missing.scripts.count)
    var after = Coverage()
    for script in missing.scripts { try after.run(script.lines, against: map) }
    for part in after.parts(on: map, flows: flows).filter(mine) {
      #expect(part.screens.visited == part.screens.total, "\(part.line)")
      #expect(part.transitions.visited == part.transitions.total, "\(part.line)")
    }
    // Fewer scripts than misses: a script's way there reaches others, which then need none.
    #expect(missing.scripts.count < misses)
  }

  @Test func aFloorWritesOnlyUntilThePartReachesIt() throws {
    let map = shallowProductMap
    let all = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["comments"])
    let floored = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["comments"], floor: 50)
    #expect(floored.scripts.count < all.scripts.count)
    let after = try part("comments", after: floored.scripts.map(\.lines), on: map)
    #expect(after.shortfall(below: 50) == nil, "\(after.line)")
    #expect(after.shortfall(below: 100) != nil, "it stops at the floor: \(after.line)")
  }

  @Test func aWrittenScriptExpectsTheScreenEachMoveReaches() throws {
    let missing = try MissingScripts(
      after: [], maps: [shallowProductMap], devices: [.iPhone], flows: flows, parts: ["feed"])
    let script = try #require(missing.scripts.first { $0.lines.contains { $0.hasPrefix("tap ") } })
    let body = script.lines.filter { !$0.hasPrefix("#") }
    for (index, line) in body.enumerated() where !line.hasPrefix("expect ") {
      #expect(body.indices.contains(index + 1) && body[index + 1].hasPrefix("expect screen."))
    }
    #expect(script.lines[0].hasPrefix("# Written by 'navlab-shell coverage --write-scripts'"))
    #expect(script.device == nil, "one device reported on: it runs on every device")
  }

  @Test func whatTheScenariosReachGetsNoScript() throws {
    let map = shallowProductMap
    let all = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["feed"])
    let kept = try #require(all.scripts.first)
    let rest = try MissingScripts(
      after: [kept.lines], maps: [map], devices: [.iPhone], flows: flows, parts: ["feed"])
    #expect(!rest.scripts.contains { $0.miss == kept.miss })
    #expect(rest.scripts.count < all.scripts.count)
  }

  @Test func aScriptThatFailsInTheProductIsNamedAndNotWritten() throws {
    var map = shallowProductMap
    let missing = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["settings"])
    let first = try #require(missing.scripts.first)
    let broken = first.miss
    guard case .transition(let move) = broken else {
      Issue.record("expected a transition first, got \(broken.description)")
      return
    }
    map.transitionScripts[move] = ["tap button.nowhere"]
    let again = try MissingScripts(
      after: [], maps: [map], devices: [.iPhone], flows: flows, parts: ["settings"])
    #expect(!again.scripts.contains { $0.miss == broken })
    #expect(again.failures.count == 1)
    #expect(
      again.failures.first?.hasPrefix(
        "\(broken.description) (\(first.part)) on ios compact: 'tap button.nowhere' fails: "
          + "no element button.nowhere on ") == true,
      "\(again.failures)")
  }

  @Test func aFileNameSaysWhatTheScriptReaches() {
    let move = NavigationMap.Transition(
      from: "screen.comment.N", label: "dismiss", to: "screen.feed")
    #expect(
      MissingScripts.fileName(for: .transition(move), in: "comments")
        == "comments-comment-n-dismiss-feed.nav")
    let link = NavigationMap.Transition(
      from: "navlab://article/N", label: "open", to: "screen.article.N")
    #expect(
      MissingScripts.fileName(for: .transition(link), in: "feed")
        == "feed-article-n-open-article-n.nav")
    #expect(
      MissingScripts.fileName(for: .screen("screen.account"), in: "settings")
        == "settings-shows-account.nav")
    #expect(MissingScripts.uniqueName("a.nav", among: ["a.nav", "a-2.nav"]) == "a-3.nav")
  }

  @Test func aFlowsScriptsAreForItsOwnPartAndTheJointPartsItIsIn() {
    #expect(MissingScripts.part("wallet", isOneOf: ["wallet"]))
    #expect(MissingScripts.part("feed+wallet", isOneOf: ["wallet"]))
    #expect(!MissingScripts.part("feed+comments", isOneOf: ["wallet"]))
    #expect(!MissingScripts.part("walletz", isOneOf: ["wallet"]))
  }

  @Test func aTapOnATabsItemIsWrittenAsTheTabCommandThatRunsInEitherWidth() {
    let tabs = ["feed", "settings"]
    #expect(MissingScripts.widthFree("tap tab.feed", tabs: tabs) == "tab feed")
    #expect(MissingScripts.widthFree("tap sidebar.settings", tabs: tabs) == "tab settings")
    #expect(MissingScripts.widthFree("tap tab.comments", tabs: tabs) == "tap tab.comments")
    #expect(MissingScripts.widthFree("tap row.article.3", tabs: tabs) == "tap row.article.3")
    let body = MissingScripts.scenarioBody(
      ["tap sidebar.settings"], firstLaunch: false, on: Device(platform: .iOS, width: .regular))
    #expect((try? body.get()) == ["tab settings", "expect screen.settings"])
  }
}

/// Where `coverage --write-scripts` writes: whole files, never over one without `--force`.
final class ScriptFolderTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "navlab-script-folder-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func script(_ name: String, _ lines: [String]) -> MissingScript {
    MissingScript(name: name, lines: lines, miss: .screen("screen.feed"), part: "feed")
  }

  private func text(_ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func itMakesTheFolderAndWritesEachScriptWhole() {
    let outcome = ScriptFolder(path: folder.path).write(
      [script("a.nav", ["# a", "tab settings", "expect screen.settings"]), script("b.nav", [])],
      force: false)
    #expect(outcome.refusal == nil)
    #expect(outcome.written.map(\.name) == ["a.nav", "b.nav"])
    #expect(text("a.nav") == "# a\ntab settings\nexpect screen.settings\n")
    #expect(text("b.nav") == "")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    #expect(left.sorted() == ["a.nav", "b.nav"], "no temporary file left beside them")
  }

  @Test func aFileOfAScriptsNameStopsTheWriteBeforeAnyFile() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("kept\n".utf8).write(to: folder.appendingPathComponent("b.nav"))
    let outcome = ScriptFolder(path: folder.path).write(
      [script("a.nav", ["tab feed"]), script("b.nav", ["tab feed"])], force: false)
    #expect(outcome.written.isEmpty)
    let path = folder.appendingPathComponent("b.nav").path
    #expect(
      outcome.refusal
        == "\(path.quoted) already exists; nothing was written: give '--force' to replace it, "
        + "or name another folder")
    #expect(text("a.nav") == nil)
    #expect(text("b.nav") == "kept\n")
  }

  @Test func forceReplacesAFileOfAScriptsName() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("kept\n".utf8).write(to: folder.appendingPathComponent("b.nav"))
    let outcome = ScriptFolder(path: folder.path).write(
      [script("b.nav", ["tab feed"])], force: true)
    #expect(outcome.refusal == nil)
    #expect(text("b.nav") == "tab feed\n")
  }

  @Test func forceNeverWritesThroughASymbolicLinkAtAScriptsName() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let elsewhere = folder.appendingPathComponent("elsewhere.txt").path
    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: elsewhere))
    let link = folder.appendingPathComponent("b.nav").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
    let outcome = ScriptFolder(path: folder.path).write(
      [script("a.nav", ["tab feed"]), script("b.nav", ["tab feed"])], force: true)
    #expect(outcome.written.isEmpty)
    #expect(
      outcome.refusal
        == "cannot write \(link.quoted): it is a symbolic link, which is never written through; "
        + "remove it, or name another folder; nothing was written")
    #expect(text("a.nav") == nil)
    #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "kept\n")
  }

  @Test func forceWritesNothingWhenAnyScriptsFileCannotBeReplaced() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let readOnly = folder.appendingPathComponent("b.nav").path
    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: readOnly))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("c.nav"), withIntermediateDirectories: true)
    let outcome = ScriptFolder(path: folder.path).write(
      [script("a.nav", ["tab feed"]), script("b.nav", ["tab feed"]), script("c.nav", [])],
      force: true)
    #expect(outcome.written.isEmpty)
    let refusal = outcome.refusal ?? ""
    #expect(refusal.hasPrefix("cannot write \(readOnly.quoted): "), "\(refusal)")
    #expect(
      refusal.hasSuffix(
        "is read-only, so it is not rewritten; give it write permission (chmod u+w) to save to "
          + "it; nothing was written"), "\(refusal)")
    #expect(text("a.nav") == nil)
    #expect(text("b.nav") == "kept\n")
  }
}

/// The built shell's `coverage --write-scripts`, off the main actor.
@Suite("coverage --write-scripts in the built shell")
struct ScriptWritingCommandTests {
  @Test func itWritesReplayableScriptsOnceAndRefusesToWriteThemAgain() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-write-scripts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = ScenarioFile.folder.appendingPathComponent("r1-tap-row-opens-article.nav").path
    let device = ["--depth", "2", "--platform", "ios", "--width", "compact"]
    let shell = try ShellProcess()
    let write = try shell.run(
      ["coverage"] + device + ["--flow", "settings", "--write-scripts", folder.path, scenario])
    #expect(write.status == 0, "\(write.transcript)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    #expect(write.stdout.contains("wrote \(names.count) script"), "\(write.stdout)")
    let written = names.map { folder.appendingPathComponent($0).path }
    let report = try shell.run(["coverage"] + device + [scenario] + written)
    #expect(report.status == 0, "\(report.transcript)")
    #expect(
      report.stdout.split(separator: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("settings: ")
          && $0.hasSuffix("(100.0%)") && $0.contains("screens") && !$0.contains("(0")
      }, "\(report.stdout)")
    let again = try shell.run(
      ["coverage"] + device + ["--flow", "settings", "--write-scripts", folder.path, scenario])
    #expect(again.status == 1, "\(again.transcript)")
    #expect(again.errorLines.count == 1)
    #expect(again.errorLines.first?.contains("nothing was written: give '--force'") == true)
    let forced = try shell.run(
      ["coverage"] + device
        + ["--flow", "settings", "--write-scripts", folder.path, "--force", scenario])
    #expect(forced.status == 0, "\(forced.transcript)")
  }

  @Test(arguments: [
    (["--flow", "feed"], UsageError.needsWriteScripts("--flow")),
    (["--force"], .needsWriteScripts("--force")),
  ])
  func optionsOfWriteScriptsAloneAreUsageErrors(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try ShellOptions.parse(["coverage"] + arguments) }
  }
}
