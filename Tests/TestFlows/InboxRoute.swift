import LinkRouting

/// A screen pushed on the Inbox test tab's stack.
public enum InboxRoute: Route, LosslessStringConvertible {
  /// Message `id`, one of 1…5; needs sign-in.
  case message(Int)

  /// The message ids that exist.
  static let ids = 1...5

  /// Every message needs a signed-in account.
  public var requiresSignIn: Bool { true }

  /// A message opens from the inbox.
  public func canFollow(_ previous: InboxRoute?) -> Bool {
    guard previous == nil, case .message(let id) = self else { return false }
    return Self.ids.contains(id)
  }

  /// Reads `message/3`.
  public init?(_ description: String) {
    guard description.hasPrefix("message/"), let id = Int(description.dropFirst(8)),
      description.dropFirst(8).allSatisfy(\.isNumber)
    else { return nil }
    self = .message(id)
  }

  /// `message N`.
  public var crumb: String { "message \(id)" }

  /// `message/3`.
  public var description: String {
    switch self {
    case .message(let id): "message/\(id)"
    }
  }
}
