import LinkRouting
import Observation

/// What the Comments test flow shows: its stack.
public struct CommentsState: FlowState {
  /// The pushed routes; the list of threads is the root.
  public var path: [CommentsRoute] = []
  /// At the list of threads.
  public init() {}
}

/// A presented test flow that only tests register: comment threads 1…5 shown as a sheet over
/// any tab, opened by `navlab://comments/N` or by another flow asking for that link.
///
/// `screen.comments` lists `row.thread.N`; `screen.thread.N` has `button.write`, which pushes
/// `screen.write.N` through the gate.
@Observable
@MainActor
public final class CommentsCoordinator: AppFlow {
  /// The Comments stack.
  public private(set) var state = CommentsState()
  /// Asked before writing is pushed; set by the app.
  public var gate: @MainActor ([CommentsRoute]) -> Bool = { _ in false }
  /// Told what the flow asks of the app; Comments asks nothing.
  public var request: @MainActor (AppRequest) -> Void = { _ in }

  /// Creates the flow at its list.
  public init() {}

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: CommentsState, _: PackageAccess) {
    self.state = state
  }

  /// The top of the stack, else the list of threads.
  public func screen(for session: Session) -> Screen {
    switch (state.path.first, state.path.last) {
    case (.thread(let id)?, .write?):
      Screen(
        id: "screen.write.\(id)", title: "Write",
        elements: [ScreenElement(.textField, id: "field.comment", label: "")])
    case (.thread(let id)?, _):
      Screen(
        id: "screen.thread.\(id)", title: "Thread \(id)",
        elements: [ScreenElement(.button, id: "button.write", label: "Write")])
    default:
      Screen(
        id: "screen.comments", title: "Comments",
        elements: CommentsRoute.ids.map {
          ScreenElement(.row, id: "row.thread.\($0)", label: "Thread \($0)")
        })
    }
  }

  /// Rows push their thread; `button.write` pushes writing through the gate, which may park it
  /// and show login instead.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    if id == "button.write" {
      push(.write)
    } else {
      guard let thread = Int(id.dropFirst("row.thread.".count)) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.thread(thread))
    }
  }
}

extension CommentsCoordinator {
  /// `comments`.
  nonisolated public static var id: String { "comments" }
  /// The Comments grammar.
  public typealias Links = CommentsLinks
  /// The list, a thread and writing.
  nonisolated public static var screenKinds: [String] {
    ["screen.comments", "screen.thread.N", "screen.write.N"]
  }
  /// One link of each form; writing needs sign-in.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://comments", shows: "screen.comments"),
      LinkExample("navlab://comments/4", shows: "screen.thread.4"),
      LinkExample("navlab://comments/4/write", shows: "screen.write.4", requiresSignIn: true),
    ]
  }
  /// Comments links with a wrong id or tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://comments/0", "navlab://comments/6", "navlab://comments/2/read"]
  }
}

extension CommentsRoute {
  /// `thread N` or `write`.
  public var crumb: String {
    switch self {
    case .thread(let id): "thread \(id)"
    case .write: "write"
    }
  }
}
