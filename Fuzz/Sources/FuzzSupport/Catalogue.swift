/// The demo content and accounts as the README states them, read without the flows, so that the
/// harnesses check restoration against the documented rules rather than against itself.
public enum Catalogue {
  /// The accounts the sign-in rules let in: `reader`, and `newcomer` after the agreement.
  public static let accountsThatMaySignIn: Set<String> = ["reader", "newcomer"]

  /// Whether a saved Feed path, such as `["article/7", "author/101"]`, can be shown.
  ///
  /// It can when it starts with an article, every author follows an article they wrote, and
  /// every article after an author is one of theirs. Articles are 1…10; article N is written by
  /// author 100 + N % 3.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `path`.
  public static func isReachable(_ path: [String]) -> Bool {
    var previous: (kind: Substring, id: Int)?
    for route in path {
      let parts = route.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let id = Int(parts[1]) else { return false }
      switch (previous, parts[0]) {
      case (nil, "article"):
        guard (1...10).contains(id) else { return false }
      case (("author", let author)?, "article"):
        guard (1...10).contains(id), 100 + id % 3 == author else { return false }
      case (("article", let article)?, "author"):
        guard 100 + article % 3 == id else { return false }
      default:
        return false
      }
      previous = (parts[0], id)
    }
    return true
  }
}
