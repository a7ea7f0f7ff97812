import AppCoordinator
import LinkRouting

extension Explorer {
  /// Explores `app`, an app assembled with
  /// ``/AppCoordinator/AppCoordinator/init(flows:platform:)``, from its splash screen on each of
  /// `devices`, as `explore` walks the product on every device: how a team checks its own
  /// assembly where its users are, or measures how the walk grows with flows.
  ///
  /// - Parameters:
  ///   - app: The app to explore, on its splash screen.
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  ///   - exhaustive: `true` walks every combination of every flow's state, `false` one flow at
  ///     a time; `nil`, the default, walks as `explore` walks by default, whatever walk that is.
  ///   - maxStates: How many states the walk may find before it stops unfinished.
  ///   - devices: The platforms and widths to walk, such as `Device.all`.
  ///   - progress: Told how far the walk has got, as it goes; `nil` by default.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  /// - Complexity: O(*s* × *a*) for *s* states and *a* actions per state, as
  ///   ``explore(depth:signedIn:exhaustive:flow:firstLaunch:maxStates:devices:progress:)``.
  @MainActor
  public static func explore(
    _ app: AppCoordinator, depth: Int, signedIn: Bool, exhaustive: Bool? = nil,
    maxStates: Int = defaultBudget, devices: [Device], progress: Progress? = nil
  ) -> ExplorationReport {
    let explored = ExploredApp(app)
    guard let exhaustive else {
      // The walk's own default, not one of this overload's.
      return explore(
        explored, depth: depth, signedIn: signedIn, maxStates: maxStates, devices: devices,
        progress: progress)
    }
    return explore(
      explored, depth: depth, signedIn: signedIn, exhaustive: exhaustive, maxStates: maxStates,
      devices: devices, progress: progress)
  }
}
