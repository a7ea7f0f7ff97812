import Foundation
import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// A navigation bug from a public tracker, planted in a double of the product (issue 72, item 6):
/// where it was reported, what the user saw, and the rule the default walk reports it under.
struct RealBug: Sendable, CustomTestStringConvertible {
  /// The report: `owner/repository#number`.
  let source: String
  /// Other reports of the same fault, which the same double reproduces.
  var alsoFinds: [String] = []
  /// The rule the walk names.
  let rule: String
  /// How many moves deep the walk looks: the fewest that reach the fault.
  var depth = 3
  var signedIn = false
  /// The platform and width the walk runs on.
  var device = Device.iPhone
  /// A fresh double with the fault, on its splash screen.
  let make: @MainActor @Sendable () -> any Explorable

  var testDescription: String { "\(source) breaks '\(rule)'" }

  /// Every real bug planted, in the order of Tests/RealBugCorpus.md's table.
  static let corpus: [RealBug] = [
    RealBug(source: "react-navigation/react-navigation#10457", rule: "landing", depth: 2) {
      NewIDLinkIgnoringApp()
    },
    RealBug(source: "hmlongco/Navigator#23", rule: "landing", depth: 2) {
      RootLinkIgnoringApp()
    },
    RealBug(source: "hmlongco/Navigator#23 (pushed on top)", rule: "landing", depth: 2) {
      LinkStackingApp()
    },
    RealBug(
      source: "react-navigation/react-navigation#2913",
      alsoFinds: ["react-navigation/react-navigation#1477"], rule: "landing", depth: 2
    ) { DuplicatePushingLinkApp() },
    RealBug(
      source: "react-navigation/react-navigation#3840",
      alsoFinds: ["react-navigation/react-navigation#2904"], rule: "landing", depth: 2,
      signedIn: true
    ) { ParentRepeatingLinkApp() },
    RealBug(
      source: "flutter/flutter#106204", alsoFinds: ["BrightID/BrightID#461"], rule: "links",
      depth: 1
    ) { InitialLocationLinkIgnoringApp() },
    RealBug(
      source: "home-assistant/iOS#5284", alsoFinds: ["expo/expo#35073"], rule: "landing"
    ) { LinkBehindSheetApp() },
    RealBug(source: "react-navigation/react-navigation#6457", rule: "landing", depth: 2) {
      LinkUnderCommentsApp()
    },
    RealBug(source: "flutter/flutter#172892", rule: "landing", depth: 2) {
      ForegroundGatedLinkDroppingApp()
    },
    RealBug(
      source: "android/architecture-components-samples#1003", rule: "isolation", depth: 1
    ) { LinkAlsoPushingFirstTabApp() },
    RealBug(source: "flutter/flutter#117431", rule: "links", depth: 1) { StaleLinkApp() },
    RealBug(source: "flutter/flutter#120371", rule: "resume", depth: 2) {
      SignInToInitialLocationApp()
    },
    RealBug(source: "flutter/flutter#132952", rule: "isolation", depth: 4) {
      AccountSignInToFeedApp()
    },
    RealBug(source: "flutter/flutter#142210", rule: "coherence", depth: 3) {
      BackLeavingLoginApp()
    },
    RealBug(source: "flutter/flutter#128166", rule: "coherence", depth: 1, signedIn: true) {
      BackToLoginApp()
    },
    RealBug(source: "flutter/flutter#106166", rule: "coherence", depth: 2, signedIn: true) {
      BackRefusedAfterSignInApp()
    },
    RealBug(source: "flutter/flutter#99111", rule: "coherence", depth: 3, signedIn: true) {
      RedirectedPairPoppingApp()
    },
    RealBug(source: "flutter/flutter#132229", rule: "coherence", depth: 4, signedIn: true) {
      RepeatedPagesPoppingApp()
    },
    RealBug(source: "flutter/flutter#142678", rule: "coherence", depth: 3, signedIn: true) {
      TwoDeepBackEmptyingApp()
    },
    RealBug(source: "react-navigation/react-navigation#3156", rule: "coherence") {
      StutteringBackApp()
    },
    RealBug(
      source: "johnpatrickmorgan/FlowStacks#64", rule: "dismissal"
    ) { ReportSwipePoppingApp() },
    RealBug(source: "johnpatrickmorgan/FlowStacks#50", rule: "dismissal", depth: 2) {
      NothingPresentedDismissingApp()
    },
    RealBug(
      source: "react-navigation/react-navigation#8103",
      alsoFinds: ["react-navigation/react-navigation#9276"], rule: "dismissal", depth: 2
    ) { LinkedCommentsStuckApp() },
    RealBug(source: "pointfreeco/swift-composable-architecture#3820", rule: "controls", depth: 2) {
      CommentsCloseIgnoringApp()
    },
    RealBug(source: "react-navigation/react-navigation#8583", rule: "coherence", depth: 2) {
      ReselectIgnoringApp()
    },
    RealBug(
      source: "android/architecture-components-samples#977", rule: "coherence", signedIn: true
    ) { ReselectPoppingOneApp() },
    RealBug(
      source: "react-navigation/react-navigation#9424", alsoFinds: ["flutter/flutter#190914"],
      rule: "coherence", depth: 2
    ) { TabPressPoppingPreviousApp() },
    RealBug(
      source: "android/codelab-android-navigation#53", alsoFinds: ["flutter/flutter#111991"],
      rule: "coherence"
    ) { TabSwitchRecreatingApp() },
    RealBug(source: "flutter/flutter#149351", rule: "presentation", depth: 2, signedIn: true) {
      TabBarDroppingApp()
    },
    RealBug(source: "brave/brave-ios#736", rule: "restoration", depth: 1) {
      RestoreSelectingLastTabApp()
    },
    RealBug(
      source: "Milad-Akarie/auto_route_library#2253", rule: "restoration", depth: 2,
      signedIn: true
    ) { RestoreKeepingTopApp() },
    RealBug(source: "divadretlaw/CustomAlert#18", rule: "alerts", depth: 4, signedIn: true) {
      DialogGuardingApp()
    },
  ]

  /// Reports counted missed whose fault is planted, which the default walk does not report.
  ///
  /// Each double misbehaves as its report says (`eachMissedPlantMisbehavesAsItsReportSays`),
  /// and the walk, to the depth its script needs, reports nothing. One the walk reports moves
  /// to `corpus` and the table.
  static let missed: [RealBug] = [
    RealBug(
      source: "pointfreeco/swift-composable-architecture#3433",
      alsoFinds: ["pointfreeco/swift-composable-architecture#3435"], rule: "none", depth: 4
    ) { StaleOptionsApp() },
    RealBug(source: "pointfreeco/swift-composable-architecture#2461", rule: "none", depth: 6) {
      StaleDiscardAlertApp()
    },
  ]
}

/// The real-bug corpus: each bug reported by its rule with a script that replays, and the
/// table in Tests/RealBugCorpus.md held to the plants.
@MainActor
@Suite("Real-bug corpus: reports from public trackers, planted and found")
struct RealBugCorpusTests {
  @Test func theTableListsEveryPlantAndEveryReportReadWithItsRatio() throws {
    let table = try CorpusTable.read()
    let corpus = RealBug.corpus
    #expect(corpus.count >= 20)
    #expect(table.planted.map(\.source) == corpus.map(\.source))
    for (row, plant) in zip(table.planted, corpus) {
      #expect(row.rule == plant.rule, "\(plant.source)")
      #expect(row.double == "`\(String(describing: type(of: plant.make())))`", "\(plant.source)")
    }
    let found = Set(corpus.flatMap { [$0.source] + $0.alsoFinds }.map(CorpusTable.report))
    #expect(Set(table.read.filter { $0.verdict == "found" }.map(\.source)) == found)
    let verdicts = ["found", "excluded", "missed"]
    #expect(table.read.allSatisfy { verdicts.contains($0.verdict) })
    #expect(Set(table.read.map(\.source)).count == table.read.count, "a report listed twice")
    let counts = verdicts.map { verdict in table.read.filter { $0.verdict == verdict }.count }
    #expect(table.ratio == counts, "the ratio line")
  }

  @Test(.enabled(if: Walks.heavy), arguments: RealBug.corpus)
  func eachBugIsReportedByItsRuleWithTheScriptTheTableShowsAndTheScriptReplays(
    _ plant: RealBug
  ) throws {
    let report = Explorer.explore(
      plant.make(), depth: plant.depth, signedIn: plant.signedIn, devices: [plant.device])
    let violation = try #require(report.violation, "the walk finds nothing")
    #expect(violation.rule == plant.rule, "\(violation.detail)")
    #expect(violation.device == plant.device)
    let row = try #require(try CorpusTable.read().planted.first { $0.source == plant.source })
    let script =
      violation.script.isEmpty
      ? "none: the first state" : violation.script.map { "`\($0)`" }.joined(separator: ", ")
    #expect(row.script == script, "the table's script; the walk printed: \(script)")

    let replayed = try replayPrintedScript(violation.replay, on: plant.make(), device: plant.device)
    #expect(replayed?.rule == plant.rule, "\(String(describing: replayed))")
    #expect(replayed?.detail == violation.detail)
  }

  @Test func eachMissedPlantMisbehavesAsItsReportSays() throws {
    let options = StaleOptionsApp()
    options.finishLaunch()
    try options.tap("row.article.1")
    try options.tap("button.options")
    try options.dismiss()
    try options.tap("button.options")
    #expect(options.visible.screen.id == "screen.article.1", "the options show again")

    let alert = StaleDiscardAlertApp()
    alert.finishLaunch()
    try alert.tap("row.article.1")
    try alert.tap("button.report")
    try alert.type("Spam", into: "field.report")
    try alert.tap("button.cancel")
    try alert.tap("button.keep")
    try alert.tap("button.send")
    #expect(alert.isAskingToDiscard, "button.send sent the report: the plant does not misbehave")
    let read = try CorpusTable.read().read
    for plant in RealBug.missed {
      #expect(
        read.first { $0.source == plant.source }?.verdict == "missed", "\(plant.source)")
    }
  }

  @Test(.enabled(if: Walks.heavy), arguments: RealBug.missed)
  func eachMissedPlantPassesTheDefaultWalk(_ plant: RealBug) {
    let report = Explorer.explore(
      plant.make(), depth: plant.depth, signedIn: plant.signedIn, devices: [plant.device])
    #expect(
      report.violation == nil,
      "the walk reports it: move it to the corpus, \(String(describing: report.violation))")
  }
}

/// Tests/RealBugCorpus.md, read: its table of plants, its list of every report read, and the
/// ratio it states.
struct CorpusTable {
  struct Planted {
    let source: String
    let double: String
    let rule: String
    let script: String
  }

  struct Read {
    let source: String
    let verdict: String
  }

  var planted: [Planted] = []
  var read: [Read] = []
  /// found, excluded, missed, as the line `Ratio found : excluded : missed = F : E : M` says.
  var ratio: [Int] = []

  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("RealBugCorpus.md")

  /// A report's source as the list of reports names it: its repository and number.
  static func report(_ source: String) -> String {
    String(source.prefix { $0 != " " })
  }

  static func read() throws -> CorpusTable {
    let text = try String(contentsOf: file, encoding: .utf8)
    var table = CorpusTable()
    var section = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      if line.hasPrefix("Ratio found : excluded : missed = ") {
        table.ratio =
          line.split(separator: "=").last?.split(separator: ":").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
          } ?? []
      }
      guard line.hasPrefix("| "), !line.hasPrefix("| source"), !line.hasPrefix("|---") else {
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      if section == "Planted", cells.count == 5 {
        table.planted.append(
          Planted(source: cells[0], double: cells[2], rule: cells[3], script: cells[4]))
      } else if section == "Every report read", cells.count == 3 {
        table.read.append(Read(source: cells[0], verdict: cells[1]))
      }
    }
    return table
  }
}
