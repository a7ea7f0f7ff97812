import AppCoordinator
import Foundation
import LinkRouting
import TestFlows
import Testing

@testable import AppExplorer
@testable import navlab_shell

@MainActor
@Suite("coverage")
struct CoverageTests {
  private func coverage(of names: [String]) throws -> Coverage {
    var coverage = Coverage()
    for script in try readScripts(names.map { ScenarioFile(name: $0).path }) {
      try coverage.run(script.lines, against: shallowProductMap)
    }
    return coverage
  }

  @Test func removingAScenarioLowersTheFigure() throws {
    let all = try ScenarioFile.all().map(\.name)
    let removed = "signed-in-author-keeps-its-place-across-tabs.nav"
    #expect(all.contains(removed))
    // Each script runs on a fresh app, so the figure of a set is the union of its scripts':
    // each is run once, and the set without one is the union of the others.
    let each = try Dictionary(uniqueKeysWithValues: all.map { ($0, try coverage(of: [$0])) })
    let full = each.values.reduce(into: Set()) { $0.formUnion($1.transitions) }
    let fewer = each.filter { $0.key != removed }.values
      .reduce(into: Set()) { $0.formUnion($1.transitions) }
    #expect(fewer.count < full.count)
    #expect(fewer.isSubset(of: full))
  }

  @Test func aColdStartLinkCountsAsOpeningItsForm() throws {
    let covered = try coverage(of: ["r3-cold-start-link-opens-article.nav"])
    #expect(
      covered.transitions.contains {
        $0.from == "navlab://article/N" && $0.label == "open" && $0.to == "screen.article.N"
      })
    #expect(!covered.transitions.contains { $0.label == "launch" })
  }

  @Test func aPlainLaunchCountsTheSplashAndItsLaunch() throws {
    let covered = try coverage(of: ["r1-tap-row-opens-article.nav"])
    #expect(covered.places.isSuperset(of: ["screen.splash", "screen.feed", "screen.article.N"]))
    #expect(covered.transitions.contains { $0.label == "launch" })
    #expect(covered.transitions.contains { $0.label == "row.article.N" })
  }

  @Test func aStateLineStartsTheRunThere() throws {
    let covered = try coverage(of: ["state-line-starts-the-replay-there.nav"])
    // Restored on the account screen, signed in: 'tab feed' leaves it for the kept author.
    #expect(
      covered.transitions.contains {
        $0.from == "screen.account" && $0.label == "tab feed" && $0.to == "screen.author.N"
      })
    #expect(!covered.transitions.contains { $0.label == "launch" })
  }

  @Test func recordInAScriptIsNeverRunAndTheLinesAfterItCount() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-coverage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("made.nav").path
    var coverage = Coverage()
    try coverage.run(
      ["record \(recording)", "tap row.article.3", "record stop", "tap button.share"],
      against: shallowProductMap)

    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    #expect(coverage.transitions.contains { $0.label == "row.article.N" })
    #expect(coverage.transitions.contains { $0.label == "button.share" })
  }

  @Test func reportStartsWithTheTwoFiguresThenEachMissWithAScript() throws {
    let lines = try coverage(of: ["r1-tap-row-opens-article.nav"]).report(
      on: shallowProductMap, flows: AppCoordinator().flows)
    #expect(lines[0].hasPrefix("screens 3/\(shallowProductMap.places.count) ("))
    #expect(lines[1].hasPrefix("transitions 2/\(shallowProductMap.transitions.count) ("))
    let missed = try #require(lines.firstIndex { $0.hasPrefix("not visited: screen ") })
    #expect(lines[missed + 1].hasPrefix("  "))
  }

  @Test func eachPresentationKindTheMapShowsIsCountedPresentedAndClosed() throws {
    var coverage = Coverage()
    try coverage.run(
      ["tap row.article.1", "tap button.share", "dismiss"], against: shallowProductMap)
    let kinds = coverage.kinds(on: shallowProductMap)
    // The product shows every kind, in the order PresentationKind lists them.
    #expect(kinds.map(\.kind) == PresentationKind.allCases)
    let sheet = try #require(kinds.first { $0.kind == .sheet })
    #expect(sheet.presented.visited == 1)
    #expect(sheet.closed.visited == 1, "dismiss, not button.close")
    #expect(sheet.closed.total > 1)
    for other in kinds where other.kind != .sheet {
      #expect(other.presented.visited == 0 && other.presented.total > 0, "\(other.kind)")
      #expect(other.closed.visited == 0, "\(other.kind)")
    }
    let lines = coverage.kindLines(on: shallowProductMap)
    #expect(lines.first == "presentation kinds 5/5: sheet, cover, popover, alert, dialog")
    #expect(
      lines.dropFirst().first
        == "  sheet: presented 1/\(sheet.presented.total), closed 1/\(sheet.closed.total)")
    #expect(lines.count == 1 + kinds.count)
    #expect(
      coverage.report(on: shallowProductMap, flows: AppCoordinator().flows).contains(lines[0]))
  }

  /// Each kind's closes, counted on the map deep enough to hold every one (the report's discard
  /// alert closes four actions from launch): CI's explore step runs it.
  @Test(.enabled(if: Walks.heavy, "the product's map to depth 4: NAVLAB_HEAVY_WALKS=1"))
  func everyPresentationKindTheProductShowsAlsoCloses() {
    let kinds = Coverage().kinds(on: deepProductMap)
    #expect(kinds.map(\.kind) == PresentationKind.allCases)
    for kind in kinds {
      #expect(kind.presented.total > 0 && kind.closed.total > 0, "\(kind.kind)")
    }
  }

  @Test func eachFlowHasItsOwnFiguresAndTheyAddUpToTheMap() throws {
    let flows = AppCoordinator().flows
    let parts = try coverage(of: ["r1-tap-row-opens-article.nav"]).parts(
      on: shallowProductMap, flows: flows)
    #expect(parts.filter { !$0.isJoint }.map(\.name) == flows.map(\.id) + ["login"])
    #expect(parts.map(\.screens.total).reduce(0, +) == shallowProductMap.places.count)
    #expect(parts.map(\.transitions.total).reduce(0, +) == shallowProductMap.transitions.count)
    let feed = try #require(parts.first { $0.name == "feed" })
    let settings = try #require(parts.first { $0.name == "settings" })
    #expect(feed.transitions.visited == 2)
    #expect(settings.transitions.visited == 0)
    #expect(feed.shortfall(below: 1) == nil)
    #expect(
      settings.shortfall(below: 1)?.hasPrefix("settings screens 0.0%, transitions 0.0%") == true)
  }

  /// A move between two flows counts for their joint part, not for either flow's own, so a new
  /// flow, wherever it is listed, leaves every other part's figures as they were.
  @Test func aMoveBetweenTwoFlowsCountsForTheirJointPart() throws {
    var coverage = Coverage()
    try coverage.run(["tab settings", "tab feed"], against: shallowProductMap)
    let parts = coverage.parts(on: shallowProductMap, flows: AppCoordinator().flows)
    let feed = try #require(parts.first { $0.name == "feed" })
    let settings = try #require(parts.first { $0.name == "settings" })
    let joint = try #require(parts.first { $0.name == "feed+settings" })
    #expect(coverage.transitions.count == 3)
    #expect(feed.transitions.visited == 1, "only the launch")
    #expect(settings.transitions.visited == 0)
    #expect(joint.transitions.visited == 2, "both moves between the tabs")
    #expect(joint.screens.total == 0 && joint.line.hasPrefix("feed+settings: transitions 2/"))
  }

  /// The product's flows, with a trial tab (the Inbox, which asks for Comments from its list)
  /// listed at `place`.
  private static func trial(at place: Int) -> [FlowRegistration] {
    var flows = AppCoordinator.productFlows
    flows.insert(.tab(InboxCoordinator<WalletLikeInbox>.self), at: place)
    return flows
  }

  /// The product's parts, by name, as the product's scenarios visit them on an iPhone, with a
  /// trial tab listed at `place`; the trial's own parts left out.
  private static func productParts(trialAt place: Int, scripts: [(path: String, lines: [String])])
    throws -> [String: CoveragePart]
  {
    let flows = Self.trial(at: place)
    let map = Explorer.map(ExploredApp(try AppCoordinator(flows: flows)), depth: 3)
    var coverage = Coverage()
    for script in scripts { _ = try coverage.run(script.lines, against: map, on: .iPhone) }
    let parts = coverage.parts(on: map, flows: flows).filter { !$0.name.contains("inbox") }
    return Dictionary(uniqueKeysWithValues: parts.map { ($0.name, $0) })
  }

  /// Every part of the product's map, as the product's scenarios visit it, is the same with a
  /// trial tab registered after the first tab, between the tabs and the presented flow, or
  /// last: the place a new flow takes in the assembly changes no other part's figures.
  ///
  /// CI's (`Walks.heavy`): it draws and covers the map of an assembly for each place, where
  /// `swift test` compares two places, listed first and listed second, below.
  @Test(.enabled(if: Walks.heavy))
  func theProductsPartsAreTheSameWhereverATrialFlowIsListedAfterTheFirstTab() throws {
    let scripts = try readScripts([])
    var seen: [[String: CoveragePart]] = []
    for place in 1...AppCoordinator.productFlows.count {
      seen.append(try Self.productParts(trialAt: place, scripts: scripts))
    }
    let second = try #require(seen.first)
    #expect(second.keys.contains("feed+comments"))
    for parts in seen.dropFirst() { #expect(parts == second) }
  }

  /// A trial tab listed first takes the launch from the product's parts, and changes nothing else.
  ///
  /// Listed first, the trial tab is the launch tab instead of the product's first tab, so what
  /// starts on the launch screen starts on the trial's: the launch itself, and a link's sheet
  /// dismissed onto it, count for the trial's parts. The parts of the product's first tab then
  /// lose those moves from their totals (on today's scenarios, the Feed 31 to 30 transitions,
  /// `feed+settings` 13 to 12, `feed+comments` 21 to 19, each still fully visited); every
  /// screen, and every other part, is the same as with the trial listed second.
  @Test func aTrialFlowListedFirstMovesOnlyTheLaunchFromTheProductsParts() throws {
    let scripts = try readScripts([])
    let first = try Self.productParts(trialAt: 0, scripts: scripts)
    let second = try Self.productParts(trialAt: 1, scripts: scripts)
    #expect(second.keys.contains("feed+comments"))

    let launchTab = try #require(AppCoordinator.productFlows.first { $0.kind == .tab }?.id)
    #expect(Set(first.keys) == Set(second.keys))
    for (name, part) in second {
      let listedFirst = try #require(first[name], "\(name)")
      let namesTheLaunchTab = name.split(separator: "+").contains(Substring(launchTab))
      if namesTheLaunchTab {
        #expect(listedFirst.screens == part.screens, "\(name)")
        #expect(listedFirst.transitions.total <= part.transitions.total, "\(name)")
      } else {
        #expect(listedFirst == part, "\(name) changes with the trial tab listed first")
      }
    }
    let launch = try #require(first[launchTab])
    let launchBefore = try #require(second[launchTab])
    #expect(
      launch.transitions.total < launchBefore.transitions.total,
      "listed first, the trial tab takes the launch from \(launchTab)")
  }

  @Test func aNotificationTheHeaderNamesThatCannotBeReadStopsTheRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-coverage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.json").path
    let pipe = folder.appendingPathComponent("pipe.json").path
    try #require(mkfifo(pipe, 0o600) == 0)
    for (path, reason) in [(missing, "no such file"), (pipe, "it is not a regular file")] {
      var coverage = Coverage()
      #expect(throws: UsageError.unreadableNotification(path, reason: reason)) {
        try coverage.run(
          ["# args: --notification \(path)", "expect screen.feed"], against: shallowProductMap)
      }
      #expect(coverage.transitions.isEmpty)
    }
  }

  @Test func aStateFileTheHeaderNamesThatCannotBeReadStopsTheRunAndAMissingOneIsAFirstRun()
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-coverage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.json").path
    try #require(mkfifo(pipe, 0o600) == 0)
    for (path, reason) in [
      (pipe, "it is not a regular file; save what it holds to a regular file and name that"),
      (folder.path, "it is a folder; name a file, not a folder"),
    ] {
      var coverage = Coverage()
      #expect(throws: UsageError.unreadableStateFile(path, reason: reason)) {
        try coverage.run(
          ["# args: --state \(path)", "expect screen.feed"], against: shallowProductMap)
      }
      #expect(coverage.places.isEmpty)
    }
    var coverage = Coverage()
    let missing = folder.appendingPathComponent("missing.json").path
    let failure = try coverage.run(
      ["# args: --state \(missing)", "expect screen.feed"], against: shallowProductMap)
    #expect(failure == nil)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func aFailingScriptSaysWhereAndAHeaderSaysWhetherItMayFail() throws {
    var coverage = Coverage()
    let failure = try coverage.run(
      ["tap row.article.3", "expect screen.feed"], against: shallowProductMap)
    #expect(
      failure?.hasPrefix("expected screen.feed to be visible; visible now: screen.article.3, ")
        == true, "\(failure ?? "nil")")
    #expect(try coverage.run(["tap row.article.3"], against: shallowProductMap) == nil)
    #expect(Coverage.expectedExit(in: ["# A failing run.", "# exit: 1", "tap x"]) == 1)
    #expect(Coverage.expectedExit(in: ["# args: --keep-going", "tap x"]) == 0)
  }

  @Test(arguments: [
    (["--min", "abc"], UsageError.badMinimum("abc")),
    (["--min", "101"], .badMinimum("101")),
    (["--min", "nan"], .badMinimum("nan")),
    (["--min"], .missingValue("--min")),
    (["--mni", "5"], .unknownOption("--mni", suggestion: "--min")),
  ])
  func coverageMistakesAreUsageErrors(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try ShellOptions.parse(["coverage"] + arguments) }
  }

  @Test func coverageTakesScriptsAndAFloor() throws {
    let options = try ShellOptions.parse(["coverage", "a.nav", "--min", "80%", "b.nav"])
    #expect(options.coverage == CoverageOptions(scripts: ["a.nav", "b.nav"], minimum: 80))
  }
}

/// The built shell's `coverage`, off the main actor: the suite waits on a process while the
/// walks of other suites take the main actor.
@Suite("coverage in the built shell")
struct CoverageCommandTests {
  /// `--max-states 1` stops any walk at once, with exit 1: exit 2 and the refusal alone show
  /// the folder was refused before the walk.
  @Test func writeScriptsIntoAFileOrALinkToNothingIsRefusedBeforeTheWalk() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let script = ScenarioFile.folder.appendingPathComponent("r1-tap-row-opens-article.nav").path
    let note = folder.file("note.txt")
    try Data("keep\n".utf8).write(to: URL(fileURLWithPath: note))
    let dangling = folder.file("dangling")
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: folder.file("nothing"))
    for (path, reason) in [
      (note, "it is not a folder; name a folder, or a path where nothing is"),
      (dangling, "it is a symbolic link to nothing; name a folder, or a path where nothing is"),
    ] {
      let result = try ShellProcess().run(
        ["coverage", "--max-states", "1", "--write-scripts", path, script])
      #expect(result.status == 2, "\(result.transcript)")
      #expect(
        result.errorLines == ["error: cannot write scripts into \(path.quoted): \(reason)"],
        "\(result.stderr)")
    }
    #expect(try String(contentsOfFile: note, encoding: .utf8) == "keep\n")
    #expect(!FileManager.default.fileExists(atPath: folder.file("nothing")))
  }

  @Test func aScriptThatHoldsNothingToRunIsAnErrorNeverAPass() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let empty = folder.file("empty.nav")
    try Data().write(to: URL(fileURLWithPath: empty))
    let comments = folder.file("comments.nav")
    try Data("# Reaches: everything\n\n".utf8).write(to: URL(fileURLWithPath: comments))
    let pipe = folder.file("pipe.nav")
    try #require(mkfifo(pipe, 0o600) == 0)
    for script in [empty, comments, pipe] {
      let result = try ShellProcess().run(["coverage", "--depth", "1", script])
      #expect(result.status == 2, "\(result.transcript)")
      #expect(result.stdout.isEmpty, "\(result.transcript)")
      #expect(
        result.errorLines == [
          "error: script \(script.quoted) holds no command, so it would cover nothing; give it "
            + "the moves it checks, or leave it out"
        ], "\(result.stderr)")
    }
  }

  @Test func aScenariosFolderHoldingNoScriptIsAnErrorNeverFiguresOfNothing() throws {
    let package = try TemporaryDirectory()
    defer { package.remove() }
    let scenarios = package.file("Tests/Scenarios")
    try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
    // Files near a script's name, none of them one.
    for name in ["README.md", "old.nav.bak", "nav"] {
      try Data("tap row.article.2\n".utf8).write(
        to: URL(fileURLWithPath: scenarios + "/" + name))
    }
    let shell = try ShellProcess()
    // With no script named, coverage reads the folder of the package it runs in.
    for (arguments, error) in [
      (
        ["coverage", "--depth", "1"],
        "error: cannot read script 'Tests/Scenarios/*.nav': the folder holds no script; add "
          + "scenarios or name scripts"
      ),
      (
        ["coverage", "--depth", "1", "Tests/Scenarios"],
        "error: cannot read script 'Tests/Scenarios': it is a folder; name a file, not a folder"
      ),
    ] {
      let process = Process()
      process.executableURL = shell.executable
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: package.path)
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let stderr = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let stdout = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 2, "\(arguments): \(stderr)")
      #expect(stdout.isEmpty, "\(arguments): \(String(decoding: stdout, as: UTF8.self))")
      #expect(stderr == error + "\n", "\(arguments)")
    }
  }

  /// A team keeps its flow's scenarios beside its suite: with no script named, coverage reads
  /// `Tests/Scenarios` and every `Tests/NAMETests/Scenarios`, and a suite's script counts.
  @Test func coverageReadsEachSuitesOwnScenariosFolderBesideTheAppsOwn() throws {
    let package = try TemporaryDirectory()
    defer { package.remove() }
    let app = package.file("Tests/Scenarios")
    let team = package.file("Tests/WalletFlowTests/Scenarios")
    let notScenarios = package.file("Tests/WalletFlowTests/Fixtures")
    for folder in [app, team, notScenarios] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try Data("expect screen.feed\n".utf8).write(to: URL(fileURLWithPath: app + "/feed.nav"))
    try Data("tap tab.settings\nexpect screen.settings\n".utf8)
      .write(to: URL(fileURLWithPath: team + "/settings.nav"))
    try Data("tap row.article.2\nexpect screen.article.2\n".utf8)
      .write(to: URL(fileURLWithPath: notScenarios + "/article.nav"))
    let process = Process()
    process.executableURL = try ShellProcess().executable
    process.arguments = ["coverage", "--depth", "1", "--platform", "ios", "--width", "compact"]
    process.currentDirectoryURL = URL(fileURLWithPath: package.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The suite's script moved to Settings, so its tab switch counts; the article that only a
    // folder other than `Scenarios` reaches does not.
    #expect(process.terminationStatus == 0, "\(stdout)")
    #expect(stdout.hasPrefix("on ios compact:\n"), "\(stdout)")
    #expect(!stdout.contains("not visited: screen screen.settings;"), "\(stdout)")
    #expect(stdout.contains("not visited: screen screen.article.N;"), "\(stdout)")
  }

  @Test func belowTheFloorExitsOneWithOneErrorLine() throws {
    let script = ScenarioFile.folder.appendingPathComponent("r1-tap-row-opens-article.nav").path
    let shell = try ShellProcess()
    let below = try shell.run(["coverage", "--depth", "2", "--min", "99", script])
    #expect(below.status == 1, "\(below.transcript)")
    #expect(below.errorLines.count == 1)
    #expect(below.stdout.hasPrefix("on ios compact:\n  screens "))
    // The floor applies to each device: the error line names each device with parts below it
    // first, since a long line is shortened, then the parts.
    let line = below.errorLines.first ?? ""
    #expect(line.contains("(parts below it, by device: ios compact "), "\(line)")
    #expect(line.contains(", ios regular "), "\(line)")
    #expect(line.contains("ios compact feed screens"), "\(line)")
    let above = try shell.run(
      ["coverage", "--depth", "2", "--min", "0", "--platform", "ios", "--width", "compact", script])
    #expect(above.status == 0, "\(above.transcript)")
    #expect(above.stderr.isEmpty, "progress must not show off a terminal: \(above.stderr)")
  }

  @Test func aScriptThatFailsWithoutSayingSoFailsTheRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-coverage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("broken.nav")
    try Data("tap row.article.3\nexpect screen.feed\n".utf8).write(to: script)
    let declared = folder.appendingPathComponent("declared.nav")
    try Data("# exit: 1\ntap row.article.3\nexpect screen.feed\n".utf8).write(to: declared)
    let device = ["--platform", "ios", "--width", "compact"]
    let shell = try ShellProcess()
    let broken = try shell.run(["coverage", "--depth", "2"] + device + [script.path])
    #expect(broken.status == 1, "\(broken.transcript)")
    #expect(broken.errorLines.count == 1, "\(broken.stderr)")
    let line = broken.errorLines.first ?? ""
    #expect(
      line.hasPrefix(
        "error: script \(script.path.quoted) fails on ios compact: expected screen.feed to be "
          + "visible; visible now: screen.article.3, "), "\(line)")
    #expect(line.hasSuffix("; fix the script, or give its header '# exit: 1' if it must fail"))
    let expected = try shell.run(["coverage", "--depth", "2"] + device + [declared.path])
    #expect(expected.status == 0, "\(expected.transcript)")
  }
}
