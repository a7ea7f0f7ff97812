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
    case .refused(let reason):
      "refused: \(reason)"
    }
  }
}
