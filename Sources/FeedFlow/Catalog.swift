/// The demo content the Feed shows: articles 1…10 and their authors.
public enum Catalog {
  /// Every article id.
  public static let articleIDs = 1...10

  /// Every author id: the authors of the articles.
  static let authorIDs = Set(articleIDs.map(authorID(ofArticle:)))

  /// The author of article `id`: 100 + (`id` % 3).
  static func authorID(ofArticle id: Int) -> Int {
    100 + id % 3
  }

  /// The articles written by author `id`, in order.
  static func articleIDs(byAuthor id: Int) -> [Int] {
    articleIDs.filter { authorID(ofArticle: $0) == id }
  }
}
