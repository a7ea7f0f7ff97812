import LinkRouting

/// A screen pushed on the Gallery test tab's stack; the gallery is its root.
public enum GalleryRoute: Route, LosslessStringConvertible {
  /// Picture `id`, one of 1…2.
  case item(Int)

  /// The picture ids that exist.
  static let ids = 1...2

  /// No picture needs sign-in.
  public var requiresSignIn: Bool { false }

  /// A picture opens from the gallery.
  public func canFollow(_ previous: GalleryRoute?) -> Bool {
    guard previous == nil, case .item(let id) = self else { return false }
    return Self.ids.contains(id)
  }

  /// Reads `item/2`.
  public init?(_ description: String) {
    let digits = description.dropFirst("item/".count)
    guard description.hasPrefix("item/"), !digits.isEmpty, digits.allSatisfy(\.isASCII),
      digits.allSatisfy(\.isNumber), let id = Int(digits)
    else { return nil }
    self = .item(id)
  }

  /// `item N`.
  public var crumb: String { "item \(id)" }

  /// `item/2`.
  public var description: String { "item/\(id)" }

  /// The picture's id.
  var id: Int {
    switch self {
    case .item(let id): id
    }
  }
}

/// Everything the Gallery test tab presents over a picture, one of each kind, declared once.
public enum GalleryPresentation: String, Presentation {
  /// The caption editor, a sheet a swipe down closes.
  case edit
  /// The caption editor holding an unsaved caption: a sheet whose swipe is disabled.
  case draft
  /// The picture on the whole screen: a cover, closed by `button.done` only.
  case viewer
  /// The picture's details: a popover that stays one in compact width.
  case info
  /// Asks whether to delete the caption, over the editor: an alert, a layer over the sheet.
  case delete
  /// What to do with the picture: a confirmation dialog with Cancel.
  case options

  /// The kind each is declared with.
  public var kind: PresentationKind {
    switch self {
    case .edit, .draft: .sheet
    case .viewer: .fullScreenCover
    case .info: .popover
    case .delete: .alert
    case .options: .confirmationDialog
    }
  }

  /// The editor holding a draft refuses the swipe that would lose it.
  public var isSwipeDisabled: Bool { self == .draft }

  /// The details stay a popover in compact width.
  public var staysPopoverInCompact: Bool { self == .info }

  /// The editor keeps its identity while it holds a draft, so that SwiftUI keeps showing it.
  public var id: String { self == .draft ? Self.edit.rawValue : rawValue }
}

/// What the Gallery test tab shows: its stack and its presentations.
public typealias GalleryState = StackState<GalleryRoute, GalleryPresentation>
