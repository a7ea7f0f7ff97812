import AppCoordinator
import AuthFlow
import LinkRouting

/// What one flow sees of the app: its own state, and the context the rest of the app gives it.
///
/// The walk of one flow tells states apart by this value alone (ARCHITECTURE.md, "The walk: one
/// flow at a time"). Its size does not grow with the number of flows: the other flows' states
/// are left out, and the root is written relative to this flow.
struct FlowView: Hashable {
  /// Where the flow is on main.
  enum Place: UInt8, Hashable {
    /// Its screen shows: the selected tab with nothing presented over it, or the presented flow.
    case inSight
    /// The selected tab, with a presented flow over it.
    case covered
    /// Another tab is selected, or, for a presented flow, it is not presented.
    case hidden
  }

  /// The root as this flow sees it: ``main``, ``signingIn``, ``parkedElsewhere``,
  /// ``parkedElsewhereSelecting``, or, while a destination of this flow is parked, the root's
  /// number in the app's numbering of roots.
  var stage: Int
  var place: Place
  /// The flow's state (stack and presentations), numbered by the explorer's box of it.
  var state: Int
  /// The session, numbered by the app's tables as its snapshot holds it.
  var session: Int
  /// The sign-in flow's state while login shows, numbered as the snapshot holds it; `nil` on
  /// main, where login starts afresh each time it shows.
  var login: Int?
  /// Whether the discard alert asks over this flow, and about which of its own moves.
  ///
  /// -1 when it does not ask, or asks over another flow: the alert shows over the flow in
  /// sight, the one whose typed text a way out would lose, and to a flow out of sight a state
  /// asking over another is the state under the alert. 0 when it holds a link or a sign-out,
  /// the rest of the app's moves, which the view leaves out until a move reads which one waits
  /// (`Walk.exactAsking`, which then numbers each as the next case does); else one more than
  /// the number of the way out that waits.
  var asking = -1

  /// Main is the root.
  static let main = -1
  /// Login shows with nothing parked.
  static let signingIn = -2
  /// Login shows with another flow's destination parked; cancelling leaves main as it was.
  static let parkedElsewhere = -3
  /// Login shows with another tab's destination parked by a link; cancelling selects that tab.
  static let parkedElsewhereSelecting = -4
  /// Launching.
  static let launching = -5
  /// Onboarding shows.
  ///
  /// What the links waiting for it lead to is not in the view: the walk tells onboarding states
  /// apart by that (`Walk`'s key).
  static let onboarding = -6

  /// Hashes the numbers packed into two words, as the app's snapshot does.
  ///
  /// The walk of a group hashes a view for every state a move reaches (``ViewKey``), and each
  /// word combined costs as much as a packing. Equal views pack equally, and the numbers are
  /// small, so that unequal ones seldom do.
  func hash(into hasher: inout Hasher) {
    hasher.combine(state)
    hasher.combine(
      stage ^ session &<< 20 ^ ((login ?? -1) &+ 1) &<< 32 ^ (asking &+ 1) &<< 52
        ^ Int(place.rawValue) &<< 60)
  }
}
