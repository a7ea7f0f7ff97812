import AppCoordinator
import Foundation
import LinkRouting
import Testing

@testable import AppExplorer
@testable import TestFlows
@testable import navlab_shell

/// `navlab-shell map`: the contract of an assembly, its file, and the sentences a change makes.
@MainActor
struct MapContractTests {
  /// The contract of an app assembled from `flows`, each launch walked `depth` actions deep on
  /// each device.
  private func contract(_ flows: [FlowRegistration], depth: Int = 3) throws -> NavigationContract {
    let app = try AppCoordinator(flows: flows)
    let contract = NavigationContract { launch, device in
      let explored = ExploredApp(app)
      explored.device = device
      return Explorer.map(explored, depth: depth, launches: [launch])
    }
    return try #require(contract)
  }

  @Test func openingAFlowToGuestsFailsTheCheckWithASentenceUntilAccepted() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = folder.appendingPathComponent("navigation-map.txt")

    let before = try contract([.tab(InboxCoordinator<CorrectInbox>.self)])
    try before.text.write(to: saved, atomically: true, encoding: .utf8)
    let read = try NavigationContract(parsing: String(contentsOf: saved, encoding: .utf8))
    #expect(read.differences(from: before).isEmpty)
    #expect(read == before)

    // The change: the Inbox opens its messages to guests.
    let after = try contract([.tab(InboxCoordinator<OpenInbox>.self)])
    let differences = after.differences(from: read)
    #expect(!differences.isEmpty)
    #expect(
      differences.contains {
        $0.hasPrefix(
          "screen.message.N no longer needs sign-in when row.message.N on screen.inbox leads to it"
        )
      }, "\(differences)")
    #expect(
      differences.contains {
        $0.hasPrefix(
          "row.message.N on screen.inbox now leads to screen.message.N (push) for a guest")
      }, "\(differences)")

    // Accepting writes the new map: the check then passes.
    try after.text.write(to: saved, atomically: true, encoding: .utf8)
    let accepted = try NavigationContract(parsing: String(contentsOf: saved, encoding: .utf8))
    #expect(after.differences(from: accepted).isEmpty)
  }

  @Test func aDifferenceIsWrittenAsTheSentencesAReviewerReads() throws {
    let old = try NavigationContract(
      parsing: """
        screen screen.feed (feed) @ guest, signed-in: every device
        screen screen.account (settings) @ signed-in: every device
        back from screen.account -> screen.feed: pop @ signed-in: every device
        move screen.article.N -> screen.photo.N: cover (button.photo) @ guest: ios compact
        """)
    let new = try NavigationContract(
      parsing: """
        screen screen.feed (feed) @ guest, signed-in: every device
        screen screen.account (settings) @ guest, signed-in: every device
        back from screen.account -> screen.settings: pop @ signed-in: every device
        move screen.article.N -> screen.photo.N: sheet (button.photo) @ guest: ios compact
        link navlab://account -> screen.account: link @ guest: every device
        """)
    let sentences = new.differences(from: old)
    #expect(
      sentences.contains(
        "a guest can now reach screen.account (by navlab://account) on every device"))
    #expect(
      sentences.contains(
        "back from screen.account now lands on screen.settings (was screen.feed) for a signed-in user on every device"
      ))
    #expect(
      sentences.contains(
        "button.photo on screen.article.N now leads to screen.photo.N (sheet, was cover) for a guest on ios compact"
      ))
    #expect(
      old.differences(from: new).contains(
        "screen.account is no longer reachable for a guest on every device"))
  }

  @Test func aLineThatIsNoFactIsRefusedWithItsNumber() {
    #expect(throws: ContractError.badLine(2, "screen screen.feed")) {
      try NavigationContract(parsing: "# header\nscreen screen.feed\n")
    }
  }

  @Test func theDrawingOfADifferenceColoursWhatWasAddedAndRemoved() throws {
    let old = try NavigationContract(
      parsing: "move screen.a -> screen.b: push (row.b) @ guest: every device\n")
    let new = try NavigationContract(
      parsing: "move screen.a -> screen.c: push (row.c) @ guest: every device\n")
    let dot = ContractDrawing(old: old, new: new).dot
    #expect(dot.contains("\"screen.a\" -> \"screen.c\" [label=\"push (row.c)\", color=green4"))
    #expect(dot.contains("\"screen.a\" -> \"screen.b\" [label=\"push (row.b)\", color=red3"))
  }

  @Test nonisolated func checkPathsSaysOfEachFieldPathWhetherTheAppStillAllowsIt() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-paths-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    ["screen.feed","screen.article.3","screen.author.101"]

    ["screen.feed","screen.author.101"]
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try ShellProcess().run(["map", "--check-paths", file.path, "--depth", "2"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(
      result.stdout == """
        allowed: ["screen.feed","screen.article.3","screen.author.101"]
        not allowed: ["screen.feed","screen.author.101"]: step 2, no move leads from \
        'screen.feed' to 'screen.author.101'; nearest: \
        ["screen.feed","screen.article.N","screen.author.101"]

        """)

    try "[\"screen.feed\"]\nscreen.feed\n".write(to: file, atomically: true, encoding: .utf8)
    let bad = try ShellProcess().run(["map", "--check-paths", file.path, "--depth", "1"])
    #expect(bad.status == 2)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.contains("line 2 is not a JSON array of screen ids: 'screen.feed'"))
  }

  @Test func anUnknownFormatNamesMapsOwnFormats() {
    let error = UsageError.unknownChoice(
      "format", "xml", suggestion: nil, choices: ["text", "dot"])
    #expect(throws: error) { try ShellOptions.parse(["map", "--format", "xml"]) }
    #expect("\(error)" == "unknown format 'xml'; formats are 'text' and 'dot'")
  }

  @Test func threeFormatsAreListedAsASentenceListsThem() {
    let error = UsageError.unknownChoice(
      "format", "yaml", suggestion: nil, choices: ["markdown", "json", "aasa"])
    #expect(throws: error) { try ShellOptions.parse(["links", "--format", "yaml"]) }
    #expect("\(error)" == "unknown format 'yaml'; formats are 'markdown', 'json' and 'aasa'")
  }

  @Test func mapDiffNeedsTwoFilesAndFilesNeedDiff() {
    #expect(throws: UsageError.mapDiffFiles(1)) { try ShellOptions.parse(["map", "--diff", "a"]) }
    #expect(throws: UsageError.mapOperandWithoutDiff("a")) { try ShellOptions.parse(["map", "a"]) }
  }
}
