import AppCoordinator
import Foundation

/// The sign-in gate, checked from outside: while no one is signed in, no author screen shows and
/// none is kept in the Feed path of the state document.
@MainActor
public enum Gate {
  private struct Document: Decodable {
    struct Paths: Decodable { var feed: [String] }
    var account: String?
    var paths: Paths
  }

  /// Breaks the run if `app` shows or keeps a gated screen while signed out.
  ///
  /// - Parameters:
  ///   - app: The app to check.
  ///   - step: What was just done, for the message.
  public static func check(_ app: AppCoordinator, after step: @autoclosure () -> String) {
    check(AppSnapshot(app), after: step())
  }

  /// Breaks the run if `snapshot` shows or keeps a gated screen while signed out.
  ///
  /// - Parameters:
  ///   - snapshot: The app as last read.
  ///   - step: What was just done, for the message.
  public static func check(_ snapshot: AppSnapshot, after step: @autoclosure () -> String) {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(snapshot.document.utf8))
    } catch {
      invariant(
        false, "state document does not read back (\(error)) after \(step()):\n\(snapshot.document)"
      )
      return
    }
    invariant(
      document.account == snapshot.session.accountName,
      "document account \(document.account.debugDescription) differs from the session after \(step())"
    )
    guard snapshot.session.accountName == nil else { return }
    invariant(
      !snapshot.visible.screen.id.hasPrefix("screen.author."),
      "\(snapshot.visible.screen.id) visible while signed out after \(step())")
    invariant(
      !document.paths.feed.contains { $0.hasPrefix("author/") },
      "feed path \(document.paths.feed) keeps an author while signed out after \(step())")
  }
}
