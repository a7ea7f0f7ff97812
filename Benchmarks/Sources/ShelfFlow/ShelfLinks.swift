import LinkRouting

/// A Shelf's links, all on its own host: `navlab://shelf1`, `navlab://shelf1/N` and
/// `navlab://shelf1/N/more` for `Shelf1`.
public enum ShelfLinks<Variant: ShelfVariant>: LinkGrammar {
  /// The Shelf's link forms.
  public static var forms: [String] {
    let root = "navlab://\(Variant.id)"
    return [root, root + "/N", root + "/N/more"]
  }

  /// Reads the list, `N` and `N/more` on the Shelf's host; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [ShelfRoute]? {
    guard link.host == Variant.id else { return nil }
    guard !link.segments.isEmpty else { return [] }
    let id = try link.id(at: 0)
    guard ShelfRoute.itemIDs.contains(id) else {
      throw .unknownID(kind: "item", id: id, known: ShelfRoute.itemIDs)
    }
    guard link.segments.count > 1 else { return [.item(id)] }
    guard link.segments[1] == "more" else {
      throw .unknownDestination(([link.host] + link.segments).joined(separator: "/"))
    }
    try link.expectSegments(2)
    return [.item(id), .more(ShelfRoute.group(ofItem: id))]
  }

  /// The link of the top item, or of the group's `more` screen with the item below it, else of
  /// the list.
  public static func link(for stack: [ShelfRoute]) -> DeepLink? {
    switch stack.last {
    case nil: return DeepLink(host: Variant.id)
    case .item(let id): return DeepLink(host: Variant.id, segments: ["\(id)"])
    case .more:
      // The group's screen has the link of the item below it, as Feed's author has.
      guard stack.count >= 2, case .item(let id) = stack[stack.count - 2] else { return nil }
      return DeepLink(host: Variant.id, segments: ["\(id)", "more"])
    }
  }
}
