import Foundation
import Testing

@testable import navlab_shell

/// A scenario script in `Tests/Scenarios`, and what its header says a run of it must do.
///
/// The header is the comment block at the top of the file. A line `# key: value` with one of
/// the keys below sets an expectation; any other comment line describes the scenario:
///
/// ```
/// # R4: a cold-start link to an author signs in first, then lands.
/// # args: --deeplink navlab://article/7/author
/// # exit: 1
/// # errors: 3
/// # stderr: no article has id 99
/// # stdout: "No account named ''"
/// # state: { "tab" : "settings", "paths" : { "feed" : [ ], "settings" : [ "account" ] }, "version" : 1 }
/// ```
///
/// - `args:` command-line arguments put before `-f FILE`, split on spaces; there is no quoting.
/// - `exit:` the expected exit status; 0 when absent.
/// - `errors:` how many `error:` lines standard error holds; when absent, 0 for exit status 0
///   and 1 otherwise.
/// - `stderr:` text that some `error:` line contains; repeatable.
/// - `stdout:` text that standard output contains; repeatable. Every command is echoed, so pick
///   text only a command's output can print.
/// - `state:` the state document, on one line, that the run starts from; `navlab-shell -f`
///   restores it itself, as `--state` restores a file, and `record` writes it.
///
/// A description line must not start with a lower-case word and a colon, so that a misspelt key
/// such as `# exits: 1` is an error rather than a silently ignored comment.
struct Scenario {
  /// A mistake in a scenario's header.
  enum HeaderError: Error, CustomStringConvertible {
    case unknownKey(String, line: Int)
    case badNumber(key: String, value: String, line: Int)

    var description: String {
      switch self {
      case .unknownKey(let key, let line):
        "line \(line): unknown header key '\(key)'; keys are "
          + Scenario.keys.joined(separator: ", ")
      case .badNumber(let key, let value, let line):
        "line \(line): '\(key):' needs a number, not '\(value)'"
      }
    }
  }

  static let keys = ["args", "exit", "errors", "stderr", "stdout", "state"]

  var arguments: [String] = []
  var exitStatus: Int32 = 0
  var declaredErrorCount: Int?
  var stderrNeedles: [String] = []
  var stdoutNeedles: [String] = []
  var state: String?

  /// The number of `error:` lines the run prints.
  var errorCount: Int { declaredErrorCount ?? (exitStatus == 0 ? 0 : 1) }

  /// Reads the header of a scenario script.
  ///
  /// - Throws: ``HeaderError`` for an unknown key or a number that is not one.
  init(header text: String) throws(HeaderError) {
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard trimmed.hasPrefix("#") else { return }
      let body = trimmed.dropFirst().drop { $0 == " " }
      guard let colon = body.firstIndex(of: ":") else { continue }
      let key = String(body[..<colon])
      guard !key.isEmpty, key.allSatisfy({ $0.isLowercase }) else { continue }
      let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let number = offset + 1
      switch key {
      case "args": arguments += value.split(separator: " ").map(String.init)
      case "exit":
        guard let status = Int32(value) else {
          throw .badNumber(key: key, value: value, line: number)
        }
        exitStatus = status
      case "errors":
        guard let count = Int(value) else { throw .badNumber(key: key, value: value, line: number) }
        declaredErrorCount = count
      case "stderr": stderrNeedles.append(value)
      case "stdout": stdoutNeedles.append(value)
      case "state": state = value
      default: throw .unknownKey(key, line: number)
      }
    }
  }
}

/// One `.nav` file of `Tests/Scenarios`, or of a suite's own `Tests/NAMETests/Scenarios`: a
/// case of the parameterized acceptance test.
struct ScenarioFile: Sendable, CustomTestStringConvertible {
  /// The app's folder of scenario scripts, found from this source file's path.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios")

  /// The `Tests` folder, whose suites may each keep a `Scenarios` folder of their flow's own.
  static let testsFolder = folder.deletingLastPathComponent()

  /// Every scenario, in the folders `coverage` reads (``CoverageOptions/scenarioFolders(in:)``):
  /// the app's by file name, then each suite's by `NAMETests/Scenarios/FILE`.
  ///
  /// - Throws: When a folder cannot be listed.
  static func all() throws -> [ScenarioFile] {
    let tests = testsFolder.path
    return try CoverageOptions.scenarioFolders(in: tests).flatMap { folder in
      let prefix = folder == Self.folder.path ? "" : String(folder.dropFirst(tests.count + 1)) + "/"
      return try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".nav") }.sorted().map { ScenarioFile(name: prefix + $0) }
    }
  }

  /// The file name, such as `r1-tap-row-opens-article.nav`, or for a suite's own scenario its
  /// path under `Tests`, such as `WalletFlowTests/Scenarios/card-asks-for-a-receipt.nav`.
  let name: String

  var path: String {
    (name.contains("/") ? Self.testsFolder : Self.folder).appendingPathComponent(name).path
  }

  var testDescription: String { name }
}
