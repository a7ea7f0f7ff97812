import LinkRouting

/// Why a notification or a user activity was rejected before or while its link was opened.
///
/// A rejected payload changes nothing.
public enum PayloadError: Error, Hashable, Sendable {
  /// What carried the link: a notification's payload or an activity's user info.
  public enum Source: Hashable, Sendable {
    /// A notification's payload, in APNs' shape: `{"aps":{…},"link":"navlab://article/7"}`.
    case notification
    /// The user info of an activity of the app's own type: `{"link":"navlab://article/7"}`.
    case userInfo
  }

  /// The payload is not one JSON value by RFC 8259; carries the rule it breaks and where, such
  /// as `a trailing comma before '}' at line 1, column 30`.
  case notJSON(Source, problem: String)
  /// The payload is JSON but not an object; carries the kind it is, such as `an array`.
  case notAnObject(Source, found: String)
  /// The payload has no `link` member.
  case missingLink(Source)
  /// The payload's `link` is not a string; carries the kind it is, such as `a number`.
  case linkNotText(Source, found: String)
  /// The activity's type is neither web browsing nor the app's own; carries the type.
  case unknownActivityType(String)
  /// A web-browsing activity came without a webpage URL.
  case missingWebpageURL
  /// A web-browsing activity's URL is not an `https:` URL (a `navlab://` link, a link with no
  /// scheme, user info meant for the app's own type); carries the URL as given. The system
  /// hands such an activity only a web page's `http:` or `https:` URL.
  case notAUniversalLink(String)
  /// An activity of the app's own type came without user info.
  case missingUserInfo
  /// The payload's link was rejected; carries why.
  case link(LinkError)
}

extension PayloadError: CustomStringConvertible {
  /// One line that names the problem and suggests the fix.
  public var description: String {
    switch self {
    case .notJSON(let source, let problem):
      "\(source.name) is not JSON: \(problem); write an object such as \(source.example)"
    case .notAnObject(let source, let found):
      "\(source.name) is \(found), not an object; write one such as \(source.example)"
    case .missingLink(let source):
      "\(source.name) has no 'link'; add one such as \(source.example)"
    case .linkNotText(let source, let found):
      "'link' in the \(source.name) is \(found); write it as a string such as "
        + "\"link\":\"navlab://feed\""
    case .unknownActivityType(let type):
      "unknown activity type '\(type)'; NavLab continues '\(AppCoordinator.browsingWebActivity)'"
        + " and '\(AppCoordinator.linkActivity)'"
    case .missingWebpageURL:
      "web-browsing activity has no webpage URL; give one such as "
        + "'https://\(AppCoordinator.associatedDomains[0])/feed'"
    case .notAUniversalLink(let url):
      "web-browsing activity's URL '\(url)' is not a universal link; "
        + (Self.universalForm(of: url).map { "write '\($0)'" }
          ?? "write one such as '\(Self.universalPrefix)feed'"
          + (url.hasPrefix("{")
            ? ", or continue '\(AppCoordinator.linkActivity)' with this user info" : ""))
    case .missingUserInfo:
      "activity '\(AppCoordinator.linkActivity)' has no user info; give it one such as "
        + Source.userInfo.example
    case .link(let error):
      error.description
    }
  }
}

extension PayloadError {
  /// The start of a universal link on the app's first associated domain.
  fileprivate static let universalPrefix = "https://\(AppCoordinator.associatedDomains[0])/"

  /// The universal link `url` means, when it is a `navlab:` link, a destination with no scheme
  /// or an `http:` link on an associated domain: `https://navlab.example/article/7` for
  /// `navlab://article/7`, `article/7` or `http://navlab.example/article/7`; else `nil`.
  fileprivate static func universalForm(of url: String) -> String? {
    let schemeEnd = url.firstIndex(of: ":")
    let scheme = schemeEnd.map { url[..<$0].lowercased() }
    var path = Substring(url)
    if let schemeEnd, let scheme {
      path = url[url.index(after: schemeEnd)...]
      guard ["navlab", "http", "https"].contains(scheme) else { return nil }
    }
    path = path.drop { $0 == "/" }
    if scheme == "http" || scheme == "https" {
      let host = path.prefix { $0 != "/" }
      guard AppCoordinator.associatedDomains.contains(host.lowercased()) else { return nil }
      path = path.dropFirst(host.count).drop { $0 == "/" }
    } else {
      // A `navlab://` link's destination is its host, which is case-insensitive; on the
      // domain it is a path segment, which is not.
      let destination = path.prefix { $0 != "/" }
      path = Substring(destination.lowercased() + path.dropFirst(destination.count))
    }
    let allowed = "/-._~?=&#"
    guard !path.isEmpty,
      path.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || allowed.contains($0)) })
    else { return nil }
    return universalPrefix + path
  }
}

extension PayloadError.Source {
  fileprivate var name: String {
    switch self {
    case .notification: "notification payload"
    case .userInfo: "activity user info"
    }
  }

  fileprivate var example: String {
    switch self {
    case .notification: #"'{"aps":{"alert":"New article"},"link":"navlab://article/7"}'"#
    case .userInfo: #"'{"link":"navlab://article/7"}'"#
    }
  }
}
