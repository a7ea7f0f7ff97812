import Foundation
import LinkRouting

/// The saved states of `Tests/StateCorpus`: state files as builds of the app wrote them, each
/// with a `.expected` file saying what it restores to, and `MANIFEST`, the content hash of every
/// state file, which holds them unedited.
struct StateCorpus {
  /// `Tests/StateCorpus`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("StateCorpus")

  /// Each state file's bytes, by its path inside the folder (`v1/guest-fresh.json`).
  var files: [String: Data]
  /// Each `.expected` file's text, by the path of the state file it describes.
  var expectations: [String: String]
  /// The text of `MANIFEST`.
  var manifest: String

  /// Reads the whole corpus from `folder`, one level of subfolders deep.
  init(at folder: URL = Self.folder) throws {
    files = [:]
    expectations = [:]
    let manager = FileManager.default
    for version in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
      var isFolder: ObjCBool = false
      let versionURL = folder.appendingPathComponent(version)
      guard manager.fileExists(atPath: versionURL.path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      for name in try manager.contentsOfDirectory(atPath: versionURL.path) {
        let url = versionURL.appendingPathComponent(name)
        if name.hasSuffix(".json") {
          files[version + "/" + name] = try Data(contentsOf: url)
        } else if name.hasSuffix(".expected") {
          let stateFile = version + "/" + name.dropLast(".expected".count) + ".json"
          expectations[stateFile] = try String(contentsOf: url, encoding: .utf8)
        }
      }
    }
    manifest = try String(
      contentsOf: folder.appendingPathComponent("MANIFEST"), encoding: .utf8)
  }

  /// The 64-bit FNV-1a hash of `data`, as 16 lowercase hex digits.
  ///
  /// - Complexity: O(*n*) in the bytes of `data`.
  static func fnv1a64(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The manifest line of a state file: its hash, two spaces, its path.
  static func manifestLine(_ path: String, _ data: Data) -> String {
    fnv1a64(data) + "  " + path
  }

  /// Why `files` and `manifest` disagree, one sentence each; empty when every file is listed
  /// with its hash and every listed file is there.
  static func manifestProblems(files: [String: Data], manifest: String) -> [String] {
    var listed: [String: String] = [:]
    var problems: [String] = []
    for line in manifest.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 2 else {
        problems.append("MANIFEST line '\(line)' is not 'HASH  PATH'")
        continue
      }
      listed[String(fields[1])] = String(fields[0])
    }
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      let hash = fnv1a64(data)
      switch listed[path] {
      case nil:
        problems.append(
          "\(path) is not in MANIFEST; a new corpus file is listed there: add '\(manifestLine(path, data))'"
        )
      case hash?:
        break
      case let old?:
        problems.append(
          "\(path) was edited (MANIFEST has \(old), the file hashes to \(hash)): corpus files "
            + "are never edited; restore it with 'git checkout' and add a new file for the new format"
        )
      }
    }
    for path in listed.keys.sorted() where files[path] == nil {
      problems.append(
        "\(path) is in MANIFEST but gone: corpus files are never removed, since users still have them"
      )
    }
    return problems
  }
}

/// What a `.expected` file says a state file restores to.
struct CorpusExpectation: Equatable {
  /// The screen shown after launch, on each device.
  var screens: [Device: String] = [:]
  /// The screen each tab shows when selected after launch on an iPhone, in the file's order.
  var tabs: [TabScreen] = []
  /// The warnings restoring reports, in order.
  var warnings: [String] = []
  /// Whether the app, having restored the file, holds the state the file holds, so that it
  /// has no reason to write the file again.
  var rewrites = false

  /// A tab, and the screen it shows when selected.
  struct TabScreen: Equatable {
    var tab: String
    var screen: String
  }

  /// Reads lines `ios compact: SCREEN`, `tab NAME: SCREEN`, `warning: TEXT` and
  /// `rewrites: yes|no`; `#` starts a comment line.
  ///
  /// - Throws: ``Malformed`` naming the line it cannot read.
  init(parsing text: String) throws(Malformed) {
    let devices = Dictionary(uniqueKeysWithValues: Device.all.map { ($0.description, $0) })
    var sawRewrites = false
    for line in text.split(separator: "\n").map(String.init)
    where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
      guard let colon = line.firstIndex(of: ":") else { throw Malformed(line: line) }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if let device = devices[key] {
        screens[device] = value
      } else if key.hasPrefix("tab ") {
        tabs.append(TabScreen(tab: String(key.dropFirst(4)), screen: value))
      } else if key == "warning" {
        warnings.append(value)
      } else if key == "rewrites", value == "yes" || value == "no" {
        rewrites = value == "yes"
        sawRewrites = true
      } else {
        throw Malformed(line: line)
      }
    }
    guard sawRewrites, screens.count == Device.all.count else {
      throw Malformed(line: "(a line for each device and 'rewrites: yes|no' are required)")
    }
  }

  init() {}

  /// A `.expected` line that is not one of its forms.
  struct Malformed: Error, CustomStringConvertible {
    var line: String
    var description: String {
      "cannot read '\(line)'; a line is 'ios compact: SCREEN', 'tab NAME: SCREEN', "
        + "'warning: TEXT' or 'rewrites: yes|no'"
    }
  }
}
