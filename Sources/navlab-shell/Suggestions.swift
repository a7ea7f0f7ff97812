extension Collection<String> {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  ///
  /// Close enough is one edit for a candidate of up to 5 letters, two up to 8, three beyond. A
  /// letter is a `Character`; the first of equally close candidates wins.
  ///
  /// - Complexity: O(*n* × *m*²) for *n* candidates of about *m* letters. A word over 200
  ///   letters gets no suggestion, and only its first 201 are read, so a long pasted line
  ///   answers at once; a candidate whose length differs by more than the edits still worth
  ///   counting, or that lacks more of the word's letters than that, is not compared.
  func closest(to word: String) -> String? {
    guard allSatisfy({ isOneByteALetter($0.utf8) }) else {
      if let prefixed = differingByAPrefix(from: word) { return prefixed }
      return nearest(to: Array(word.prefix(201)), length: { $0.count })
    }
    // Every candidate's letters are single bytes, as identifiers and command words are, so the
    // word is read as bytes too, each of its letters as the byte of the candidates' letter it
    // equals (see ``oneByte(equalTo:)``): the same suffixes, prefixes and distances are found
    // as between the letters, and comparing bytes is many times cheaper. A word of ASCII with
    // no CR LF pair, what is typed nearly always, is its bytes. A word of 201 letters or more
    // gets no suggestion either way.
    let letters =
      isOneByteALetter(word.utf8.prefix(201))
      ? Array(word.utf8.prefix(201)) : word.prefix(201).map(oneByte(equalTo:))
    if !word.isEmpty, word.utf8.count <= 200,
      let prefixed = differingByAPrefix(fromBytes: letters)
    {
      return prefixed
    }
    return nearest(to: letters, length: { $0.utf8.count })
  }

  /// The candidate nearest to `letters`, if it is close enough (see ``closest(to:)``); each
  /// candidate is measured by `length`, and read as letters only when it may be nearer than
  /// the nearest so far.
  ///
  /// Each candidate is compared only as far as it could still change the answer: the first of
  /// equals wins and no more than `mostEditsAccepted` edits is accepted, so a candidate counts
  /// only when under both the nearest so far and that limit. Its length, and for bytes the
  /// word's bytes it lacks, each bound its distance from below without reading it as letters.
  private func nearest<Letter: EditLetter>(
    to letters: [Letter], length: (String) -> Int
  ) -> String? {
    guard !letters.isEmpty, letters.count <= 200 else { return nil }
    var best: (candidate: String, count: Int, distance: Int)?
    var rows = EditRows()
    var tally = Letter.tally(letters)
    for candidate in self {
      // Only a distance under the nearest so far, and no more than accepted, changes the
      // answer; a distance of 0 is the word itself, which nothing beats.
      let bound = Swift.min(mostEditsAccepted, (best?.distance ?? mostEditsAccepted + 1) - 1)
      guard bound >= 0 else { break }
      guard abs(length(candidate) - letters.count) <= bound,
        Letter.lacking(&tally, in: candidate) <= bound
      else { continue }
      let other = Letter.letters(of: candidate)
      let distance = editDistance(letters, other, atMost: bound, rows: &rows)
      if distance <= bound { best = (candidate, other.count, distance) }
    }
    guard let best else { return nil }
    let accepted = Swift.max(1, Swift.min(mostEditsAccepted, best.count / 3))
    return best.distance <= accepted ? best.candidate : nil
  }

  /// The first candidate that is `word` with a kind's prefix added or taken away.
  ///
  /// So `row.article.3` for `article.3`, `tab.settings` for `settings`, `settings` for
  /// `tab.settings`. A prefix is one word and its dot, so `screen.article.3` is no near miss
  /// of `3`.
  ///
  /// - Complexity: O(*n* × *m*) for *n* candidates of about *m* letters.
  private func differingByAPrefix(from word: String) -> String? {
    func isOnePrefix(_ extra: Substring) -> Bool {
      extra.count > 1 && extra.hasSuffix(".") && !extra.dropLast().contains(".")
    }
    guard !word.isEmpty, word.utf8.count <= 200 else { return nil }
    // Counted once: counting letters walks the whole word, and this ran for every candidate.
    let count = word.count
    // A candidate of no more bytes than the word has letters has no more letters: it is not
    // counted.
    return first {
      $0.utf8.count > count && $0.count > count && $0.hasSuffix(word)
        && isOnePrefix($0.dropLast(count))
    }
      ?? first {
        count > $0.count && word.hasSuffix($0) && isOnePrefix(word.dropLast($0.count))
      }
  }

  /// ``differingByAPrefix(from:)`` for candidates whose every letter is one byte, and a word
  /// read as such letters (see ``closest(to:)``): the candidates' bytes read in place, with no
  /// copy.
  private func differingByAPrefix(fromBytes word: [UInt8]) -> String? {
    for candidate in self where hasOnePrefix(candidate.utf8, before: word) {
      return candidate
    }
    for candidate in self where hasOnePrefix(word, before: candidate.utf8) {
      return candidate
    }
    return nil
  }

  /// The identifiers, with runs like `row.article.1`…`row.article.10` folded into one.
  var folded: String {
    var parts: [String] = []
    var run: (prefix: String, first: Int, last: Int)?
    func flush() {
      guard let current = run else { return }
      parts.append(
        current.first == current.last
          ? current.prefix + "\(current.first)"
          : current.prefix + "\(current.first)…\(current.last)")
      run = nil
    }
    for id in self {
      let digits = trailingDigitCount(id)
      let prefix = String(id.dropLast(digits))
      if digits > 0, let number = Int(id.suffix(digits)) {
        if let current = run, current.prefix == prefix, current.last + 1 == number {
          run = (prefix, current.first, number)
          continue
        }
        flush()
        run = (prefix, number, number)
      } else {
        flush()
        parts.append(id)
      }
    }
    flush()
    return parts.joined(separator: ", ")
  }
}

/// How many ASCII digits, as `Character`s, end `id`.
///
/// An ASCII identifier, which every element's is, is read byte by byte, as each byte is one
/// `Character` there; other text, a `Character` at a time through the Unicode tables.
private func trailingDigitCount(_ id: String) -> Int {
  let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  if id.isASCII {
    return id.utf8.reversed().prefix(while: isDigit).count
  }
  return id.reversed().prefix { $0.isASCII && $0.isNumber }.count
}

/// The three rows of ``editDistance(_:_:atMost:rows:)``, kept from one candidate to the next so that
/// comparing a word with every candidate allocates them once.
private struct EditRows {
  var beforePrevious: [Int] = []
  var previous: [Int] = []
  var current: [Int] = []
}

/// The most edits ``Swift/Collection/closest(to:)`` accepts; any more are too many, however many.
private let mostEditsAccepted = 3

/// The edit distance between two words: each insertion, deletion, substitution or swap of
/// neighbours is one edit (the optimal string alignment distance), or `bound + 1` when it is
/// more than `bound`.
///
/// Past the bound the distances are not worked out: the caller reads a distance only when it
/// is within it. A garbage word, most fuzzed and mistyped ones, leaves the bound after a few
/// letters rather than running every row.
///
/// - Complexity: O(*m* × *n*) time, O(*n*) space, for words of *m* and *n* letters.
private func editDistance<Letter: Equatable>(
  _ a: [Letter], _ b: [Letter], atMost bound: Int, rows: inout EditRows
) -> Int {
  let tooFar = bound + 1
  guard !a.isEmpty, !b.isEmpty else { return Swift.min(tooFar, Swift.max(a.count, b.count)) }
  // Three rows taking turns: the one before the previous (for swaps), the previous, the current.
  rows.beforePrevious.removeAll(keepingCapacity: true)
  rows.beforePrevious.append(contentsOf: repeatElement(0, count: b.count + 1))
  rows.previous.removeAll(keepingCapacity: true)
  rows.previous.append(contentsOf: 0...b.count)
  rows.current.removeAll(keepingCapacity: true)
  rows.current.append(contentsOf: repeatElement(0, count: b.count + 1))
  var (beforePrevious, previous, current) = (rows.beforePrevious, rows.previous, rows.current)
  rows = EditRows()
  defer { rows = EditRows(beforePrevious: beforePrevious, previous: previous, current: current) }
  // The smallest value in the row before the previous one: a swap reaches back that far.
  var previousLeast = 0
  for i in 1...a.count {
    current[0] = i
    var least = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
      }
      least = Swift.min(least, current[j])
    }
    // Each value is at least the least of the row before or one more than the least of the
    // row before that: with this row at `tooFar` or more and the one before at `tooFar - 1` or
    // more, no later row, and so not the distance, comes under `tooFar`.
    if least >= tooFar, previousLeast >= tooFar - 1 {
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
      return tooFar
    }
    previousLeast = least
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return Swift.min(tooFar, previous[b.count])
}

/// A letter as ``Swift/Collection/closest(to:)`` compares words: a byte, when every letter of
/// the candidates is one, or a `Character`.
private protocol EditLetter: Equatable {
  /// What ``lacking(_:in:)`` needs to know of the word.
  associatedtype Tally
  /// The word's letters counted, once a word.
  static func tally(_ word: [Self]) -> Tally
  /// A number of edits the candidate is at least away from the word, read without reading it
  /// as letters; 0 when nothing cheaper than the distance tells. `word` is as it was after.
  static func lacking(_ word: inout Tally, in candidate: String) -> Int
  /// The candidate as letters.
  static func letters(of candidate: String) -> [Self]
}

extension UInt8: EditLetter {
  fileprivate static func tally(_ word: [UInt8]) -> ByteTally {
    // A word of at most 200 letters (``Swift/Collection/closest(to:)``): no count overflows.
    var counts = [UInt8](repeating: 0, count: 256)
    for byte in word { counts[Int(byte)] &+= 1 }
    return ByteTally(counts: counts, left: counts)
  }

  /// How many of the candidate's bytes, counted with repeats, the word does not have.
  ///
  /// No fewer edits turn the candidate into the word, since an insertion or a swap gives it
  /// none of them and a deletion or a substitution takes away at most one. Most fuzzed and
  /// mistyped words share few bytes with a candidate, and counting shows it sooner than the
  /// distance.
  fileprivate static func lacking(_ word: inout ByteTally, in candidate: String) -> Int {
    var lacking = 0
    for byte in candidate.utf8 {
      if word.left[Int(byte)] > 0 { word.left[Int(byte)] -= 1 } else { lacking += 1 }
    }
    // Given back: each byte was taken as often as both have it, and is put back as often, no
    // more than the word has, so the next candidate is counted against the whole word with no
    // copy of the counts made.
    for byte in candidate.utf8 where word.left[Int(byte)] < word.counts[Int(byte)] {
      word.left[Int(byte)] += 1
    }
    return lacking
  }

  static func letters(of candidate: String) -> [UInt8] { Array(candidate.utf8) }
}

extension Character: EditLetter {
  static func tally(_ word: [Character]) {}
  static func lacking(_ word: inout Void, in candidate: String) -> Int { 0 }
  static func letters(of candidate: String) -> [Character] { Array(candidate) }
}

/// Whether every `Character` of `bytes` is one byte, each equal only to itself.
///
/// So ASCII with no CR LF pair, the one pair of ASCII bytes that is a single `Character`.
private func isOneByteALetter(_ bytes: some Collection<UInt8>) -> Bool {
  var previous: UInt8 = 0
  for byte in bytes {
    guard byte < 0x80, !(previous == 0x0D && byte == 0x0A) else { return false }
    previous = byte
  }
  return true
}

/// The byte of the one-byte letter that `letter` equals, or 0xFF, which is none of them.
///
/// A letter of several bytes may still equal one: `Character` compares by canonical
/// equivalence, so U+212A KELVIN SIGN equals `K`; ``oneByteLetters`` knows which.
private func oneByte(equalTo letter: Character) -> UInt8 {
  if letter.utf8.count == 1, let byte = letter.utf8.first { return byte }
  return oneByteLetters[letter] ?? 0xFF
}

/// Every letter of one byte, ASCII's, keyed by itself: looked up by a `Character`'s hash and
/// equality, it finds the one equal to any letter.
private let oneByteLetters = [Character: UInt8](
  uniqueKeysWithValues: (0..<0x80).map { (Character(Unicode.Scalar(UInt8($0))), UInt8($0)) })

/// Whether the bytes `text` are `tail` with one prefix before them: a word and its dot, such as
/// `row.` before `article.3`.
///
/// The bytes are read in place, a candidate's as its `utf8` view: `Span` would say the same but
/// needs macOS 26 and iOS 26, past the package's platforms.
private func hasOnePrefix(
  _ text: some BidirectionalCollection<UInt8>, before tail: some BidirectionalCollection<UInt8>
) -> Bool {
  let extra = text.count - tail.count
  guard extra > 1 else { return false }
  let dot = text.index(text.startIndex, offsetBy: extra - 1)
  guard text[dot] == UInt8(ascii: ".") else { return false }
  // From the end, where a candidate that is no near miss differs soonest.
  var (inText, inTail) = (text.endIndex, tail.endIndex)
  while inTail != tail.startIndex {
    text.formIndex(before: &inText)
    tail.formIndex(before: &inTail)
    guard text[inText] == tail[inTail] else { return false }
  }
  return !text[..<dot].contains(UInt8(ascii: "."))
}

/// "; did you mean 'x'?" when there is a likely typo to name, else `otherwise`.
func hint(_ suggestion: String?, otherwise: String) -> String {
  suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
}

/// A word's bytes counted, for ``Swift/UInt8/lacking(_:in:)``: `counts` as the word has them,
/// `left` what a candidate has not yet taken of them.
private struct ByteTally {
  var counts: [UInt8]
  var left: [UInt8]
}
