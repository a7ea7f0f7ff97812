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
  /// The intent does not apply to what the flow shows now; carries why, such as
  /// `no article is on top`.
  case refused(String)
}

extension NavigationError: CustomStringConvertible {
  /// One line that names the problem and suggests what would work.
  public var description: String {
    switch self {
    case .noElement(let id, let screen):
      "no element '\(id)' on \(screen); 'show' lists what can be tapped"
    case .notTappable(let id, let screen):
      "\(id) on \(screen) cannot be tapped; tap a row, button, link or tab"
    case .noField(let id, let screen):
      "no text field '\(id)' on \(screen); 'show' lists its fields"
    case .nothingToGoBack(let screen):
      "nothing to go back from: \(screen) is a root with nothing presented"
    case .nothingPresented(let screen):
      "nothing is presented over \(screen); use 'back' to pop"
    case .refused(let reason):
      "refused: \(reason)"
    }
  }
}
