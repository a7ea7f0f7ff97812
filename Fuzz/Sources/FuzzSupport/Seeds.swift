import AppCoordinator
import Foundation
import LinkRouting

/// Seeds and dictionary words made from what every registered flow declares, so that a new
/// flow's links, screens and saved stacks are in the corpus without a file added by hand.
///
/// `Fuzz/run.sh` asks each harness for them before replaying: with `FUZZ_GENERATE` set to a
/// folder, the harness's `LLVMFuzzerInitialize` writes `seeds/` (one input a file) and
/// `words.dict` there.
@MainActor
public enum Seeds {
  /// What a harness reads its input as.
  public enum Input {
    /// A deep link.
    case link
    /// A shell script.
    case script
    /// A saved state document.
    case document
    /// A notification's payload.
    case payload
  }

  /// For each example link: a notification's payload that carries it, in APNs' shape.
  public static var payloads: [String] {
    links.map { #"{"aps":{"alert":"New"},"link":"\#($0)"}"# }
  }

  /// Every flow's example and malformed links.
  public static var links: [String] {
    Flows.registered.flatMap { $0.exampleLinks.map(\.link) + $0.malformedLinks }
  }

  /// For each example link: a script that opens it (signing in at the gate), taps each tappable
  /// element of the screen it shows and goes back; and one that visits every tab.
  public static var scripts: [String] {
    var scripts = [Flows.registered.map { "tab \($0.id)\nshow\n" }.joined()]
    for flow in Flows.registered {
      for example in flow.exampleLinks {
        let app = Launch.app(signedIn: true)
        _ = try? app.open(example.link)
        let taps = app.visible.screen.elements.filter(\.isTappable).map { "tap \($0.id)\nback\n" }
        let gate = example.requiresSignIn ? "tap button.login\n" : ""
        scripts.append("open \(example.link)\n\(gate)\(taps.joined())link\nstate\n")
      }
    }
    return scripts
  }

  /// For each example link, the state documents of a signed-in user and a guest who opened it.
  public static var documents: [String] {
    var documents: [String] = []
    for flow in Flows.registered {
      for example in flow.exampleLinks {
        for signedIn in [true, false] {
          let app = Launch.app(signedIn: signedIn)
          _ = try? app.open(example.link)
          if let document = try? app.stateDocument() { documents.append(document) }
        }
      }
    }
    return documents
  }

  /// The words the flows' declarations are made of: hosts, segments, flow ids, element ids.
  public static var words: Set<String> {
    var words: Set<String> = []
    for flow in Flows.registered {
      words.formUnion(["\(flow.id)", "tab \(flow.id)", "tab.\(flow.id)", "\"\(flow.id)\":["])
      for example in flow.exampleLinks {
        words.insert(example.link)
        if let link = try? DeepLink(parsing: example.link) {
          words.insert(link.host)
          words.formUnion(link.segments.map { "/" + $0 })
        }
        let app = Launch.app(signedIn: true)
        _ = try? app.open(example.link)
        words.formUnion(app.visible.screen.elements.map(\.id))
        for route in app.savedPaths[flow.id] ?? [] { words.insert("\"\(route)\"") }
      }
    }
    return words
  }

  /// Writes the seeds for `input` and the words into the folder `FUZZ_GENERATE` names, if set.
  public static func generateIfAsked(for input: Input) {
    guard let folder = ProcessInfo.processInfo.environment["FUZZ_GENERATE"] else { return }
    let seeds = URL(fileURLWithPath: folder).appendingPathComponent("seeds")
    do {
      try FileManager.default.createDirectory(at: seeds, withIntermediateDirectories: true)
      let inputs: [String]
      switch input {
      case .link: inputs = links
      case .script: inputs = scripts
      case .document: inputs = documents
      case .payload: inputs = payloads
      }
      for (number, text) in inputs.enumerated() {
        try Data(text.utf8).write(to: seeds.appendingPathComponent("declared-\(number)"))
      }
      let dictionary = words.sorted().map { "\"\(escaped($0))\"" }.joined(separator: "\n")
      try Data((dictionary + "\n").utf8)
        .write(to: URL(fileURLWithPath: folder).appendingPathComponent("words.dict"))
    } catch {
      invariant(false, "could not write the generated seeds into \(folder): \(error)")
    }
  }

  /// `text` as a libFuzzer dictionary entry's contents: `"` and `\` escaped.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
