/// The key of a localized string: a string literal, possibly interpolated.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  let key: String
  /// The key `value`.
  public init(_ value: String) { key = value }
  /// The key `value`.
  public init(stringLiteral value: String) { key = value }
}

/// A view that displays one or more lines of read-only text.
nonisolated public struct Text: View {
  let label: String
  /// Displays a localized string.
  public nonisolated init(_ key: LocalizedStringKey) { label = key.key }
  /// Displays a string without localizing it.
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ content: S) { label = String(content) }
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "Text") }
  /// Declares a text.
  @MainActor public func _draw(into drawing: inout Drawing) {
    drawing.elements.append(DrawnElement(role: .text, label: label))
  }
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
nonisolated public struct Button<Label: View>: View {
  let label: String
  /// A button with a text label made from a localized string.
  public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)
  where Label == Text { label = titleKey.key }
  /// A button with a role and a text label made from a localized string.
  public nonisolated init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void
  ) where Label == Text { label = titleKey.key }
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "Button") }
  /// Declares a button.
  @MainActor public func _draw(into drawing: inout Drawing) {
    drawing.elements.append(DrawnElement(role: .button, label: label))
  }
}

/// A control that displays an editable text interface.
nonisolated public struct TextField<Label: View>: View {
  /// A text field with a text label made from a localized string.
  public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)
  where Label == Text { self.text = text }
  let text: Binding<String>
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "TextField") }
  /// Declares a field, which reads as the text it holds.
  @MainActor public func _draw(into drawing: inout Drawing) {
    drawing.elements.append(DrawnElement(role: .field, label: text.wrappedValue))
  }
}

/// A container for grouping controls used for data entry.
nonisolated public struct Form<Content: View>: View {
  /// A form with the given content.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "Form") }
  /// Draws its content.
  @MainActor public func _draw(into drawing: inout Drawing) { content._draw(into: &drawing) }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
  /// A stack with the given content (the alignment and spacing the app never passes are left
  /// out).
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "VStack") }
  /// Draws its content.
  @MainActor public func _draw(into drawing: inout Drawing) { content._draw(into: &drawing) }
}

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content: View>: View {
  /// A group of views.
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
  let content: Content
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "Group") }
  /// Draws its content.
  @MainActor public func _draw(into drawing: inout Drawing) { content._draw(into: &drawing) }
}

/// A structure that computes views on demand from an underlying collection of identified data.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Computes views from `data`, identifying each element by the key path `id`.
  public nonisolated init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    views = data.map(content)
  }
  let views: [Content]
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "ForEach") }
  /// Draws each view in turn.
  @MainActor public func _draw(into drawing: inout Drawing) {
    for view in views {
      let part = view._drawn()
      drawing.merge(part)
      drawing.parts.append(part)
    }
  }
}

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one member.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  /// A list that identifies its rows by the key path `id` and can select one of them.
  public nonisolated init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    rows = ForEach(data, id: id, content: rowContent)
  }
  let rows: Content
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "List") }
  /// Draws its rows.
  @MainActor public func _draw(into drawing: inout Drawing) { rows._draw(into: &drawing) }
}

/// A view that displays a root view and enables you to present additional views over the root
/// view.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  /// A navigation stack that manages its own navigation state: its pushes are views a
  /// `NavigationLink` shows, never values the app owns.
  public nonisolated init(@ViewBuilder root: () -> Root) where Data == [Never] {
    self.root = root()
    path = { [] }
  }
  /// A navigation stack that shows the views of the values in `path`, bound to the app's state:
  /// a back swipe writes the path shortened by one, a `NavigationLink` the path with its value
  /// appended.
  public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = { path.wrappedValue.map { AnyHashable($0) } }
  }
  let root: Root
  let path: () -> [AnyHashable]
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "NavigationStack") }
  /// Draws the destination of the path's last value, else the root; what the root presents
  /// shows over either.
  @MainActor public func _draw(into drawing: inout Drawing) {
    let root = root._drawn()
    var shown = root
    if let last = path().last {
      if let view = root.destinations.lazy.compactMap({ $0(last) }).first {
        shown = view._drawn()
      } else {
        shown = Drawing()
        shown.problems = ["no navigationDestination shows \(last.base)"]
      }
      shown.presented = root.presented + shown.presented
      shown.problems = root.problems + shown.problems
    }
    shown.destinations = []
    drawing.merge(shown)
  }
}

/// A view that presents views in two or three columns.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// A two-column navigation split view.
  public nonisolated init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.sidebar = sidebar()
    self.detail = detail()
  }
  let sidebar: Sidebar
  let detail: Detail
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "NavigationSplitView") }
  /// Draws the sidebar's rows as its items, beside the detail column.
  @MainActor public func _draw(into drawing: inout Drawing) {
    var sidebar = sidebar._drawn()
    drawing.tabBar += sidebar.elements
    sidebar.elements = []
    sidebar.screenID = nil
    sidebar.title = nil
    drawing.merge(sidebar)
    detail._draw(into: &drawing)
  }
}

/// A view that switches between multiple child views using interactive user interface elements.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// A tab view bound to the selected tab's tag: a tap on a tab writes its tag.
  public nonisolated init(
    selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = { selection.map { AnyHashable($0.wrappedValue) } }
  }
  let content: Content
  let selection: () -> AnyHashable?
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "TabView") }
  /// Draws every tab's item in the tab bar, and the selected tab.
  @MainActor public func _draw(into drawing: inout Drawing) {
    let content = content._drawn()
    let tabs = content.parts.isEmpty ? [content] : content.parts
    let selected = selection()
    for tab in tabs { drawing.tabBar += tab.tabItem }
    if var shown = tabs.first(where: { $0.tag == selected }) {
      shown.tabItem = []
      drawing.merge(shown)
    }
  }
}

/// A view that controls a navigation presentation.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  /// A link that appends `value` to the enclosing stack's path, with a text label.
  public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, Destination == Never { label = titleKey.key }
  let label: String
  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "NavigationLink") }
  /// Declares a link.
  @MainActor public func _draw(into drawing: inout Drawing) {
    drawing.elements.append(DrawnElement(role: .link, label: label))
  }
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
