import AppCoordinator
import AppExplorer
import Foundation

@MainActor
enum Benchmarks {
  static let links = [
    "navlab://article/7", "navlab://article/7/author", "navlab://account", "navlab://feed",
    "navlab://settings", "navlab://article/3/author", "navlab://article/11", "navlab://nowhere",
  ]

  /// Deep links handled per second: parse, gate and apply, signed in and as a guest.
  static func linksPerSecond() -> Double {
    median(runs: 11) {
      let count = 20_000
      let elapsed = seconds {
        let app = AppCoordinator()
        app.finishLaunch()
        for index in 0..<count {
          try? app.open(links[index % links.count])
          if index % 7 == 0 { try? app.tap("button.login") }
        }
      }
      return Double(count) / elapsed
    }
  }

  /// Explore states per second, depth 8 from a guest launch.
  static func exploreStatesPerSecond() -> (Double, ExplorationReport) {
    var last = Explorer.explore(depth: 8, signedIn: false)
    let rate = median(runs: 5) {
      last = Explorer.explore(depth: 8, signedIn: false)
      return last.statesPerSecond
    }
    return (rate, last)
  }

  /// A saved document whose Feed stack holds `count` routes, alternating article 1 and its author.
  static func document(routes count: Int) -> Data {
    let routes = (0..<count).map { $0 % 2 == 0 ? "\"article/1\"" : "\"author/101\"" }
    let json = """
      {"version":1,"account":"reader","tab":"feed","paths":{"feed":[\(routes.joined(separator: ","))],"settings":[]}}
      """
    return Data(json.utf8)
  }

  /// Seconds to restore, then save, a Feed stack of `count` routes.
  static func saveAndRestore(routes count: Int) -> (restore: Double, save: Double) {
    let data = document(routes: count)
    let runs = count >= 100_000 ? 7 : 21
    let restore = median(runs: runs) {
      seconds {
        let app = AppCoordinator()
        let report = app.restore(from: InMemoryStateStore(data))
        precondition(report.warnings.isEmpty, "The benchmark document must restore whole.")
      }
    }
    let app = AppCoordinator()
    _ = app.restore(from: InMemoryStateStore(data))
    app.finishLaunch()
    let save = median(runs: runs) {
      seconds { try? app.save(to: InMemoryStateStore()) }
    }
    return (restore, save)
  }
}
