import Foundation

/// The `main` of a plain (non-fuzzing) build: runs each file named on the command line, or each
/// file in a named folder, through `body`, the harness's own entry point.
///
/// `swift run --package-path Fuzz fuzz-deeplink Fuzz/Corpus/deeplink` replays a corpus or a
/// crashing input without libFuzzer or sanitizers.
///
/// - Returns: The exit status: 0 when every input passed, 2 for a path that cannot be read.
public func replay(_ arguments: [String], through body: ([UInt8]) -> Void) -> Int32 {
  guard !arguments.isEmpty else {
    writeError("usage: \(CommandLine.arguments.first ?? "harness") FILE_OR_FOLDER...")
    return 2
  }
  var count = 0
  for argument in arguments {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
      writeError("no such file '\(argument)'")
      return 2
    }
    let files =
      isFolder.boolValue
      ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted()
        .map { argument + "/" + $0 }
      : [argument]
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        writeError("cannot read '\(file)'")
        return 2
      }
      body(Array(data))
      count += 1
    }
  }
  print("replayed \(count) inputs: every invariant held")
  return 0
}
