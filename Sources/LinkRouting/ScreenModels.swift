/// A flow whose screens or presentations hold objects of their own (a child coordinator, a
/// screen's model), each of which must be released once what holds it closes.
///
/// The explorer's `teardown` rule holds a weak reference to each object listed before a move
/// and checks that every one no longer listed after it is gone; a flow's own suite checks the
/// same with `Teardown.survivors(of:after:)` of AppExplorer.
@MainActor
public protocol ScreenModels: AnyObject {
  /// The objects the flow's state holds now, each by a name a report can quote, such as
  /// `viewer coordinator of picture 1`; none for a flow whose screens are plain values.
  var screenModels: [(name: String, object: AnyObject)] { get }
}
