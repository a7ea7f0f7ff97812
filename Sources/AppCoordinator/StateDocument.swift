import FeedFlow
import SettingsFlow

/// The saved navigation state: versioned JSON with the session, the selected tab and each tab's
/// path as route ids.
///
/// Presentations and a sign-in in progress are not part of it.
///
/// ```json
/// {
///   "account" : "reader",
///   "paths" : { "feed" : [ "article/7", "author/101" ], "settings" : [ "account" ] },
///   "tab" : "settings",
///   "version" : 1
/// }
/// ```
struct StateDocument: Codable, Hashable, Sendable {
  /// Each tab's path, root excluded.
  ///
  /// A tab missing from a document (one saved before the tab existed) restores at its root.
  struct Paths: Codable, Hashable, Sendable {
    var feed: [FeedRoute] = []
    var settings: [SettingsRoute] = []

    init(feed: [FeedRoute], settings: [SettingsRoute]) {
      self.feed = feed
      self.settings = settings
    }

    init(from decoder: any Decoder) throws {
      let paths = try decoder.container(keyedBy: CodingKeys.self)
      feed = try paths.decodeIfPresent([FeedRoute].self, forKey: .feed) ?? []
      settings = try paths.decodeIfPresent([SettingsRoute].self, forKey: .settings) ?? []
    }
  }

  /// The format this build reads and writes.
  static let currentVersion = 1

  var version = currentVersion
  /// The signed-in account's name; absent for a guest.
  var account: String?
  var tab: Tab
  var paths: Paths
}
