import LinkRouting

/// Routes are saved as short strings of kind and id, such as `"article/7"`.
extension FeedRoute: LosslessStringConvertible {
  /// Reads a route saved as `article/7` or `author/101`.
  ///
  /// - Returns: `nil` for another kind, an id that is not plain digits or one too large for `Int`.
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let id = Int(parts[1])
    else { return nil }
    switch parts[0] {
    case "article": self = .article(id)
    case "author": self = .author(id)
    default: return nil
    }
  }

  /// The route as it is saved: `article/7` or `author/101`.
  public var description: String {
    switch self {
    case .article(let id): "article/\(id)"
    case .author(let id): "author/\(id)"
    }
  }
}
