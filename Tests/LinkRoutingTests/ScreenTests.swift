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
