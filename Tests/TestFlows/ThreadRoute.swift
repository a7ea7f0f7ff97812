import LinkRouting

/// A screen pushed on the Thread test flow's stack; the list of threads is its root.
public enum ThreadRoute: Route, LosslessStringConvertible {
  /// The messages of thread `id`, one of 1…5.
  case thread(Int)
  /// Writing a message on the thread below; needs sign-in.
  case write

  /// The thread ids that exist.
  static let ids = 1...5

  /// Writing needs a signed-in account.
  public var requiresSignIn: Bool { self == .write }

  /// A thread opens from the list; writing opens from a thread.
  public func canFollow(_ previous: ThreadRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .thread(let id)): Self.ids.contains(id)
    case (.thread?, .write): true
    default: false
    }
  }

  /// Reads `thread/3` or `write`.
  public init?(_ description: String) {
    let prefix = "thread/"
    let digits = description.dropFirst(prefix.count)
    if description == "write" {
      self = .write
    } else if description.hasPrefix(prefix), digits.allSatisfy(\.isNumber), let id = Int(digits) {
      self = .thread(id)
    } else {
      return nil
    }
  }

  /// `thread/3` or `write`.
  public var description: String {
    switch self {
    case .thread(let id): "thread/\(id)"
    case .write: "write"
    }
  }
}
