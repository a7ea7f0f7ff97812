import LinkRouting

/// One flow as an app is assembled from it: its id, its links and what the checks know of it.
///
/// Create one with ``tab(_:)`` or ``presented(_:)`` and list it in the app's flows; the app makes
/// the flow's coordinator, wires its gate and requests, and does everything else through it.
public struct FlowRegistration: Sendable {
  /// Where a flow shows.
  public enum Kind: Hashable, Sendable {
    /// In the tab bar, with its stack saved and restored.
    case tab
    /// As a sheet over main, opened by a link (its own, or one another flow asks for).
    case presented
  }

  /// The flow's stable id, such as `feed`.
  public let id: String
  /// Where the flow shows.
  public let kind: Kind
  /// The flow's title in the tab bar, such as `Feed`, for its `.tabItem`; a presented flow,
  /// which has no tab-bar item, has its id.
  public let title: String
  /// The link forms the flow answers to, such as `navlab://article/N`.
  public let linkForms: [String]
  /// Every kind of screen the flow shows, ids written as `N`, such as `screen.article.N`.
  public let screenKinds: [String]
  /// Valid links of every form, each with the screen it shows.
  public let exampleLinks: [LinkExample]
  /// Links for the flow's hosts that it must reject.
  public let malformedLinks: [String]
  /// The link forms the flow may ask the app to open, such as `navlab://comments/N`.
  public let requestedLinkForms: [String]
  /// The type of the flow's box, `FlowBox<Flow>`: it makes the box of each app assembled from
  /// the registration, and reads and prints links with the flow's own routes.
  let box: any ErasedFlow.Type
  /// How a box of the flow numbers its states, made here, where the flow's type is known.
  let stateTables: StateTableMaker

  /// A tab flow, shown in the tab bar in the order the app lists it.
  ///
  /// - Parameter flow: The flow's coordinator type.
  /// - Returns: The registration the app is assembled from.
  public static func tab<Flow: TabFlow>(_ flow: Flow.Type) -> FlowRegistration {
    FlowRegistration(Flow.self, kind: .tab, title: Flow.title)
  }

  /// A presented flow: shown as a sheet over main, one at a time, with its own stack.
  ///
  /// A link it owns presents it over the selected tab, which keeps its stack; back at its root
  /// or `dismiss` closes it. Its stack is not saved.
  ///
  /// - Parameter flow: The flow's coordinator type.
  /// - Returns: The registration the app is assembled from.
  public static func presented<Flow: AppFlow>(_ flow: Flow.Type) -> FlowRegistration {
    FlowRegistration(Flow.self, kind: .presented, title: Flow.id)
  }

  private init<Flow: AppFlow>(_: Flow.Type, kind: Kind, title: String) {
    id = Flow.id
    self.kind = kind
    self.title = title
    linkForms = Flow.Links.forms
    screenKinds = Flow.screenKinds
    exampleLinks = Flow.exampleLinks
    malformedLinks = Flow.malformedLinks
    requestedLinkForms = Flow.requestedLinkForms
    box = FlowBox<Flow>.self
    stateTables = StateTableMaker(Flow.self)
    hosts = Self.hosts(of: Flow.Links.forms)
  }

  /// Reads `link` with the flow's grammar alone, with no app: the stack it opens, each route
  /// written as the saved document writes it (`article/7`).
  ///
  /// For checks that exercise a flow's grammar directly, such as the fuzz harnesses, which are
  /// another package and cannot reach the app's internals.
  ///
  /// - Returns: `nil` when the link's host is another flow's.
  /// - Throws: The flow's `LinkError` for a link of its own host that it cannot read.
  @MainActor
  public func savedStack(for link: DeepLink) throws(LinkError) -> [String]? {
    try box.savedStack(for: link)
  }

  /// The link the flow's grammar prints for a stack of saved routes: the shortest link that
  /// shows its top screen.
  ///
  /// - Returns: `nil` when a route is not one the flow writes, or the stack has no link.
  @MainActor
  public func link(forSavedStack saved: [String]) -> DeepLink? {
    box.link(forSavedStack: saved)
  }

  /// Makes the flow's coordinator, at its root, in its box.
  @MainActor
  func makeBox() -> any ErasedFlow { box.init(stateTables: stateTables) }

  /// The hosts of the flow's link forms, such as `article` for `navlab://article/N`.
  ///
  /// Read once, when the flow is registered: every app assembled from it checks them.
  let hosts: Set<String>

  /// The hosts of `forms`, each `N` written as an id so that the form parses as a link.
  private static func hosts(of forms: [String]) -> Set<String> {
    Set(forms.compactMap { (try? DeepLink(parsing: LinkForm.filled($0, id: 1)))?.host })
  }
}
