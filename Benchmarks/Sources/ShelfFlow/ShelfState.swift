import LinkRouting

/// What a Shelf presents over its stack.
public enum ShelfPresentation: String, Presentation {
  /// The share sheet over the item on top.
  case share

  /// The share sheet is a sheet.
  public var kind: PresentationKind { .sheet }
}

/// What a Shelf tab shows: its stack and the share sheet, if one is presented.
public typealias ShelfState = StackState<ShelfRoute, ShelfPresentation>
