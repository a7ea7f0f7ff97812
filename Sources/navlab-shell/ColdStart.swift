import AppCoordinator

/// One thing that arrives at cold start, before launch completes: a link or a notification.
enum ColdStart: Equatable {
  /// `--deeplink URL`.
  case link(String)
  /// `--notification FILE`: the payload, as JSON, is read from FILE.
  case notification(path: String)

  /// The arguments that deliver it again, for a recording's `# args:` line.
  var arguments: [String] {
    switch self {
    case .link(let link): ["--deeplink", link]
    case .notification(let path): ["--notification", path]
    }
  }

  /// Delivers it to `app`, which queues it until launch completes.
  ///
  /// - Returns: The link, for a link: what a coverage run counts as opened.
  /// - Throws: The one line that says why it was rejected, or why its file cannot be read.
  @MainActor
  @discardableResult
  func deliver(to app: AppCoordinator) throws(ColdStartRejection) -> String? {
    switch self {
    case .link(let link):
      do {
        try app.open(link)
      } catch {
        throw ColdStartRejection(description: "cold-start link \(link.quoted) rejected: \(error)")
      }
      return link
    case .notification(let path):
      do {
        try app.open(notification: readFile(path, .notification))
      } catch let error as FileReadError {
        throw ColdStartRejection(
          description: "cannot read cold-start notification \(path.quoted): \(error.withHint)")
      } catch {
        throw ColdStartRejection(
          description: "cold-start notification \(path.quoted) rejected: \(error)")
      }
      return nil
    }
  }
}

/// Why something that arrived at cold start was not delivered: one error line.
struct ColdStartRejection: Error, CustomStringConvertible {
  let description: String
}
