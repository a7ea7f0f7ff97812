import Foundation
import Testing

@testable import navlab_shell

/// Messages that name the real problem, where they used to blame JSON, permissions or an error
/// domain.
@Suite("Messages")
struct MessageTests {
  @Test func stateVersionTooLargeToReadIsAWrongShapeNotBrokenJSON() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let state = folder.file("state.json")
    try Data(#"{"version": 1e400, "paths": {}}"#.utf8).write(to: URL(fileURLWithPath: state))
    let result = try ShellProcess().run(["--state", state, "-c", "show"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(!result.stderr.contains("is not JSON"), "\(result.stderr)")
    #expect(
      result.stderr.contains("has the wrong shape: 'version' must be a whole number"),
      "\(result.stderr)")
  }

  @Test func stateFileInASymbolicLinkLoopSaysSoRatherThanPermissions() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let loop = folder.file("loop.json")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
    let result = try ShellProcess().run(["--state", loop, "-c", "show"])
    #expect(!result.stderr.contains("check its permissions"), "\(result.stderr)")
    #expect(
      result.stderrLines == [
        "warning: '\(loop)' cannot be reached: its symbolic links lead round in a loop, so it is "
          + "left alone and nothing will be saved; give --state the path of a file"
      ], "\(result.stderr)")
    #expect(result.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "loop.json")
  }

  @Test func scriptInASymbolicLinkLoopSaysSoRatherThanNoSuchFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let loop = folder.file("loop.nav")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.nav")
    let result = try ShellProcess().run(["-f", loop])
    #expect(result.status == 2)
    #expect(
      result.errorLines == [
        "error: cannot read script \(loop.quoted): its symbolic links lead round in a loop; "
          + "point the links at a file, or name the file itself"
      ], "\(result.stderr)")
  }

  @Test func scriptOnADeviceThatNeverEndsIsRefusedAndAnEmptyDeviceIsAnEmptyScript() throws {
    let endless = try ShellProcess().run(["-f", "/dev/zero"])
    #expect(endless.status == 2)
    #expect(
      endless.errorLines == [
        "error: cannot read script '/dev/zero': it is a device that does not end, such as "
          + "/dev/zero; save what it holds to a regular file and name that"
      ], "\(endless.stderr)")
    let empty = try ShellProcess().run(["-f", "/dev/null"])
    #expect(empty.status == 0, "\(empty.transcript)")
  }

  @Test(arguments: ["/dev/full", "/dev/null", "/dev/zero"])
  func historyOnADeviceIsNoHistoryAndNoWarning(_ path: String) {
    var history = History(entries: ["show"])
    #expect(history.load(from: path) == nil)
    #expect(history.entries == ["show"])
    #expect(History(entries: ["show"]).save(to: path) == nil)
  }

  @Test func historyPathThatIsAFolderSaysSoAndHowToFixIt() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var history = History(entries: ["show"])
    #expect(
      history.load(from: folder.path)
        == "could not read history file \(folder.path.quoted): it is a folder; "
        + "set NAVLAB_HISTORY to a file's path")
    #expect(
      History().save(to: folder.path)
        == "history path \(folder.path.quoted) is a folder, so no history is saved; "
        + "set NAVLAB_HISTORY to a file's path")
  }
}
