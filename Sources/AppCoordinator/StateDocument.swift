/// The saved navigation state: versioned JSON with the session, the selected tab and each tab's
/// path as route strings, keyed by flow id.
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
///
/// A document saved before onboarding finished holds `"onboarding" : "pending"`; one without the
/// key (every document saved before onboarding existed) has onboarding done.
///
/// Each flow reads its own path. A flow missing from a document (one saved before the flow
/// existed) restores at its root; a flow this build does not know is dropped with a warning.
package struct StateDocument: Codable, Hashable, Sendable {
  /// The format this build reads and writes.
  static let currentVersion = 1

  var version = currentVersion
  /// The signed-in account's name; absent for a guest.
  package var account: String?
  /// The selected tab's flow id.
  package var tab: String
  /// Each flow's path, root excluded, as the flow writes its routes: `article/7`.
  package var paths: [String: [String]]
  /// Whether onboarding is still to finish; absent, onboarding is done, and saves leave it out.
  package var onboarding: Onboarding?
  /// The top-level keys of the document read that this build does not read, sorted; never
  /// written.
  var unknownKeys: [String] = []

  /// A document of this build's format, with no unknown keys.
  package init(
    account: String?, tab: String, paths: [String: [String]], onboarding: Onboarding? = nil
  ) {
    self.account = account
    self.tab = tab
    self.paths = paths
    self.onboarding = onboarding
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case version, account, tab, paths, onboarding
  }

  /// Reads a document as the synthesized decoder would, but refuses `"onboarding": null` and
  /// `"account": null`: no build writes either (the saver leaves `onboarding` out once
  /// onboarding is done, and `account` out for a guest), so each is damage, not a finished
  /// onboarding or a guest.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    if container.contains(.account) {
      account = try container.decode(String.self, forKey: .account)
    }
    tab = try container.decode(String.self, forKey: .tab)
    paths = try container.decode([String: [String]].self, forKey: .paths)
    if container.contains(.onboarding) {
      onboarding = try container.decode(Onboarding.self, forKey: .onboarding)
    }
  }

  /// The values of the `onboarding` key.
  package enum Onboarding: String, Codable, Sendable {
    /// Onboarding shows at the next launch.
    case pending
    /// Onboarding is finished, as when the key is absent.
    case done
  }

  /// Whether onboarding shows at launch: the document says it is pending.
  package var isOnboardingPending: Bool { onboarding == .pending }

  /// The keys a document may have.
  static let knownKeys = Set(CodingKeys.allCases.map(\.rawValue))

  /// Whether `other` holds the same session, tab, stacks and onboarding state; a flow missing from either has an
  /// empty stack, and keys this build does not read do not count.
  ///
  /// - Complexity: O(*n*), where *n* is the number of routes.
  func holdsTheSameState(as other: StateDocument) -> Bool {
    guard version == other.version, account == other.account, tab == other.tab,
      isOnboardingPending == other.isOnboardingPending
    else {
      return false
    }
    for id in Set(paths.keys).union(other.paths.keys) where paths[id] ?? [] != other.paths[id] ?? []
    {
      return false
    }
    return true
  }
}
