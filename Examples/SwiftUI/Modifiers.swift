// The view modifiers the app uses, with SwiftUI's signatures. Nothing renders: each returns the
// view with what it changes in a drawing (Drawing.swift), or the view unchanged where it changes
// nothing a drawing records. The bindings they take are the app's; SwiftUI writes through them as
// each one's documentation says, which a test does by writing through the same binding.

extension View {
  /// Presents a sheet using the given item as a data source for the sheet's content.
  ///
  /// A swipe down writes `nil` to `item`.
  public nonisolated func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self, presenting: { item.wrappedValue.map(content) })
  }

  #if SWIFTUI_MACOS
    /// macOS has no full-screen cover.
    @available(*, unavailable, message: "fullScreenCover is unavailable in macOS")
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }
  #else
    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the content.
    ///
    /// It has no swipe: `nil` is written only by the environment's `dismiss`.
    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      ModifiedContent<Self, _DrawingModifier>(self, presenting: { item.wrappedValue.map(content) })
    }
  #endif

  /// Presents a popover using the given item as a data source for the popover's content.
  ///
  /// A tap outside writes `nil` to `item` (the anchor and arrow edge the app never passes are
  /// left out).
  @available(tvOS, unavailable)
  public nonisolated func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self, presenting: { item.wrappedValue.map(content) })
  }

  /// Presents an alert using the given data to produce the alert's content and a string
  /// variable as a title.
  ///
  /// SwiftUI writes `false` to `isPresented` after a button's action.
  public nonisolated func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let alert = data.map {
      AlertContent(title: titleKey.key, actions: actions($0), message: message($0))
    }
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? alert : nil })
  }

  /// Presents an alert using the given data to produce the alert's content and a string
  /// variable as a title, with no message.
  public nonisolated func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let alert = data.map {
      AlertContent(title: titleKey.key, actions: actions($0), message: EmptyView())
    }
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? alert : nil })
  }

  /// Presents an alert when a given condition is true, using a localized string key for the
  /// title.
  ///
  /// SwiftUI writes `false` to `isPresented` after a button's action.
  public nonisolated func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let alert = AlertContent(title: titleKey.key, actions: actions(), message: EmptyView())
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? alert : nil })
  }

  /// Presents an alert with a message when a given condition is true, using a localized string
  /// key for a title.
  ///
  /// SwiftUI writes `false` to `isPresented` after a button's action.
  public nonisolated func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let alert = AlertContent(title: titleKey.key, actions: actions(), message: message())
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? alert : nil })
  }

  /// Hides the navigation bar back button for the view.
  @available(tvOS, unavailable)
  public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  { self }

  /// Presents a confirmation dialog using data to produce the dialog's content and a localized
  /// string key for the title.
  ///
  /// SwiftUI writes `false` to `isPresented` after a button's action and after a tap outside.
  public nonisolated func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let dialog = data.map {
      AlertContent(title: titleKey.key, actions: actions($0), message: EmptyView())
    }
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? dialog : nil })
  }

  /// Presents a confirmation dialog with a message using data to produce the dialog's content
  /// and a localized string key for the title.
  ///
  /// SwiftUI writes `false` to `isPresented` after a button's action and after a tap outside.
  public nonisolated func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let dialog = data.map {
      AlertContent(title: titleKey.key, actions: actions($0), message: message($0))
    }
    return ModifiedContent<Self, _DrawingModifier>(
      self, presenting: { isPresented.wrappedValue ? dialog : nil })
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
  /// inspectors: while `isDisabled` is true, SwiftUI writes no `nil` for a swipe.
  public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    self
  }

  /// Specifies how to adapt a presentation to compact size classes.
  public nonisolated func presentationCompactAdaptation(
    _ adaptation: PresentationAdaptation
  ) -> some View { self }

  /// Associates a destination view with a presented data type for use within a navigation
  /// stack.
  public nonisolated func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self) { drawing in
      drawing.destinations.append { value in (value.base as? D).map(destination) }
    }
  }

  /// Associates a destination view with a bound value for use within a navigation stack.
  ///
  /// The back button writes `nil` to `item`. A drawing records, while `item` holds a value, that
  /// it pushes a screen the stack's bound path does not hold.
  public nonisolated func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self) { drawing in
      guard let value = item.wrappedValue else { return }
      drawing.problems.append("navigationDestination(item:) pushes \(value) outside the path")
    }
  }

  /// Sets the unique tag value of this view.
  public nonisolated func tag<V: Hashable>(_ tag: V) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self) { $0.tag = AnyHashable(tag) }
  }

  /// Sets the tab bar item associated with this view.
  public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self, tabItem: label())
  }

  /// Uses the string you specify to identify the view.
  ///
  /// A drawing gives it to the one element the view declares, or, when the view is a container
  /// of its own (`.accessibilityElement(children: .contain)`), makes it the screen's identifier.
  public nonisolated func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(self) { drawing in
      if drawing.contains {
        if drawing.screenID == nil { drawing.screenID = identifier }
        drawing.contains = false
      } else if drawing.elements.count == 1 {
        drawing.elements[0].identifier = identifier
      } else {
        drawing.problems.append(
          "accessibilityIdentifier(\"\(identifier)\") on \(drawing.elements.count) elements")
      }
    }
  }

  /// Creates a new accessibility element, or modifies the accessibility element semantics of
  /// the element this modifier is applied to, from its children.
  public nonisolated func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self) { drawing in
      drawing.contains = children == .contain
    }
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    ModifiedContent<Self, _DrawingModifier>(self) { drawing in
      if drawing.title == nil { drawing.title = titleKey.key }
    }
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view
  /// (the mask the app never passes is left out).
  public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View { self }

  /// Adds an action to perform before this view appears.
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View { self }

  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  public nonisolated func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View { self }

  /// Registers a handler to invoke in response to a URL that your app receives.
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    self
  }

  /// Registers a handler to invoke in response to a user activity that your app receives.
  public nonisolated func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View { self }
}

/// A modifier that adds accessibility properties to the view.
public struct AccessibilityAttachmentModifier {}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String
  /// Any child accessibility elements become hidden.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Any child accessibility elements become children of the new accessibility element.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combine any child accessibility element's properties for the new accessibility element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// NOT SwiftUI: what an alert or a confirmation dialog declares when drawn, its title, its
/// message and its buttons; SwiftUI gives it no view of its own, so no screen identifier.
nonisolated struct AlertContent<Actions: View, Message: View>: View {
  let title: String
  let actions: Actions
  let message: Message

  /// Never called: a primitive view has no body.
  @MainActor var body: Never { primitiveBody(of: "AlertContent") }

  /// Declares the title, then the message, then the buttons.
  @MainActor func _draw(into drawing: inout Drawing) {
    drawing.isAlert = true
    drawing.title = title
    message._draw(into: &drawing)
    actions._draw(into: &drawing)
  }
}

extension View {
  /// Places an observable object in the view's environment.
  public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentWriter(content: self, object: object)
  }
}

/// NOT SwiftUI: a view drawn with an object in its environment.
nonisolated struct EnvironmentWriter<Content: View>: View {
  let content: Content
  let object: AnyObject?

  /// Never called: a primitive view has no body.
  @MainActor var body: Never { primitiveBody(of: "EnvironmentWriter") }

  /// Draws the content with the object in the environment.
  @MainActor func _draw(into drawing: inout Drawing) {
    guard let object else { return content._draw(into: &drawing) }
    EnvironmentObjects.with(object) { content._draw(into: &drawing) }
  }
}
