import LinkRouting

/// Routes are written as short strings, such as `"article/7"`, though a presented flow's stack is
/// never saved: the app reads and prints links through them.
extension CommentsRoute: LosslessStringConvertible {
  /// Reads a route written as `article/7`, `comment/2` or `new`.
  ///
  /// - Returns: `nil` for another kind, an id that is not plain digits or one too large for `Int`.
  public init?(_ description: String) {
    if description == "new" {
      self = .new
      return
    }
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let id = Int(parts[1])
    else { return nil }
    switch parts[0] {
    case "article": self = .article(id)
    case "comment": self = .comment(id)
    default: return nil
    }
  }

  /// The route as it is written: `article/7`, `comment/2` or `new`.
  public var description: String {
    switch self {
    case .article(let id): "article/\(id)"
    case .comment(let id): "comment/\(id)"
    case .new: "new"
    }
  }
}
