/// The demo content the Feed shows: articles 1…10 and their authors.
enum Catalog {
  /// Every article id.
  static let articleIDs = 1...10

  /// The author of article `id`: 100 + (`id` % 3).
  static func authorID(ofArticle id: Int) -> Int {
    100 + id % 3
  }

  /// The articles written by author `id`, in order.
  static func articleIDs(byAuthor id: Int) -> [Int] {
    articleIDs.filter { authorID(ofArticle: $0) == id }
  }
}
