/// The key of a localized string: a string literal, possibly interpolated.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  private let key: String
  /// The key `value`.
  public init(_ value: String) { key = value }
  /// The key `value`.
  public init(stringLiteral value: String) { key = value }
}

/// A view that displays one or more lines of read-only text.
public struct Text: View {
  /// Displays a localized string.
  public nonisolated init(_ key: LocalizedStringKey) {}
  /// Displays a string without localizing it.
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ content: S) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "Text") }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
  private let name: String
  /// A role that indicates a destructive button.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that initiates an action.
public struct Button<Label: View>: View {
  /// A button with a text label made from a localized string.
  public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)
  where Label == Text {}
  /// A button with a role and a text label made from a localized string.
  public nonisolated init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void
  ) where Label == Text {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "Button") }
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
  /// A text field with a text label made from a localized string.
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)
  where Label == Text {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "TextField") }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View>: View {
  /// A form with the given content.
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "Form") }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
  /// A stack with the given content (the alignment and spacing the app never passes are left
  /// out).
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "VStack") }
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content: View>: View {
  /// A group of views.
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "Group") }
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Computes views from `data`, identifying each element by the key path `id`.
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "ForEach") }
}

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one member.
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// A list that identifies its rows by the key path `id` and can select one of them.
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "List") }
}

/// A view that displays a root view and enables you to present additional views over the root
/// view.
public struct NavigationStack<Data, Root: View>: View {
  /// A navigation stack that manages its own navigation state: its pushes are views a
  /// `NavigationLink` shows, never values the app owns.
  public nonisolated init(@ViewBuilder root: () -> Root) where Data == [Never] {}
  /// A navigation stack that shows the views of the values in `path`, bound to the app's state:
  /// a back swipe writes the path shortened by one, a `NavigationLink` the path with its value
  /// appended.
  public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "NavigationStack") }
}

/// A view that presents views in two or three columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// A two-column navigation split view.
  public nonisolated init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "NavigationSplitView") }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// A tab view bound to the selected tab's tag: a tap on a tab writes its tag.
  public nonisolated init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "TabView") }
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label: View, Destination: View>: View {
  /// A link that appends `value` to the enclosing stack's path, with a text label.
  public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, Destination == Never {}
  /// Never called: a primitive view has no body.
  public var body: Never { primitiveBody(of: "NavigationLink") }
}

/// The visibility of a UI element, chosen automatically or explicitly.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The element may be visible or hidden depending on the policies of the component.
  case automatic
  /// The element may be visible.
  case visible
  /// The element may be hidden.
  case hidden
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Sendable {
  private let name: String
  /// Don't specify an adaptation.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// Prefer a popover appearance when adapting for size classes.
  public static let popover = PresentationAdaptation(name: "popover")
  /// Prefer a sheet presentation when adapting for size classes.
  public static let sheet = PresentationAdaptation(name: "sheet")
}

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
}

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture {
  /// The gesture's value.
  public typealias Value = Void
  /// A tap gesture with the number of required taps.
  public nonisolated init(count: Int = 1) {}
}

/// A gesture with an action to perform when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
  /// The gesture's value.
  public typealias Value = Content.Value
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  public nonisolated func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
public struct GeometryProxy {
  /// The size of the container view.
  public let size: CGSize
}
