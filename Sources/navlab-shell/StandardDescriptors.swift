#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error, made safe to rely on before anything else runs.
enum StandardDescriptors {
  /// Reopens each of descriptors 0, 1 and 2 that is closed on `/dev/null`, read-only.
  ///
  /// A process started with one of them closed would otherwise hand that number to the next
  /// file it opens, so a recording opened with standard error closed would receive the error
  /// lines. Read-only, a reopened standard output or error makes every write to it fail, which
  /// the writers in Output.swift report, rather than succeed into nothing; a reopened standard
  /// input reads as empty.
  static func reopenClosed() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
      let opened = open("/dev/null", O_RDONLY)
      guard opened >= 0 else { continue }
      // The lowest free number is taken, which is this one, since the ones below are open.
      if opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }
}
