import AppCoordinator
import LinkRouting

extension Rules {
  /// What each flow declares holds in the app as assembled: every link form has an example,
  /// every example opens its screen (login first while signed out, for a gated one), its
  /// universal link opens exactly what it does and the link printed back there round-trips, and
  /// every malformed link is rejected.
  ///
  /// Checked once per walk, from the launch state; the app is left as it was.
  ///
  /// - Returns: What is wrong and the link that shows it, or `nil`.
  static func declarations(_ app: some Explorable, of flows: [FlowRegistration])
    -> (detail: String, link: String?)?
  {
    let start = app.snapshot
    defer { app.snapshot = start }
    for flow in flows {
      let exampleForms = Set(flow.exampleLinks.map { LinkForm.of($0.link) })
      if let form = flow.linkForms.first(where: { !exampleForms.contains($0) }) {
        return ("flow '\(flow.id)' declares \(form) but no example of it; add one", nil)
      }
      for example in flow.exampleLinks {
        app.snapshot = start
        if let broken = opens(example, of: flow, in: app) { return (broken, example.link) }
      }
      for link in flow.malformedLinks {
        app.snapshot = start
        if (try? app.open(link)) != nil {
          return ("flow '\(flow.id)' declares \(link) malformed, but the app opens it", link)
        }
      }
    }
    return nil
  }

  private static func opens(
    _ example: LinkExample, of flow: FlowRegistration, in app: some Explorable
  ) -> String? {
    let start = app.snapshot
    let form = LinkForm.of(example.link)
    guard flow.linkForms.contains(form) else {
      return "flow '\(flow.id)''s example \(example.link) is of no form it declares"
    }
    do {
      try app.open(example.link)
    } catch {
      return "flow '\(flow.id)' declares \(form), but the app rejects \(example.link): \(error)"
    }
    let expected =
      example.requiresSignIn && !app.session.isSignedIn ? "screen.login" : example.screen
    guard app.visible.screen.id == expected else {
      return "flow '\(flow.id)''s example \(example.link) shows \(app.visible.screen.id), "
        + "not \(expected)"
    }
    return universalOpensTheSame(example, of: flow, from: start, in: app)
  }

  /// Whether `example`'s universal link, opened from the same state, shows exactly what the
  /// example shows, and the link printed back there, as a universal link, shows it again.
  private static func universalOpensTheSame<App: Explorable>(
    _ example: LinkExample, of flow: FlowRegistration, from start: App.Snapshot, in app: App
  ) -> String? {
    let byLink = app.snapshot
    let printed = app.link
    app.snapshot = start
    let universal = LinkForm.universal(example.link)
    do {
      try app.open(universal)
    } catch {
      return "flow '\(flow.id)''s example \(example.link) opens, but \(universal) is rejected: "
        + "\(error)"
    }
    guard app.snapshot == byLink, app.link == printed else {
      return "flow '\(flow.id)''s example \(universal) shows \(app.visible.screen.id), where "
        + "\(example.link) shows its screen"
    }
    guard let printed else { return nil }
    let back = LinkForm.universal(printed.url)
    guard (try? app.open(back)) != nil, app.snapshot == byLink else {
      return "flow '\(flow.id)''s screen \(app.visible.screen.id) prints \(printed.url), but "
        + "\(back) does not show it again"
    }
    return nil
  }
}
