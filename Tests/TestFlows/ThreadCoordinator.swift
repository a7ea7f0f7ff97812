import LinkRouting

/// What the Thread test flow shows: its stack.
public typealias ThreadState = StackState<ThreadRoute, NoPresentation>

/// A presented test flow that only tests register: discussion threads 1…5 shown as a sheet over
/// any tab, opened by `navlab://thread/N` or by another flow asking for that link.
///
/// `screen.threads` lists `row.thread.N`; `screen.thread.N` has `button.write`, which pushes
/// `screen.write.N` through the gate.
public final class ThreadCoordinator: Coordinator<ThreadState>, AppFlow {
  /// `threads`, then `thread N`, then `write`.
  public var breadcrumb: [String] {
    ["threads"] + state.path.map(\.crumb)
  }

  /// The top of the stack, else the list of threads.
  public func screen(for session: Session) -> Screen {
    switch (state.path.first, state.path.last) {
    case (.thread(let id)?, .write?):
      Screen(
        id: "screen.write.\(id)", title: "Write",
        elements: [ScreenElement(.textField, id: "field.message", label: "")])
    case (.thread(let id)?, _):
      Screen(
        id: "screen.thread.\(id)", title: "Thread \(id)",
        elements: [ScreenElement(.button, id: "button.write", label: "Write")])
    default:
      Screen(
        id: "screen.threads", title: "Threads",
        elements: ThreadRoute.ids.map {
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

extension ThreadCoordinator {
  /// `thread`.
  nonisolated public static var id: String { "thread" }
  /// The Thread grammar.
  public typealias Links = ThreadLinks
  /// The list, a thread and writing.
  nonisolated public static var screenKinds: [String] {
    ["screen.threads", "screen.thread.N", "screen.write.N"]
  }
  /// One link of each form; writing needs sign-in.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://thread", shows: "screen.threads"),
      LinkExample("navlab://thread/4", shows: "screen.thread.4"),
      LinkExample("navlab://thread/4/write", shows: "screen.write.4", requiresSignIn: true),
    ]
  }
  /// Thread links with a wrong id or tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://thread/0", "navlab://thread/6", "navlab://thread/2/read"]
  }
}

extension ThreadRoute {
  /// `thread N` or `write`.
  public var crumb: String {
    switch self {
    case .thread(let id): "thread \(id)"
    case .write: "write"
    }
  }
}
