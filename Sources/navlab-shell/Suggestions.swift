extension Collection<String> {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  ///
  /// - Complexity: O(*n* × *m*²) for *n* candidates of length about *m*.
  func closest(to word: String) -> String? {
    guard !word.isEmpty, word.count <= 200 else { return nil }
    // A candidate whose length differs by more than 3 is more than 3 edits away, past any
    // accepted distance, so skipping it never changes the answer; it spares the quadratic
    // distance of a long mistyped or pasted word against every candidate.
    let length = word.count
    let scored = lazy.filter { abs($0.count - length) <= 3 }.map { ($0, editDistance(word, $0)) }
    guard let (best, distance) = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return distance <= Swift.max(1, Swift.min(3, best.count / 3)) ? best : nil
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

/// The edit distance between two words, counting a swap of neighbours as one edit.
private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  // Three rows, reused rather than allocated per row: the one before the previous (for swaps),
  // the previous and the current.
  var beforePrevious = Array(repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    swap(&beforePrevious, &previous)
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// "; did you mean 'x'?" when there is a likely typo to name, else `otherwise`.
func hint(_ suggestion: String?, otherwise: String) -> String {
  suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
}
