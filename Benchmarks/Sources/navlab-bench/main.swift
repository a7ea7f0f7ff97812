import Foundation

// Every figure is the median of repeated runs in a release build; the first run of each is a
// warm-up and is not counted.

let options = BenchOptions.parse(CommandLine.arguments.dropFirst())

if options.checkShelves {
  exit(ExploreBenchmark.checkShelves() ? 0 : 1)
}
if options.onlyScale {
  ExploreBenchmark.printScale(options)
  exit(0)
}
if options.onlyExplore {
  ExploreBenchmark.printScale(options)
  ExploreBenchmark.printDevicesLines()
  ExploreBenchmark.printMapLine()
  exit(0)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

print("navlab-bench on \(machineDescription())")

/// The line editor and history figures of the release shell in a pseudo-terminal.
func printTerminalLines(shell: String) {
  func line(_ label: String, _ figure: String) {
    print(label.padding(toLength: 52, withPad: " ", startingAt: 0) + figure)
  }
  do {
    let characters = 32_000
    let recall = try TerminalBenchmark.recallMilliseconds(shell: shell, characters: characters)
    line(
      "recall of a \(grouped(Double(characters)))-character line:",
      String(format: "%.1f ms (goal ≤ 50 ms)", recall))
    let paste = try TerminalBenchmark.pasteMilliseconds(shell: shell, characters: characters)
    line("paste of \(grouped(Double(characters))) characters:", String(format: "%.1f ms", paste))
    let bytes = 500 << 20
    let launch = try TerminalBenchmark.launchWithHistory(shell: shell, bytes: bytes)
    let memory = launch.peakMiB.map { String(format: "%.1f MiB", $0) } ?? "not measured"
    line(
      "launch to prompt, \(bytes >> 20) MiB history:",
      String(format: "%.0f ms", launch.milliseconds)
        + ", peak memory \(memory) (goal ≤ 1 s, ≤ 50 MB)")
  } catch {
    print("line editor and history: not measured (\(error))")
  }
}

if options.onlyTerminal {
  do {
    printTerminalLines(shell: try ShellBenchmark.buildShell(root: root))
    exit(0)
  } catch {
    print("line editor and history: not measured (\(error))")
    exit(1)
  }
}

print("deep links handled per second (parse, gate, apply): \(grouped(Benchmarks.linksPerSecond()))")

do {
  let shell = try ShellBenchmark.buildShell(root: root)
  print(
    "shell commands per second from a script:            \(grouped(try ShellBenchmark.commandsPerSecond(shell: shell)))"
  )
  printTerminalLines(shell: shell)
} catch {
  print("shell commands per second: not measured (\(error))")
}

let (statesPerSecond, report) = Benchmarks.exploreStatesPerSecond()
print(
  "explore states per second (guest, depth 8):         \(grouped(statesPerSecond)) "
    + "(\(report.states) states, \(report.transitions) transitions)")

var times: [Int: (restore: Double, save: Double)] = [:]
for routes in [10, 1_000, 10_000, 100_000] {
  let time = Benchmarks.saveAndRestore(routes: routes)
  times[routes] = time
  print(
    "stack of \(grouped(Double(routes))) routes: restore \(String(format: "%.3f", time.restore * 1000)) ms, "
      + "save \(String(format: "%.3f", time.save * 1000)) ms "
      + "(\(String(format: "%.2f", (time.restore + time.save) / Double(routes) * 1e6)) µs a route)")
}
if let small = times[1_000], let large = times[100_000] {
  print(
    "100,000 / 1,000 routes: restore ×\(String(format: "%.0f", large.restore / small.restore)), "
      + "save ×\(String(format: "%.0f", large.save / small.save)) (linear is ×100)")
}

ExploreBenchmark.printScale(options)
ExploreBenchmark.printDevicesLines()
ExploreBenchmark.printMapLine()
