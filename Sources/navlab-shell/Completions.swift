import AppCoordinator
import LinkRouting

/// What Tab completes to in the running app: command names, then what fits the command.
@MainActor
enum Completions {
  /// The candidates for the first argument of `command`, from its row of the command table, or
  /// the command names when it is `nil`.
  static func candidates(for command: String?, in app: AppCoordinator) -> [String] {
    guard let command else { return CommandSpec.names }
    return CommandSpec.named(command)?.completions(app) ?? []
  }

  /// The link forms as Tab completes them: a form with an id stops before its `N`
  /// (`navlab://article/`), so completion never inserts a placeholder that fails as an id; the
  /// id is the user's to type.
  static func linkCompletions(_ forms: [String]) -> [String] {
    var seen: Set<String> = []
    return forms.compactMap { form in
      let stem = form.range(of: "/N").map { String(form[..<form.index(after: $0.lowerBound)]) }
      let completion = stem ?? form
      return seen.insert(completion).inserted ? completion : nil
    }
  }
}
