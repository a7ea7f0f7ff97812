import LinkRouting

/// The Settings links: `navlab://settings` and `navlab://account`.
public enum SettingsLinks: LinkGrammar {
  /// The Settings link forms.
  public static let forms = ["navlab://settings", "navlab://account"]

  /// Reads `settings` and `account`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [SettingsRoute]? {
    let stack: [SettingsRoute]
    switch link.host {
    case "settings": stack = []
    case "account": stack = [.account]
    default: return nil
    }
    try link.expectSegments(0)
    return stack
  }

  /// `navlab://account` over the account screen, else `navlab://settings`.
  public static func link(for stack: [SettingsRoute]) -> DeepLink? {
    switch stack.last {
    case nil: DeepLink(host: "settings")
    case .account: DeepLink(host: "account")
    }
  }
}
