import AppCoordinator
import Testing

@Test @MainActor func drivingTheApp() throws {
  let app = AppCoordinator()
  app.finishLaunch()
  try app.tap("row.article.7")
  try app.tap("button.author")  // needs sign-in: the stack is parked and login shows
  #expect(app.visible.screen.id == "screen.login")
  try app.tap("button.login")  // signs in as "reader", then shows the parked stack
  #expect(app.visible.screen.id == "screen.author.101")
  try app.back()
  #expect(app.link?.url == "navlab://article/7")
  try app.open("navlab://account")
  #expect(app.visible.breadcrumb == ["settings", "account"])
}
