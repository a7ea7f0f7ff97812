/// How many times an app read its platform and its width, counted apart: what a computation read
/// of the device, told by two counts taken before and after it.
package struct DeviceReads: Equatable, Sendable {
  /// Reads of the platform.
  package var platform = 0
  /// Reads of the width.
  package var width = 0

  package init() {}

  package init(platform: Int, width: Int) {
    self.platform = platform
    self.width = width
  }

  /// What was read between `earlier` and these counts.
  package func since(_ earlier: DeviceReads) -> (platform: Bool, width: Bool) {
    (platform != earlier.platform, width != earlier.width)
  }

  /// The counts of two apps together.
  package static func &+ (lhs: DeviceReads, rhs: DeviceReads) -> DeviceReads {
    DeviceReads(platform: lhs.platform &+ rhs.platform, width: lhs.width &+ rhs.width)
  }
}
