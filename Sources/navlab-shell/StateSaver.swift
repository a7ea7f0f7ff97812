import AppCoordinator
import FileStore

/// Saves the app's state to its file after each command that may have changed it.
///
/// A command that changed nothing saved (a tab reselected at its root, a sheet closed) writes
/// nothing, and neither does a launch that restored the file as it was. A failure is a warning,
/// since the navigation itself succeeded, and every failed save gives one; the moves a failed
/// save left out are kept, so that the run can end by naming them (``unsavedReport``).
@MainActor
final class StateSaver {
  private let app: AppCoordinator
  private let store: FileStateStore
  /// The file as the user named it with `--state`, which the run's last line names: a symbolic
  /// link is named as typed, not by the file it points to.
  private let typedPath: String
  private let renderer: Renderer
  private var saved: String?
  /// The commands whose moves the file does not hold, oldest first: each one since the last save
  /// that worked, or since launch; `nil` stands for the launch itself.
  private(set) var unsaved: [String?] = []
  /// The command running now, to name it if its save fails; `nil` during launch.
  var command: String?
  /// Whether the file must not be written (a damaged file that could not be moved aside, or
  /// anything the shell leaves alone): each move is then unsaved without a try, and the launch
  /// warned of it once.
  private let blocked: Bool
  /// Whether the file was left alone at launch (a folder, a pipe, another tool's file, a link to
  /// nothing or out of reach): it holds none of the run's state, and the report says so.
  private let leftAlone: Bool

  /// A saver of `app`'s state to `store`; `saved` is the document the file already holds, if the
  /// launch restored it unchanged; `blocked` when no save may be made, and `leftAlone` when that
  /// is because the file is not the shell's to write; `typedPath` is `--state`'s argument.
  init(
    app: AppCoordinator, store: FileStateStore, typedPath: String, renderer: Renderer,
    saved: String? = nil, blocked: Bool = false, leftAlone: Bool = false
  ) {
    self.app = app
    self.store = store
    self.typedPath = typedPath
    self.renderer = renderer
    self.saved = saved
    self.blocked = blocked || leftAlone
    self.leftAlone = leftAlone
  }

  /// Saves the state unless it is what was saved last.
  func saveIfChanged() {
    let document = try? app.stateDocument()
    guard document == nil || document != saved else {
      unsaved = []  // back where the file is: nothing is missing from it
      return
    }
    guard !blocked else {
      // The state the run launched in is what the next launch starts from as well, so a run
      // that moves nothing, or ends where it launched, loses nothing.
      if let command { unsaved.append(command) } else { saved = document }
      return
    }
    do {
      try app.save(to: store)
      saved = document
      unsaved = []
    } catch {
      unsaved.append(command)
      let reason = (error as? StateFileError)?.withHint ?? "\(error)"
      printError(renderer.warning("could not save state to '\(store.path)': \(reason)"))
    }
  }

  /// How many moves a run shows by name when it ends with them unsaved; the rest are counted.
  static let namedUnsavedMoves = 5

  /// The error line a run ends with when the file does not hold its last moves, or `nil`.
  var unsavedReport: String? {
    guard let first = unsaved.first.map(Self.name) else { return nil }
    let named = unsaved.prefix(Self.namedUnsavedMoves).map(Self.name).joined(separator: ", ")
    let more = unsaved.count - Self.namedUnsavedMoves
    let count = unsaved.count == 1 ? "1 move" : "\(unsaved.count) moves"
    let held =
      leftAlone
      ? "it was left alone at launch, so nothing was saved"
      : "it holds the state from before \(first)"
    return renderer.error(
      "\(count) not saved to '\(typedPath)': \(named)\(more > 0 ? " and \(more) more" : "")"
        + "; \(held)")
  }

  private static func name(_ command: String?) -> String {
    command.map(\.quoted) ?? "the launch"
  }
}
