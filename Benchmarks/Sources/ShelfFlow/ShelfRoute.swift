import LinkRouting

/// A screen pushed on a Shelf tab's stack.
public enum ShelfRoute: Route {
  /// Item `id`, one of 1…10.
  case item(Int)
  /// More of group `id`: the items of one group, as Feed's author lists their articles; pushed
  /// over an item of the group; needs sign-in.
  case more(Int)

  /// The item ids that exist.
  static let itemIDs = 1...10

  /// The group of item `id`, 1…3, as Feed's author of an article.
  static func group(ofItem id: Int) -> Int { id % 3 + 1 }
  /// Every group an item is in: 1, 2 and 3.
  static let groupIDs = 1...3

  /// The items of group `id`, in order.
  static func items(inGroup id: Int) -> [Int] { itemIDs.filter { group(ofItem: $0) == id } }

  /// The `more` screen needs a signed-in account; an item does not.
  public var requiresSignIn: Bool {
    if case .more = self { true } else { false }
  }

  /// An item opens from the list or from its group's `more` screen, which opens from the item.
  public func canFollow(_ previous: ShelfRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .item(let id)): Self.itemIDs.contains(id)
    case (.item(let item), .more(let group)): Self.group(ofItem: item) == group
    case (.more(let group), .item(let id)):
      Self.itemIDs.contains(id) && Self.group(ofItem: id) == group
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
