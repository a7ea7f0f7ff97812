extension FlowCoordinator {
  /// The presentation of `kind` showing as the first layer over the stack, for a
  /// `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)` binding such as
  /// `$feed[.sheet]`; see ``subscript(_:layer:)``.
  public subscript(kind: PresentationKind) -> State.FlowPresentation? {
    get { self[kind, layer: 0] }
    set { self[kind, layer: 0] = newValue }
  }

  /// The presentation of `kind` showing at `layer` (0 over the stack, 1 over that one), for an
  /// item binding in the view of the layer below, such as `$feed[.sheet, layer: 1]`, or for the
  /// `presenting:` argument of an alert or a dialog, such as `feed[.alert, layer: 1]`.
  ///
  /// SwiftUI writes `nil` once it has closed the presentation itself: after a swipe down a sheet
  /// that allows it (``Presentation/isSwipeDisabled`` is for `.interactiveDismissDisabled`), a
  /// tap outside a popover, or the environment's `dismiss` called by the presentation's own
  /// control. The write closes that layer, and any above it, as its own control would. When that
  /// layer no longer shows a presentation of `kind` (the control's intent closed it already, or
  /// another kind shows there), the write changes nothing. Nor does a write to a sheet whose
  /// swipe is disabled while its flow holds text the user typed (``AppFlow/holdsInput``): its
  /// own controls close it, by their intents. A non-nil write changes nothing: presenting is an
  /// intent's.
  ///
  /// The write names a kind and a layer, not a presentation: a control that calls its intent
  /// and the environment's `dismiss` both, while a presentation of the same kind waits to take
  /// its place, closes that one too. Close a presentation one way: by its intent, or by
  /// `dismiss`.
  public subscript(kind: PresentationKind, layer layer: Int) -> State.FlowPresentation? {
    get {
      let layers = state.presented.layers
      guard layers.indices.contains(layer), layers[layer].kind == kind else { return nil }
      return layers[layer]
    }
    set {
      guard newValue == nil, let shown = self[kind, layer: layer] else { return }
      if shown.isSwipeDisabled, let flow = self as? any AppFlow, flow.holdsInput { return }
      close(shown)
    }
  }

  /// Whether `presentation` shows, for the `isPresented:` binding of the alert or dialog that
  /// presents it: `.alert(title, isPresented: $auth[isPresented: auth[.alert]], presenting:
  /// auth[.alert])`.
  ///
  /// SwiftUI writes `false` after a button of the alert or dialog has run its action, and after
  /// a tap outside a dialog. The write closes `presentation` (and any layer above it) unless it
  /// has closed already: when the button's intent closed it, the write changes nothing, even
  /// when a presentation of the same kind that was chained behind it shows now (unless that one
  /// is equal to it, which to the binding is the same presentation). Writing `true` changes
  /// nothing: presenting is an intent's. `nil` is never presented.
  ///
  /// The binding names the presentation, not its kind, because SwiftUI writes through the
  /// binding of its last drawing, after the action has run.
  public subscript(isPresented presentation: State.FlowPresentation?) -> Bool {
    get { presentation.map(state.presented.layers.contains) ?? false }
    set {
      guard !newValue, let presentation else { return }
      close(presentation)
    }
  }
}
