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

  /// How many states a walk by views finds before it stops, unless told otherwise: `explore`'s
  /// walk by groups, and `--flow`, each telling states apart by what the walked flows see.
  ///
  /// A state of such a walk keeps the steps of the environment scripts that reach it, and the
  /// rules checked in it: deep in a flow's stack, about two and a half kilobytes and a hundred
  /// microseconds, against about a hundred bytes and seven microseconds for a state of the whole
  /// walk. So a walk too big for this budget stops within two minutes and 2 GB on the machine
  /// BENCHMARKS.md describes. The product's biggest flow, the Feed, walks under 50,000 states to
  /// depth 8 on every device.
  public static let defaultViewBudget = 250_000

  /// How many states the map's walks find before they stop, unless told otherwise
  /// (``map(depth:firstLaunch:maxStates:device:progress:)``, `graph`, `coverage` and `map`).
  ///
  /// The map walks one flow at a time by its views, every other flow's links its environment,
  /// and keeps what it read of every state a move led to, but checks no rule: deep in a flow's
  /// stack a state costs about two kilobytes and forty microseconds. With ``defaultBudget``,
  /// `graph --depth 50` held 8 GB and ran past 400 s; with this budget a walk too big for it
  /// stops within two minutes and 2 GB. The product's map walks about 200,000 states to depth
  /// 8, counted once for every device.
  public static let defaultMapBudget = 500_000
}
