import LinkRouting
import Observation

/// How an Inbox test tab is built: correctly, or with one fault planted for a check to catch.
public protocol InboxVariant: Sendable {
  /// The flow's id.
  static var id: String { get }
  /// Whether the flow keeps the gate the app gives it; a flow that drops it never shows a
  /// message.
  static var keepsGate: Bool { get }
  /// Link forms the flow declares beyond the ones its grammar reads, with an example each.
  static var extraForms: [LinkExample] { get }
  /// Whether the flow opens its messages to guests, passing every message its gate would
  /// park: a change of flow the navigation map must report.
  static var opensToGuests: Bool { get }
  /// The host `button.thread` asks for: `thread`, or a typo planted for a check to catch.
  static var threadHost: String { get }
  /// The thread `button.thread` asks for on `message`: the message's own, or one the Thread
  /// flow does not hold, planted for a check to catch.
  static func thread(ofMessage message: Int) -> Int
  /// Whether the list itself shows `button.latest`, which asks for the comments of article 1
  /// (`navlab://comments/1`, the product's presented flow) from the tab's root, as a Wallet
  /// tab's card asks for a receipt.
  static var asksFromTheList: Bool { get }
}

extension InboxVariant {
  /// No: messages need sign-in.
  public static var opensToGuests: Bool { false }
  /// `thread`, the host the flow declares it may ask for.
  public static var threadHost: String { "thread" }
  /// The message's own thread: messages and threads share their ids.
  public static func thread(ofMessage message: Int) -> Int { message }
  /// No: only a message asks for its thread.
  public static var asksFromTheList: Bool { false }
}

/// The Inbox as it should be: `InboxCoordinator<CorrectInbox>`.
public enum CorrectInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
}

/// A test tab flow that only tests register: an inbox of messages 1…5 that need sign-in, each
/// with a reply sheet.
///
/// `tab.inbox` shows `screen.inbox` with `row.message.N`; a row pushes `screen.message.N` through
/// the gate; `button.reply` presents `screen.reply.N`, which `button.close` dismisses.
///
/// Written without the package's `Coordinator` base class, its state observed by `@Observable`.
/// The macro's key path into a generic class is made anew at every read, so the state lives in
/// a store that is not generic, whose key path is made once: making them took 4% of the suite's
/// CPU, in the walks of apps with an inbox.
@MainActor
public final class InboxCoordinator<Variant: InboxVariant>: TabFlow, Observable {
  /// The Inbox stack and the reply sheet; observers of it are observers of ``store``.
  public private(set) var state: InboxState {
    get { store.state }
    set { store.state = newValue }
  }
  private let store = InboxStore()
  private var keptGate: @MainActor ([InboxRoute]) -> Bool = { _ in false }
  /// Told what the flow asks of the app, such as a thread; the app sets it through ``wire(gate:request:_:)``.
  private var request: @MainActor (AppRequest) -> Void = { _ in }

  /// Creates the inbox at its list.
  public init() {}

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: InboxState, _: PackageAccess) {
    self.state = state
  }

  /// Asked before a message is pushed; a variant that drops it refuses every message.
  public var gate: @MainActor ([InboxRoute]) -> Bool { keptGate }

  /// Takes the app's gate, unless the variant drops it, and its request handler; only the NavLab
  /// package can call it.
  public func wire(
    gate: @escaping @MainActor ([InboxRoute]) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void,
    _: PackageAccess
  ) {
    if Variant.keepsGate {
      keptGate = Variant.opensToGuests ? { @MainActor @Sendable _ in true } : gate
    }
    self.request = request
  }

  /// The reply sheet, else the top message, else the list.
  public func screen(for session: Session) -> Screen {
    guard case .message(let id)? = state.path.last else {
      let latest =
        Variant.asksFromTheList
        ? [ScreenElement(.button, id: "button.latest", label: "Latest")] : []
      return Screen(
        id: "screen.inbox", title: "Inbox",
        elements: InboxRoute.ids.map {
          ScreenElement(.row, id: "row.message.\($0)", label: "Message \($0)")
        } + latest)
    }
    if isPresenting {
      return Screen(
        id: "screen.reply.\(id)", title: "Reply",
        elements: [ScreenElement(.button, id: "button.close", label: "Close")])
    }
    return Screen(
      id: "screen.message.\(id)", title: "Message \(id)",
      elements: [
        ScreenElement(.button, id: "button.reply", label: "Reply"),
        ScreenElement(.button, id: "button.thread", label: "Thread"),
      ])
  }

  /// Rows push their message through the gate; `button.reply` presents the reply sheet and
  /// `button.close` dismisses it; `button.thread` asks the app for the message's thread by
  /// link, without knowing which flow shows them.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch (id, state.path.last) {
    case ("button.reply", _): present(.reply)
    case ("button.close", _): close(.reply)
    case ("button.thread", .message(let message)?):
      let thread = Variant.thread(ofMessage: message)
      request(.open(DeepLink(host: Variant.threadHost, segments: ["\(thread)"])))
    case ("button.latest", nil):
      request(.open(DeepLink(host: "comments", segments: ["1"])))
    default:
      guard let message = Int(id.dropFirst("row.message.".count)) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.message(message))
    }
  }
}

/// Where an inbox keeps its state, observed.
@Observable
@MainActor
private final class InboxStore {
  var state = InboxState()
}

extension InboxCoordinator {
  /// The variant's id, `inbox` for the correct one.
  nonisolated public static var id: String { Variant.id }
  /// `Inbox`.
  nonisolated public static var title: String { "Inbox" }
  /// The Inbox grammar.
  public typealias Links = InboxLinks<Variant>
  /// The list, a message and the reply sheet.
  nonisolated public static var screenKinds: [String] {
    ["screen.inbox", "screen.message.N", "screen.reply.N"]
  }
  /// One link of each form, and the variant's extra ones.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://inbox", shows: "screen.inbox"),
      LinkExample("navlab://message/2", shows: "screen.message.2", requiresSignIn: true),
    ] + Variant.extraForms
  }
  /// Inbox links with a wrong id or tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://inbox/1", "navlab://message", "navlab://message/9", "navlab://message/2/x"]
  }
  /// A message's thread, which another flow shows (Thread, when the app has it), and, for a
  /// variant that asks from the list, an article's comments.
  nonisolated public static var requestedLinkForms: [String] {
    ["navlab://thread/N"] + (Variant.asksFromTheList ? ["navlab://comments/N"] : [])
  }
}

extension InboxRoute {
  var id: Int {
    switch self {
    case .message(let id): id
    }
  }
}

/// An Inbox that drops the gate the app gives it, so no message ever shows.
public enum UngatedInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It drops the gate.
  public static let keepsGate = false
  /// None.
  public static let extraForms: [LinkExample] = []
}

/// An Inbox that declares `navlab://inbox/unread` but whose grammar never reads it.
public enum UnroutedFormInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate.
  public static let keepsGate = true
  /// `navlab://inbox/unread`, said to show the list.
  public static let extraForms = [LinkExample("navlab://inbox/unread", shows: "screen.inbox")]
}

/// A second Inbox under another id, claiming the same link hosts as the first.
public enum SecondInbox: InboxVariant {
  /// `inbox2`.
  public static let id = "inbox2"
  /// It keeps the gate.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
}

/// An Inbox whose `button.thread` asks for `navlab://thred/N`, a typo of the form it
/// declares: the button does nothing, and the explorer's `requests` rule names it.
public enum TypoInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
  /// `thred`: one letter short.
  public static let threadHost = "thred"
}

/// An Inbox whose `button.thread` asks for the thread after the message's.
///
/// On message 5 it asks for `navlab://thread/6`, a form it declares but an id the Thread flow
/// does not hold. The app refuses it and the explorer's `requests` rule names it.
public enum OffByOneInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
  /// The next message's thread.
  public static func thread(ofMessage message: Int) -> Int { message + 1 }
}

/// An Inbox whose messages open to guests: the row pushes a message without asking for sign-in.
public enum OpenInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate, and passes every message through it.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
  /// Yes.
  public static let opensToGuests = true
}

/// An Inbox whose list asks for the comments of article 1 (`button.latest`), from the tab's
/// root, as the Wallet tab asks for a receipt: one move after selecting the tab.
public enum WalletLikeInbox: InboxVariant {
  /// `inbox`.
  public static let id = "inbox"
  /// It keeps the gate.
  public static let keepsGate = true
  /// None.
  public static let extraForms: [LinkExample] = []
  /// Yes.
  public static let asksFromTheList = true
}
