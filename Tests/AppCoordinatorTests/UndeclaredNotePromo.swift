import LinkRouting
import TestFlows

/// The note sheet of ``UndeclaredNotePromo``, the one thing it presents.
enum NoteSheet: String, Presentation {
  /// A note about the offer: a sheet whose swipe stays enabled, as the flow declares no input.
  case note

  var kind: PresentationKind { .sheet }
  var id: String { rawValue }
}

/// What the Promo double with a note shows: its stack, the note sheet, and the note typed there.
struct NotePromoState: FlowState {
  var path: [PromoRoute] = []
  /// The note sheet while it shows; closing it drops the note.
  var presented = Presentations<NoteSheet>() {
    didSet { if presented.isEmpty { note = "" } }
  }
  /// The text typed into `field.note`; empty until something is typed.
  var note = ""
}

/// A Promo tab whose offers open a note sheet with a text field, `field.note`, and that forgets
/// to declare that it holds input once a note is typed (`holdsInput` stays `false`): `back`, a
/// link or the swipe loses the note without the discard alert asking, and only the screen
/// tells, since a presentation is never saved and so never restored.
final class UndeclaredNotePromo: Coordinator<NotePromoState>, TabFlow {
  /// The note sheet, else the offer on top, else the list.
  func screen(for session: Session) -> Screen {
    if state.presented.top == .note {
      return Screen(
        id: "screen.note", title: "Note",
        elements: [
          ScreenElement(.textField, id: "field.note", label: state.note, exploredValues: ["hi"]),
          ScreenElement(.button, id: "button.done", label: "Done"),
        ])
    }
    switch state.path.last {
    case .offer(let id)?:
      return Screen(
        id: "screen.offer.\(id)", title: "Offer \(id)",
        elements: [ScreenElement(.button, id: "button.note", label: "Note")])
    case .member?:
      return Screen(id: "screen.member", title: "Members")
    case nil:
      return Screen(
        id: "screen.promo", title: "Promo",
        elements: (1...3).map {
          ScreenElement(.row, id: "row.offer.\($0)", label: "Offer \($0)")
        })
    }
  }

  /// Rows push their offer; `button.note` shows the note sheet, `button.done` closes it.
  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.note": present(.note)
    case "button.done": close(.note)
    default:
      guard let offer = Int(id.dropFirst("row.offer.".count)) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.offer(offer))
    }
  }

  /// Writes the note on the sheet.
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try requireField(id, in: session)
    state.note = text
  }
}

extension UndeclaredNotePromo {
  nonisolated static var id: String { "promo" }
  nonisolated static var title: String { "Promo" }
  typealias Links = PromoLinks
  nonisolated static var screenKinds: [String] {
    ["screen.promo", "screen.offer.N", "screen.member", "screen.note"]
  }
  nonisolated static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://promo", shows: "screen.promo"),
      LinkExample("navlab://member", shows: "screen.member", requiresSignIn: true),
    ]
  }
  nonisolated static var malformedLinks: [String] { ["navlab://promo/1", "navlab://member/1"] }
}
