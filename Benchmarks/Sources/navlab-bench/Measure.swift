import Foundation

/// Runs `body` `runs` times after one warm-up run and returns the median of what it reports.
func median(runs: Int, _ body: () throws -> Double) rethrows -> Double {
  _ = try body()
  var samples: [Double] = []
  for _ in 0..<runs {
    samples.append(try body())
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// The seconds `body` takes.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = clock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// One line describing this machine: processor, cores and memory.
func machineDescription() -> String {
  let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
  let model =
    cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
    .map {
      $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
        ?? ""
    }
    ?? "unknown processor"
  let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
  return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB"
}

/// A number with thousands separators, such as `12,345`.
func grouped(_ value: Double) -> String {
  let digits = String(Int(value.rounded()))
  var result = ""
  for (index, character) in digits.reversed().enumerated() {
    if index > 0, index % 3 == 0 { result.append(",") }
    result.append(character)
  }
  return String(result.reversed())
}
