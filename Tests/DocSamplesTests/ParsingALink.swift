import LinkRouting
import Testing

@Test func parsingALink() throws {
  let link = try DeepLink(parsing: "NAVLAB://Article/7/author?utm=1")
  #expect(link.host == "article")
  #expect(link.segments == ["7", "author"])
  #expect(link.url == "navlab://article/7/author")  // the query is ignored
  #expect(try link.id(at: 0) == 7)

  let error = #expect(throws: LinkError.self) { try DeepLink(parsing: "http://feed") }
  #expect(error?.description == "unsupported scheme 'http'; NavLab links start with 'navlab://'")
}
