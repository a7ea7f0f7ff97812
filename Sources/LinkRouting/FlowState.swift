/// The value a flow coordinator owns: its path and its presentations.
///
/// Keeping it one plain value makes a flow cheap to copy, compare, hash and save. A flow that
/// needs nothing more uses ``StackState``; one that holds more (such as the name typed on
/// login) declares its own.
public protocol FlowState: Hashable, Sendable {
  /// The routes this flow pushes.
  associatedtype FlowRoute: Route
  /// The presentations this flow shows over its stack; ``NoPresentation`` unless it declares
  /// some.
  associatedtype FlowPresentation: Presentation = NoPresentation

  /// The pushed routes, root excluded.
  var path: [FlowRoute] { get set }

  /// What shows over the stack. Never saved: a restored flow shows its stack alone.
  var presented: Presentations<FlowPresentation> { get set }

  /// The flow at its root, with nothing presented.
  init()
}

extension FlowState where FlowPresentation == NoPresentation {
  /// Nothing, ever: the flow presents nothing.
  public var presented: Presentations<NoPresentation> {
    get { Presentations() }
    set {}
  }
}

/// A flow's stack and what it presents over it, for a flow whose state holds nothing more.
public struct StackState<FlowRoute: Route, FlowPresentation: Presentation>: FlowState {
  /// The pushed routes, root excluded.
  public var path: [FlowRoute]
  /// What shows over the stack.
  public var presented: Presentations<FlowPresentation>

  /// Creates a state showing `path`, with nothing presented unless `presented` says so.
  public init(path: [FlowRoute], presented: Presentations<FlowPresentation> = .init()) {
    self.path = path
    self.presented = presented
  }

  /// Creates a state at the flow's root, with nothing presented.
  public init() {
    self.init(path: [])
  }
}
