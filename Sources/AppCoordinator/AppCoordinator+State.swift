import Foundation

extension AppCoordinator {
  /// The state as saved: main as it is, or, during sign-in, as if the sign-in were cancelled.
  var document: StateDocument {
    var tab = selectedTab
    var paths = StateDocument.Paths(feed: feed.state.path, settings: settings.state.path)
    if case .login(let parked?) = root, let onCancel = parked.onCancel {
      tab = onCancel.tab
      switch onCancel {
      case .feed(let stack): paths.feed = stack
      case .settings(let stack): paths.settings = stack
      }
    }
    return StateDocument(account: session.accountName, tab: tab, paths: paths)
  }

  /// The navigation state as the JSON document that `--state` writes.
  ///
  /// - Throws: An `EncodingError` if the document cannot be encoded.
  public func stateDocument() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
