import LinkRouting
import Testing

@Suite struct RouteStackTests {
  @Test(arguments: [
    ([StubRoute](), [StubRoute]()),
    ([.page(1)], [.page(1)]),
    ([.page(1), .page(2)], [.page(1), .page(2)]),
    ([.locked(1)], []),
    ([.page(1), .locked(2), .page(3), .locked(4)], [.page(1)]),
  ])
  func beforeFirstGatedRouteCutsAtFirstGatedRoute(stack: [StubRoute], cut: [StubRoute]) {
    #expect(stack.beforeFirstGatedRoute == cut)
    #expect(stack.containsGatedRoute == (cut != stack))
  }

  @Test(arguments: [
    ([StubRoute](), [StubRoute]()),
    ([.page(1), .locked(2), .page(3)], [.page(1), .locked(2), .page(3)]),
    ([.locked(1), .page(2)], []),
    ([.page(1), .page(0), .page(3)], [.page(1)]),
    ([.page(1), .locked(2), .page(-1), .locked(4)], [.page(1), .locked(2)]),
  ])
  func reachablePrefixEndsBeforeFirstRouteThatCannotFollow(
    stack: [StubRoute], prefix: [StubRoute]
  ) {
    #expect(stack.reachablePrefix == prefix)
  }
}
