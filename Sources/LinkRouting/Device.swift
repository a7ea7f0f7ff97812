/// What the app runs on: its platform, fixed when the app is made, and its width, which changes
/// as the device rotates, an iPad shares its screen or a Mac window is resized.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The system the app runs on.
  public var platform: Platform
  /// The room the window gives the app across.
  public var width: Width

  /// Creates a device.
  public init(platform: Platform, width: Width) {
    self.platform = platform
    self.width = width
  }

  /// An iPhone: iOS, compact.
  ///
  /// The app runs on it unless told otherwise.
  public static let iPhone = Device(platform: .iOS, width: .compact)

  /// Every platform with every width, iOS compact first.
  public static let all: [Device] = Platform.allCases.flatMap { platform in
    Width.allCases.map { Device(platform: platform, width: $0) }
  }

  /// `ios compact`, `macos regular`.
  public var description: String { "\(platform.rawValue) \(width.rawValue)" }
}
