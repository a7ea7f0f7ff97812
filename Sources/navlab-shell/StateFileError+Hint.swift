import AppCoordinator
import FileStore

extension StateFileError {
  /// What the shell's user can do about the error: the library states the fact, the shell
  /// names its own option and its other instances.
  ///
  /// - Parameter atLaunch: Whether the file was being read at launch, where the fix is another
  ///   `--state` path; `false` for a save.
  /// - Returns: The hint, or `nil` when there is none beyond the fact.
  func hint(atLaunch: Bool = false) -> String? {
    switch self {
    case .system: nil
    case .notARegularFile: "give --state the path of a file"
    case .unreadable: "check its permissions"
    case .noRoomToMoveAside: "remove some of them"
    case .busy: "try again, or quit the other navlab-shell"
    case .unsafeTemporary: "remove it, or move it away"
    case .readOnly: "give it write permission (chmod u+w) to save to it"
    case .unreachable, .untrustedLink, .notAStateFile, .tooLarge:
      atLaunch ? "give --state the path of a file" : "give the path of a file"
    case .hardLinked: "remove its other names, or give the path of a file with one name"
    case .ownerNotKept: "save it as its owner"
    case .danglingLink(_, let target):
      atLaunch
        ? "create '\(target)', or give --state the path of a file"
        : "create '\(target)' or give the path of a file"
    }
  }

  /// The error with the shell's hint after it, as the shell prints it.
  var withHint: String {
    hint().map { "\(self); \($0)" } ?? description
  }
}

extension RestoreReport {
  /// The warnings as the shell prints them: each state file error a warning quotes followed by
  /// the shell's hint, and a file left alone with what to give `--state` instead.
  var shellWarnings: [String] {
    var lines = warnings.map { warning in
      fileErrors.reduce(warning) { line, error in
        guard let hint = (error as? StateFileError)?.hint(atLaunch: true) else { return line }
        return line.replacingOccurrences(of: "\(error)", with: "\(error); \(hint)")
      }
    }
    if let leftAlone = leftAlone as? StateFileError, let hint = leftAlone.hint(atLaunch: true),
      let last = lines.popLast()
    {
      lines.append(last + "; " + hint)
    }
    return lines
  }
}
