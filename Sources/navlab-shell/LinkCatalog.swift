import AppCoordinator
import Foundation
import LinkRouting

/// The app's link forms as the flows declare them, written three ways from this one source:
/// README's deep-link table, a JSON catalog and the `apple-app-site-association` file.
///
/// `Docs/links.json` and `Docs/apple-app-site-association` hold the last two; a test fails when
/// any of the three differs from what the flows declare (LinkCatalogTests).
@MainActor
struct LinkCatalog {
  /// The flows, in the order the app lists them.
  let flows: [FlowRegistration]

  /// The app id the association file names: the team id and the bundle id.
  ///
  /// The product has no team; an app that ships the skeleton writes its own here.
  static let appID = "ABCDE12345.example.navlab"

  /// Where `links --format json` and `links --format aasa` are checked in.
  static let jsonPath = "Docs/links.json"
  static let associationPath = "Docs/apple-app-site-association"

  init(flows: [FlowRegistration] = AppCoordinator.productFlows) {
    self.flows = flows
  }

  /// One form, with the flow that declares it and its example.
  struct Form {
    var form: String
    var flow: FlowRegistration
    var example: LinkExample?
  }

  /// Every form, each flow's in the order it declares them.
  var forms: [Form] {
    flows.flatMap { flow in
      flow.linkForms.map { form in
        Form(
          form: form, flow: flow,
          example: flow.exampleLinks.first { LinkForm.of($0.link) == form })
      }
    }
  }

  // MARK: Markdown

  /// README's deep-link table: one row per form, with its flow's example and where opening it
  /// lands once signed in.
  var markdown: String {
    var lines = [
      "| link | flow | example | shows | where, once signed in | needs sign-in |",
      "|---|---|---|---|---|---|",
    ]
    for form in forms {
      guard let example = form.example else {
        lines.append("| \(code(form.form)) | \(shownAs(form.flow)) | – | – | – | – |")
        continue
      }
      let crumbs = opened(example.link).map { code($0.breadcrumb.joined(separator: " › ")) }
      lines.append(
        "| \(code(form.form)) | \(shownAs(form.flow)) | \(code(example.link)) "
          + "| \(code(example.screen)) | \(crumbs ?? "–") "
          + "| \(example.requiresSignIn ? "yes" : "no") |")
    }
    return lines.joined(separator: "\n")
  }

  /// Where `flow` shows: its tab, or a sheet over main.
  private func shownAs(_ flow: FlowRegistration) -> String {
    flow.kind == .tab ? "\(flow.title) tab" : "\(flow.id) flow, a sheet over main"
  }

  /// What a user sees after opening `link` on a launched app, signing in on login when it asks.
  private func opened(_ link: String) -> VisibleScreen? {
    guard let screen = replay(["open \(link)"]) else { return nil }
    return screen.screen.id == "screen.login"
      ? replay(["open \(link)", "tap button.login"]) : screen
  }

  /// What the app assembled from ``flows`` shows after `script`; `nil` when a line fails.
  private func replay(_ script: [String]) -> VisibleScreen? {
    guard let app = try? AppCoordinator(flows: flows) else { return nil }
    app.finishLaunch()
    let shell = Shell(app: app, interactive: false, write: { _ in }, fail: { _ in })
    shell.allowsRecording = false
    for line in script {
      guard shell.run(line) == .succeeded else { return nil }
    }
    return app.visible
  }

  private func code(_ text: String) -> String {
    "`\(text)`"
  }

  // MARK: JSON

  /// Every form with its flow, its parameters, its example (and its universal link), the
  /// screen the example shows and whether it needs sign-in; keys in a fixed order, two-space
  /// indented, RFC 8259.
  var json: String {
    let entries = forms.map { form in
      let parameters = form.form.dropFirst("navlab://".count).split(separator: "/")
        .enumerated().filter { $0.element == "N" }
        .map { "{ \"name\": \"N\", \"segment\": \($0.offset), \"type\": \"integer\" }" }
      var fields = [
        ("form", Self.string(form.form)),
        ("universal", Self.string(LinkForm.universal(form.form))),
        ("flow", Self.string(form.flow.id)),
        ("shownAs", Self.string(form.flow.kind == .tab ? "tab" : "sheet")),
        ("parameters", "[" + parameters.joined(separator: ", ") + "]"),
      ]
      if let example = form.example {
        fields += [
          ("example", Self.string(example.link)),
          ("universalExample", Self.string(LinkForm.universal(example.link))),
          ("shows", Self.string(example.screen)),
          ("needsSignIn", example.requiresSignIn ? "true" : "false"),
        ]
      } else {
        fields += [("example", "null"), ("universalExample", "null"), ("shows", "null")]
        fields.append(("needsSignIn", "null"))
      }
      return "    {\n"
        + fields.map { "      \(Self.string($0.0)): \($0.1)" }.joined(separator: ",\n")
        + "\n    }"
    }
    return """
      {
        "domains": [\(AppCoordinator.associatedDomains.map(Self.string).joined(separator: ", "))],
        "forms": [
      \(entries.joined(separator: ",\n"))
        ]
      }

      """
  }

  /// `text` as a JSON string.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.spellsOut:
        // A control, format or separator character is escaped, as JSON allows any to be, so
        // the file shows no raw one to a terminal or an editor.
        for unit in String(scalar).utf16 { result += String(format: "\\u%04x", unit) }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: apple-app-site-association

  /// One component of the association file: a path pattern and the form it stands for.
  struct Component: Equatable {
    /// The path pattern, `*` for each id: `/article/*/author`.
    var path: String
    /// The form, as the file's comment says.
    var form: String
  }

  /// The forms' components, the deeper before the shallower so that the first that matches a
  /// path is its own form's: `/article/*` also matches `/article/3/author`, since `*` spans
  /// slashes.
  var components: [Component] {
    let all = forms.map { form in
      Component(
        path: "/"
          + form.form.dropFirst("navlab://".count).split(
            separator: "/", omittingEmptySubsequences: false
          )
          .map { $0 == "N" ? "*" : String($0) }.joined(separator: "/"),
        form: form.form)
    }
    return all.enumerated().sorted { left, right in
      let depths = (left.element.path.count(of: "/"), right.element.path.count(of: "/"))
      return depths.0 != depths.1 ? depths.0 > depths.1 : left.offset < right.offset
    }.map(\.element)
  }

  /// The `apple-app-site-association` file in Apple's current format: `applinks.details`, each
  /// with `appIDs` and `components`, one per form.
  var association: String {
    let components = self.components.map {
      "          { \"/\": \(Self.string($0.path)), \"comment\": \(Self.string("the form " + $0.form)) }"
    }
    return """
      {
        "applinks": {
          "details": [
            {
              "appIDs": [\(Self.string(Self.appID))],
              "components": [
      \(components.joined(separator: ",\n"))
              ]
            }
          ]
        }
      }

      """
  }
}

extension String {
  /// How many times `character` occurs.
  fileprivate func count(of character: Character) -> Int {
    reduce(0) { $0 + ($1 == character ? 1 : 0) }
  }
}
