import Foundation

// Every figure is the median of repeated runs in a release build; the first run of each is a
// warm-up and is not counted.

let options = BenchOptions.parse(CommandLine.arguments.dropFirst())

if options.checkShelves {
  exit(ExploreBenchmark.checkShelves() ? 0 : 1)
}
if options.onlyExplore {
  ExploreBenchmark.printLines(exhaustive: options.exhaustive)
  exit(0)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

print("navlab-bench on \(machineDescription())")
print("deep links handled per second (parse, gate, apply): \(grouped(Benchmarks.linksPerSecond()))")

do {
  let shell = try ShellBenchmark.buildShell(root: root)
  print(
    "shell commands per second from a script:            \(grouped(try ShellBenchmark.commandsPerSecond(shell: shell)))"
  )
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

ExploreBenchmark.printLines(exhaustive: options.exhaustive)
