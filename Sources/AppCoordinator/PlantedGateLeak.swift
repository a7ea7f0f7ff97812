// The one fault planted in product source: built only with `-DNAVLAB_PLANTED_GATE_LEAK`, by
// `Fuzz/planted.sh`, which checks that the fuzz harnesses catch it. The fuzz package sees only
// the public API, so it cannot plant the fault in a test double as every other check does.
#if NAVLAB_PLANTED_GATE_LEAK
  extension AppCoordinator {
    /// A link with a query or a fragment skips the gate.
    ///
    /// - Returns: Whether the fault applied `destination` in place of `open`.
    func leaksPastTheGate(_ text: String, to destination: Destination) -> Bool {
      guard case .main = root, text.contains(where: { $0 == "?" || $0 == "#" }) else {
        return false
      }
      let signedOut = session
      session.accountName = "planted"
      apply(destination)
      session = signedOut
      return true
    }
  }
#endif
