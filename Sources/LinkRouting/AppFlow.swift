/// A flow that plugs into an app: its coordinator, and what the app, the saved state and the
/// checks need to know about it.
///
/// A flow module conforms its coordinator to ``TabFlow`` (shown as a tab) or to `AppFlow` alone
/// (presented over main, such as a comments sheet), and the app lists the type once where it is
/// assembled. Everything else the app does with a flow (dispatching links, gating, saving and
/// restoring the stack, presenting, exploring) it does through this protocol, so no switch over
/// the flows exists anywhere. Routes stay typed inside their flow.
@MainActor
public protocol AppFlow: FlowCoordinator where State.FlowRoute: LosslessStringConvertible {
  /// The flow's link grammar.
  associatedtype Links: LinkGrammar where Links.FlowRoute == State.FlowRoute

  /// The flow's stable id, such as `feed`: a tab's tab-bar item `tab.feed` and its key in the
  /// saved document, and the flow's place in link dispatch. Never change it once shipped: saved
  /// documents use it.
  nonisolated static var id: String { get }

  /// Every kind of screen the flow shows, with ids written as `N`, such as `screen.article.N`.
  ///
  /// The explorer checks that a signed-in user reaches each one.
  nonisolated static var screenKinds: [String] { get }

  /// Valid links of every form the flow answers to, each with the screen it shows.
  nonisolated static var exampleLinks: [LinkExample] { get }

  /// Links for the flow's hosts that it must reject, such as `navlab://article/x7`.
  nonisolated static var malformedLinks: [String] { get }

  /// The link forms the flow may ask the app to open with `request(.open(…))`, such as
  /// `navlab://comments/N`: what another flow reads, named by its links, since flows never
  /// import each other. Empty unless the flow says otherwise.
  ///
  /// The app refuses a request of any other form, and the explorer's `requests` rule names the
  /// flow and the link; a form no flow of the app reads is an assembly warning.
  nonisolated static var requestedLinkForms: [String] { get }

  /// Creates the flow at its root.
  init()

  /// Whether the flow shows text the user typed and has not sent, posted or cleared, such as a
  /// report or a new comment: what a way out of the flow must not drop unasked.
  ///
  /// The flow declares it once, here; the app reads it. While a presented flow holds input, the
  /// swipe that would close it is refused, as `.interactiveDismissDisabled` does in SwiftUI.
  /// `false` unless the flow says otherwise.
  var holdsInput: Bool { get }

  /// Hands the flow the app's sign-in gate and the app's handler of what the flow asks; the
  /// app calls it once, when it assembles the flow.
  ///
  /// Only the NavLab package can call it, so a view cannot open the gate or answer the flow's
  /// requests itself. Until it is called, the gate refuses, so a flow left unwired shows nothing
  /// gated, and requests go nowhere.
  ///
  /// - Parameters:
  ///   - gate: Asked before a stack that contains a route needing sign-in is shown.
  ///   - request: Told what the flow asks of the app, such as a sign-in or a link.
  ///   - access: Proof that the caller is inside the NavLab package.
  func wire(
    gate: @escaping @MainActor ([State.FlowRoute]) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void,
    _ access: PackageAccess)
}

extension AppFlow {
  /// The flow's ``id``, then each pushed route's crumb, then each presented layer's, such as
  /// `feed`, `article 7`, `share`.
  @inlinable public var breadcrumb: [String] {
    // A loop, not key paths (a key path into a generic type is made at run time on every call)
    // nor closures (one made on the main actor checks its isolation at each call).
    let state = state
    let layers = state.presented.layers
    var crumbs = [Self.id]
    crumbs.reserveCapacity(1 + state.path.count + layers.count)
    for route in state.path { crumbs.append(route.crumb) }
    for layer in layers { crumbs.append(layer.crumb) }
    return crumbs
  }

  /// None: a flow that asks for no other flow's screen declares nothing.
  nonisolated public static var requestedLinkForms: [String] { [] }

  /// Never: a flow that takes no text holds none.
  public var holdsInput: Bool { false }
}
