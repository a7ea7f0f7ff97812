/// The value a flow coordinator owns: its path and its presentations.
///
/// Keeping it one plain value makes a flow cheap to copy, compare, hash and save. Presentations
/// (a sheet, an alert) are optionals, never booleans and never routes.
public protocol FlowState: Hashable, Sendable {
  /// The routes this flow pushes.
  associatedtype FlowRoute: Route

  /// The pushed routes, root excluded.
  var path: [FlowRoute] { get set }

  /// Whether a sheet or an alert is presented over the stack.
  var isPresenting: Bool { get }

  /// Closes the topmost presentation.
  ///
  /// - Returns: `false`, changing nothing, when nothing is presented.
  mutating func dismissPresentation() -> Bool
}
