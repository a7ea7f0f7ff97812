import AppCoordinator
import LinkRouting

/// The app's navigation map: every kind of screen exploration reaches, and every move between
/// two of them, each with the shortest script that makes it.
///
/// Ids are collapsed to kinds (`screen.article.7` is `screen.article.N`), so the map stays the
/// size of the app's design, not of its data. Links are drawn from one node per link form rather
/// than from every screen. Build one with ``Explorer/map(depth:firstLaunch:maxStates:device:progress:)``.
public struct NavigationMap: Sendable {
  /// The kind of the app's discard alert, `alert.discard`, which holds a way out until the user
  /// answers it: where its `button.discard` lands is the held move's, not the alert's.
  public static let discardAlertKind = Screen.discardAlert.id

  /// A kind of screen, and the part of the app it shows in.
  public struct Place: Hashable, Sendable {
    /// The screen's id with every number written as `N`, such as `screen.article.N`.
    public let kind: String
    /// Where it shows: a tab's flow id (its stack), a presented flow's id (its stack, shown as
    /// a sheet over main), `login` (the login root), `presented` (a sheet or alert) or `launch`
    /// (the splash screen).
    public let group: String
  }

  /// A move from one screen kind to another, or from a link form to the screen it opens.
  public struct Transition: Hashable, Sendable {
    /// The screen kind it leaves, or the link form, such as `navlab://article/N`, for a link.
    public let from: String
    /// What moves: a tapped id with numbers as `N`, `back`, `dismiss`, `tab ID`, `open`, or
    /// `launch` from the splash screen.
    public let label: String
    /// The screen kind it reaches.
    public let to: String
  }

  /// What a transition does, in the words of the design's table of kinds: it pushes, pops,
  /// selects a tab, opens a link, swaps the root, presents one kind or closes one.
  public enum Semantic: Hashable, Sendable {
    /// A screen pushed on the visible stack.
    case push
    /// The top screen popped off the visible stack (`back`).
    case pop
    /// Another tab selected.
    case tab
    /// A link opened: every presentation closed and the flow's stack replaced.
    case link
    /// The root swapped between splash, onboarding, login and main, or the session ended and
    /// main started over.
    case rootSwap
    /// A presentation of this kind shown; a presented flow shows as a sheet.
    case present(PresentationKind)
    /// A presentation of this kind closed, by the gesture or by its controls.
    case close(PresentationKind)

    /// How a map labels it: `push`, `pop`, `tab`, `link`, `root swap`, the kind presented
    /// (`sheet`, `cover`, `popover`, `alert`, `dialog`) or `closes` and the kind.
    public var name: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .tab: "tab"
      case .link: "link"
      case .rootSwap: "root swap"
      case .present(let kind): kind.rawValue
      case .close(let kind): "closes " + kind.rawValue
      }
    }

    /// Every semantic, in the order a legend lists them.
    public static let all: [Semantic] =
      [.push, .pop, .tab, .link, .rootSwap] + PresentationKind.allCases.map(Semantic.present)
      + PresentationKind.allCases.map(Semantic.close)
  }

  /// The label of the transition from the splash screen to the first screen.
  static let launchLabel = "launch"

  /// How many actions deep each exploration walked.
  public let depth: Int
  /// The state budget, when the walks reached it before their depth.
  ///
  /// The map is then incomplete; `nil` when they walked to their depth.
  public internal(set) var stoppedAtBudget: Int?
  /// The tab flows' ids, in tab-bar order.
  public let tabs: [String]
  /// The ids of the flows presented as a sheet over main, in the order they were registered.
  public let presentedFlows: [String]
  /// The link forms, such as `navlab://article/N`, in the order the flows declare them.
  public let linkForms: [String]
  /// Every screen kind reached, in the order first reached.
  public internal(set) var places: [Place] = []
  /// Every transition seen, in the order first seen.
  public internal(set) var transitions: [Transition] = []
  /// The transitions that go through the gate: parking a destination behind login, or showing a
  /// screen that needs sign-in.
  public internal(set) var gated: Set<Transition> = []
  /// What each transition does; see ``semantic(of:)``.
  var semantics: [Transition: Semantic] = [:]
  var placeScripts: [String: [String]] = [:]
  var transitionScripts: [Transition: [String]] = [:]

  init(depth: Int, tabs: [String], presentedFlows: [String], linkForms: [String]) {
    self.depth = depth
    self.tabs = tabs
    self.presentedFlows = presentedFlows
    self.linkForms = linkForms
  }

  /// What `transition` does: what the first move the walks saw make it did.
  ///
  /// `launch` swaps the root; an `open` from a link form opens a link, or swaps the root when it
  /// parks the destination behind login.
  public func semantic(of transition: Transition) -> Semantic {
    semantics[transition] ?? (transition.label == Self.launchLabel ? .rootSwap : .push)
  }

  /// The kinds of presentation the app declares, as far as the walks saw them: each kind any
  /// transition presents or closes.
  public var presentationKinds: [PresentationKind] {
    let seen = Set(
      semantics.values.compactMap { semantic -> PresentationKind? in
        switch semantic {
        case .present(let kind), .close(let kind): kind
        default: nil
        }
      })
    return PresentationKind.allCases.filter(seen.contains)
  }

  /// The shortest script from a fresh launch that shows `kind`, as lines for `navlab-shell -f`.
  public func shortestScript(toShow kind: String) -> [String] {
    placeScripts[kind] ?? []
  }

  /// The shortest script from a fresh launch that ends with `transition`.
  public func shortestScript(for transition: Transition) -> [String] {
    transitionScripts[transition] ?? []
  }

  /// The place of the map that shows `screen`, if exploration reached its kind.
  public func place(showing screen: VisibleScreen) -> Place? {
    let kind = ScreenKind.of(screen.screen.id)
    return places.first { $0.kind == kind }
  }

  /// The map's transition from the splash screen to `screen`, if launch reaches its kind.
  public func launch(to screen: VisibleScreen) -> Transition? {
    let kind = ScreenKind.of(screen.screen.id)
    return transitions.first { $0.label == Self.launchLabel && $0.to == kind }
  }

  /// The transition of the map that a shell line made, given the screens before and after it.
  ///
  /// - Parameters:
  ///   - line: A shell line such as `tap row.article.7`, `tab feed` or `open navlab://feed`.
  ///   - before: The screen shown before the line ran.
  ///   - after: The screen shown after it.
  /// - Returns: `nil` when the line moves nothing the map draws.
  public func transition(
    made line: String, from before: VisibleScreen, to after: VisibleScreen
  ) -> Transition? {
    guard let action = ExplorerAction(scriptLine: line) else { return nil }
    return transition(
      action, from: ScreenKind.of(before.screen.id), to: ScreenKind.of(after.screen.id))
  }

  /// The transition `action` makes from kind `from` to kind `to`; `nil` when the kind stays.
  func transition(_ action: ExplorerAction, from: String, to: String) -> Transition? {
    if case .open(let url) = action {
      return Transition(from: LinkForm.of(url), label: "open", to: to)
    }
    guard from != to else { return nil }
    return Transition(from: from, label: action.mapLabel, to: to)
  }
}
