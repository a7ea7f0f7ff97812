import LinkRouting
import ProductWalks
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The product's map to depth 3, explored once for the whole suite: every screen kind a flow
/// declares shows by then.
@MainActor private var productMap: NavigationMap { ProductWalks.map(depth: 3) }

@MainActor
@Suite("NavigationMap")
struct NavigationMapTests {
  typealias Transition = NavigationMap.Transition

  @Test func everyScreenKindAFlowDeclaresIsAPlaceOnceAndLaunchAndLoginToo() {
    let kinds = productMap.places.map(\.kind)
    #expect(Set(kinds).count == kinds.count, "\(kinds)")
    let declared = AppCoordinator().flows.flatMap(\.screenKinds)
    for kind in declared + ["screen.splash", "screen.login", "screen.agreement", "alert.login"] {
      #expect(kinds.contains(kind), "\(kind) is missing from \(kinds)")
    }
    #expect(!kinds.contains { $0.contains(where: \.isNumber) }, "ids are not collapsed: \(kinds)")
  }

  @Test(arguments: [
    ("screen.splash", "launch"), ("screen.login", "login"), ("screen.agreement", "login"),
    ("alert.login", "presented"), ("screen.share.N", "presented"), ("screen.feed", "feed"),
    ("screen.author.N", "feed"), ("screen.account", "settings"),
  ])
  func eachPlaceIsGroupedWhereItShows(_ kind: String, _ group: String) throws {
    let place = try #require(productMap.places.first { $0.kind == kind })
    #expect(place.group == group)
  }

  @Test func linksLeaveFromTheirFormAndNothingElseIsLabelledOpen() {
    let forms = Set(productMap.linkForms)
    for transition in productMap.transitions {
      #expect(
        (transition.label == "open") == forms.contains(transition.from), "\(transition)")
    }
    let opened = Set(productMap.transitions.filter { $0.label == "open" }.map(\.from))
    #expect(opened == forms)
  }

  @Test func everyTransitionMovesBetweenTwoKindsTheMapHolds() {
    let kinds = Set(productMap.places.map(\.kind))
    for transition in productMap.transitions {
      #expect(kinds.contains(transition.to), "\(transition)")
      if transition.label != "open" {
        #expect(kinds.contains(transition.from) && transition.from != transition.to)
      }
    }
  }

  @Test(arguments: [
    (Transition(from: "screen.article.N", label: "button.author", to: "screen.login"), true),
    (Transition(from: "screen.article.N", label: "button.author", to: "screen.author.N"), true),
    (Transition(from: "navlab://article/N/author", label: "open", to: "screen.login"), true),
    (Transition(from: "screen.feed", label: "row.article.N", to: "screen.article.N"), false),
    (Transition(from: "screen.account", label: "button.signin", to: "screen.login"), false),
    (Transition(from: "screen.login", label: "button.cancel", to: "screen.article.N"), false),
  ])
  func onlyMovesThroughTheGateAreGated(_ transition: Transition, _ gated: Bool) {
    #expect(productMap.transitions.contains(transition))
    #expect(productMap.gated.contains(transition) == gated)
  }

  @Test func eachShortestScriptEndsWithItsTransition() throws {
    for transition in productMap.transitions where transition.label != "launch" {
      let app = AppCoordinator()
      app.finishLaunch()
      let script = productMap.shortestScript(for: transition)
      let last = try #require(script.last, "\(transition) has no script")
      for line in script.dropLast() {
        #expect(try #require(ExplorerAction(scriptLine: line)).perform(on: app.explored), "\(line)")
      }
      let before = app.visible
      #expect(try #require(ExplorerAction(scriptLine: last)).perform(on: app.explored), "\(last)")
      #expect(
        productMap.transition(made: last, from: before, to: app.visible) == transition,
        "\(script) for \(transition)")
    }
  }

  @Test func eachShortestScriptShowsItsPlace() throws {
    for place in productMap.places {
      let app = AppCoordinator()
      app.finishLaunch()
      for line in productMap.shortestScript(toShow: place.kind) {
        #expect(try #require(ExplorerAction(scriptLine: line)).perform(on: app.explored), "\(line)")
      }
      let shown = productMap.place(showing: app.visible)?.kind
      #expect(shown == place.kind || place.kind == "screen.splash", "\(place)")
    }
  }

  @Test(arguments: [
    ("tab settings", "tap tab.settings"), ("tap row.article.7", "tap row.article.7"),
    ("back", "back"), ("dismiss", "dismiss"), ("open navlab://feed", "open navlab://feed"),
    ("type field.username two words", "type field.username two words"),
  ])
  func shellLinesReadAsTheActionsTheyPerform(_ line: String, _ scriptLine: String) throws {
    #expect(try #require(ExplorerAction(scriptLine: line)).scriptLine == scriptLine)
  }

  @Test(arguments: ["", "expect screen.feed", "show", "tap", "back now"])
  func linesThatMoveNothingReadAsNoAction(_ line: String) {
    #expect(ExplorerAction(scriptLine: line) == nil)
  }

  @Test(arguments: [
    ("NAVLAB://ARTICLE/7/author/?utm=1#top", "navlab://article/N/author"),
    ("navlab://article/12", "navlab://article/N"), ("navlab://account", "navlab://account"),
    ("http://feed", "http://feed"),
  ])
  func aLinkIsDrawnFromItsForm(_ url: String, _ form: String) {
    #expect(LinkForm.of(url) == form)
  }

  @Test func eachRegisteredFlowOfATestAppIsAGroupOfItsOwn() throws {
    let map = Explorer.map(try appWithThread().explored, depth: 2)
    let product = AppCoordinator.productFlows
    #expect(map.tabs == product.filter { $0.kind == .tab }.map(\.id) + ["inbox"])
    #expect(map.presentedFlows == product.filter { $0.kind == .presented }.map(\.id) + ["thread"])
    #expect(map.places.contains { $0.group == "inbox" })
    #expect(map.places.contains { $0.group == "thread" }, "\(map.places)")
  }

  @Test func aRuleTheAppBreaksCutsNoMapShort() throws {
    let regular = try #require(Device.all.first { $0.width == .regular })
    let broken = RegularRestoreDroppingApp()
    broken.device = regular
    // The explorer stops at the broken restoration, one action from launch.
    let report = Explorer.explore(broken, depth: 1, signedIn: false)
    #expect(report.violation?.rule == "restoration")
    // The map draws what the app does: the restore the fault drops is never drawn.
    let healthy = FeedAndSettingsApp()
    healthy.device = regular
    let map = Explorer.map(broken, depth: 2)
    let whole = Explorer.map(healthy, depth: 2)
    #expect(map.places == whole.places)
    #expect(map.transitions == whole.transitions)
    #expect(map.transitions.count > 10, "\(map.transitions)")
  }
}

@Suite("Link forms")
struct LinkFormTests {
  @Test(arguments: [
    ("navlab://article/N", 7, "navlab://article/7"),
    ("navlab://article/N/author", 3, "navlab://article/3/author"),
    ("navlab://account", 1, "navlab://account"),
    ("navlab://Notes/N", 2, "navlab://Notes/2"),
  ])
  func fillingAFormWritesTheIDInItsIDSegmentsOnly(_ form: String, _ id: Int, _ link: String) {
    #expect(LinkForm.filled(form, id: id) == link)
    #expect(LinkForm.hasID(form) == (form.hasSuffix("/N") || form.contains("/N/")))
  }
}
