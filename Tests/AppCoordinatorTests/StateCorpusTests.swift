import Foundation
import LinkRouting
import Testing

@testable import AppCoordinator

/// Every state file of `Tests/StateCorpus` restores, on every device, to the screens its
/// `.expected` file names, with the warnings it names, and writes nothing; and no corpus file is
/// ever edited, only added.
@MainActor
@Suite("State corpus")
struct StateCorpusTests {
  /// The corpus as checked in; `nil` when it cannot be read, which the tests report.
  nonisolated static let corpus = Result { try StateCorpus() }

  /// Every state file's path, sorted.
  nonisolated static let paths = ((try? corpus.get())?.files.keys).map { $0.sorted() } ?? []

  @Test func corpusIsReadableAndHoldsEveryKindOfFile() throws {
    let corpus = try Self.corpus.get()
    #expect(corpus.files.count >= 7, "\(corpus.files.keys.sorted())")
    #expect(
      Set(corpus.files.keys) == Set(corpus.expectations.keys),
      "each state file has a .expected file")
  }

  @Test func everyCorpusFileIsListedInTheManifestWithItsHash() throws {
    let corpus = try Self.corpus.get()
    #expect(StateCorpus.manifestProblems(files: corpus.files, manifest: corpus.manifest) == [])
  }

  @Test func anEditedCorpusFileFailsWithTheRuleAndTheFix() throws {
    let corpus = try Self.corpus.get()
    let path = try #require(Self.paths.first)
    var files = corpus.files
    files[path]?.append(contentsOf: Data(" ".utf8))

    let problems = StateCorpus.manifestProblems(files: files, manifest: Self.manifest(of: corpus))

    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("\(path) was edited") == true, "\(problems)")
    #expect(problems.first?.contains("corpus files are never edited") == true)
    #expect(problems.first?.contains("add a new file for the new format") == true)
  }

  @Test func aFileMissingFromTheManifestFailsWithTheLineToAdd() throws {
    let corpus = try Self.corpus.get()
    var files = corpus.files
    let added = Data("{}".utf8)
    files["v1/added.json"] = added

    let problems = StateCorpus.manifestProblems(files: files, manifest: Self.manifest(of: corpus))

    #expect(
      problems == [
        "v1/added.json is not in MANIFEST; a new corpus file is listed there: add '"
          + StateCorpus.manifestLine("v1/added.json", added) + "'"
      ])
  }

  @Test func aRemovedCorpusFileFails() throws {
    let corpus = try Self.corpus.get()
    let path = try #require(Self.paths.first)
    var files = corpus.files
    files[path] = nil

    let problems = StateCorpus.manifestProblems(files: files, manifest: Self.manifest(of: corpus))

    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("\(path) is in MANIFEST but gone") == true, "\(problems)")
  }

  /// A manifest that lists `corpus`'s files as they are, so that each check of a change sees
  /// that change alone.
  private static func manifest(of corpus: StateCorpus) -> String {
    corpus.files.sorted { $0.key < $1.key }.map { StateCorpus.manifestLine($0.key, $0.value) }
      .joined(separator: "\n")
  }

  @Test func fnv1a64MatchesItsPublishedValues() {
    #expect(StateCorpus.fnv1a64(Data()) == "cbf29ce484222325")
    #expect(StateCorpus.fnv1a64(Data("a".utf8)) == "af63dc4c8601ec8c")
    #expect(StateCorpus.fnv1a64(Data("foobar".utf8)) == "85944171f73967e8")
  }

  @Test("A corpus file restores to its expected screens on every device", arguments: paths)
  func corpusFileRestoresAsExpected(path: String) throws {
    let corpus = try Self.corpus.get()
    let data = try #require(corpus.files[path])
    let text = try #require(corpus.expectations[path], "\(path) has no .expected file")

    let observed = try Self.restore(data)

    let expected: CorpusExpectation
    do {
      expected = try CorpusExpectation(parsing: text)
    } catch {
      Issue.record("the .expected file of \(path) \(error); restoring gives:\n\(observed.rendered)")
      return
    }
    #expect(
      observed == expected,
      "\(path) restores to this; if the change is meant, review it and add a new corpus file:\n\(observed.rendered)"
    )
  }

  /// What restoring `data` shows on each device, the iPhone's tabs, the warnings (which must be
  /// the same on every device) and whether the app would write the file again.
  ///
  /// Each restore reads from a store of its own and checks that restoring wrote nothing there
  /// and moved nothing aside.
  static func restore(_ data: Data) throws -> CorpusExpectation {
    var observed = CorpusExpectation()
    for device in Device.all {
      let app = AppCoordinator(platform: device.platform)
      app.resize(to: device.width)
      let store = MemoryStateStore(data)
      let report = app.restore(from: store)
      app.finishLaunch()
      #expect(store.data == data, "restoring on \(device) wrote the store")
      #expect(store.movedAside == [], "restoring on \(device) moved the file aside")
      #expect(report.maySave, "on \(device)")
      observed.screens[device] = app.visible.screen.id
      if device == .iPhone {
        observed.warnings = report.warnings
        observed.rewrites = !report.isUnchanged
        if case .main = app.root {
          // The selected tab as it shows, then each other one the file names; tapping the
          // selected tab again would pop it to its root. A tab the file does not name was added
          // after it was written (as a team adds one by CONTRIBUTING.md's recipe): it starts at
          // its root, and the file's expectations do not list it.
          let saved = try JSONSerialization.jsonObject(with: data) as? [String: Any]
          let named = Set((saved?["paths"] as? [String: Any] ?? [:]).keys)
          let selected = app.document.tab
          observed.tabs.append(.init(tab: selected, screen: app.visible.screen.id))
          for tab in app.tabIDs where tab != selected && !named.contains(tab) {
            #expect(app.document.paths[tab] == [], "tab \(tab), which the file does not name")
          }
          for tab in app.tabIDs where tab != selected && named.contains(tab) {
            try app.tap("tab." + tab)
            observed.tabs.append(.init(tab: tab, screen: app.visible.screen.id))
          }
        }
      } else {
        #expect(report.warnings == observed.warnings, "warnings on \(device)")
        #expect(!report.isUnchanged == observed.rewrites, "on \(device)")
      }
    }
    return observed
  }
}

extension CorpusExpectation {
  /// The lines of a `.expected` file that says this.
  var rendered: String {
    var lines = Device.all.map { "\($0): \(screens[$0] ?? "?")" }
    lines += tabs.map { "tab \($0.tab): \($0.screen)" }
    lines += warnings.map { "warning: \($0)" }
    lines.append("rewrites: \(rewrites ? "yes" : "no")")
    return lines.joined(separator: "\n")
  }
}
