/// The system the app runs on: it decides how a full-screen cover shows.
public enum Platform: String, CaseIterable, Hashable, Sendable {
  /// iPhone and iPad: a cover covers the whole screen.
  case iOS = "ios"
  /// The Mac, where a cover shows as a push or as a sheet, as its flow declares
  /// (``Presentation/coverOnMacOS``).
  case macOS = "macos"
}

/// How much room the window gives the app across: it decides the container and how a popover
/// shows.
public enum Width: String, CaseIterable, Hashable, Sendable {
  /// An iPhone, or a narrow iPad window: a tab bar with one stack per tab, and a popover shows as
  /// a sheet unless it keeps itself a popover.
  case compact
  /// An iPad or a Mac window: a sidebar listing the tab flows beside a detail column that holds
  /// the selected flow's stack, and a popover shows as a popover.
  case regular
}

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

/// How a full-screen cover shows on macOS, where there is no full-screen cover.
public enum CoverOnMacOS: Hashable, Sendable {
  /// On the stack it started from, as a pushed screen: `back` pops it, as any push; its own
  /// controls close it whole, to where it started.
  case push
  /// As a sheet that closes by its own controls only, as the cover does on iOS.
  case sheet
}
