import AppCoordinator
import AppExplorer
import LinkRouting
import SettingsFlow
import Testing

/// The "Writing a flow" sample of LinkRouting's documentation does what its text says.
@MainActor
@Suite struct HelpFlowTests {
  let guest = Session()

  @Test func rowPushesTheTopicAndBackReturns() throws {
    let help = HelpCoordinator()
    #expect(help.screen(for: guest).id == "screen.help")
    try help.tap("row.topic", in: guest)
    #expect(help.screen(for: guest).id == "screen.topic")
    #expect(help.breadcrumb == ["help", "topic"])
    #expect(help.back())
    #expect(help.state.path.isEmpty)
  }

  @Test func tapOnWhatIsNotOnScreenThrowsAndChangesNothing() throws {
    let help = HelpCoordinator()
    try help.tap("row.topic", in: guest)
    #expect(throws: NavigationError.noElement("row.topic", screen: "screen.topic")) {
      try help.tap("row.topic", in: guest)
    }
    #expect(help.state.path == [.topic])
  }

  @Test func linksReadTheirStackAndABadTailIsRefused() throws {
    #expect(try HelpLinks.stack(for: DeepLink(parsing: "navlab://help")) == [])
    #expect(try HelpLinks.stack(for: DeepLink(parsing: "navlab://help/topic")) == [.topic])
    #expect(try HelpLinks.stack(for: DeepLink(parsing: "navlab://feed")) == nil)
    #expect(throws: LinkError.unknownDestination("help/other")) {
      try HelpLinks.stack(for: DeepLink(parsing: "navlab://help/other"))
    }
    #expect(HelpLinks.link(for: [.topic])?.url == "navlab://help/topic")
  }

  /// What the extension declares holds in an app: each example opens its screen, each malformed
  /// link is refused, and every screen kind is reached.
  @Test func theFlowPresentedInAnAppKeepsEveryRule() throws {
    let app = try AppCoordinator(flows: [
      .tab(SettingsCoordinator.self), .presented(HelpCoordinator.self),
    ])
    let report = Explorer.explore(app, depth: 3, signedIn: false)
    #expect(report.violation == nil)
  }
}
