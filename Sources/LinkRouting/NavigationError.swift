/// Why a tap, a text entry, a back, a dismiss or an intent changed nothing.
///
/// A refused action changes nothing. Each case carries what a person or a script needs to put
/// it right: the identifier they asked for and the screen they were on.
public enum NavigationError: Error, Hashable, Sendable {
  /// The visible screen has no element `id`; carries the screen.
  case noElement(String, screen: String)
  /// The element `id` is on the visible screen but is text or a field, which nothing taps.
  case notTappable(String, screen: String)
  /// The visible screen has no text field `id`.
  case noField(String, screen: String)
  /// Back was asked at the root of a stack with nothing presented.
  case nothingToGoBack(screen: String)
  /// Dismiss was asked with nothing presented.
  case nothingPresented(screen: String)
  /// Dismiss, the interactive gesture, was asked of a presentation that it does not close: a
  /// cover, an alert, or a sheet whose swipe is disabled; carries the presentation's screen, its
  /// kind and the controls that do close it.
  case closesOnlyByControls(screen: String, kind: PresentationKind, controls: [String])
  /// Back was asked over a presentation, or at the root of a presented flow, which has no back
  /// button; carries the screen, its kind, whether a gesture closes it and its controls.
  case noBackButton(
    screen: String, kind: PresentationKind, closesByGesture: Bool, controls: [String])
  /// The intent does not apply to what the flow shows now; carries why, such as
  /// `no article is on top`.
  case refused(String)
}

extension NavigationError: CustomStringConvertible {
  /// One line that states what was refused and where: the element and the screen.
  ///
  /// It speaks of the app, not of the tool that drives it; a tool adds its own hint, as the
  /// shell adds the command that lists what can be tapped.
  public var description: String {
    switch self {
    case .noElement(let id, let screen):
      "no element '\(id)' on \(screen)"
    case .notTappable(let id, let screen):
      "\(id) on \(screen) cannot be tapped: it is text or a field"
    case .noField(let id, let screen):
      "no text field '\(id)' on \(screen)"
    case .nothingToGoBack(let screen):
      "nothing to go back from: \(screen) is a root with nothing presented"
    case .nothingPresented(let screen):
      "nothing is presented over \(screen)"
    case .closesOnlyByControls(let screen, let kind, let controls):
      "\(screen) closes only by " + kind.closersPhrase(byGesture: false, controls: controls)
    case .noBackButton(let screen, let kind, let closesByGesture, let controls):
      "\(screen) is \(kind.article) and has no back button; it closes by "
        + kind.closersPhrase(byGesture: closesByGesture, controls: controls)
    case .refused(let reason):
      "refused: \(reason)"
    }
  }
}

extension PresentationKind {
  /// The kind with its article, as a sentence names it: `a sheet`, `an alert`.
  package var article: String {
    switch self {
    case .sheet: "a sheet"
    case .fullScreenCover: "a full-screen cover"
    case .popover: "a popover"
    case .alert: "an alert"
    case .confirmationDialog: "a confirmation dialog"
    }
  }

  /// What a kind's own controls are called: an alert's and a dialog's are its buttons.
  package var controlsPhrase: String {
    switch self {
    case .alert, .confirmationDialog: "its buttons"
    case .sheet, .fullScreenCover, .popover: "its own controls"
    }
  }

  /// What closes the kind, in words: the gesture when it applies, then the controls.
  func closersPhrase(byGesture: Bool, controls: [String]) -> String {
    let gesture =
      switch self {
      case .sheet: "a swipe down"
      case .popover, .confirmationDialog: "a tap outside"
      case .fullScreenCover, .alert: ""
      }
    let byControls =
      controls.isEmpty ? "" : "\(controlsPhrase): \(controls.joined(separator: ", "))"
    if byGesture, !gesture.isEmpty {
      return byControls.isEmpty ? gesture : "\(gesture) or \(byControls)"
    }
    return byControls.isEmpty ? "nothing a person can reach" : byControls
  }
}
