import AppCoordinator
import AuthFlow
import LinkRouting
import OnboardingFlow

extension ExploredApp {
  /// What the document is made of, as numbers.
  ///
  /// The session, the selected tab, each tab's saved stack and whether onboarding is pending.
  /// While login shows over what a cancel shows (`AppCoordinator.shownOnCancel`), the tab is the
  /// cancel's and so is its stack, as the document saves them.
  struct DocumentName: Hashable {
    var session: Int
    var tab: Int
    var stacks: Int
    var onboarding: Bool
  }

  /// The document named by the numbers it is made of, which this app and the flows' boxes keep.
  ///
  /// The restoration rule then neither makes nor hashes a document it already restored. While
  /// login shows over what a cancel shows, the document saves the cancel's flow as the selected
  /// tab and its stack (``parkedLandings``, numbered as a saved stack) in place of the stack the
  /// tab shows, and so does the name; `nil` when the cancel's flow is not a tab.
  /// `AppCoordinator.document` is made of the same parts: the two change together.
  var documentNumber: Int? {
    var cancelPlace = -1
    var cancel: Landing?
    if app.shownOnCancel != nil {
      guard let onCancel = parkedLandings?.onCancel,
        let place = app.tabs.firstIndex(of: onCancel.flow)
      else { return nil }
      cancelPlace = place
      cancel = onCancel
    }
    // The tabs' places in `tables`, which keeps the app's order of flows. Over a cancel, every
    // tab's stack is read as the document reads it, each flow alike (`FlowReads`).
    let tabs = app.tabs
    if cancel != nil { app.flowReads.alike += 1 }
    for place in tabs.indices {
      readSavedStacks[place] = tables[tabs[place]].savedStackNumber()
    }
    if cancel != nil { app.flowReads.alike -= 1 }
    let now = app.unobservedState
    var tab = now.selectedTab
    if let cancel {
      readSavedStacks[cancelPlace] = cancel.number
      tab = cancel.flow
    }
    return documentNames.number(
      of: DocumentName(
        session: sessions.number(of: now.session), tab: tab,
        stacks: savedStackLists.number(of: readSavedStacks),
        onboarding: app.isOnboardingPending))
  }

  /// The whole app state as one value of plain numbers: each part that holds a string, routes
  /// or a list by its number in this app's tables, so that copying, hashing and comparing a
  /// snapshot retains nothing and never compares stacks of erased type.
  ///
  /// Numbers are this app's: two snapshots of one `ExploredApp` are equal exactly when the
  /// app's states are.
  struct Snapshot: Hashable {
    var root: Int
    var selectedTab: Int
    var presentedFlow: Int?
    var session: Int
    /// The list of every flow's state number, numbered.
    var flows: Int
    var auth: Int
    var onboarding: Int
    /// The way out the discard alert asks about, numbered; -1 when it does not ask.
    var pendingExit: Int

    /// Hashes the numbers packed into three words, since the walk hashes a snapshot for every
    /// state a move reaches and each word combined costs as much as a packing: equal snapshots
    /// pack equally, and the numbers are small, so that unequal ones seldom do.
    func hash(into hasher: inout Hasher) {
      hasher.combine(flows)
      hasher.combine(root ^ auth &<< 21 ^ onboarding &<< 42)
      hasher.combine(
        session ^ selectedTab &<< 16 ^ ((presentedFlow ?? -1) &+ 1) &<< 24
          ^ (pendingExit &+ 1) &<< 40)
    }
  }

  var snapshot: Snapshot {
    get {
      let now = app.unobservedState
      var likely: (root: Int, flows: Int, auth: Int)?
      if let justOpened { likely = opened[justOpened].after }
      let snapshot = Snapshot(
        root: rootNumberNow(likely: likely?.root), selectedTab: now.selectedTab,
        presentedFlow: now.presentedFlow, session: sessions.number(of: now.session),
        flows: flowsNumberNow(likely: likely?.flows),
        auth: number(of: app.auth, in: authStates, known: &authNumber, likely: likely?.auth),
        onboarding: number(of: app.onboarding, in: onboardingStates, known: &onboardingNumber),
        pendingExit: pendingExitNumberNow)
      if let justOpened {
        opened[justOpened].after = (snapshot.root, snapshot.flows, snapshot.auth)
        self.justOpened = nil
      }
      return snapshot
    }
    set {
      justOpened = nil
      // Only what differs is written, and no observer is told: most snapshots put back differ
      // from the app's state in one flow at most, and no view observes the explored app.
      let root =
        rootNumberNow(likely: nil) != newValue.root ? roots.value(numbered: newValue.root) : nil
      app.putBackUnobserved(
        root: root, selectedTab: newValue.selectedTab, presentedFlow: newValue.presentedFlow,
        session: sessions.value(numbered: newValue.session),
        pendingExit: newValue.pendingExit < 0
          ? nil : pendingExits.value(numbered: newValue.pendingExit))
      if root != nil { rootNumber = (app.rootWrites, newValue.root) }
      putBackFlows(numbered: newValue.flows)
      putBack(newValue.auth, of: app.auth, in: authStates, known: &authNumber)
      putBack(
        newValue.onboarding, of: app.onboarding, in: onboardingStates, known: &onboardingNumber)
    }
  }

  /// The number of the list of the flows' state numbers now, kept in ``flowsNumber`` until a
  /// flow writes its state again; `likely` is the list's number it likely has, or shares most
  /// flows' numbers with.
  ///
  /// After some writes, only the flows that wrote since are asked (`WriteCount.lastWrites`):
  /// the others hold the states of the list kept, which ``readFlowStates`` holds too. At 5 tabs
  /// and 10 presented flows, asking every flow after each write cost about a tenth of a state.
  private func flowsNumberNow(likely: Int?) -> Int {
    var since = -1
    var stamps: [Int] = []
    if let known = flowsNumber {
      if known.writes == flowWrites.current { return known.number }
      since = known.writes
      stamps = flowWrites.lastWrites
    }
    var likelyStates: [Int]?
    if let likely { likelyStates = flowStates.value(numbered: likely) }
    for index in tables.indices where index >= stamps.count || stamps[index] > since {
      readFlowStates[index] = tables[index].stateNumber(likely: likelyStates?[index])
    }
    flowStates.expect(likely)
    let number = flowStates.number(of: readFlowStates)
    keepFlowsNumber(number)
    return number
  }

  /// Puts back in each flow its state in the list of state numbers numbered `number`: in each
  /// flow whose state may differ, which is only those whose number differs while no flow wrote
  /// its state since ``flowsNumber`` was kept.
  private func putBackFlows(numbered number: Int) {
    if let known = flowsNumber, known.writes == flowWrites.current {
      if known.number == number { return }
      let shown = flowStates.value(numbered: known.number)
      let numbers = flowStates.value(numbered: number)
      for index in tables.indices where shown[index] != numbers[index] {
        tables[index].restoreState(numbers[index])
        readFlowStates[index] = numbers[index]
      }
    } else {
      let numbers = flowStates.value(numbered: number)
      // An index rather than `zip`, whose iterator a debug build (the tests') makes generically
      // at every step.
      for index in tables.indices {
        tables[index].restoreState(numbers[index])
        readFlowStates[index] = numbers[index]
      }
    }
    keepFlowsNumber(number)
  }

  /// Keeps `number`, the flows' now, in ``flowsNumber`` with the count of their writes, when
  /// every flow counts its writes.
  ///
  /// ``readFlowStates`` holds the list numbered `number` whenever it is kept.
  private func keepFlowsNumber(_ number: Int) {
    if everyFlowCountsWrites { flowsNumber = (flowWrites.current, number) }
  }

  /// The number of `flow`'s state among `states`, read from `known` while the flow has not
  /// written its state since, and kept there.
  private func number<State>(
    of flow: Coordinator<State>, in states: Numbering<State>,
    known: inout (writes: Int, number: Int)?, likely: Int? = nil
  ) -> Int {
    if let known, known.writes == flow.stateVersion { return known.number }
    states.expect(likely)
    let number = flow.stateNumber(in: states, PackageAccess())
    known = (flow.stateVersion, number)
    return number
  }

  /// Puts back the state numbered `number` among `states` in `flow`, unless `known` says it
  /// shows, telling no observer, as a flow's box does.
  private func putBack<State>(
    _ number: Int, of flow: Coordinator<State>, in states: Numbering<State>,
    known: inout (writes: Int, number: Int)?
  ) {
    if let known, known.writes == flow.stateVersion, known.number == number { return }
    flow.showState(numbered: number, in: states, PackageAccess())
    known = (flow.stateVersion, number)
  }

  /// The number of the way out the discard alert asks about now; -1 when it does not ask.
  private var pendingExitNumberNow: Int {
    // Not `Optional.map`: a closure made on the main actor and handed to the standard library,
    // built without strict concurrency, checks its executor at every call (SE-0423).
    guard let exit = app.unobservedPendingExit else { return -1 }
    return pendingExits.number(of: exit)
  }

  /// The number of the app's root now, kept in ``rootNumber`` until the root is written again;
  /// `likely` is the number it likely has.
  ///
  /// Main, the root of most states, is numbered once and known by its case after
  /// (``mainRootNumber``): compared in ``roots``, each root went through `Root`'s equality
  /// unspecialized, about 250 instructions.
  func rootNumberNow(likely: Int?) -> Int {
    if let rootNumber, rootNumber.writes == app.rootWrites { return rootNumber.number }
    let root = app.unobservedRoot
    let number: Int
    if case .main = root, let mainRootNumber {
      number = mainRootNumber
    } else {
      roots.expect(likely)
      number = roots.number(of: root)
      if case .main = root { mainRootNumber = number }
    }
    rootNumber = (app.rootWrites, number)
    return number
  }

  /// The root numbered `number` in a snapshot.
  func root(numbered number: Int) -> Root { roots.value(numbered: number) }

  /// The session numbered `number` in a snapshot or a flow's view.
  func session(numbered number: Int) -> Session { sessions.value(numbered: number) }

  func pendingExitNumber(in snapshot: Snapshot) -> Int { snapshot.pendingExit }

  func underAlert(_ snapshot: Snapshot) -> Snapshot {
    var under = snapshot
    under.pendingExit = -1
    return under
  }

  func tabStates(in snapshot: Snapshot) -> [Int] { flowStates.value(numbered: snapshot.flows) }

  func view(of snapshot: Snapshot, from flow: Int) -> FlowView {
    let place: FlowView.Place =
      if app.flows[flow].kind == .presented {
        snapshot.presentedFlow == flow ? .inSight : .hidden
      } else if snapshot.selectedTab != flow {
        .hidden
      } else {
        snapshot.presentedFlow == nil ? .inSight : .covered
      }
    var stage = FlowView.main
    var login: Int?
    switch roots.value(numbered: snapshot.root) {
    case .main:
      break
    case .splash:
      stage = FlowView.launching
    case .onboarding:
      stage = FlowView.onboarding
    case .login(let parked):
      login = snapshot.auth
      if let parked {
        // The parked destination is this flow's: what sign-in and cancel show is part of it.
        if parked.destination.flow == flow {
          stage = snapshot.root
        } else {
          stage =
            parked.onCancel == nil ? FlowView.parkedElsewhere : FlowView.parkedElsewhereSelecting
        }
      } else {
        stage = FlowView.signingIn
      }
    }
    return FlowView(
      stage: stage, place: place, state: flowStates.value(numbered: snapshot.flows)[flow],
      session: snapshot.session, login: login,
      asking: place == .inSight ? asking(snapshot.pendingExit) : -1)
  }

  /// What a flow's view holds of the way out numbered `number` that the discard alert asks
  /// about: -1 for none; the flow's own back, cancel or tab item by its number; and one class for
  /// a link or a sign-out, which are the rest of the app's moves, left out of a flow's view as
  /// the other flows' states are.
  private func asking(_ number: Int) -> Int {
    guard number >= 0 else { return -1 }
    switch pendingExits.value(numbered: number) {
    case .back, .reselect, .dismissAll: return 1 + number
    case .apply, .request, .signOut: return 0
    }
  }

}
