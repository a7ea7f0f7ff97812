import Testing

@testable import navlab_shell

/// `closest(to:)` and `folded` on lists of names and identifiers.
@Suite("Suggestions")
struct SuggestionTests {
  static let feedIDs =
    ["screen.feed"] + (1...10).map { "row.article.\($0)" } + ["tab.feed", "tab.settings"]

  @Test(arguments: [
    ("tpa", "tap"),
    ("shwo", "show"),
    ("sho", "show"),
    ("dismis", "dismiss"),
    ("tap", "tap"),
  ])
  func closestCommandForATypo(_ word: String, _ expected: String) {
    #expect(CommandSpec.names.closest(to: word) == expected)
  }

  @Test(arguments: [
    ("row.article.77", "row.article.7"),
    ("row.articel.3", "row.article.3"),
    ("screen.fed", "screen.feed"),
    ("tab.setting", "tab.settings"),
  ])
  func closestIdentifierForATypo(_ word: String, _ expected: String) {
    #expect(Self.feedIDs.closest(to: word) == expected)
  }

  @Test(arguments: [
    "", "xyzzy", "button.author", String(repeating: "t", count: 201),
    String(repeating: "row.article.", count: 342),
  ])
  func noSuggestionWhenNothingIsClose(_ word: String) {
    #expect(Self.feedIDs.closest(to: word) == nil)
  }

  @Test(arguments: [
    ("article.3", "row.article.3"),
    ("settings", "tab.settings"),
    ("share", "button.share"),
  ])
  func aMissingPrefixIsSuggested(_ word: String, _ expected: String) {
    let tappable =
      (1...10).map { "row.article.\($0)" } + ["button.share", "tab.feed", "tab.settings"]
    #expect(tappable.closest(to: word) == expected)
  }

  @Test func anExtraPrefixIsSuggested() {
    #expect(["feed", "settings"].closest(to: "tab.settings") == "settings")
    #expect(["feed", "settings"].closest(to: "screen.tab.settings") == nil)
  }

  @Test func anEmptyTappableListIsNeverPrinted() {
    let error = CommandError.noElement("button.x", screen: "screen.splash", tappable: [])
    #expect(
      "\(error)" == "no element button.x on screen.splash; nothing can be tapped here; 'back' or "
        + "'dismiss' leaves")
  }

  @Test func noSuggestionFromNoCandidates() {
    #expect([String]().closest(to: "tap") == nil)
  }

  @Test func shortWordsAllowOnlyOneEdit() {
    #expect(["tab"].closest(to: "tb") == "tab")
    #expect(["tab"].closest(to: "t") == nil)
  }

  @Test(arguments: [
    (["tab", "tap"], "ta", "tab"),  // the first of equally close candidates wins
    (["show"], "sh\u{F6}w", "show"),  // a letter outside ASCII is one edit
    (["tap"], "t\r\np", "tap"),  // "\r\n" is one letter
    (["e\u{301}"], "\u{E9}", "e\u{301}"),  // one letter, however it is composed
    (["tap", "tab"], "atp", "tap"),  // a swap of neighbours is one edit
    (["dismiss"], "dimsis", "dismiss"),  // a swap and a deletion: two edits
  ])
  func closestKeepsItsRules(_ candidates: [String], _ word: String, _ expected: String) {
    #expect(candidates.closest(to: word) == expected)
  }

  @Test func firstClosestCandidateDecidesEvenWhenItIsTooShortToBeAccepted() {
    // Both are 2 edits away; a word of 4 letters accepts only 1, one of 8 accepts 2.
    #expect(["abcd", "abcdxyzz"].closest(to: "abcdxy") == nil)
    #expect(["abcdxyzz", "abcd"].closest(to: "abcdxy") == "abcdxyzz")
  }

  @Test func foldsARunOfNumberedIdentifiers() {
    #expect(Self.feedIDs.folded == "screen.feed, row.article.1…10, tab.feed, tab.settings")
  }

  @Test(arguments: [
    ([], ""),
    (["row.article.7"], "row.article.7"),
    (["row.article.1", "row.article.2"], "row.article.1…2"),
    (["row.article.1", "row.article.3", "row.article.4"], "row.article.1, row.article.3…4"),
    (["row.article.2", "row.article.1"], "row.article.2, row.article.1"),
    (["row.article.1", "row.author.2"], "row.article.1, row.author.2"),
    (
      ["text.name", "row.article.1", "row.article.4", "row.article.7", "row.article.10"],
      "text.name, row.article.1, row.article.4, row.article.7, row.article.10"
    ),
    (["7", "8", "9"], "7…9"),
    (["row.99999999999999999999", "row.1"], "row.99999999999999999999, row.1"),
    // Not ASCII: read a `Character` at a time, and a digit with a mark on it is no digit.
    (["café.1", "café.2"], "café.1…2"),
    (["row.1\u{301}", "row.2"], "row.1\u{301}, row.2"),
    // U+0600 joins the `1` after it into one `Character`: only the `2` and `3` are digits,
    // where reading bytes would find `12` and `13`.
    (["x\u{600}12", "x\u{600}13"], "x\u{600}12…3"),
  ])
  func foldingKeepsOrderAndOnlyJoinsConsecutiveNumbers(_ ids: [String], _ folded: String) {
    #expect(ids.folded == folded)
  }

  /// The byte-by-byte reading of printable ASCII, with candidates skipped by length, answers as
  /// reading letter by letter does: checked against the letter-by-letter reading, written here,
  /// over every deletion, swap, doubling and substitution of every command and identifier, and
  /// words with letters that are not ASCII.
  @Test func closestAnswersAsReadingLetterByLetter() {
    let lists = [
      CommandSpec.names, Self.feedIDs, ["café", "cafe", "e\u{301}t", "tab"],
      ["OK", "row.OK", "a;b", "tab"],
    ]
    for list in lists {
      var words = [
        "", "é", "tab.e\u{301}", "cafe\u{301}", "\r\n", "a\r\nb", "ta\u{7}p", "\rtap", "ta\tb",
        "show\r", "\u{1B}[0m",
        // Words no candidate is near, which stop being compared once past any accepted distance.
        "zzzzzzzzzz", "qwertyuiop", "wodniw", "hsowx", "row.elcitra.1", "tab.sgnittes",
        // Words with every letter of a candidate in another order, which no count of letters
        // tells from it.
        "pat", "owhs", "hwos", "kcab", "row.1.article", "settings.tab",
        // Letters of several bytes equal to one of one byte: KELVIN SIGN is `K`, GREEK QUESTION
        // MARK `;`.
        "O\u{212A}", "\u{212A}", "row.O\u{212A}", "x.O\u{212A}", "a\u{37E}b", "x.a\u{37E}b",
      ]
      for name in list {
        let letters = Array(name)
        for index in letters.indices {
          var dropped = letters
          dropped.remove(at: index)
          words.append(String(dropped))
          words.append(String(letters[..<index] + [letters[index]] + letters[index...]))
          words.append(String(letters[..<index] + ["x"] + letters[(index + 1)...]))
          words.append(String(letters[..<index] + ["é"] + letters[(index + 1)...]))
          if index + 1 < letters.count {
            var swapped = letters
            swapped.swapAt(index, index + 1)
            words.append(String(swapped))
          }
        }
      }
      for word in words {
        #expect(list.closest(to: word) == Self.closestLetterByLetter(in: list, to: word), "\(word)")
      }
    }
  }

  /// `closest(to:)` as it was written first, a `Character` at a time, without the prefix rule.
  private static func closestLetterByLetter(in list: [String], to word: String) -> String? {
    if let prefixed = prefixMiss(in: list, of: word) { return prefixed }
    let letters = Array(word.prefix(201))
    guard !letters.isEmpty, letters.count <= 200 else { return nil }
    var best: (candidate: String, count: Int, distance: Int)?
    for candidate in list {
      let other = Array(candidate)
      guard abs(other.count - letters.count) <= 3 else { continue }
      var rows = [Array(repeating: 0, count: other.count + 1), Array(0...other.count)]
      for i in 1...letters.count {
        var current = [i] + Array(repeating: 0, count: other.count)
        for j in 1...other.count {
          let substitution = rows[1][j - 1] + (letters[i - 1] == other[j - 1] ? 0 : 1)
          current[j] = min(rows[1][j] + 1, current[j - 1] + 1, substitution)
          if i > 1, j > 1, letters[i - 1] == other[j - 2], letters[i - 2] == other[j - 1] {
            current[j] = min(current[j], rows[0][j - 2] + 1)
          }
        }
        rows = [rows[1], current]
      }
      let distance = rows[1][other.count]
      if distance < best?.distance ?? .max { best = (candidate, other.count, distance) }
    }
    guard let best else { return nil }
    return best.distance <= max(1, min(3, best.count / 3)) ? best.candidate : nil
  }

  /// The prefix rule, as `closest(to:)` states it.
  private static func prefixMiss(in list: [String], of word: String) -> String? {
    func isOnePrefix(_ extra: Substring) -> Bool {
      extra.count > 1 && extra.hasSuffix(".") && !extra.dropLast().contains(".")
    }
    guard !word.isEmpty, word.utf8.count <= 200 else { return nil }
    return list.first {
      $0.count > word.count && $0.hasSuffix(word) && isOnePrefix($0.dropLast(word.count))
    }
      ?? list.first {
        word.count > $0.count && word.hasSuffix($0) && isOnePrefix(word.dropLast($0.count))
      }
  }
}
