/// A part of the user interface, as SwiftUI's `View` declares it.
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behaviour of the view.
  @ViewBuilder var body: Body { get }
  /// NOT SwiftUI: records what the view declares when drawn (Drawing.swift); a view's is its
  /// body's, and each primitive view declares its own.
  func _draw(into drawing: inout Drawing)
}

extension Never: View {
  /// A primitive view has no body.
  public var body: Never { self }
  /// Draws nothing.
  @MainActor public func _draw(into drawing: inout Drawing) {}
}

/// What a primitive view's body does: SwiftUI's own primitive views stop the program there too,
/// and nothing here ever asks for one, since nothing renders.
@MainActor func primitiveBody(of view: String) -> Never {
  preconditionFailure("\(view) is a primitive view with no body; nothing renders on Linux.")
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
  /// Makes an empty view.
  public nonisolated init() {}
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "EmptyView") }
  /// Draws nothing.
  @MainActor public func _draw(into drawing: inout Drawing) {}
}

/// The views a view builder collects, as a tuple of views.
nonisolated public struct TupleView<T>: View {
  let views: [any View]
  /// Collects `value`; only a drawing keeps them.
  public nonisolated init(_ value: T) { views = [] }
  nonisolated init(_ value: T, views: [any View]) { self.views = views }
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "TupleView") }
  /// Draws each view in turn.
  @MainActor public func _draw(into drawing: inout Drawing) {
    for view in views {
      let part = view._drawn()
      drawing.merge(part)
      drawing.parts.append(part)
    }
  }
}

/// One of two views, the branch of an `if` or a `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  let branch: any View
  /// The branch taken.
  nonisolated init(_ branch: any View) { self.branch = branch }
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "_ConditionalContent") }
  /// Draws the branch taken.
  @MainActor public func _draw(into drawing: inout Drawing) { branch._draw(into: &drawing) }
}

extension Optional: View where Wrapped: View {
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "Optional") }
  /// Draws the view, if there is one.
  @MainActor public func _draw(into drawing: inout Drawing) { self?._draw(into: &drawing) }
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
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView((repeat each content), views: views)
  }
  /// A view as an expression of the block.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without an `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`–`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first)
  }
  /// The second branch of an `if`–`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(second)
  }
}
