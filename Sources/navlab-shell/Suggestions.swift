extension Collection<String> {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  ///
  /// - Complexity: O(*n* × *m*) for *n* candidates of length about *m*: a distance is worked
  ///   out only as far as it could still change the answer.
  func closest(to word: String) -> String? {
    let letters = Letters(word)
    guard !word.isEmpty, letters.count <= 200 else { return nil }
    // A candidate whose length differs by more than 3 is more than 3 edits away, past any
    // accepted distance, so skipping it never changes the answer; it spares the quadratic
    // distance of a long mistyped or pasted word against every candidate.
    var best: (candidate: String, count: Int, distance: Int)?
    for candidate in self {
      let other = Letters(candidate)
      guard abs(other.count - letters.count) <= 3 else { continue }
      // The first of equally close candidates wins and no distance over 3 is accepted, so only
      // a distance under the best so far, and at most 3, can change the answer.
      let bound = Swift.min(3, (best?.distance ?? 4) - 1)
      guard bound >= 0 else { break }
      if let distance = letters.distance(to: other, atMost: bound) {
        best = (candidate, other.count, distance)
      }
    }
    guard let best else { return nil }
    return best.distance <= Swift.max(1, Swift.min(3, best.count / 3)) ? best.candidate : nil
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

/// A word as edit distance counts it: one letter a `Character`.
///
/// A word of ASCII without a carriage return is kept as its bytes: there each byte is one
/// `Character` (only `"\r\n"` makes two ASCII bytes one), so the distance is the same, and the
/// word need not be broken into `Character`s, which cost most of a mistyped line's time.
private enum Letters {
  case ascii(String)
  /// The `Character`s, and for a distance to an ASCII word, each as a byte: a one-byte
  /// `Character` as its byte, any other as 0xFF, which no ASCII byte equals, as no `Character`
  /// of an ASCII word equals it.
  case characters([Character], bytes: [UInt8])

  init(_ word: String) {
    let bytesAreCharacters = word.everyByte { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    guard !bytesAreCharacters else {
      self = .ascii(word)
      return
    }
    let characters = Array(word)
    self = .characters(
      characters, bytes: characters.map { $0.utf8.count == 1 ? $0.utf8.first ?? 0xFF : 0xFF })
  }

  /// How many `Character`s the word has.
  var count: Int {
    switch self {
    case .ascii(let word): word.utf8.count
    case .characters(let characters, _): characters.count
    }
  }

  /// The edit distance to `other`, counting a swap of neighbours as one edit, or `nil` when it
  /// is over `bound`.
  func distance(to other: Letters, atMost bound: Int) -> Int? {
    switch (self, other) {
    case (.ascii(var a), .ascii(var b)):
      // The bytes in place, with no copy into an array.
      return a.withUTF8 { a in b.withUTF8 { b in Self.distance(a, b, atMost: bound) } }
    case (.characters(_, let a), .ascii(var b)):
      return b.withUTF8 { b in a.withUnsafeBufferPointer { a in Self.distance(a, b, atMost: bound) }
      }
    case (.ascii(var a), .characters(_, let b)):
      return a.withUTF8 { a in b.withUnsafeBufferPointer { b in Self.distance(a, b, atMost: bound) }
      }
    case (.characters(let a, _), .characters(let b, _)):
      return editDistance(a, b, atMost: bound)
    }
  }

  /// The edit distance between two words of bytes, or `nil` when it is over `bound`; most words
  /// are far from every candidate, and counting their bytes shows it sooner than the distance.
  private static func distance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, atMost bound: Int
  ) -> Int? {
    guard missing(from: a, in: b) <= bound else { return nil }
    return editDistance(a, b, atMost: bound)
  }

  /// How many bytes of `a`, counted with repeats, `b` does not have: no fewer edits turn `a`
  /// into `b`, since an insertion or a swap gives `a` none of them and a deletion or a
  /// substitution takes away at most one.
  private static func missing(
    from a: UnsafeBufferPointer<UInt8>, in b: UnsafeBufferPointer<UInt8>
  ) -> Int {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts in
      counts.initialize(repeating: 0)
      for byte in b { counts[Int(byte)] += 1 }
      var missing = 0
      for byte in a {
        if counts[Int(byte)] > 0 { counts[Int(byte)] -= 1 } else { missing += 1 }
      }
      return missing
    }
  }
}

/// The edit distance between two words, counting a swap of neighbours as one edit, or `nil`
/// when it is over `bound`.
private func editDistance<Word: RandomAccessCollection<Letter>, Letter: Equatable>(
  _ a: Word, _ b: Word, atMost bound: Int
) -> Int? where Word.Index == Int {
  // Each edit changes the length by at most one.
  guard abs(a.count - b.count) <= bound else { return nil }
  guard !a.isEmpty, !b.isEmpty else { return Swift.max(a.count, b.count) }
  let (m, n) = (a.count, b.count)
  let (a0, b0) = (a.startIndex, b.startIndex)
  // Three rows on the stack, taking turns: the one before the previous (for swaps), the
  // previous and the current, each `n + 1` wide.
  return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
    rows.initialize(repeating: 0)
    var (beforePrevious, previous, current) = (0, n + 1, 2 * (n + 1))
    for j in 0...n { rows[previous + j] = j }
    var previousMinimum = 0
    for i in 1...m {
      rows[current] = i
      var minimum = i
      for j in 1...n {
        let same = a[a0 + i - 1] == b[b0 + j - 1]
        var distance = Swift.min(
          rows[previous + j] + 1, rows[current + j - 1] + 1,
          rows[previous + j - 1] + (same ? 0 : 1))
        if i > 1, j > 1, a[a0 + i - 1] == b[b0 + j - 2], a[a0 + i - 2] == b[b0 + j - 1] {
          distance = Swift.min(distance, rows[beforePrevious + j - 2] + 1)
        }
        rows[current + j] = distance
        minimum = Swift.min(minimum, distance)
      }
      // No later row holds less than this row's least or the previous row's least plus one (a
      // swap reaches back two rows): once both are over `bound`, so is the distance.
      if minimum > bound, previousMinimum + 1 > bound { return nil }
      previousMinimum = minimum
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return rows[previous + n] <= bound ? rows[previous + n] : nil
  }
}

/// "; did you mean 'x'?" when there is a likely typo to name, else `otherwise`.
func hint(_ suggestion: String?, otherwise: String) -> String {
  suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
}
