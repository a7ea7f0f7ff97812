import LinkRouting

/// Routes are saved as `article/7`, `comment/2` or `new`, and their crumbs are `article 7`,
/// `comment 2` or `new`.
extension CommentsRoute: NumberedRoute {
  /// `.article(id)` for `article`, `.comment(id)` for `comment`, `.new` for `new` alone.
  public init?(kind: String, number: Int?) {
    switch (kind, number) {
    case ("article", let id?): self = .article(id)
    case ("comment", let id?): self = .comment(id)
    case ("new", nil): self = .new
    default: return nil
    }
  }

  /// `article` or `comment` and the id, or `new` alone.
  public var numbered: (kind: String, number: Int?) {
    switch self {
    case .article(let id): ("article", id)
    case .comment(let id): ("comment", id)
    case .new: ("new", nil)
    }
  }
}
