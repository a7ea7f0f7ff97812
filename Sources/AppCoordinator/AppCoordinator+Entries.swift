import Foundation
import LinkRouting

/// The ways in other than a typed link: a notification tapped, an activity continued. Each reads
/// its link and hands it to ``AppCoordinator/open(_:)-(String)``, so it waits during launch and
/// meets the gate exactly as a link does.
extension AppCoordinator {
  /// The activity type of a web page continued in the app, `NSUserActivityTypeBrowsingWeb`:
  /// its webpage URL is a universal link.
  nonisolated public static let browsingWebActivity = "NSUserActivityTypeBrowsingWeb"
  /// The app's own activity type, as its Info.plist declares it: its user info carries a link
  /// under `link`.
  nonisolated public static let linkActivity = "example.navlab.link"

  /// Delivers a notification the user tapped: opens the link its payload carries.
  ///
  /// - Parameter payload: The payload as JSON, in APNs' shape:
  ///   `{"aps":{…},"link":"navlab://article/7"}`, the link in either form.
  /// - Throws: A ``PayloadError`` naming the problem: not JSON, no `link`, a `link` that is not
  ///   a string, or the link's own ``PayloadError/link(_:)`` error. A rejected payload changes
  ///   nothing.
  public func open(notification payload: Data) throws(PayloadError) {
    try openLink(in: payload, from: .notification)
  }

  /// Continues a user activity, as the system hands one to the scene: opens its link.
  ///
  /// - Parameters:
  ///   - type: The activity type: ``browsingWebActivity`` or ``linkActivity``.
  ///   - webpageURL: A web-browsing activity's page, a universal link such as
  ///     `https://navlab.example/article/7`.
  ///   - userInfo: The user info of an activity of ``linkActivity``, as JSON:
  ///     `{"link":"navlab://article/7"}`.
  /// - Throws: A ``PayloadError`` naming the problem: an unknown type, a missing URL or user
  ///   info, a web page's URL that is not `https:`, a bad user info, or the link's own error. A rejected activity changes nothing.
  public func open(
    activityType type: String, webpageURL: String?, userInfo: Data?
  ) throws(PayloadError) {
    switch type {
    case Self.browsingWebActivity:
      guard let webpageURL else { throw .missingWebpageURL }
      // The system hands a web page's URL only: a `navlab://` link here is a mistake to name,
      // not a link to open.
      guard webpageURL.lowercased().hasPrefix("https:") else {
        throw .notAUniversalLink(webpageURL)
      }
      do { try open(webpageURL) } catch { throw .link(error) }
    case Self.linkActivity:
      guard let userInfo else { throw .missingUserInfo }
      try openLink(in: userInfo, from: .userInfo)
    default:
      throw .unknownActivityType(type)
    }
  }

  /// Opens the string under `link` in the JSON object `payload`.
  private func openLink(in payload: Data, from source: PayloadError.Source) throws(PayloadError) {
    let value: JSONValue
    do {
      value = try JSONValue(data: payload)
    } catch {
      throw .notJSON(source, problem: error.description)
    }
    guard case .object(let members) = value else {
      throw .notAnObject(source, found: value.kind)
    }
    guard let link = members["link"] else { throw .missingLink(source) }
    guard case .string(let text) = link else { throw .linkNotText(source, found: link.kind) }
    do { try open(text) } catch { throw .link(error) }
  }
}
