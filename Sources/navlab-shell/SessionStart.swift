/// How a session began: what a recording started before anything moved must replay.
struct SessionStart: Equatable {
  /// Whether the app launched as a fresh install (`--first-launch`), onboarding first.
  var firstLaunch = false
  /// The cold-start links and notifications the app accepted, in order.
  var arrivals: [ColdStart] = []
  /// The state document restored at launch, before the cold-start links applied, if any.
  var restoredDocument: String?
}
