import AppCoordinator
import LinkRouting

extension Walk {
  func key(_ snapshot: App.Snapshot) -> Key {
    if app.isOnboarding {
      // The app shows `snapshot`; the state `button.start` leads to is never onboarding again,
      // unless a broken app stays there, which the onboarding rule reports.
      let shown = app.visible
      let saved = app.document
      app.finishOnboarding()
      let then = app.isOnboarding ? Key.whole(app.snapshot) : key(app.snapshot)
      app.snapshot = snapshot
      return .onboarding(shown: shown, saved: saved, then: then)
    }
    guard let members else { return .whole(snapshot) }
    guard let only else {
      // A group: what each member sees.
      var key = ViewKey(view: seen(snapshot, from: members[0]))
      key.others = members.dropFirst().map { seen(snapshot, from: $0) }
      return .view(key)
    }
    let view = seen(snapshot, from: only)
    guard everyLinkIsEnvironment else { return .view(ViewKey(view: view)) }
    // The app shows `snapshot` whenever a key is asked for.
    let shown = app.isOnMain && app.focusedFlowIndex != only
    return .view(
      ViewKey(
        view: view, shown: shown ? ScreenKind.of(app.shownScreen.id) : nil,
        asking: view.asking < 0 ? -1 : app.pendingExitNumber(in: snapshot)))
  }

  /// What the flow at `flow` sees of `snapshot`, the way out the discard alert holds told apart
  /// when the walk tells it apart (``exactAsking``): the app shows `snapshot`.
  func seen(_ snapshot: App.Snapshot, from flow: Int) -> FlowView {
    var view = app.view(of: snapshot, from: flow)
    guard view.asking == 0, exactAsking != .leftOut else { return view }
    if exactAsking == .every
      || app.heldFlow.map({ memberBits & FlowGroups.bit($0) != 0 }) == true
    {
      view.asking = 1 + app.pendingExitNumber(in: snapshot)
    }
    return view
  }

  /// Records a new state, reached on `reached`, and checks the rules in it on each of them.
  ///
  /// The app shows `snapshot`, whose key is `key`. Returns `false` when a rule is broken or the
  /// budget is spent.
  mutating func add(
    _ snapshot: App.Snapshot, _ key: Key, parent: Int?, action: ExplorerAction?,
    on reached: DeviceSet, focus: FocusRecord
  ) -> Bool {
    guard mark(key, on: reached) else { return false }
    nodes.append(
      Node(snapshot: snapshot, parent: parent, action: action, devices: reached, focus: focus))
    return counted(snapshot, at: nodes.count - 1, on: reached)
  }

  /// Records that the devices `new` reach state `index` too, at the same depth, by `action`
  /// from state `parent`, and checks the rules in it on them.
  ///
  /// The app shows `snapshot`, whose key is `key`. Returns `false` when a rule is broken or the
  /// budget is spent.
  mutating func join(
    _ index: Int, _ snapshot: App.Snapshot, _ key: Key, parent: Int, action: ExplorerAction,
    on new: DeviceSet
  ) -> Bool {
    guard mark(key, on: new) else { return false }
    nodes[index].devices.formUnion(new)
    nodes[index].arrivals.append(Arrival(devices: new, parent: parent, action: action))
    return counted(snapshot, at: index, on: new)
  }

  /// Marks the state of key `key` as reached on `reached`; returns `false`, marking nothing, once
  /// the budget is spent.
  mutating func mark(_ key: Key, on reached: DeviceSet) -> Bool {
    guard statesBefore + report.states < budget else {
      report.stoppedAtBudget = budget
      return false
    }
    seen.mark(key, on: reached)
    return true
  }

  /// Counts state `index` for the devices `reached`, and checks the rules in it on each of them.
  ///
  /// The app shows `snapshot`, the state's. Returns `false` when a rule is broken.
  mutating func counted(
    _ snapshot: App.Snapshot, at index: Int, on reached: DeviceSet
  ) -> Bool {
    report.states += reached.count
    // The screen alone: its kind needs neither the breadcrumb nor the tab bar.
    let kind = ScreenKind.of(app.shownScreen.id)
    for device in reached {
      variants[device].states += 1
      screenKinds[device].insert(kind)
    }
    if let recorder { draw(index, on: reached, recorder) }
    if let progress, (statesBefore + report.states) & 1023 < reached.count {
      progress(level, statesBefore + report.states)
    }
    // In a walk of one flow, a state is checked where the flow's screen or login shows: the
    // screen of another flow is checked by that flow's walk.
    let checked =
      members == nil || !app.isOnMain || memberBits & FlowGroups.bit(app.focusedFlowIndex) != 0
    guard checksRules, checked else { return true }
    return checkRules(in: snapshot, at: index, on: reached)
  }

  /// Checks the rules in state `index`, which the app shows (`snapshot`), on each of the
  /// devices `reached`, once for all those a check could not tell apart; returns `false` when
  /// one is broken.
  mutating func checkRules(in snapshot: App.Snapshot, at index: Int, on reached: DeviceSet) -> Bool
  {
    // The devices where the platforms rule holds in this state: it takes each control on every
    // platform of the app's width, so it holds on one platform of a width exactly when it holds
    // on the others.
    var platformsHeld = DeviceSet()
    // The devices where the resize rule holds in this state. Its round trip from one width,
    // compact → regular → compact say, takes both resizes the trip from the other width takes,
    // each from this state on the same platform: it holds in one width of a platform exactly
    // when it holds in the other, and on every platform when it read none (ARCHITECTURE.md,
    // "Every device in one walk").
    var resizeHeld = DeviceSet()
    // The rules in the order `Rules.firstBroken` checks them, in two parts, each kept for the
    // devices it read no difference between: the rules of the device (what the bar shows, what
    // a resize does), which read the width in every state, then the others, often the same on
    // every device (ARCHITECTURE.md, "Every device in one walk").
    var deviceChecked = DeviceSet()
    var restChecked = DeviceSet()
    for device in reached
    where !deviceChecked.contains(device) || !restChecked.contains(device) {
      show(device)
      app.snapshot = snapshot
      clearFlowReads()
      var broken: (String, String)?
      if !deviceChecked.contains(device) {
        let reads = deviceReads
        let checkingResize = !resizeHeld.contains(device)
        broken = Rules.firstBrokenOfTheDevice(
          in: app, fresh: fresh, checkingPlatforms: !platformsHeld.contains(device),
          checkingResize: checkingResize, showing: snapshot)
        let read = deviceReads.since(reads)
        platformsHeld.formUnion(classes.atWidth(of: device))
        if checkingResize {
          resizeHeld.formUnion(
            read.platform ? classes.onPlatform(of: device) : classes.every)
        }
        app.snapshot = snapshot
        // A device is checked when what this check read tells it apart from none, and the two
        // rules left out here, if any, hold there.
        deviceChecked.formUnion(
          covered(by: device, reading: read, among: reached.subtracting(deviceChecked))
            .intersection(platformsHeld).intersection(resizeHeld))
      }
      if broken == nil, !restChecked.contains(device) {
        let reads = deviceReads
        broken = Rules.firstBrokenOnEveryWidth(in: app, fresh: fresh, showing: snapshot)
        app.snapshot = snapshot
        restChecked.formUnion(
          covered(
            by: device, reading: deviceReads.since(reads),
            among: reached.subtracting(restChecked)))
      }
      guard !reachedOutside() else { return false }
      if let (rule, detail) = broken {
        fail(rule, detail, at: index, then: nil, on: device)
        return false
      }
    }
    return true
  }
}
