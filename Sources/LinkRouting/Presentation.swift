/// How a presentation shows, and so what closes it and where the user lands.
///
/// The kind is a semantic, not a style: it decides which of the two verbs closes the
/// presentation. `back` (the navigation bar's back button) never does; `dismiss` (the
/// interactive gesture: a swipe down, a tap outside) does only for the kinds that have one.
/// Every kind can also close by its own controls, such as an alert's buttons.
///
/// | kind | closes by | lands on |
/// |---|---|---|
/// | ``sheet`` | a swipe down, unless the sheet disables it; its own controls | the screen below |
/// | ``fullScreenCover`` | its own controls only | the screen below |
/// | ``popover`` | a tap outside; its own controls | the screen below |
/// | ``alert`` | its buttons only | the screen below |
/// | ``confirmationDialog`` | Cancel or another of its buttons; a tap outside | the screen below |
public enum PresentationKind: String, CaseIterable, Hashable, Sendable {
  /// A card over the screen, for a `.sheet(item:)`.
  case sheet
  /// A cover of the whole screen, for a `.fullScreenCover(item:)`.
  case fullScreenCover = "cover"
  /// A bubble anchored to a control, for a `.popover(item:)`; on iOS in compact width it shows as
  /// a sheet unless it keeps itself a popover, and on macOS it is a popover in every width.
  case popover
  /// A message with buttons, for an `.alert(_:isPresented:presenting:)`.
  case alert
  /// A choice of actions, for a
  /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:)`.
  case confirmationDialog = "dialog"

  /// Whether something can be presented over it: a sheet and a cover can hold another layer;
  /// anything asked for over a popover, an alert or a dialog waits until it closes.
  package var holdsLayers: Bool {
    self == .sheet || self == .fullScreenCover
  }
}

/// One presentation a flow declares: a sheet, a cover, a popover, an alert or a dialog.
///
/// A flow declares its presentations once, as an enum that conforms to `Presentation`, and
/// gives each its ``kind``. Everything else (which verb closes it, layering, chaining, its crumb,
/// the bindings a SwiftUI view needs, what the explorer and the map see) comes from that
/// declaration, through ``Presentations`` and ``FlowCoordinator``.
public protocol Presentation: Hashable, Sendable, Identifiable {
  /// How it shows, and so what closes it.
  var kind: PresentationKind { get }

  /// For a sheet: whether the swipe down that would close it is disabled now, as
  /// `.interactiveDismissDisabled` does, such as while it holds unsaved text. `false` unless the
  /// presentation says otherwise.
  var isSwipeDisabled: Bool { get }

  /// For a popover: whether it stays a popover in compact width on iOS, as
  /// `.presentationCompactAdaptation(.popover)` asks, instead of showing as a sheet. `false`
  /// unless the presentation says otherwise. On macOS a popover is a popover in every width.
  var staysPopoverInCompact: Bool { get }

  /// For a full-screen cover: how it shows on macOS, which has none. ``CoverOnMacOS/sheet``
  /// unless the presentation says otherwise.
  var coverOnMacOS: CoverOnMacOS { get }

  /// Its crumb in the flow's breadcrumb, such as `share`.
  var crumb: String { get }
}

extension Presentation {
  /// Not disabled.
  public var isSwipeDisabled: Bool { false }

  /// Shows as a sheet in compact width.
  public var staysPopoverInCompact: Bool { false }

  /// Shows as a sheet on macOS.
  public var coverOnMacOS: CoverOnMacOS { .sheet }

  /// Whether it shows on `device` as a screen pushed on the stack, not presented over it: a
  /// cover that its flow pushes on macOS (``coverOnMacOS``).
  @usableFromInline package func isPushed(on device: Device) -> Bool {
    kind == .fullScreenCover && device.platform == .macOS && coverOnMacOS == .push
  }

  /// The kind it shows as on `device`: a popover that does not keep itself one is a sheet on
  /// iOS in compact width (macOS has no compact adaptation: a popover is always anchored to its
  /// control there), and a cover is a sheet on macOS unless it is pushed; every other kind, and
  /// a pushed cover, shows as declared.
  package func shownKind(on device: Device) -> PresentationKind {
    switch kind {
    case .popover
    where device.platform == .iOS && device.width == .compact && !staysPopoverInCompact:
      .sheet
    case .fullScreenCover where device.platform == .macOS && coverOnMacOS == .sheet: .sheet
    default: kind
    }
  }

  /// Whether `dismiss`, the interactive gesture, closes it now: a swipe down a sheet that allows
  /// it, a tap outside a popover or a dialog; never a cover or an alert.
  public var closesByGesture: Bool {
    switch kind {
    case .sheet: !isSwipeDisabled
    case .popover, .confirmationDialog: true
    case .fullScreenCover, .alert: false
    }
  }

  /// Whether `dismiss` closes it on `device`: as ``closesByGesture``, except that what shows as a
  /// sheet on macOS has no swipe (``Platform/swipesSheets``).
  @usableFromInline package func closesByGesture(on device: Device) -> Bool {
    guard closesByGesture else { return false }
    return shownKind(on: device) != .sheet || device.platform.swipesSheets
  }
}

extension Presentation where Self: RawRepresentable, RawValue == String {
  /// The presentation itself, for `.sheet(item:)` and its kin.
  public var id: Self { self }

  /// Its raw value, such as `share`.
  public var crumb: String { rawValue }
}

/// The presentations of a flow that presents nothing: there are none.
public enum NoPresentation: Presentation {
  /// Never called: there is no value.
  public var kind: PresentationKind {
    switch self {}
  }

  /// Never called: there is no value.
  public var crumb: String {
    switch self {}
  }

  /// Never called: there is no value.
  public var id: Self {
    switch self {}
  }
}
