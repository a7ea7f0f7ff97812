// NOT SwiftUI: what a view declares when it is built, recorded for tests on Linux.
//
// Apple's SwiftUI has none of this, and the app never calls it. Each view declared here records,
// when drawn, the accessibility identifiers and labels its body declares, for the state its
// bindings read now, following SwiftUI's documented rules for what shows: a `NavigationStack`
// shows the destination of its path's last value, else its root; a `TabView` the tab whose tag
// is its selection; a presentation modifier its content while its binding holds an item or
// `true`, over everything under it. Nothing is laid out or rendered: a drawing is the list of
// what a UI test could find by identifier, not a picture.

/// One thing a drawn view declares that a UI test could find: an identifier and what it reads.
public struct DrawnElement: Hashable, Sendable {
  /// What draws it.
  public enum Role: Hashable, Sendable {
    /// A `Text`.
    case text
    /// A `Button`.
    case button
    /// A `NavigationLink`.
    case link
    /// A `TextField`, whose label is its text.
    case field
  }

  /// What draws it.
  public var role: Role
  /// Its `.accessibilityIdentifier`, if it has one.
  public var identifier: String?
  /// What a person reads: a text's or a button's title, a field's text.
  public var label: String
}

/// What a view declares when drawn: the screen on top, with what is presented over it.
public struct Drawing {
  /// The screen's identifier: that of the container its body marks with
  /// `.accessibilityElement(children: .contain)` and `.accessibilityIdentifier`, the innermost.
  public internal(set) var screenID: String?
  /// The innermost `.navigationTitle`, or an alert's or a dialog's title.
  public internal(set) var title: String?
  /// The elements, in the order the body declares them.
  public internal(set) var elements: [DrawnElement] = []
  /// The tab bar's items (each tab's `.tabItem` label) or the sidebar's rows, while they show.
  public internal(set) var tabBar: [DrawnElement] = []
  /// What shows over it, in the order drawn; each hides everything under it.
  public internal(set) var presented: [Drawing] = []
  /// Whether it is an alert or a confirmation dialog, which has no view to carry an identifier:
  /// a UI test finds it by its title.
  public internal(set) var isAlert = false
  /// What the drawing found wrong in the body, such as an identifier on several elements at once.
  public internal(set) var problems: [String] = []

  /// The destinations `.navigationDestination(for:)` registered, for the enclosing stack.
  var destinations: [(AnyHashable) -> (any View)?] = []
  /// The views a `ForEach` or a block built, each drawn alone, for a `TabView` or a `List`.
  var parts: [Drawing] = []
  /// The `.tag` of the view drawn.
  var tag: AnyHashable?
  /// The `.tabItem` label of the view drawn.
  var tabItem: [DrawnElement] = []
  /// Whether `.accessibilityElement(children: .contain)` made it a container of its own.
  var contains = false

  /// An empty drawing.
  public init() {}

  /// Draws `view` as SwiftUI would show it now, its bindings read as they are.
  @MainActor public init(of view: some View) {
    view._draw(into: &self)
  }

  /// What shows on top: the last presentation's top, else this drawing.
  public var top: Drawing { presented.last?.top ?? self }

  /// Every problem of the drawing and of what it presents.
  public var allProblems: [String] { problems + presented.flatMap(\.allProblems) }

  /// Whether nothing is drawn yet: a modified view drawn alone is its content's drawing, kept
  /// whole (a container's `.contain` reaches the identifier applied after it).
  var isEmpty: Bool {
    screenID == nil && title == nil && elements.isEmpty && tabBar.isEmpty && presented.isEmpty
      && problems.isEmpty && destinations.isEmpty && parts.isEmpty && tag == nil
      && tabItem.isEmpty && !contains
  }

  /// Adds `part`, drawn alone, to this drawing.
  mutating func merge(_ part: Drawing) {
    if screenID == nil { screenID = part.screenID }
    if title == nil { title = part.title }
    elements += part.elements
    tabBar += part.tabBar
    presented += part.presented
    problems += part.problems
    destinations += part.destinations
    if tag == nil { tag = part.tag }
    tabItem += part.tabItem
  }
}

extension View {
  /// Draws the view's body: what a view declares is what its body declares.
  @MainActor public func _draw(into drawing: inout Drawing) {
    body._draw(into: &drawing)
  }

  /// The view drawn alone.
  func _drawn() -> Drawing {
    var drawing = Drawing()
    _draw(into: &drawing)
    return drawing
  }
}

/// A view with a modifier that changes what it declares when drawn, as SwiftUI's
/// `ModifiedContent` holds a view and its modifier.
nonisolated public struct ModifiedContent<Content: View, Modifier>: View {
  let content: Content
  let modify: (inout Drawing) -> Void
  let shown: () -> (any View)?
  let tabItem: (any View)?

  /// The content, with `modify` applied to its drawing, `shown`'s view, if any, presented over
  /// it, and `tabItem` as its tab's item.
  nonisolated init(
    _ content: Content, _ modify: @escaping (inout Drawing) -> Void = { _ in },
    presenting shown: @escaping () -> (any View)? = { nil }, tabItem: (any View)? = nil
  ) {
    self.content = content
    self.modify = modify
    self.shown = shown
    self.tabItem = tabItem
  }

  /// Never called: a primitive view has no body.
  @MainActor public var body: Never { primitiveBody(of: "ModifiedContent") }

  /// Draws the content alone, then applies the modifier to its drawing.
  @MainActor public func _draw(into drawing: inout Drawing) {
    var part = content._drawn()
    modify(&part)
    if let view = shown() { part.presented.append(view._drawn()) }
    if let tabItem { part.tabItem = tabItem._drawn().elements }
    if drawing.isEmpty { drawing = part } else { drawing.merge(part) }
  }
}

/// A modifier that changes only what a view declares when drawn.
public struct _DrawingModifier {}
