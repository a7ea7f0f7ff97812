import LinkRouting
import Testing

@testable import OnboardingFlow

@MainActor
@Suite struct OnboardingCoordinatorTests {
  let guest = Session()

  /// A fresh tour whose outputs are recorded in `outputs`.
  func coordinator(_ outputs: OnboardingOutputLog) -> OnboardingCoordinator {
    let onboarding = OnboardingCoordinator()
    onboarding.output = { outputs.values.append($0) }
    return onboarding
  }

  @Test func tourStartsOnPageOneWithNext() {
    let screen = OnboardingCoordinator().screen(for: guest)
    #expect(screen.id == "screen.onboarding.1")
    #expect(screen.elements.map(\.id) == ["text.body", "button.next"])
  }

  @Test func nextWalksEveryPageAndOnlyTheLastHasStart() throws {
    let onboarding = OnboardingCoordinator()
    var seen: [String] = [onboarding.screen(for: guest).id]
    while onboarding.screen(for: guest).element("button.next") != nil {
      try onboarding.tap("button.next", in: guest)
      seen.append(onboarding.screen(for: guest).id)
    }
    #expect(seen == ["screen.onboarding.1", "screen.onboarding.2", "screen.onboarding.3"])
    #expect(onboarding.path == [.page(2), .page(3)])
    #expect(onboarding.breadcrumb == ["onboarding 1", "onboarding 2", "onboarding 3"])
    #expect(onboarding.screen(for: guest).elements.map(\.id) == ["text.body", "button.start"])
  }

  @Test func startOnTheLastPageTellsTheParentOnce() throws {
    let outputs = OnboardingOutputLog()
    let onboarding = coordinator(outputs)
    try onboarding.tap("button.next", in: guest)
    try onboarding.tap("button.next", in: guest)
    #expect(outputs.values.isEmpty)
    try onboarding.tap("button.start", in: guest)
    #expect(outputs.values == [.didFinish])
  }

  @Test func startBeforeTheLastPageIsNoElementAndTellsNothing() {
    let outputs = OnboardingOutputLog()
    let onboarding = coordinator(outputs)
    #expect(throws: NavigationError.noElement("button.start", screen: "screen.onboarding.1")) {
      try onboarding.tap("button.start", in: guest)
    }
    #expect(throws: NavigationError.self) { try onboarding.finish() }
    #expect(outputs.values.isEmpty)
    #expect(onboarding.state.page == 1)
  }

  @Test func nextOnTheLastPageIsRefusedAndChangesNothing() throws {
    let onboarding = OnboardingCoordinator()
    try onboarding.next()
    try onboarding.next()
    let before = onboarding.state
    #expect(throws: NavigationError.self) { try onboarding.next() }
    #expect(onboarding.state == before)
  }

  @Test func backReturnsPageByPageAndStopsAtTheFirst() throws {
    let onboarding = OnboardingCoordinator()
    try onboarding.next()
    try onboarding.next()
    #expect(onboarding.back())
    #expect(onboarding.screen(for: guest).id == "screen.onboarding.2")
    #expect(onboarding.back())
    #expect(!onboarding.back())
    #expect(onboarding.screen(for: guest).id == "screen.onboarding.1")
  }

  @Test func textIsNotTappable() {
    #expect(throws: NavigationError.notTappable("text.body", screen: "screen.onboarding.1")) {
      try OnboardingCoordinator().tap("text.body", in: guest)
    }
  }
}

@Suite struct OnboardingRouteTests {
  @Test(arguments: [
    (OnboardingRoute.page(2), OnboardingRoute?.none, true),
    (.page(3), .page(2), true),
    (.page(3), nil, false),
    (.page(2), .page(2), false),
    (.page(1), nil, false),
    (.page(4), .page(3), false),
    (.page(0), nil, false),
  ])
  func eachPageFollowsTheOneBeforeIt(
    route: OnboardingRoute, previous: OnboardingRoute?, follows: Bool
  ) {
    #expect(route.canFollow(previous) == follows)
  }

  @Test func noPageNeedsSignIn() {
    #expect((2...OnboardingState.pageCount).allSatisfy { !OnboardingRoute.page($0).requiresSignIn })
  }
}

/// What the onboarding flow told its parent, in order.
@MainActor
final class OnboardingOutputLog {
  var values: [OnboardingCoordinator.Output] = []
}
