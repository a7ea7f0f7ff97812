import LinkRouting

extension Rules {
  /// One alert at a time, from the top: an alert or a confirmation dialog never shows over
  /// another alert or dialog, nor under any other layer.
  ///
  /// UIKit presents one view controller from a view controller at a time, and an alert or an
  /// action sheet is one; SwiftUI shows one alert per view at a time, and only from a view whose
  /// presentation is on top (ARCHITECTURE.md, "One alert at a time"). So among the layers that
  /// show, the visible flow's bottom first and then the app's discard alert, at most one is an
  /// alert or a dialog, and it is the top one. A second way out while the discard alert asks
  /// takes the waiting one's place; a flow's own alert or dialog chains what is presented over
  /// it.
  ///
  /// Checked in every state, where ``presentation`` is: it reads the layers as the device shows
  /// them, though an alert or a dialog shows as one on every device.
  ///
  /// - Returns: What shows, bottom first, and which alert or dialog is covered; `nil` when at
  ///   most one shows, on top.
  static func oneAlert(_ app: some Explorable) -> String? {
    let layers = app.visiblePresentations.layers
    // A loop, not `firstIndex(where:)`: a closure made on the main actor checks its isolation
    // at each call, and the walk asks this in every state.
    for index in layers.indices.dropLast() {
      let layer = layers[index]
      guard layer.kind == .alert || layer.kind == .confirmationDialog else { continue }
      let above = layers[index + 1]
      let shown = layers.map(\.crumb).joined(separator: " › ")
      let over = above.kind == .alert || above.kind == .confirmationDialog
      return "\(above.crumb), \(above.kind.article), shows over \(layer.crumb), "
        + "\(layer.kind.article) (\(shown)): "
        + (over
          ? "the platform shows one alert at a time; replace the waiting one, or queue the "
            + "second until the first is answered"
          : "an alert shows only from the top presentation; chain what is presented over it")
    }
    return nil
  }
}
