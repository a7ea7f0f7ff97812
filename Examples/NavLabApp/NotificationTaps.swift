import AppCoordinator
import SwiftUI

#if canImport(UserNotifications)
  import UserNotifications
#endif

// sample: notifications
/// Turns a tapped notification's payload into JSON for the app: what it means is the app's to
/// read (`{"aps":{…},"link":"navlab://article/7"}`).
@MainActor
final class NotificationTaps: NSObject {
  /// The one delegate, set before launch ends so that a tap that launched the app is not lost.
  static let shared = NotificationTaps()
  /// The app of the scene the taps go to: the scene that was active last.
  ///
  /// A notification
  /// reaches the app, not a scene; the scene the user was in last is the one they expect.
  var app: AppCoordinator? {
    didSet { deliverWaiting() }
  }
  /// The taps that came before any scene was active, such as the one that launched the app.
  private var waiting: [Data] = []

  /// The payload of a tapped notification as JSON, or `nil` when it is not JSON's.
  nonisolated static func json(of payload: [AnyHashable: Any]) -> Data? {
    try? JSONSerialization.data(withJSONObject: payload)
  }

  /// Hands a tapped notification's payload, as JSON, to the app, or keeps it for the first
  /// scene's.
  func tapped(json: Data) {
    guard let app else { return waiting.append(json) }
    do { try app.open(notification: json) } catch { print("error: \(error)") }
  }

  /// Hands the taps that waited to the app.
  private func deliverWaiting() {
    let taps = waiting
    waiting = []
    for json in taps { tapped(json: json) }
  }
}
// end sample

// sample: notification-delegate
#if canImport(UserNotifications)
  extension NotificationTaps: UNUserNotificationCenterDelegate {
    func startListening() {
      UNUserNotificationCenter.current().delegate = self
    }

    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      guard let json = Self.json(of: response.notification.request.content.userInfo) else {
        return
      }
      await tapped(json: json)
    }
  }
#else
  extension NotificationTaps {
    /// No notification center on this platform: taps reach ``tapped(json:)`` only.
    func startListening() {}
  }
#endif
// end sample
