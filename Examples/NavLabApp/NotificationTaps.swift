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
  /// The app the taps go to.
  var app: AppCoordinator? {
    didSet { startListening() }
  }

  /// The payload of a tapped notification as JSON, or `nil` when it is not JSON's.
  nonisolated static func json(of payload: [AnyHashable: Any]) -> Data? {
    try? JSONSerialization.data(withJSONObject: payload)
  }

  /// Hands a tapped notification's payload, as JSON, to the app.
  func tapped(json: Data) {
    do { try app?.open(notification: json) } catch { print("error: \(error)") }
  }
}
// end sample

// sample: notification-delegate
#if canImport(UserNotifications)
  extension NotificationTaps: UNUserNotificationCenterDelegate {
    private func startListening() {
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
    private func startListening() {}
  }
#endif
// end sample
