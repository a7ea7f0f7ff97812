import AppCoordinator

/// The kind of a screen: its id with every number written as `N`.
enum ScreenKind {
  /// `screen.article.N` for `screen.article.7`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `id`.
  static func of(_ id: String) -> String {
    id.split(separator: ".", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isNumber) && !$0.isEmpty ? "N" : String($0) }
      .joined(separator: ".")
  }
}
