/// What tells one Shelf tab from another: its id, which is also its link host, and its title.
///
/// The benchmarks register up to three Shelves beside the product's tabs, so every variant needs
/// an id and a host that no product flow uses (Feed has `feed` and `article`, Settings
/// `settings` and `account`).
public protocol ShelfVariant: Sendable {
  /// The flow's id and its only link host, such as `shelf1`.
  static var id: String { get }
  /// The tab's title, such as `Shelf 1`.
  static var title: String { get }
  /// Whether the copy is registered as a presented flow, whose every screen shows
  /// `button.close`; `false` for a tab.
  static var isPresented: Bool { get }
}

extension ShelfVariant {
  /// A tab, unless the variant says otherwise.
  public static var isPresented: Bool { false }
}

/// The first Shelf: `ShelfCoordinator<Shelf1>`, at `navlab://shelf1`.
public enum Shelf1: ShelfVariant {
  /// `shelf1`.
  public static let id = "shelf1"
  /// `Shelf 1`.
  public static let title = "Shelf 1"
}

/// The second Shelf: `ShelfCoordinator<Shelf2>`, at `navlab://shelf2`.
public enum Shelf2: ShelfVariant {
  /// `shelf2`.
  public static let id = "shelf2"
  /// `Shelf 2`.
  public static let title = "Shelf 2"
}

/// The third Shelf: `ShelfCoordinator<Shelf3>`, at `navlab://shelf3`.
public enum Shelf3: ShelfVariant {
  /// `shelf3`.
  public static let id = "shelf3"
  /// `Shelf 3`.
  public static let title = "Shelf 3"
}
