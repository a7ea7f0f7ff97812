import LinkRouting

/// The Gallery test tab's links: `navlab://gallery` and `navlab://gallery/N`.
public enum GalleryLinks: LinkGrammar {
  /// The Gallery link forms.
  public static let forms = ["navlab://gallery", "navlab://gallery/N"]

  /// Reads `gallery` and `gallery/N`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [GalleryRoute]? {
    guard link.host == "gallery" else { return nil }
    if link.segments.isEmpty { return [] }
    let id = try link.id(at: 0)
    guard GalleryRoute.ids.contains(id) else {
      throw .unknownID(kind: "picture", id: id, known: GalleryRoute.ids)
    }
    try link.expectSegments(1)
    return [.item(id)]
  }

  /// `navlab://gallery/N` over a picture, else `navlab://gallery`.
  public static func link(for stack: [GalleryRoute]) -> DeepLink? {
    switch stack.last {
    case nil: DeepLink(host: "gallery")
    case .item(let id): DeepLink(host: "gallery", segments: ["\(id)"])
    }
  }
}
