import LinkRouting
import Observation

/// A test tab flow that presents one of every kind over a picture, for the explorer's
/// `dismissal` rule and the map: a sheet that disables its swipe while it holds a draft, a
/// full-screen cover, a popover that stays one in compact width, an alert over the sheet, a
/// confirmation dialog, and a sheet asked for over the popover, which is chained.
///
/// `screen.gallery` lists `row.item.1` and `row.item.2`; a row pushes `screen.item.N`, whose
/// buttons present each kind:
/// - `button.edit`: the editor, `screen.edit.N`, a sheet. `button.type` writes a draft, after
///   which a swipe down is refused and `button.save` closes it; `button.delete` shows
///   `alert.delete` over it; `button.done` closes it.
/// - `button.view`: the viewer, `screen.viewer.N`, a cover that only `button.done` closes. Its
///   `button.info` shows the details over it, a layer.
/// - `button.info`: the details, `screen.info.N`, a popover. Its `button.edit` asks for the
///   editor, which waits until the popover closes (`button.done` or a tap outside).
/// - `button.options`: `dialog.options`, whose `button.view` opens the viewer once it closes and
///   whose `button.cancel` closes it.
///
/// The viewer is run by a child coordinator, ``ViewerCoordinator``, which the Gallery holds while
/// the viewer shows and lists as a screen model (``ScreenModels``): the explorer's `teardown`
/// rule checks that it is released once the viewer closes.
///
/// `alert.delete` closes by its buttons only: `button.delete` closes the editor under it too,
/// `button.cancel` returns to the editor. The details asked for over the viewer show over it,
/// and the editor asked for there shows over the viewer once they close.
@Observable
@MainActor
public final class GalleryCoordinator: TabFlow {
  /// The Gallery stack and what it presents.
  public private(set) var state = GalleryState()
  /// Asked before a stack with a gated route is shown; the Gallery has none.
  public private(set) var gate: @MainActor ([GalleryRoute]) -> Bool = { _ in false }

  /// The viewer's coordinator while the viewer shows, made for the state the flow holds.
  @ObservationIgnored private var viewer: ViewerCoordinator?

  /// Creates the flow at the gallery.
  public init() {}

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: GalleryState, _: PackageAccess) {
    self.state = state
  }

  /// Takes the app's gate; only the NavLab package can call it.
  ///
  /// The Gallery asks nothing of the app.
  public func wire(
    gate: @escaping @MainActor ([GalleryRoute]) -> Bool,
    request _: @escaping @MainActor (AppRequest) -> Void,
    _: PackageAccess
  ) {
    self.gate = gate
  }

  /// The presentation on top, else the picture on top, else the gallery.
  public func screen(for session: Session) -> Screen {
    guard let item = state.path.last?.id else {
      return Screen(
        id: "screen.gallery", title: "Gallery",
        elements: GalleryRoute.ids.map {
          ScreenElement(.row, id: "row.item.\($0)", label: "Picture \($0)")
        })
    }
    guard let top = state.presented.top else {
      return Screen(
        id: "screen.item.\(item)", title: "Picture \(item)",
        elements: [
          ScreenElement(.button, id: "button.edit", label: "Edit caption"),
          ScreenElement(.button, id: "button.view", label: "View full screen"),
          ScreenElement(.button, id: "button.info", label: "Details"),
          ScreenElement(.button, id: "button.options", label: "Options"),
        ])
    }
    return Self.screen(for: top, item: item, waiting: !state.presented.chained.isEmpty)
  }

  /// The screen of presentation `top` over picture `item`; `waiting` when something is chained
  /// to show once it closes.
  private static func screen(for top: GalleryPresentation, item: Int, waiting: Bool) -> Screen {
    func button(_ id: String, _ label: String) -> ScreenElement {
      ScreenElement(.button, id: id, label: label)
    }
    // Each closes the layer it shows on (`button.delete` on the alert, the editor under it too).
    func closing(_ id: String, _ label: String) -> ScreenElement {
      ScreenElement(.button, id: id, label: label, onTap: .closes)
    }
    switch top {
    case .edit:
      return Screen(
        id: "screen.edit.\(item)", title: "Caption",
        elements: [
          button("button.type", "Write a caption"), button("button.delete", "Delete caption"),
          closing("button.done", "Done"),
        ])
    case .draft:
      return Screen(
        id: "screen.edit.\(item)", title: "Caption",
        elements: [
          ScreenElement(.text, id: "text.draft", label: "Unsaved caption"),
          closing("button.save", "Save"), button("button.delete", "Delete caption"),
        ])
    case .viewer:
      return Screen(
        id: "screen.viewer.\(item)", title: "Picture \(item)",
        elements: [button("button.info", "Details"), closing("button.done", "Done")])
    case .info:
      let next =
        waiting
        ? [ScreenElement(.text, id: "text.next", label: "The editor opens when this closes")]
        : [button("button.edit", "Edit caption")]
      return Screen(
        id: "screen.info.\(item)", title: "Details",
        elements: [ScreenElement(.text, id: "text.size", label: "1024 × 768")] + next
          + [closing("button.done", "Done")])
    case .delete:
      return Screen(
        id: "alert.delete", title: "Delete the caption?",
        elements: [
          ScreenElement(.text, id: "text.message", label: "The caption of picture \(item) goes"),
          closing("button.delete", "Delete"), closing("button.cancel", "Cancel"),
        ])
    case .options:
      return Screen(
        id: "dialog.options", title: "Picture \(item)",
        elements: [button("button.view", "View full screen"), closing("button.cancel", "Cancel")])
    }
  }

  /// The Gallery's table from element to intent, by what shows on top; see the type's summary.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    let top = state.presented.top
    switch (id, top) {
    case ("button.edit", nil), ("button.edit", .info?): present(.edit)
    case ("button.view", nil): present(.viewer)
    case ("button.info", nil), ("button.info", .viewer?): present(.info)
    case ("button.options", nil): present(.options)
    case ("button.type", .edit?): replaceTopPresentation(with: .draft)
    case ("button.delete", .edit?), ("button.delete", .draft?): present(.delete)
    case ("button.delete", .delete?):
      // Deleting closes the editor under the alert, and so the alert.
      if let editor = state.presented.layers.dropLast().last { close(editor) }
    case ("button.view", .options?):
      // The viewer waits for the dialog, which closes once its button has run.
      present(.viewer)
      close(.options)
    case ("button.cancel", let shown?), ("button.save", let shown?), ("button.done", let shown?):
      close(shown)
    default:
      guard top == nil, let item = Int(id.dropFirst("row.item.".count)) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.item(item))
    }
  }
}

extension GalleryCoordinator: ScreenModels {
  /// The viewer's coordinator while the viewer shows: made when it opens, dropped when it
  /// closes, whatever the move that closed it (a button, a link, a state put back).
  public var screenModels: [(name: String, object: AnyObject)] {
    guard let item = state.path.last?.id, state.presented.layers.contains(.viewer) else {
      viewer = nil
      return []
    }
    if viewer?.item != item { viewer = ViewerCoordinator(item: item) }
    guard let viewer else { return [] }
    return [(name: "viewer coordinator of picture \(item)", object: viewer)]
  }
}

/// The coordinator of the Gallery's viewer, a child the Gallery holds while the viewer shows.
@MainActor
public final class ViewerCoordinator {
  /// The picture it shows.
  public let item: Int
  /// Told when the viewer is done, as a parent's completion handler would be.
  public var onDone: @MainActor () -> Void = {}

  init(item: Int) { self.item = item }
}

extension GalleryCoordinator {
  /// `gallery`.
  nonisolated public static var id: String { "gallery" }
  /// `Gallery`.
  nonisolated public static var title: String { "Gallery" }
  /// The Gallery grammar.
  public typealias Links = GalleryLinks
  /// The gallery, a picture and each presentation over it.
  nonisolated public static var screenKinds: [String] {
    [
      "screen.gallery", "screen.item.N", "screen.edit.N", "alert.delete", "screen.viewer.N",
      "screen.info.N", "dialog.options",
    ]
  }
  /// One link of each form.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://gallery", shows: "screen.gallery"),
      LinkExample("navlab://gallery/2", shows: "screen.item.2"),
    ]
  }
  /// Gallery links with a wrong id or tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://gallery/9", "navlab://gallery/x", "navlab://gallery/1/x"]
  }
}
