import Testing

@testable import navlab_shell

@Suite struct CompletionTests {
  /// Commands for nil; identifiers for `tap` and `expect`; nothing otherwise.
  static func provider(_ command: String?) -> [String] {
    switch command {
    case nil: return CommandSpec.names
    case "tap"?: return ["login", "logout", "settings", "login"]
    case "expect"?: return ["login", "title"]
    default: return []
    }
  }

  /// Completes `line` with the test provider.
  static func complete(_ line: String) -> CompletionResult {
    Completion.complete(line, provider: provider)
  }

  @Test func emptyLineOffersEveryCommand() {
    let result = Self.complete("")
    #expect(result.candidates == CommandSpec.names.sorted())
    #expect(result.insertion == "")
  }

  @Test func uniqueCommandPrefixCompletesWithATrailingSpace() {
    let result = Self.complete("sh")
    #expect(result.candidates == ["show"])
    #expect(result.word == "sh")
    #expect(result.insertion == "ow ")
  }

  @Test func ambiguousCommandPrefixListsCandidatesAndInsertsNothingNew() {
    let result = Self.complete("t")
    #expect(result.candidates == ["tab", "tap", "type"])
    #expect(result.commonPrefix == "t")
    #expect(result.insertion == "")
  }

  @Test func commonPrefixLongerThanTheWordIsInserted() {
    let result = Self.complete("tap lo")
    #expect(result.candidates == ["login", "logout"])
    #expect(result.commonPrefix == "log")
    #expect(result.insertion == "g")
  }

  @Test func firstArgumentCompletesFromTheCommandsCandidatesWithoutDuplicates() {
    #expect(Self.complete("tap ").candidates == ["login", "logout", "settings"])
    #expect(Self.complete("  tap   se").insertion == "ttings ")
  }

  @Test func unknownPrefixHasNoCandidates() {
    let result = Self.complete("xyz")
    #expect(result.candidates.isEmpty)
    #expect(result.commonPrefix == "xyz")
    #expect(result.insertion == "")
  }

  @Test func commandWithoutArgumentsHasNoCandidates() {
    #expect(Self.complete("back ").candidates.isEmpty)
  }

  @Test func wordsAfterTheFirstArgumentDoNotComplete() {
    #expect(Self.complete("tap login l").candidates.isEmpty)
  }

  @Test func expectOffersNotAlongsideIdentifiers() {
    #expect(Self.complete("expect ").candidates == ["login", "not", "title"])
    #expect(Self.complete("expect n").insertion == "ot ")
  }

  @Test func expectNotCompletesAnIdentifier() {
    #expect(Self.complete("expect not ").candidates == ["login", "title"])
    #expect(Self.complete("expect not ti").insertion == "tle ")
    #expect(Self.complete("tap not ").candidates.isEmpty)
  }

  @Test func providerIsAskedForTheCommandBeingCompleted() {
    var asked: [String?] = []
    _ = Completion.complete("open x") { command in
      asked.append(command)
      return []
    }
    #expect(asked == ["open"])
  }

  @Test(arguments: [
    ([String](), ""), (["abc"], "abc"), (["abc", "axc"], "a"),
    (["login", "logout", "log"], "log"), (["中文", "中国"], "中"), (["x", "y"], ""),
  ])
  func longestCommonPrefixStopsAtTheFirstDifference(_ words: [String], _ prefix: String) {
    #expect(Completion.longestCommonPrefix(words) == prefix)
  }
}
