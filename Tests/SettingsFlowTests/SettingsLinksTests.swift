import LinkRouting
import Testing

@testable import SettingsFlow

@Suite struct SettingsLinksTests {
  func stack(_ text: String) throws(LinkError) -> [SettingsRoute]? {
    try SettingsLinks.stack(for: DeepLink(parsing: text))
  }

  @Test(arguments: [
    ("navlab://settings", [SettingsRoute]()),
    ("NAVLAB://Settings/", []),
    ("navlab://account", [.account]),
    ("navlab://ACCOUNT?from=mail#top", [.account]),
  ])
  func opensSettingsStack(text: String, expected: [SettingsRoute]) throws {
    #expect(try stack(text) == expected)
  }

  @Test(arguments: ["navlab://feed", "navlab://article/7"])
  func otherHostsAreNotSettings(text: String) throws {
    #expect(try stack(text) == nil)
  }

  @Test(arguments: [
    ("navlab://settings/account", LinkError.extraSegments("account")),
    ("navlab://account/1", .extraSegments("1")),
    ("navlab://account/logout/now", .extraSegments("logout/now")),
  ])
  func rejectsExtraSegments(text: String, error: LinkError) {
    #expect(throws: error) { try stack(text) }
  }

  @Test(arguments: [([SettingsRoute](), "navlab://settings"), ([.account], "navlab://account")])
  func printsLinkThatParsesBack(stack: [SettingsRoute], url: String) throws {
    let link = try #require(SettingsLinks.link(for: stack))
    #expect(link.url == url)
    #expect(try SettingsLinks.stack(for: DeepLink(parsing: link.url)) == stack)
  }

  @Test func everyFormParses() throws {
    for form in SettingsLinks.forms {
      #expect(try stack(form) != nil, "\(form)")
    }
  }
}
