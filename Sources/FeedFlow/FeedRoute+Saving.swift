import LinkRouting

/// Routes are saved as short strings of kind and id, such as `"article/7"`.
extension FeedRoute: NumberedRoute {
  /// `.article(id)` for `article`, `.author(id)` for `author`.
  public init?(kind: String, number: Int?) {
    switch (kind, number) {
    case ("article", let id?): self = .article(id)
    case ("author", let id?): self = .author(id)
    default: return nil
    }
  }

  /// `article` or `author`, and the id.
  public var numbered: (kind: String, number: Int?) {
    switch self {
    case .article(let id): ("article", id)
    case .author(let id): ("author", id)
    }
  }
}
