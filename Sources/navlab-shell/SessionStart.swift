/// How a session began: what a recording started before anything moved must replay.
struct SessionStart: Equatable {
  /// The cold-start links the app accepted, in order.
  var deeplinks: [String] = []
  /// The state document restored at launch, before the cold-start links applied, if any.
  var restoredDocument: String?
}
