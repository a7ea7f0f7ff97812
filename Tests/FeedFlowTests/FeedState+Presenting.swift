import LinkRouting

@testable import FeedFlow

extension FeedState {
  /// A Feed state showing `path`, with `sheet` presented over it when there is one.
  init(path: [FeedRoute], sheet: FeedPresentation?) {
    self.init(path: path)
    if let sheet { presented.present(sheet) }
  }
}
