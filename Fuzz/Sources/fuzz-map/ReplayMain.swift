#if !FUZZING
  import FuzzSupport
  import Foundation

  /// Without libFuzzer: replays the files named on the command line through the harness.
  @main
  enum ReplayMain {
    @MainActor
    static func main() {
      exit(replay(Array(CommandLine.arguments.dropFirst()), through: MapHarness.run))
    }
  }
#endif
