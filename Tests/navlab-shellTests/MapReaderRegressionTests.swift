import Testing

@testable import navlab_shell

/// Inputs `fuzz-map` found that broke the map reader or the differ, each kept as it was found.
@Suite("Map reader regressions")
struct MapReaderRegressionTests {
  /// A `back` fact whose screen holds `": "` before its arrow: the drawing took the text from
  /// the arrow to that earlier colon, a range running backwards, and crashed
  /// (`Fuzz/Corpus/map/crash-dot-colon-before-arrow`).
  @Test func aColonBeforeTheArrowIsNoEdgeAndNoCrash() throws {
    let facts = [
      #"back from screen."paths": -> screen.article.N: pop @ guest: ios compact"#,
      "move screen.a: b -> screen.c (row.c) @ guest: ios compact",
      "close screen.a (x: y) -> screen.b @ guest: ios compact",
    ]
    let new = try NavigationContract(lines: facts)
    let dot = ContractDrawing(old: NavigationContract(), new: new).dot
    #expect(dot.hasPrefix("digraph navlab_map_difference {"))
    #expect(!new.differences(from: NavigationContract()).isEmpty)
    #expect(NavigationContract().differences(from: new).count == facts.count)
  }
}
