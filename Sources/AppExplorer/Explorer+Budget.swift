// The state budgets, one for each kind of walk: ARCHITECTURE.md ("Bounded.") says why each is
// what it is, and BENCHMARKS.md ("A walk too big for its budget") what a walk that reaches it
// costs; `DocListTests` holds README's and ARCHITECTURE.md's figures to these.

extension Explorer {
  /// How many states a walk of the whole app finds before it stops, unless told otherwise.
  ///
  /// Enough for the product to depth 8 on every device: signed in it walks about 2.5 million,
  /// each counted once for every device that reaches it, most of them the discard alert over
  /// typed text. A state of the whole walk costs about a hundred bytes, so a walk too big for
  /// the budget stops within two minutes and 2 GB on the machine BENCHMARKS.md describes.
  public static let defaultBudget = 4_000_000

  /// How many states a walk by views finds before it stops, unless told otherwise: a walk that
  /// tells states apart by what a flow sees, as `explore --flow` and the map's walks
  /// (``map(depth:firstLaunch:maxStates:device:progress:)``, `graph`, `coverage` and `map`) do.
  ///
  /// A state of such a walk keeps the steps of the environment scripts that reach it, and for
  /// the map what it read of each state a move led to: deep in a flow's stack, about two
  /// kilobytes. With ``defaultBudget``, `graph --depth 50` held 8 GB and ran past 400 s; with
  /// this budget a walk too big for it stops within two minutes and 2 GB. The product's map
  /// walks about 200,000 states to depth 8, counted once for every device.
  public static let defaultViewBudget = 500_000

  /// The state budget of a walk unless told otherwise: ``defaultBudget`` for the walk of the
  /// whole app, ``defaultViewBudget`` for a walk by views.
  ///
  /// - Parameters:
  ///   - exhaustive: Whether the walk is asked to walk every combination of every flow's state,
  ///     as ``explore(depth:signedIn:exhaustive:flow:firstLaunch:maxStates:devices:progress:)``
  ///     takes it.
  ///   - flow: The one flow walked, or `nil` for every flow.
  /// - Returns: The budget of the walk those arguments ask for.
  package static func defaultBudget(exhaustive: Bool = true, flow: String?) -> Int {
    exhaustive && flow == nil ? defaultBudget : defaultViewBudget
  }
}
