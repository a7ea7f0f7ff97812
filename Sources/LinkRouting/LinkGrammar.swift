/// How one flow's links read: URL to routes and routes back to URL, as pure functions.
///
/// For every stack `s` a grammar can print, `stack(for: link(for: s))` gives `s` back up to the
/// shortest stack that shows the same screen.
public protocol LinkGrammar {
  /// The routes the grammar reads and prints.
  associatedtype FlowRoute: Route

  /// The link forms the flow answers to, for help and completion, such as `navlab://article/N`.
  static var forms: [String] { get }

  /// The stack that `link` opens.
  ///
  /// - Returns: `nil` when the link's host belongs to another flow.
  /// - Throws: A ``LinkError`` when the host is this flow's but the rest is wrong.
  static func stack(for link: DeepLink) throws(LinkError) -> [FlowRoute]?

  /// The link that shows the top screen of `stack`, using the shortest stack that leads to it.
  ///
  /// - Returns: `nil` when that screen has no link.
  static func link(for stack: [FlowRoute]) -> DeepLink?
}
