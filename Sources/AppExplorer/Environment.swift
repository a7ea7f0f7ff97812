import AppCoordinator
import LinkRouting

/// What the rest of the app can do to the context one flow sees, as real scripts: how the walk
/// of one flow stands for every other flow (ARCHITECTURE.md, "The walk: one flow at a time").
///
/// Each script opens one of another flow's example links, and may then tap one element of the
/// screen it shows, or two when the first changes nothing another flow sees (a dialog that asks
/// before signing out). Scripts are kept by the change they make to the context every flow sees
/// (the root, a parked destination, the session, the kind of flow in focus),
/// two of each kind from two flows, so that the walk of either flow has one of another's.
@MainActor
enum Environment {
  /// A script another flow's links and screens perform.
  struct Script: Equatable {
    /// The place in the app's flows of the flow whose link the script opens.
    var flow: Int
    /// One to three actions: a link, and maybe one or two taps after it.
    var steps: [ExplorerAction]
  }

  /// What a script changes that every flow sees.
  private struct Effect: Hashable {
    var onMain: Bool
    var parks: Bool
    var signedIn: Bool
    var focusedKind: FlowRegistration.Kind?
  }

  /// The scripts that change the context while signed in as `session`, from a launch with every
  /// stack at its root.
  ///
  /// - Parameters:
  ///   - fresh: The scratch app the scripts are found on.
  ///   - session: Who is signed in.
  ///   - device: The device the walk runs on.
  ///   - everyLink: Whether every example link of every flow is kept, not two of each kind of
  ///     change: the map's walks keep them, so that another tab is left on each screen its
  ///     links show and every move between two tabs is drawn.
  /// - Returns: The scripts, those of each kind of change together, in the order of the flows.
  /// - Complexity: O(*l* × *e*) for *l* example links and *e* elements on the screens they show.
  static func scripts<App: Explorable>(
    of fresh: FreshApp<App>, session: Session, on device: Device, everyLink: Bool = false
  ) -> [Script] {
    let app = fresh.launched(signedInAs: session.accountName, on: device)
    let base = app.snapshot
    // Kept by the change and the number of steps: a link alone and a link then a tap that make
    // the same change are both kept, since the second reaches it one action later.
    var kept: [Kind: [Script]] = [:]
    var order: [Kind] = []
    var links: [Script] = []
    func keep(_ script: Script, _ effect: Effect) {
      if everyLink, script.steps.count == 1 { return links.append(script) }
      let kind = Kind(steps: script.steps.count, effect: effect)
      var scripts = kept[kind] ?? []
      guard scripts.count < 2, !scripts.contains(where: { $0.flow == script.flow }) else { return }
      if scripts.isEmpty { order.append(kind) }
      scripts.append(script)
      kept[kind] = scripts
    }
    for (flow, registration) in app.flows.enumerated() {
      // The last example first: it shows the most, so another flow is left deepest.
      for example in registration.exampleLinks.reversed() {
        app.snapshot = base
        let open = ExplorerAction.open(example.link)
        guard open.perform(on: app) else { continue }
        let opened = effect(of: app)
        keep(Script(flow: flow, steps: [open]), opened)
        taps(after: [open], unchanged: opened, taps: 2, in: app) {
          keep(Script(flow: flow, steps: $0), $1)
        }
      }
    }
    app.snapshot = base
    return links + order.flatMap { kept[$0] ?? [] }
  }

  /// Tells `found` each script of up to `taps` taps that changes the context from `unchanged`.
  ///
  /// It tries each tap on the screen `app` shows, and on what a tap that changes no context
  /// shows (a confirmation dialog before sign-out). `app` is left showing another state.
  private static func taps<App: Explorable>(
    after steps: [ExplorerAction], unchanged: Effect, taps: Int, in app: App,
    found: ([ExplorerAction], Effect) -> Void
  ) {
    guard taps > 0 else { return }
    let shown = app.snapshot
    for element in app.visible.screen.elements
    where element.kind != .text && element.kind != .textField {
      app.snapshot = shown
      let tap = ExplorerAction.tap(element.id)
      guard tap.perform(on: app) else { continue }
      let tapped = effect(of: app)
      // A tap that changes nothing another flow sees is that flow's own business, unless a
      // tap after it does.
      guard tapped != unchanged else {
        Self.taps(after: steps + [tap], unchanged: unchanged, taps: taps - 1, in: app, found: found)
        continue
      }
      found(steps + [tap], tapped)
    }
  }

  /// A change, and how many steps make it.
  private struct Kind: Hashable {
    var steps: Int
    var effect: Effect
  }

  private static func effect(of app: some Explorable) -> Effect {
    Effect(
      onMain: app.isOnMain, parks: app.isParkingDestination,
      signedIn: app.session.isSignedIn,
      focusedKind: app.isOnMain ? app.flows[app.focusedFlowIndex].kind : nil)
  }
}
