import AuthFlow
import FeedFlow
import LinkRouting
import SettingsFlow

/// What the explorer needs of an app: its intents, what is visible, and its whole state as a
/// value it can save, compare and put back.
///
/// ``AppCoordinator`` conforms; a test double that breaks a rule conforms too, to prove that
/// the explorer catches the break.
@MainActor
protocol Explorable: AnyObject {
  /// The app's whole state, cheap to copy, hash and compare.
  associatedtype Snapshot: Hashable

  /// Creates the app on its splash screen.
  init()

  var snapshot: Snapshot { get set }
  var visible: VisibleScreen { get }
  var session: Session { get }
  var link: DeepLink? { get }
  /// The document that restoration saves.
  var document: StateDocument { get }
  /// Whether main is the root.
  var isOnMain: Bool { get }
  /// Each tab's stack, in tab order.
  var tabStacks: [AnyHashable] { get }
  /// Whether any stack holds a route that needs sign-in.
  var holdsGatedRoute: Bool { get }
  /// Whether a sheet or alert shows.
  var isPresenting: Bool { get }
  /// How many `back`s lead from the visible screen to the root of its stack.
  var stepsToRoot: Int { get }

  func finishLaunch()
  func tap(_ id: String) -> Bool
  func type(_ text: String, into id: String) -> Bool
  func back() -> Bool
  func dismiss() -> Bool
  func open(_ text: String) throws(LinkError)
  func dismissAllPresentations()
  func save(to store: some StateStore) throws
  func restore(from store: some StateStore) -> RestoreReport
}

extension AppCoordinator: Explorable {
  /// The whole app state as one value.
  struct Snapshot: Hashable {
    var root: Root
    var selectedTab: Tab
    var session: Session
    var feed: FeedState
    var settings: SettingsState
    var auth: AuthState
  }

  var snapshot: Snapshot {
    get {
      Snapshot(
        root: root, selectedTab: selectedTab, session: session, feed: feed.state,
        settings: settings.state, auth: auth.state)
    }
    set {
      root = newValue.root
      selectedTab = newValue.selectedTab
      session = newValue.session
      feed.state = newValue.feed
      settings.state = newValue.settings
      auth.state = newValue.auth
    }
  }

  var isOnMain: Bool { root == .main }

  var tabStacks: [AnyHashable] {
    Tab.allCases.map { AnyHashable(destination(of: $0)) }
  }

  var holdsGatedRoute: Bool {
    Tab.allCases.contains { destination(of: $0).containsGatedRoute }
  }

  var stepsToRoot: Int {
    switch root {
    case .splash: 0
    case .login: auth.state.path.count + (auth.isPresenting ? 1 : 0)
    case .main: coordinator(for: selectedTab).pathCount + (isPresenting ? 1 : 0)
    }
  }
}

extension FlowCoordinator {
  fileprivate var pathCount: Int { state.path.count }
}
