/// What a flow presents over its stack: layers, bottom first, and what waits for the top one.
///
/// The rules of every kind are written here once:
/// - A presentation asked for over nothing, a sheet or a cover shows as a new layer on top.
/// - One asked for over a popover, an alert or a dialog, or while others wait, is chained: it
///   shows as soon as the ones before it have closed, never at the same time and never lost.
/// - Closing a layer closes every layer above it too; then the first chained one shows.
/// - ``closeAll()`` closes every layer and drops every chained one, as a link or sign-out does.
public struct Presentations<Item: Presentation>: Hashable, Sendable {
  /// What shows, bottom first: the last one is on top.
  public private(set) var layers: [Item] = []
  /// What waits to show, in order, each as soon as the top layer closes.
  public private(set) var chained: [Item] = []

  /// Nothing presented.
  public init() {}

  /// The layer on top, if anything shows.
  @inlinable public var top: Item? { layers.last }

  /// Whether anything shows; nothing is chained while nothing shows, since a presentation asked
  /// for over nothing shows, and closing a layer shows the first chained one.
  @inlinable public var isEmpty: Bool { layers.isEmpty }

  /// Shows `item` on top, or chains it when the top cannot hold a layer or others wait.
  public mutating func present(_ item: Item) {
    if chained.isEmpty, top?.kind.holdsLayers ?? true {
      layers.append(item)
    } else {
      chained.append(item)
    }
  }

  /// Closes the top layer, then shows the first chained presentation.
  ///
  /// - Returns: `false`, changing nothing, when nothing shows.
  @discardableResult
  public mutating func closeTop() -> Bool {
    guard !layers.isEmpty else { return false }
    close(layersFrom: layers.count - 1)
    return true
  }

  /// Closes `item` and every layer above it, then shows the first chained presentation.
  ///
  /// - Returns: `false`, changing nothing, when `item` does not show.
  @discardableResult
  public mutating func close(_ item: Item) -> Bool {
    guard let index = layers.lastIndex(of: item) else { return false }
    close(layersFrom: index)
    return true
  }

  /// Closes every layer and drops every chained presentation.
  public mutating func closeAll() {
    layers.removeAll()
    chained.removeAll()
  }

  /// Replaces the top layer with `item`, the same presentation (the same `id`) holding other
  /// values, as an edit of what it shows (such as the text a sheet holds) does: SwiftUI keeps
  /// showing it, since its identity is unchanged.
  ///
  /// - Returns: `false`, changing nothing, when nothing shows or `item` is another presentation.
  @discardableResult
  public mutating func replaceTop(with item: Item) -> Bool {
    guard let top, top.id == item.id else { return false }
    layers[layers.count - 1] = item
    return true
  }

  private mutating func close(layersFrom index: Int) {
    layers.removeSubrange(index...)
    if !chained.isEmpty {
      let next = chained.removeFirst()
      layers.append(next)
    }
  }
}

/// A presentation seen without its flow's types, for the app and the checks: the kind it shows
/// as, whether it shows as a pushed screen, whether the gesture closes it now, and its crumb.
package struct PresentedLayer: Hashable, Sendable {
  /// How it shows on the device: a popover in compact width may show as a sheet, and a cover on
  /// macOS as a sheet.
  package var kind: PresentationKind
  /// Whether it shows as a screen pushed on the stack (a cover on macOS that its flow pushes):
  /// `back` closes it, and `dismiss` does not.
  package var isPushed = false
  /// Whether it was declared a full-screen cover, whatever it shows as on the device.
  package var isCover = false
  /// Whether `dismiss` closes it now.
  package var closesByGesture: Bool
  /// Its crumb.
  package var crumb: String

  /// A layer that shows as `kind`, not pushed and not declared a cover.
  package init(kind: PresentationKind, closesByGesture: Bool, crumb: String) {
    self.kind = kind
    self.closesByGesture = closesByGesture
    self.crumb = crumb
  }
}

/// A flow's presentations seen without its types: what shows and what is chained.
package struct PresentedLayers: Hashable, Sendable {
  /// What shows, bottom first.
  package var layers: [PresentedLayer]
  /// What waits, in order.
  package var chained: [PresentedLayer]

  /// Nothing shown and nothing chained.
  package static let none = PresentedLayers(layers: [], chained: [])
}

extension Presentations {
  /// What shows and what is chained, without the flow's types.
  ///
  /// The explorer reads it for every move: with nothing presented, which is most states, it
  /// allocates nothing. Closures, not key paths: a key path into a generic type is made at run
  /// time on every call.
  package func erased(on device: Device = .iPhone) -> PresentedLayers {
    guard !layers.isEmpty || !chained.isEmpty else { return .none }
    return PresentedLayers(
      layers: layers.map { $0.erasedLayer(on: device) },
      chained: chained.map { $0.erasedLayer(on: device) })
  }

  /// Whether nothing shows and nothing waits.
  ///
  /// Inlinable, as ``top`` and ``isEmpty`` are: the app asks it of every flow for every link it
  /// opens, and unspecialized, a generic getter looks up its array's metadata on each call.
  @inlinable package var holdsNothing: Bool { layers.isEmpty && chained.isEmpty }
}

extension Presentation {
  /// The presentation as it shows on `device`, without its flow's type.
  package func erasedLayer(on device: Device = .iPhone) -> PresentedLayer {
    let pushed = isPushed(on: device)
    var layer = PresentedLayer(
      kind: shownKind(on: device), closesByGesture: !pushed && closesByGesture(on: device),
      crumb: crumb)
    layer.isPushed = pushed
    layer.isCover = kind == .fullScreenCover
    return layer
  }
}
