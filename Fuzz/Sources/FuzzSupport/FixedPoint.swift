import AppCoordinator

/// Save and restore, checked from outside, remembering what each state restored to.
///
/// What an app saves, restored into a new app, must come back without a warning.
///
/// What `save(to:)` writes is made of the session, the selected tab and each flow's saved stack,
/// all part of an ``AppSnapshot`` while the tab bar shows (during sign-in the saved tab is the
/// parked one, which no snapshot shows), and restoring is deterministic. So on main the result
/// depends only on the snapshot, and a state already restored once is not encoded and decoded
/// again.
@MainActor
public enum FixedPoint {
  private static var restored: [AppSnapshot: AppSnapshot] = [:]

  /// What `app` restores to once saved: a new app restored from its document, launched.
  ///
  /// Breaks the run if saving fails or restoring warns.
  ///
  /// - Parameters:
  ///   - app: The app to save; `snapshot` must be what it shows now.
  ///   - snapshot: `app`'s snapshot.
  ///   - step: What was done, for the message.
  /// - Returns: The snapshot of the new app.
  public static func restoring(
    _ app: AppCoordinator, showing snapshot: AppSnapshot, after step: @autoclosure () -> String
  ) -> AppSnapshot {
    let remembers = snapshot.visible.selectedTabID != nil
    if remembers, let known = restored[snapshot] { return known }
    let store = MemoryStore()
    do {
      try app.save(to: store)
    } catch {
      invariant(false, "\(step()): saving to memory failed: \(error)")
    }
    let again = Assembly.app()
    let report = again.restore(from: store)
    again.finishLaunch()
    invariant(
      report.warnings.isEmpty, "\(step()): restoring what it saved warns \(report.warnings)")
    let result = AppSnapshot(again)
    if remembers {
      if restored.count >= 4096 { restored.removeAll(keepingCapacity: true) }
      restored[snapshot] = result
    }
    return result
  }
}
