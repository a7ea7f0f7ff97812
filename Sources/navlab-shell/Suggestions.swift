extension Collection<String> {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  ///
  /// Close enough is one edit for a candidate of up to 5 letters, two up to 8, three beyond. A
  /// letter is a `Character`; the first of equally close candidates wins.
  ///
  /// - Complexity: O(*n* × *m*²) for *n* candidates of about *m* letters. A word over 200
  ///   letters gets no suggestion, and only its first 201 letters are read, so a long pasted
  ///   line answers at once; a candidate whose length differs by more than 3 is more than 3
  ///   edits away, past any accepted distance, and is not compared.
  func closest(to word: String) -> String? {
    if let prefixed = differingByAPrefix(from: word) { return prefixed }
    // ASCII, what is typed nearly always, is compared byte by byte: there each byte is one
    // `Character` but in a CR LF pair, so the distances are the same, and comparing bytes is
    // many times cheaper than comparing letters. A word of 201 such bytes or more gets no
    // suggestion either way.
    let head = word.utf8.prefix(201)
    if isOneByteALetter(head), allSatisfy({ isOneByteALetter($0.utf8) }) {
      return nearest(to: Array(head), length: { $0.utf8.count }, letters: { Array($0.utf8) })
    }
    return nearest(to: Array(word.prefix(201)), length: { $0.count }, letters: { Array($0) })
  }

  /// The candidate nearest to `letters`, if it is close enough (see ``closest(to:)``); each
  /// candidate is measured by `length` and read as letters by `letters`, only when its length
  /// is near enough to compare.
  private func nearest<Letter: Equatable>(
    to letters: [Letter], length: (String) -> Int, letters lettersOf: (String) -> [Letter]
  ) -> String? {
    guard !letters.isEmpty, letters.count <= 200 else { return nil }
    var best: (candidate: String, count: Int, distance: Int)?
    var rows = EditRows()
    for candidate in self {
      guard abs(length(candidate) - letters.count) <= 3 else { continue }
      let other = lettersOf(candidate)
      let distance = editDistance(letters, other, rows: &rows)
      if distance < best?.distance ?? .max { best = (candidate, other.count, distance) }
      // Nothing is nearer than the word itself, and the first of equals wins.
      if distance == 0 { break }
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
    // ASCII with no CR LF pair, as in ``closest(to:)``: each byte is one letter, so the same
    // suffixes and prefixes are found by comparing bytes, without counting `Character`s and
    // comparing suffixes by the Unicode rules for every candidate.
    if isOneByteALetter(word.utf8), allSatisfy({ isOneByteALetter($0.utf8) }) {
      return differingByAPrefix(fromBytes: Array(word.utf8))
    }
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

  /// ``differingByAPrefix(from:)`` for a word and candidates whose every letter is one byte.
  private func differingByAPrefix(fromBytes word: [UInt8]) -> String? {
    func isOnePrefix(_ extra: some BidirectionalCollection<UInt8>) -> Bool {
      extra.count > 1 && extra.last == UInt8(ascii: ".")
        && !extra.dropLast().contains(UInt8(ascii: "."))
    }
    return first {
      let bytes = $0.utf8
      return bytes.count > word.count && bytes.reversed().starts(with: word.reversed())
        && isOnePrefix(bytes.dropLast(word.count))
    }
      ?? first {
        let bytes = $0.utf8
        return word.count > bytes.count && word.reversed().starts(with: bytes.reversed())
          && isOnePrefix(word.dropLast(bytes.count))
      }
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
      let digits = id.reversed().prefix { $0.isASCII && $0.isNumber }.count
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

/// The three rows of ``editDistance(_:_:rows:)``, kept from one candidate to the next so that
/// comparing a word with every candidate allocates them once.
private struct EditRows {
  var beforePrevious: [Int] = []
  var previous: [Int] = []
  var current: [Int] = []
}

/// The most edits ``Swift/Collection/closest(to:)`` accepts; any more are too many, however many.
private let mostEditsAccepted = 3

/// The edit distance between two words: each insertion, deletion, substitution or swap of
/// neighbours is one edit (the optimal string alignment distance), or `mostEditsAccepted + 1`
/// when it is more than that.
///
/// Past that bound the distances are not worked out: only an accepted candidate's distance is
/// read, and the nearest of candidates all too far is too far too. A garbage word, most fuzzed
/// and mistyped ones, leaves the bound after a few letters rather than running every row.
///
/// - Complexity: O(*m* × *n*) time, O(*n*) space, for words of *m* and *n* letters.
private func editDistance<Letter: Equatable>(
  _ a: [Letter], _ b: [Letter], rows: inout EditRows
) -> Int {
  let tooFar = mostEditsAccepted + 1
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

/// "; did you mean 'x'?" when there is a likely typo to name, else `otherwise`.
func hint(_ suggestion: String?, otherwise: String) -> String {
  suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
}
