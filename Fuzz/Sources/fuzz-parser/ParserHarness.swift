import AppCoordinator
import FuzzSupport
import LinkRouting

/// Reads the input as a link with `DeepLink(parsing:domains:)`, given the app's associated
/// domains as the app parses links, and then with every registered flow's
/// grammar alone (``FlowRegistration/savedStack(for:)``), with no app: the parser and the
/// grammars at full speed.
///
/// Checks, for every registered flow, from what the flows declare (``Flows``):
/// - a parsed link prints back (`url`) as text that parses to the same link;
/// - only the flow whose link forms have the link's host reads it; every other flow says the
///   host is not its own;
/// - the stack a flow reads prints back (``FlowRegistration/link(forSavedStack:)``) as a link
///   that parses and that the flow reads as the same stack's top: the same last route;
/// - a declared example link is read, and a declared malformed link is rejected.
///
/// And as a second opinion for the product's flows: for a link of a host the product's link
/// table knows (or one that does not parse), a flow reads exactly the links
/// ``ExpectedDestination`` accepts, and prints back its canonical link.
@MainActor
enum ParserHarness {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = ExpectedDestination(link: text)
    let link: DeepLink
    do {
      link = try DeepLink(parsing: text, domains: AppCoordinator.associatedDomains)
    } catch {
      invariant(
        expected == nil,
        "rejected \(text.debugDescription) (\(error)); the table opens \(expected?.canonicalLink ?? "")"
      )
      invariant(
        Flows.example(text) == nil,
        "rejected the declared example \(text.debugDescription) (\(error))")
      return
    }
    invariant(
      (try? DeepLink(parsing: link.url)) == link,
      "\(text.debugDescription) parses as \(link.url), which does not parse back to it")
    let owner = Flows.owner(of: link)
    var read: (flow: FlowRegistration, stack: [String])?
    for flow in Flows.registered {
      let stack: [String]?
      do {
        stack = try flow.savedStack(for: link)
      } catch {
        invariant(
          flow.id == owner?.id,
          "\(flow.id) rejected \(text.debugDescription) (\(error)), whose host is \(owner?.id ?? "no flow")'s"
        )
        continue
      }
      guard let stack else {
        invariant(
          flow.id != owner?.id,
          "\(flow.id) does not read \(text.debugDescription), whose host it declares")
        continue
      }
      invariant(
        flow.id == owner?.id,
        "\(flow.id) read \(text.debugDescription), whose host is \(owner?.id ?? "no flow")'s")
      read = (flow, stack)
    }
    let tableKnows = ExpectedDestination.hosts.contains(link.host)
    guard let read else {
      invariant(
        !tableKnows || expected == nil,
        "rejected \(text.debugDescription); the table opens \(expected?.canonicalLink ?? "")")
      invariant(
        Flows.example(text) == nil, "rejected the declared example \(text.debugDescription)")
      return
    }
    invariant(
      !tableKnows || expected != nil,
      "read \(text.debugDescription) as \(read.stack), which no link form allows")
    invariant(
      !Flows.isDeclaredMalformed(text),
      "read the declared malformed link \(text.debugDescription)")
    let printed = read.flow.link(forSavedStack: read.stack)
    if let printed {
      let again = (try? DeepLink(parsing: printed.url)).flatMap {
        try? read.flow.savedStack(for: $0)
      }
      invariant(
        again?.last == read.stack.last,
        "\(read.flow.id) read \(text.debugDescription) as \(read.stack), printed \(printed.url), which reads as \(again.debugDescription)"
      )
    }
    if let expected, tableKnows {
      invariant(
        printed?.url == expected.canonicalLink,
        "\(text.debugDescription) prints back as \(printed?.url ?? "nothing"), not \(expected.canonicalLink)"
      )
    }
  }
}

/// libFuzzer's entry point: runs one input through ``ParserHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { ParserHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes the seeds made from the flows' declarations when asked
/// (`FUZZ_GENERATE`, see ``Seeds``).
@_cdecl("LLVMFuzzerInitialize")
public func initializeParserFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { Seeds.generateIfAsked(for: .link) }
  return 0
}
