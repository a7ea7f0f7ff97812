import Foundation
import Testing

@testable import FileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's kind is read from its mode in one place, for the state file and for every file the
/// shell reads or records.
@Suite("File description")
final class FileDescriptionTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-description-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func name(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test func regularFileFolderAndDevicesAreToldApart() throws {
    let file = name("state.json")
    try Data("{}\n".utf8).write(to: URL(fileURLWithPath: file))
    let regular = try #require(try FileDescription.at(file, followingLinks: true))
    #expect(regular.kind == .regular)
    #expect(regular.size == 3)
    #expect(regular.links == 1)
    #expect(try FileDescription.at(folder.path, followingLinks: true)?.kind == .folder)
    let null = try #require(try FileDescription.at("/dev/null", followingLinks: true))
    #expect(null.kind == .characterDevice)
    #expect(null.kind.isDevice)
    #expect(!regular.kind.isDevice)
  }

  @Test func pipeIsNeitherAFileNorADevice() throws {
    let pipe = name("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    let description = try #require(try FileDescription.at(pipe, followingLinks: false))
    #expect(description.kind == .other)
    #expect(!description.kind.isDevice)
  }

  @Test func linkIsALinkUnlessFollowed() throws {
    let target = name("target")
    let link = name("link")
    try Data("x".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(try FileDescription.at(link, followingLinks: false)?.kind == .symbolicLink)
    #expect(try FileDescription.at(link, followingLinks: true)?.kind == .regular)
  }

  @Test func nothingAtThePathIsNilAndAnotherFailureIsItsError() throws {
    #expect(try FileDescription.at(name("missing"), followingLinks: true) == nil)
    let file = name("file")
    try Data().write(to: URL(fileURLWithPath: file))
    #expect(throws: SystemError(ENOTDIR)) {
      try FileDescription.at(file + "/below", followingLinks: true)
    }
  }

  @Test func openFileIsDescribedFromItsDescriptor() throws {
    let file = name("open")
    try Data("four".utf8).write(to: URL(fileURLWithPath: file))
    let descriptor = open(file, O_RDONLY)
    #expect(descriptor >= 0)
    defer { _ = close(descriptor) }
    let description = try FileDescription.of(descriptor: descriptor)
    #expect(description.kind == .regular)
    #expect(description.size == 4)
    #expect(throws: SystemError(EBADF)) { try FileDescription.of(descriptor: -1) }
  }
}

/// An `errno` is put into words in one place: the real reason where the C library's words
/// mislead, its own words otherwise.
@Suite("System error")
struct SystemErrorTests {
  @Test(arguments: [
    (EACCES, "permission denied"),
    (EPERM, "permission denied"),
    (ELOOP, "its symbolic links lead round in a loop"),
    (ENOTDIR, "a part of the path before its last is not a folder"),
    (ENOENT, "No such file or directory"),
    (ENOSPC, "No space left on device"),
  ])
  func errnoIsPutIntoTheShellsWords(code: Int32, words: String) {
    #expect(SystemError(code).description == words)
  }
}
