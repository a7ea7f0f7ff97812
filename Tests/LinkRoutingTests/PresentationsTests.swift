import Testing

@testable import LinkRouting

/// The rules of every presentation kind, written once in `Presentations` and
/// `PresentationKind`.
@Suite struct PresentationsTests {
  @Test(arguments: StubPresentation.allCases)
  func theGestureClosesOnlyTheKindsThatHaveOne(presentation: StubPresentation) {
    let expected =
      switch presentation {
      case .sheet, .popover, .dialog: true
      case .lockedSheet, .cover, .alert: false
      }
    #expect(presentation.closesByGesture == expected)
  }

  @Test(arguments: PresentationKind.allCases)
  func onlySheetsAndCoversHoldALayerOverThem(kind: PresentationKind) {
    #expect(kind.holdsLayers == (kind == .sheet || kind == .fullScreenCover))
  }

  @Test(arguments: [StubPresentation.sheet, .cover])
  func aSheetOrCoverHoldsAnotherLayer(below: StubPresentation) {
    var presented = Presentations<StubPresentation>()
    presented.present(below)
    for over in [StubPresentation.sheet, .alert] {
      presented.present(over)
    }
    #expect(presented.layers == [below, .sheet, .alert])
    #expect(presented.chained.isEmpty)
  }

  @Test(arguments: [StubPresentation.popover, .alert, .dialog])
  func whatIsAskedForOverAPopoverAlertOrDialogWaitsForItToClose(shown: StubPresentation) {
    var presented = Presentations<StubPresentation>()
    presented.present(shown)
    presented.present(.sheet)
    #expect(presented.layers == [shown])
    #expect(presented.chained == [.sheet])

    let closed = presented.closeTop()
    #expect(closed)
    #expect(presented.layers == [.sheet])
    #expect(presented.chained.isEmpty)
  }

  @Test func chainedPresentationsShowOneAtATimeInOrder() {
    var presented = Presentations<StubPresentation>()
    presented.present(.alert)
    presented.present(.sheet)
    presented.present(.dialog)
    #expect(presented.chained == [.sheet, .dialog])

    presented.closeTop()
    // The sheet could hold the dialog, but the dialog waits for the sheet: never both at once.
    #expect(presented.layers == [.sheet])
    #expect(presented.chained == [.dialog])
    presented.closeTop()
    #expect(presented.layers == [.dialog])
    presented.closeTop()
    #expect(presented.isEmpty)
  }

  @Test func closingALowerLayerShowsWhatWaitedForTheTop() {
    var presented = Presentations<StubPresentation>()
    presented.present(.cover)
    presented.present(.alert)
    presented.present(.popover)
    let closed = presented.close(.cover)
    #expect(closed)
    #expect(presented.layers == [.popover])
    #expect(presented.chained.isEmpty)
  }

  @Test func nothingWaitsWhileNothingShowsInAnyStateChangesReach() {
    typealias Presented = Presentations<StubPresentation>
    let changes: [(inout Presented) -> Void] =
      StubPresentation.allCases.map { item in { $0.present(item) } }
      + StubPresentation.allCases.map { item in { $0.close(item) } }
      + [{ $0.closeTop() }, { $0.closeAll() }]
    // Every state four changes reach from nothing.
    var reached: Set<Presented> = [Presented()]
    var frontier = [Presented()]
    for _ in 1...4 {
      var next: [Presented] = []
      for state in frontier {
        for change in changes {
          var changed = state
          change(&changed)
          #expect(!changed.isEmpty || changed.chained.isEmpty, "\(changed)")
          if reached.insert(changed).inserted { next.append(changed) }
        }
      }
      frontier = next
    }
    // Some of them chain a presentation, and some close what waited for the top.
    #expect(reached.contains { !$0.chained.isEmpty })
    #expect(reached.contains { $0.layers.count == 1 && $0.chained.count == 1 })
  }

  @Test func closeTopWithNothingShownChangesNothing() {
    var presented = Presentations<StubPresentation>()
    let closed = presented.closeTop()
    #expect(!closed)
    #expect(presented == Presentations())
  }

  @Test func replaceTopEditsTheSamePresentationAndRefusesAnother() {
    var presented = Presentations<DraftPresentation>()
    presented.present(.draft(text: ""))
    let replaced = presented.replaceTop(with: .draft(text: "Spam"))
    #expect(replaced)
    #expect(presented.layers == [.draft(text: "Spam")])
    // Another sheet, of the same kind but another identity, would make SwiftUI show it anew.
    for other in [DraftPresentation.note, .confirm] {
      let refused = !presented.replaceTop(with: other)
      #expect(refused)
      #expect(presented.layers == [.draft(text: "Spam")])
    }
  }
}

/// Presentations whose identity is their crumb: a draft keeps it while its text changes.
private enum DraftPresentation: Presentation {
  case draft(text: String)
  case note
  case confirm

  var kind: PresentationKind { self == .confirm ? .alert : .sheet }

  var crumb: String {
    switch self {
    case .draft: "draft"
    case .note: "note"
    case .confirm: "confirm"
    }
  }

  var id: String { crumb }
}
