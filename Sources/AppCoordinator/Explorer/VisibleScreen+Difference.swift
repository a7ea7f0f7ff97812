import LinkRouting

extension VisibleScreen {
  /// The first thing that differs between this screen, as saved, and `restored`, as a rule
  /// names it: the screen, the route (the breadcrumb, presentations included), an element, the
  /// title or the tab bar.
  ///
  /// - Returns: `nil` when the two are the same.
  func difference(restored: VisibleScreen) -> String? {
    if screen.id != restored.screen.id {
      return "the screen: saved \(screen.id), restored \(restored.screen.id)"
    }
    if breadcrumb != restored.breadcrumb {
      return
        "the route: saved \(Rules.crumbs(breadcrumb)), restored \(Rules.crumbs(restored.breadcrumb))"
    }
    if screen.title != restored.screen.title {
      return "the title: saved '\(screen.title)', restored '\(restored.screen.title)'"
    }
    for element in screen.elements {
      guard let other = restored.screen.element(element.id) else {
        return "element \(element.id): saved, missing once restored"
      }
      if other.kind != element.kind {
        return "element \(element.id): saved as \(element.kind), restored as \(other.kind)"
      }
      if other.label != element.label {
        return "element \(element.id): saved '\(element.label)', restored '\(other.label)'"
      }
    }
    if let extra = restored.screen.elements.first(where: { screen.element($0.id) == nil }) {
      return "element \(extra.id): not saved, shown once restored"
    }
    if screen.elements.map(\.id) != restored.screen.elements.map(\.id) {
      return "the order of the elements: saved \(screen.elements.map(\.id)), restored "
        + "\(restored.screen.elements.map(\.id))"
    }
    if tabBar != restored.tabBar || selectedTabID != restored.selectedTabID {
      return "the tab bar: saved \(selectedTabID ?? "none") selected of \(tabBar.map(\.id)), "
        + "restored \(restored.selectedTabID ?? "none") of \(restored.tabBar.map(\.id))"
    }
    return self == restored
      ? nil
      : "the screen's elements: saved \(screen.elements), restored \(restored.screen.elements)"
  }
}
