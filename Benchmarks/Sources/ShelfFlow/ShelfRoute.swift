import LinkRouting

/// A screen pushed on a Shelf tab's stack.
public enum ShelfRoute: Route {
  /// Item `id`, one of 1…10.
  case item(Int)
  /// More about item `id`, pushed over the item; needs sign-in.
  case more(Int)

  /// The item ids that exist.
  static let itemIDs = 1...10

  /// The `more` screen needs a signed-in account; an item does not.
  public var requiresSignIn: Bool {
    if case .more = self { true } else { false }
  }

  /// An item opens from the list; its `more` screen opens from the item.
  public func canFollow(_ previous: ShelfRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .item(let id)): Self.itemIDs.contains(id)
    case (.item(let item), .more(let id)): item == id && Self.itemIDs.contains(id)
    default: false
    }
  }
}

extension ShelfRoute: LosslessStringConvertible {
  /// Reads a route saved as `item/7` or `more/7`.
  ///
  /// - Returns: `nil` for another kind, an id that is not plain digits or one too large for `Int`.
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let id = Int(parts[1])
    else { return nil }
    switch parts[0] {
    case "item": self = .item(id)
    case "more": self = .more(id)
    default: return nil
    }
  }

  /// The route as it is saved: `item/7` or `more/7`.
  public var description: String {
    switch self {
    case .item(let id): "item/\(id)"
    case .more(let id): "more/\(id)"
    }
  }
}
