import AppCoordinator
import Foundation
import LinkRouting
import Testing

@testable import navlab_shell

/// `navlab-shell links`: the JSON catalog and the association file are checked in as the flows
/// make them, and the association file sends every example link, and no rejected one, to the app.
@MainActor
struct LinkCatalogTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The checked-in file at `path` is `made`; with `NAVLAB_WRITE_DOCS=1` it is written instead.
  private func expectCheckedIn(_ path: String, is made: String) throws {
    let url = Self.root.appendingPathComponent(path)
    if ProcessInfo.processInfo.environment["NAVLAB_WRITE_DOCS"] == "1" {
      try made.write(to: url, atomically: true, encoding: .utf8)
    }
    let saved = try String(contentsOf: url, encoding: .utf8)
    let format = path.hasSuffix(".json") ? "json" : "aasa"
    #expect(
      saved == made,
      "\(path) differs from what the flows declare; regenerate it with 'navlab-shell links --format \(format) > \(path)'"
    )
  }

  /// Run by `Scripts/readme-from-code.sh`, as README's link table is, never by a plain
  /// `swift test`: a flow added by CONTRIBUTING.md's recipe adds links, and the recipe's last
  /// step writes these files with README's table, rather than failing other teams' tests.
  @Test(.enabled(if: ReadmeMode.current != nil, "Scripts/readme-from-code.sh runs it"))
  func checkedInCatalogAndAssociationFileAreWhatTheFlowsDeclare() throws {
    let catalog = LinkCatalog()
    try expectCheckedIn(LinkCatalog.jsonPath, is: catalog.json)
    try expectCheckedIn(LinkCatalog.associationPath, is: catalog.association)
  }

  @Test func catalogIsValidJSONWithEveryFormInOrder() throws {
    let catalog = LinkCatalog()
    let object = try JSONSerialization.jsonObject(with: Data(catalog.json.utf8))
    let forms = try #require((object as? [String: Any])?["forms"] as? [[String: Any]])
    #expect(forms.compactMap { $0["form"] as? String } == catalog.forms.map(\.form))
    #expect(forms.contains { $0["needsSignIn"] as? Bool == true })
    let association = try JSONSerialization.jsonObject(with: Data(catalog.association.utf8))
    #expect((association as? [String: Any])?["applinks"] != nil)
  }

  @Test func anEditedCatalogIsCaught() {
    let catalog = LinkCatalog()
    let edited = catalog.json.replacingOccurrences(
      of: "\"needsSignIn\": true", with: "\"needsSignIn\": false")
    #expect(edited != catalog.json)
  }

  @Test func everyExampleMatchesExactlyItsOwnComponentAndNoRejectedLinkOpensTheApp() throws {
    let catalog = LinkCatalog()
    let components = catalog.components.map { AssociationComponent(path: $0.path, form: $0.form) }
    for form in catalog.forms {
      let example = try #require(form.example, "form \(form.form) has no example")
      let path = Self.path(of: example.link)
      let matching = components.filter { $0.matches(path) }
      // Apple takes the first component that matches; it must be the form's own, and no other
      // of the same depth may match.
      #expect(AssociationComponent.decide(path, components)?.form == form.form, "\(path)")
      #expect(
        matching.filter { $0.path.count(of: "/") == path.count(of: "/") }.count == 1,
        "\(path) matches \(matching.map(\.path))")
    }
    for flow in catalog.flows {
      for rejected in flow.malformedLinks {
        let path = Self.path(of: rejected)
        guard AssociationComponent.decide(path, components) != nil else { continue }
        let app = AppCoordinator()
        app.finishLaunch()
        #expect(throws: (any Error).self, "\(rejected) opens the app, which must reject it") {
          try app.open(LinkForm.universal(rejected))
        }
      }
    }
  }

  @Test func patternMatchingFollowsApple() {
    let star = AssociationComponent(path: "/article/*", form: "")
    #expect(star.matches("/article/7"))
    #expect(star.matches("/article/7/author"))
    #expect(!star.matches("/articles"))
    let one = AssociationComponent(path: "/a/?", form: "")
    #expect(one.matches("/a/1"))
    #expect(!one.matches("/a/12"))
    let exclude = AssociationComponent(path: "/article/*", form: "", exclude: true)
    #expect(AssociationComponent.decide("/article/7", [exclude, star]) == nil)
  }

  /// The path a universal link of `link`, a `navlab://` link, has.
  private static func path(of link: String) -> String {
    "/" + link.dropFirst("navlab://".count)
  }
}

/// A component of an association file, matched as Apple matches one: `*` any characters, none
/// included, `?` exactly one; `exclude` ends the search without opening the app.
struct AssociationComponent {
  var path: String
  var form: String
  var exclude = false

  func matches(_ candidate: String) -> Bool {
    Self.match(Array(path), Array(candidate))
  }

  private static func match(_ pattern: [Character], _ text: [Character]) -> Bool {
    var table = Array(
      repeating: Array(repeating: false, count: text.count + 1), count: pattern.count + 1)
    table[0][0] = true
    for i in pattern.indices where pattern[i] == "*" { table[i + 1][0] = table[i][0] }
    for i in pattern.indices {
      for j in text.indices {
        switch pattern[i] {
        case "*": table[i + 1][j + 1] = table[i][j + 1] || table[i + 1][j]
        case "?": table[i + 1][j + 1] = table[i][j]
        default: table[i + 1][j + 1] = table[i][j] && pattern[i] == text[j]
        }
      }
    }
    return table[pattern.count][text.count]
  }

  /// The component that decides `path`: the first that matches, unless it excludes.
  static func decide(_ path: String, _ components: [Self]) -> Self? {
    guard let first = components.first(where: { $0.matches(path) }), !first.exclude else {
      return nil
    }
    return first
  }
}

extension String {
  fileprivate func count(of character: Character) -> Int {
    reduce(0) { $0 + ($1 == character ? 1 : 0) }
  }
}
