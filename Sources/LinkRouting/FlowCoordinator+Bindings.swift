extension FlowCoordinator {
  /// The presentation of `kind` showing as the first layer over the stack, for a
  /// `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)` binding such as
  /// `$feed[.sheet]`; see ``subscript(_:layer:)``.
  public subscript(kind: PresentationKind) -> State.FlowPresentation? {
    get { self[kind, layer: 0] }
    set { self[kind, layer: 0] = newValue }
  }

  /// The presentation of `kind` showing at `layer` (0 over the stack, 1 over that one), for an
  /// item binding in the view of the layer below, such as `$feed[.alert, layer: 1]`.
  ///
  /// SwiftUI writes `nil` once the presentation has closed: after a swipe the sheet allows, a
  /// tap outside, or a button's action. The write closes that layer, and any above it, as its
  /// own control would. When that layer no longer shows a presentation of `kind` (the button's
  /// intent closed it already), the write changes nothing. A non-nil write changes nothing:
  /// presenting is an intent's.
  public subscript(kind: PresentationKind, layer layer: Int) -> State.FlowPresentation? {
    get {
      let layers = state.presented.layers
      guard layers.indices.contains(layer), layers[layer].kind == kind else { return nil }
      return layers[layer]
    }
    set {
      guard newValue == nil, let shown = self[kind, layer: layer] else { return }
      close(shown)
    }
  }

  /// Whether a presentation of `kind` shows as the first layer, for the `isPresented:` binding
  /// of an `.alert` or a `.confirmationDialog`, such as `$auth[isPresented: .alert]`; see
  /// ``subscript(isPresented:layer:)``.
  public subscript(isPresented kind: PresentationKind) -> Bool {
    get { self[isPresented: kind, layer: 0] }
    set { self[isPresented: kind, layer: 0] = newValue }
  }

  /// Whether a presentation of `kind` shows at `layer`, for an `isPresented:` binding.
  ///
  /// SwiftUI writes `false` after a button of the alert or dialog has run its action, or after a
  /// tap outside a dialog; the write closes that layer unless the action already did. Writing
  /// `true` changes nothing: presenting is an intent's.
  public subscript(isPresented kind: PresentationKind, layer layer: Int) -> Bool {
    get { self[kind, layer: layer] != nil }
    set { if !newValue { self[kind, layer: layer] = nil } }
  }
}
