import LinkRouting

/// What README says of a link's universal form: the error of its `navlab://` form, except where
/// that form names its host (a missing one, an authority, characters no segment holds), the
/// universal form names the first segment of its path, and its domain.
///
/// One oracle for the suites that check both forms, in LinkRouting and in the app.
public enum UniversalLinkErrors {
  /// The error `text`, a universal link on `domain`, is rejected with, when its `navlab://` form
  /// is rejected with `error`.
  public static func error(
    _ error: LinkError, text: String, domain: String = "navlab.example"
  ) -> LinkError {
    let path = text.dropFirst("https://\(domain)/".count).prefix { $0 != "?" && $0 != "#" }
    let first = String(path.prefix { $0 != "/" })
    switch error {
    case .emptyHost where path.isEmpty || path == "/": return .emptyPath(domain: domain)
    case .emptyHost: return .emptySegment("https://\(domain)/" + path)
    case .emptySegment(let written): return .emptySegment("https://\(domain)/" + written)
    case .unsupportedAuthority, .addressHost, .unknownDestination:
      let isSegment = first.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: "+")
      }
      guard !isSegment else { return error }
      return first.contains("%") ? .percentEncoded(first) : .invalidSegment(first)
    default: return error
    }
  }
}
