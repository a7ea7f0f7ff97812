import LinkRouting
import Testing

@Suite struct ScreenTests {
  @Test func elementFindsByIdentifier() {
    let screen = Screen(
      id: "screen.test", title: "Test",
      elements: [
        ScreenElement(.text, id: "text.a", label: "A"),
        ScreenElement(.button, id: "button.b", label: "B"),
      ])
    #expect(screen.element("button.b")?.label == "B")
    #expect(screen.element("button.c") == nil)
    #expect(Screen(id: "screen.empty", title: "Empty").element("text.a") == nil)
  }
}

@Suite struct ElementTests {
  @Test(arguments: [
    (ScreenElement.Kind.button, true), (.row, true), (.link, true), (.tab, true),
    (.text, false), (.textField, false),
  ])
  func onlyControlsAreTappable(kind: ScreenElement.Kind, tappable: Bool) {
    #expect(ScreenElement(kind, id: "x", label: "x").isTappable == tappable)
  }
}

@Suite struct SessionTests {
  @Test func guestIsNotSignedInAndNamedAccountIs() {
    #expect(!Session().isSignedIn)
    #expect(Session(accountName: "reader").isSignedIn)
  }
}

@Suite struct NavigationErrorTests {
  /// What the library says is the fact, in words any app can show: no shell command, no tool.
  @Test(arguments: [
    (
      NavigationError.noElement("button.x", screen: "screen.feed"),
      "no element 'button.x' on screen.feed"
    ),
    (
      .notTappable("text.title", screen: "screen.article.7"),
      "text.title on screen.article.7 cannot be tapped: it is text or a field"
    ),
    (.noField("field.x", screen: "screen.login"), "no text field 'field.x' on screen.login"),
    (
      .nothingToGoBack(screen: "screen.feed"),
      "nothing to go back from: screen.feed is a root with nothing presented"
    ),
    (.nothingPresented(screen: "screen.feed"), "nothing is presented over screen.feed"),
  ])
  func eachErrorStatesTheElementAndTheScreenOnly(_ error: NavigationError, _ message: String) {
    #expect(error.description == message)
  }
}
