import AppExplorer
import Foundation
import FuzzSupport
import LinkRouting

/// Reads the input as the review tools read a file, twice.
///
/// First as a saved map (`map --check`, `map --diff`), then as a list of screen paths
/// (`map --check-paths`). The bytes are decoded as the one reader decodes a file: a byte-order mark skipped, `\n` and `\r\n` line ends alike,
/// bytes that are not UTF-8 refused naming their line.
///
/// Checks, beyond not crashing and libFuzzer's timeout on a read that costs more than its
/// length:
/// - bytes are refused as not UTF-8 exactly when a line of them is not UTF-8, and the line the
///   refusal names is the first such;
/// - a map that reads is a fixed point: its own text reads back as the same map, which agrees
///   with itself; what `map --diff` prints of it against an empty map and its drawing hold no
///   raw control, format or separator character, and no sentence is empty;
/// - a map that does not read is refused with one line naming a line of the input;
/// - a path list gives one verdict a path, or one error naming a line; what is printed of
///   either holds no raw control, format or separator character, whatever escapes the JSON
///   held.
@MainActor
enum MapHarness {
  /// The product's map, walked two actions deep from each launch on an iPhone, once.
  static let map: NavigationMap? = exploredMap(
    depth: 2, firstLaunch: true, maxStates: 1_000_000, device: .iPhone)

  static func run(_ bytes: [UInt8]) {
    let lines: [String]
    do {
      lines = try decodeLines(Data(bytes))
    } catch {
      let line: Int
      if case .invalidUTF8(let number) = error { line = number } else { line = 0 }
      invariant(
        line == firstInvalidLine(bytes),
        "refused as not UTF-8 at line \(line), but the first such line is "
          + "\(firstInvalidLine(bytes).map(String.init) ?? "none")")
      return
    }
    invariant(
      firstInvalidLine(bytes) == nil,
      "read as UTF-8, but line \(firstInvalidLine(bytes) ?? 0) is not")
    readAsAMap(lines)
    readAsPaths(lines)
  }

  private static func readAsAMap(_ lines: [String]) {
    let contract: NavigationContract
    do {
      contract = try NavigationContract(lines: lines)
    } catch {
      let message = error.description
      invariant(
        staysOnOneLine(message), "a map error breaks the line: \(message.debugDescription)")
      let number: Int
      switch error {
      case .badLine(let line, _), .unprintable(let line, _): number = line
      }
      invariant((1...max(1, lines.count)).contains(number), "error names line \(number)")
      return
    }
    guard let again = try? NavigationContract(parsing: contract.text) else {
      invariant(false, "the map's own text does not read back:\n\(contract.text)")
      return
    }
    invariant(again == contract, "the map's own text reads back as another map:\n\(contract.text)")
    invariant(contract.differences(from: contract).isEmpty, "a map differs from itself")
    let empty = NavigationContract()
    for output in [
      report(contract.differences(from: empty)), report(empty.differences(from: contract)),
      ContractDrawing(old: empty, new: contract).dot,
    ] {
      for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        invariant(staysOnOneLine(line), "printed a line that breaks: \(line.debugDescription)")
      }
    }
  }

  private static func readAsPaths(_ lines: [String]) {
    guard let map else { return }
    // `map --check-paths` refuses a raw control or format character before it reads a path.
    guard lines.allSatisfy({ staysOnOneLine($0) }) else { return }
    let paths = lines.filter { !$0.allSatisfy(\.isWhitespace) }.count
    do {
      let verdicts = try map.checkPaths(in: lines.joined(separator: "\n"))
      invariant(verdicts.count == paths, "\(verdicts.count) verdicts for \(paths) paths")
      for verdict in verdicts {
        let printed = verdict.description.spelledOut
        invariant(
          staysOnOneLine(printed), "a verdict breaks the line: \(printed.debugDescription)")
        invariant(verdict.isAllowed == (verdict.brokenStep == nil), "a verdict contradicts itself")
      }
    } catch {
      invariant((1...max(1, lines.count)).contains(error.line), "error names line \(error.line)")
      let printed = Renderer().error("'paths': \(error)")
      invariant(
        staysOnOneLine(printed), "a path error breaks the line: \(printed.debugDescription)")
    }
  }

  /// The number, from 1, of the first line of `bytes` that is not UTF-8.
  ///
  /// Counted after a byte-order mark; `nil` when every line is UTF-8. Written apart from the
  /// reader, as a second opinion.
  nonisolated static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var number = 1
    var start = 0
    for index in 0...body.count where index == body.count || body[index] == 0x0A {
      var line = Array(body[start..<index])
      if line.last == 0x0D { line.removeLast() }
      if String(bytes: line, encoding: .utf8) == nil { return number }
      number += 1
      start = index + 1
    }
    return nil
  }
}

/// libFuzzer's entry point: runs one input through ``MapHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMap(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { MapHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes seeds and words made from the product's map when asked.
@_cdecl("LLVMFuzzerInitialize")
public func initializeMapFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { MapSeeds.generateIfAsked() }
  return 0
}

/// Seeds and dictionary words made from the product's map, written where `FUZZ_GENERATE` says.
@MainActor
enum MapSeeds {
  static func generateIfAsked() {
    guard let folder = ProcessInfo.processInfo.environment["FUZZ_GENERATE"] else { return }
    let seeds = URL(fileURLWithPath: folder).appendingPathComponent("seeds")
    var words: Set<String> = [" @ ", ": ", "; ", ", ", " -> ", "every device", "\r\n", "\\u001b"]
    words.formUnion(NavigationContract.launches + NavigationContract.devices)
    var inputs: [String] = []
    if let map = MapHarness.map {
      let kinds = map.places.map(\.kind)
      words.formUnion(kinds.map { "\"\($0)\"" } + kinds)
      inputs.append(
        kinds.prefix(4).map { "[\"\($0.replacingOccurrences(of: ".N", with: ".3"))\"]" }
          .joined(separator: "\n"))
      let text = NavigationContract.facts(of: map).sorted().map { $0 + " @ guest: ios compact" }
      inputs.append(([NavigationContract.header] + text).joined(separator: "\n") + "\n")
    }
    do {
      try FileManager.default.createDirectory(at: seeds, withIntermediateDirectories: true)
      for (number, text) in inputs.enumerated() {
        try Data(text.utf8).write(to: seeds.appendingPathComponent("declared-\(number)"))
      }
      let escaped = words.sorted().map {
        "\""
          + $0.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
            of: "\r", with: "\\x0D"
          )
          .replacingOccurrences(of: "\n", with: "\\x0A") + "\""
      }
      try Data((escaped.joined(separator: "\n") + "\n").utf8)
        .write(to: URL(fileURLWithPath: folder).appendingPathComponent("words.dict"))
    } catch {
      invariant(false, "could not write the generated seeds into \(folder): \(error)")
    }
  }
}
