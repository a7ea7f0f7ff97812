import Testing

@testable import AppExplorer

/// A walk of one flow opens each of the flow's own links once per view it tells apart by its
/// context, its place left out, and its state too on main (``OwnLinkMemo``).
@Suite("The walked flow's own links, opened once a view")
struct OwnLinkMemoTests {
  func view(stage: Int, place: FlowView.Place, state: Int) -> FlowView {
    FlowView(stage: stage, place: place, state: state, session: 0)
  }

  @Test func onMainTheFlowsPlaceAndStateAreLeftOut() throws {
    let hidden = try #require(
      OwnLinkMemo.context(
        of: view(stage: FlowView.main, place: .hidden, state: 4), holdsLinks: false))
    let inSight = try #require(
      OwnLinkMemo.context(
        of: view(stage: FlowView.main, place: .inSight, state: 9), holdsLinks: false))
    #expect(hidden == inSight)
    #expect(hidden.state == -1)
  }

  @Test func onLoginTheFlowsStateIsKept() throws {
    let one = try #require(
      OwnLinkMemo.context(
        of: view(stage: FlowView.signingIn, place: .covered, state: 4), holdsLinks: false))
    let other = try #require(
      OwnLinkMemo.context(
        of: view(stage: FlowView.signingIn, place: .hidden, state: 5), holdsLinks: false))
    #expect(one != other)
    #expect(one.place == .inSight)
  }

  @Test func whereAFlowHoldsTextOrTheAlertAsksNoLinkIsLeftOut() {
    let context = OwnLinkMemo.context(
      of: view(stage: FlowView.main, place: .inSight, state: 4), holdsLinks: true)
    #expect(context == nil)
  }

  @Test func aStepIsKnownOnceRememberedOnTheDevicesThatTookIt() throws {
    var memo = OwnLinkMemo()
    let context = try #require(
      OwnLinkMemo.context(
        of: view(stage: FlowView.main, place: .inSight, state: 4), holdsLinks: false))
    let step = OwnLinkMemo.Step(context: context, link: 2)
    #expect(memo.devices(taking: step).isEmpty)
    memo.remember(step, on: DeviceSet(1))
    #expect(memo.devices(taking: step) == DeviceSet(1))
    // Another device has not taken it: a walk of several devices takes it there.
    #expect(!memo.devices(taking: step).contains(0))
    #expect(memo.devices(taking: OwnLinkMemo.Step(context: context, link: 3)).isEmpty)
  }
}
