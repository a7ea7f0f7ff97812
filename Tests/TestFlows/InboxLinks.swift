import LinkRouting

/// The Inbox test tab's links: `navlab://inbox` and `navlab://message/N`, and a faulty
/// variant's extra forms, which it declares but does not read.
public enum InboxLinks<Variant: InboxVariant>: LinkGrammar {
  /// The Inbox link forms.
  public static var forms: [String] {
    ["navlab://inbox", "navlab://message/N"] + Variant.extraForms.map(\.link)
  }

  /// Reads `inbox` and `message/N`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [InboxRoute]? {
    switch link.host {
    case "inbox":
      try link.expectSegments(0)
      return []
    case "message":
      let id = try link.id(at: 0)
      guard InboxRoute.ids.contains(id) else {
        throw .unknownID(kind: "message", id: id, known: InboxRoute.ids)
      }
      try link.expectSegments(1)
      return [.message(id)]
    default:
      return nil
    }
  }

  /// `navlab://message/N` over a message, else `navlab://inbox`.
  public static func link(for stack: [InboxRoute]) -> DeepLink? {
    switch stack.last {
    case nil: DeepLink(host: "inbox")
    case .message(let id): DeepLink(host: "message", segments: ["\(id)"])
    }
  }
}
