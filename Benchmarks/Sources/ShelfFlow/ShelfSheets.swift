/// The presented Shelves: copies of Feed's shape that the benchmarks present over main, each on
/// its own link host, so that `navlab-bench` measures an app with ten presented flows.
///
/// Each is `ShelfCoordinator<ShelfSheetN>` registered with `.presented(_:)`, and shows
/// `button.close` on every screen, as Comments does: a sheet on macOS has no swipe, so the button
/// is its one way out there.

/// The presented Shelf 1: `ShelfCoordinator<ShelfSheet1>`, at `navlab://sheet1`.
public enum ShelfSheet1: ShelfVariant {
  /// `sheet1`.
  public static let id = "sheet1"
  /// `Sheet 1`.
  public static let title = "Sheet 1"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 2: `ShelfCoordinator<ShelfSheet2>`, at `navlab://sheet2`.
public enum ShelfSheet2: ShelfVariant {
  /// `sheet2`.
  public static let id = "sheet2"
  /// `Sheet 2`.
  public static let title = "Sheet 2"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 3: `ShelfCoordinator<ShelfSheet3>`, at `navlab://sheet3`.
public enum ShelfSheet3: ShelfVariant {
  /// `sheet3`.
  public static let id = "sheet3"
  /// `Sheet 3`.
  public static let title = "Sheet 3"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 4: `ShelfCoordinator<ShelfSheet4>`, at `navlab://sheet4`.
public enum ShelfSheet4: ShelfVariant {
  /// `sheet4`.
  public static let id = "sheet4"
  /// `Sheet 4`.
  public static let title = "Sheet 4"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 5: `ShelfCoordinator<ShelfSheet5>`, at `navlab://sheet5`.
public enum ShelfSheet5: ShelfVariant {
  /// `sheet5`.
  public static let id = "sheet5"
  /// `Sheet 5`.
  public static let title = "Sheet 5"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 6: `ShelfCoordinator<ShelfSheet6>`, at `navlab://sheet6`.
public enum ShelfSheet6: ShelfVariant {
  /// `sheet6`.
  public static let id = "sheet6"
  /// `Sheet 6`.
  public static let title = "Sheet 6"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 7: `ShelfCoordinator<ShelfSheet7>`, at `navlab://sheet7`.
public enum ShelfSheet7: ShelfVariant {
  /// `sheet7`.
  public static let id = "sheet7"
  /// `Sheet 7`.
  public static let title = "Sheet 7"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 8: `ShelfCoordinator<ShelfSheet8>`, at `navlab://sheet8`.
public enum ShelfSheet8: ShelfVariant {
  /// `sheet8`.
  public static let id = "sheet8"
  /// `Sheet 8`.
  public static let title = "Sheet 8"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 9: `ShelfCoordinator<ShelfSheet9>`, at `navlab://sheet9`.
public enum ShelfSheet9: ShelfVariant {
  /// `sheet9`.
  public static let id = "sheet9"
  /// `Sheet 9`.
  public static let title = "Sheet 9"
  /// Presented over main.
  public static let isPresented = true
}

/// The presented Shelf 10: `ShelfCoordinator<ShelfSheet10>`, at `navlab://sheet10`.
public enum ShelfSheet10: ShelfVariant {
  /// `sheet10`.
  public static let id = "sheet10"
  /// `Sheet 10`.
  public static let title = "Sheet 10"
  /// Presented over main.
  public static let isPresented = true
}
