import LinkRouting

/// Where VoiceOver focus goes, and which element opened what shows over each screen: what the
/// app keeps of focus beside its state.
package struct FocusRecord: Equatable, Sendable {
  /// The element focus goes to while it shows, else the screen's own: the opener a close
  /// returned to, or the element a move that opened nothing was made on; `nil` after a push or
  /// a link.
  package var hint: String?
  /// The element that opened what shows over each screen, by the screen's place.
  ///
  /// A place (the flow and the depth) names one screen at a time, since a flow shows one
  /// stack. An entry is dropped once what it opened closes.
  package var openers: [Place: String] = [:]

  /// A screen's place: the flow that shows it and how many screens deep it is.
  package struct Place: Hashable, Sendable {
    package var flow: Int
    package var depth: Int
  }

  package init() {}
}

extension AppCoordinator {
  /// The element VoiceOver focus is on, as a view binds it to `@AccessibilityFocusState`.
  ///
  /// After a push, a presentation or a link, the new screen's own element
  /// (``/LinkRouting/Screen/focusedElementID``: the one it names, else its first); after a close
  /// or a pop, the element that opened what closed, or the screen's own when that no longer
  /// shows; after a move that opens and closes nothing, the element it was made on, while it
  /// shows. `nil` only on a screen with no element.
  public var focusedElement: String? {
    focusedElement(on: shownScreen)
  }

  /// ``focusedElement`` on `screen`, the one that shows, already made.
  package func focusedElement(on screen: Screen) -> String? {
    if let hint = _focusRecord.hint, screen.element(hint) != nil { return hint }
    return screen.focusedElementID
  }

  /// The objects every flow's screens hold now (``/LinkRouting/ScreenModels``), hidden flows'
  /// too: a move that closes one closes it in any flow.
  package var screenModels: [(name: String, object: AnyObject)] {
    var models: [(name: String, object: AnyObject)] = []
    // Every flow alike, hidden ones too (`FlowReads`).
    walk.flowReads.alike += 1
    for place in modelHolders {
      models += boxes[place].screenModels
    }
    walk.flowReads.alike -= 1
    return models
  }

  /// Moves focus after a move made from `before` screens deep, at `place`, on the element
  /// `element` (a tap's or a field's), or on none (back, dismiss).
  ///
  /// The breadcrumb is read only when the move opened or closed a screen: most moves of the
  /// explorer's walk do neither, or are links, which set focus alone.
  func focusMoved(from before: Int, at place: FocusRecord.Place, on element: String?) {
    if let element, FlowRegistration.tabFlowID(ofItem: element) != nil {
      // Another tab, or the same one at its root: a screen appears, as after a link.
      _focusRecord.hint = nil
      return
    }
    let after = depth
    if after > before {
      if let element { _focusRecord.openers[place] = element }
      _focusRecord.hint = nil
    } else if after < before {
      let landed = openerKey(at: after)
      _focusRecord.hint = _focusRecord.openers.removeValue(forKey: landed)
      // What was opened over the screens that closed closed with them.
      if _focusRecord.openers.keys.contains(where: { $0.flow == landed.flow && $0.depth > after }) {
        _focusRecord.openers = _focusRecord.openers.filter {
          $0.key.flow != landed.flow || $0.key.depth <= after
        }
      }
    } else {
      _focusRecord.hint = element
    }
  }

  /// Forgets every opener, as a link does: what it shows was opened by no tap.
  func focusOnLink() {
    _focusRecord.hint = nil
    if !_focusRecord.openers.isEmpty { _focusRecord.openers = [:] }
  }
}
