import LinkRouting

extension FlowBox {
  func restore(_ saved: [String], signedIn: Bool) -> [String] {
    walk.noteWrite()
    var warnings: [String] = []
    var read: [FlowRoute] = []
    read.reserveCapacity(saved.count)
    for text in saved {
      guard let route = FlowRoute(text) else { break }
      read.append(route)
    }
    var kept = read.reachablePrefix
    // Routes are quoted as saved, not as the flow writes them: `article/00` names nothing, and
    // reading it as `article/0` would quote a route the file does not hold. `read[i]` is
    // `saved[i]` read.
    if kept.count < saved.count {
      let cut = saved[kept.count...].map { "'\($0)'" }
      let reason =
        kept.count < read.count
        ? "names nothing that exists or "
          + (kept.indices.last.map { "cannot follow '\(saved[$0])'" } ?? "cannot open a stack")
        : "is not a route this build knows"
      warnings.append(dropped(cut, because: reason))
    }
    if !signedIn {
      let ungated = kept.beforeFirstGatedRoute
      if ungated.count < kept.count {
        warnings.append(
          dropped(saved[ungated.count..<kept.count].map { "'\($0)'" }, because: "needs sign-in"))
      }
      kept = ungated
    }
    var state = flow.state
    state.path = kept
    state.presented.closeAll()
    flow.replaceState(with: state, PackageAccess())
    return warnings
  }

  private func dropped(_ routes: [String], because reason: String) -> String {
    let first = routes.first ?? "?"
    let more = routes.count > 1 ? " and the \(routes.count - 1) after it" : ""
    return "dropped \(first)\(more) from the \(Flow.id) stack: \(first) \(reason)"
  }
}
