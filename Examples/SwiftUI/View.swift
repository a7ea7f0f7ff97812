/// A part of the user interface, as SwiftUI's `View` declares it.
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// A primitive view has no body.
  public var body: Never { self }
}

/// What a primitive view's body does: SwiftUI's own primitive views stop the program there too,
/// and nothing here ever asks for one, since nothing renders.
@MainActor func primitiveBody(of view: String) -> Never {
  preconditionFailure("\(view) is a primitive view with no body; nothing renders on Linux.")
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// Makes an empty view.
  public nonisolated init() {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "EmptyView") }
}

/// The views a view builder collects, as a tuple of views.
public struct TupleView<T>: View {
  /// Collects `value`; nothing keeps them, since nothing renders.
  public nonisolated init(_ value: T) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "TupleView") }
}

/// One of two views, the branch of an `if` or a `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// One branch; nothing keeps it, since nothing renders.
  nonisolated init() {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "_ConditionalContent") }
}

extension Optional: View where Wrapped: View {
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "Optional") }
}

/// Builds views from closures, as SwiftUI's `ViewBuilder` does.
@resultBuilder public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A block of several views.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  /// A view as an expression of the block.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without an `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`–`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent()
  }
  /// The second branch of an `if`–`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent()
  }
}
