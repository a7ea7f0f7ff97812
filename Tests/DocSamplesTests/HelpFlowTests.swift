import LinkRouting
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
}
