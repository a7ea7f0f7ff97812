import AuthFlow
import Foundation
import LinkRouting

/// What restoring the saved state found.
public struct RestoreReport: Sendable {
  /// One line for each thing dropped or not understood, to show as a warning.
  public var warnings: [String] = []
  /// Whether the store may be written: `false` when a damaged document could not be moved aside.
  public var maySave = true
  /// Whether the store already holds the state as restored, so that nothing needs saving until
  /// something changes: `true` when the document restores whole, and when the store holds
  /// nothing (a fresh launch is what nothing restores to); `false` when restoring cut or dropped
  /// anything, or moved a damaged document aside.
  ///
  /// Keys the document has and this build does not read are not part of the state: a document
  /// that differs only by them is unchanged, and they stay in the file until the next save.
  public var isUnchanged = false
  /// What is wrong with the store when it is left alone (``StateStore/leavesAlone(after:)``,
  /// ``StateStore/notADocument``), such as a state file that is no regular file: the last
  /// warning says so, and a tool adds its own hint to it.
  public var leftAlone: (any Error)?
  /// Every error of the store a warning quotes, for a tool to add its hint after each.
  public var fileErrors: [any Error] = []
}

extension AppCoordinator {
  /// The state as saved: main as it is, or, during sign-in, as if the sign-in were cancelled;
  /// while onboarding is still to finish, that it is (the links waiting for it are not saved).
  ///
  /// The explorer names it by its parts without making it (`ExploredApp.documentNumber`): a part
  /// added here is added there too.
  package var document: StateDocument {
    var tab = selectedTab
    // Made at its size: grown key by key, it would be copied into new storage at each tab.
    var paths = [String: [String]](minimumCapacity: tabs.count)
    // Every flow alike, each saving its own stack (`FlowReads`).
    walk.flowReads.alike += 1
    for index in tabs {
      paths[flows[index].id] = boxes[index].savedStack
    }
    walk.flowReads.alike -= 1
    if let onCancel = shownOnCancel {
      tab = onCancel.flow
      paths[flows[tab].id] = boxes[tab].saved(onCancel.stack)
    }
    return StateDocument(
      account: session.accountName, tab: flows[tab].id, paths: paths,
      onboarding: isOnboardingPending ? .pending : nil)
  }

  /// What login shows if the sign-in is cancelled, which ``document`` saves in place of the
  /// selected tab and its stack; `nil` but while login shows over it.
  package var shownOnCancel: Destination? {
    if case .login(let parked?) = root { parked.onCancel } else { nil }
  }

  /// Each tab's stack as ``save(to:)`` saves it, keyed by flow id: the saved paths as a value.
  ///
  /// During sign-in it holds the stacks as if the sign-in were cancelled, as the document does.
  /// Checks compare states with it without encoding JSON, as the fuzz harnesses do.
  public var savedPaths: [String: [String]] { document.paths }

  /// The navigation state as the JSON document that ``save(to:)`` writes.
  ///
  /// - Throws: An `EncodingError` if the document cannot be encoded.
  public func stateDocument() throws -> String {
    String(decoding: try document.encoded(), as: UTF8.self)
  }

  /// Saves the navigation state to `store`.
  ///
  /// - Throws: The store's error; the previously saved state is then intact.
  public func save(to store: some StateStore) throws {
    try store.save(document.encoded() + Data("\n".utf8))
  }

  /// Restores the session, every tab's stack and whether onboarding is still to finish from
  /// `store`, during launch.
  ///
  /// Nothing saved is trusted: a route that names nothing, or cannot follow the one before it,
  /// cuts its stack there; an account the sign-in rules refuse is restored signed out; and
  /// without a session every stack is cut before its first gated route. A damaged document is
  /// moved aside and the app launches fresh.
  ///
  /// - Returns: Warnings for everything dropped, and whether the store may be written.
  /// - Complexity: O(*n*), where *n* is the number of saved routes.
  public func restore(from store: some StateStore) -> RestoreReport {
    guard case .splash = root else {
      assertionFailure("Restore during launch, before finishLaunch() shows main.")
      return RestoreReport(warnings: ["state restored only during launch"], maySave: false)
    }
    let document: StateDocument
    let data: Data
    do {
      guard let loaded = try store.load() else { return RestoreReport(isUnchanged: true) }
      data = loaded
    } catch {
      guard store.leavesAlone(after: error) else {
        return moveAside(store, because: "could not be used: \(error)")
      }
      return Self.leaveAlone(error)
    }
    do {
      document = try StateDocument(decoding: data)
    } catch {
      if let foreign = store.notADocument, !StateDocument.mayBeOne(data) {
        return Self.leaveAlone(foreign)
      }
      return moveAside(store, because: "could not be used: \(error)")
    }
    var report = RestoreReport(
      warnings: document.unknownKeys.map {
        "saved state has a key this build does not read, '\($0)'; it is ignored, and the next "
          + "save leaves it out"
      })
    report.warnings += apply(document)
    report.isUnchanged = self.document.holdsTheSameState(as: document)
    return report
  }

  /// Checks that `store` holds a state document, or nothing, without restoring it: what a
  /// first launch does before its saves replace the file, since a fresh install reads nothing.
  ///
  /// - Returns: A report that the store may be saved to, or, for a file that is no state
  ///   document (a note, a script) or cannot be reached, one warning that it is left alone.
  public func checkWithoutRestoring(_ store: some StateStore) -> RestoreReport {
    do {
      guard let data = try store.load(), let foreign = store.notADocument,
        !StateDocument.mayBeOne(data)
      else {
        return RestoreReport()
      }
      return Self.leaveAlone(foreign)
    } catch {
      return store.leavesAlone(after: error) ? Self.leaveAlone(error) : RestoreReport()
    }
  }

  /// The report for a store left alone, neither read nor saved, because of `error`.
  ///
  /// A store's document is moved aside only when it may be a state document the app wrote;
  /// the store says what else it holds is not the app's to move (for a file: a folder, a pipe,
  /// a link to nothing or in a loop, another user's link in a shared folder, a note, a file it
  /// cannot read or too large).
  private static func leaveAlone(_ error: any Error) -> RestoreReport {
    var report = RestoreReport(
      warnings: ["\(error), so it is left alone and nothing will be saved"], maySave: false)
    report.leftAlone = error
    return report
  }

  private func moveAside(_ store: some StateStore, because reason: String) -> RestoreReport {
    do {
      let aside = try store.moveAside()
      return RestoreReport(warnings: [
        "saved state \(reason); moved it to '\(aside)' and started fresh"
      ])
    } catch {
      var report = RestoreReport(
        warnings: [
          "saved state \(reason); could not move it aside (\(error)), so it will not be overwritten"
        ],
        maySave: false)
      report.fileErrors = [error]
      return report
    }
  }

  private func apply(_ document: StateDocument) -> [String] {
    var warnings: [String] = []
    if case .splash(let queued, _) = root {
      root = .splash(queued: queued, onboarding: document.isOnboardingPending)
    }
    if let name = document.account, !SignInRules.acceptsSession(of: name) {
      warnings.append("account '\(name)' can no longer sign in; restored signed out")
    } else {
      session.accountName = document.account
    }
    // Every flow alike, each restored from its own strings (`FlowReads`).
    walk.flowReads.alike += 1
    for index in tabs {
      warnings += boxes[index].restore(
        document.paths[flows[index].id] ?? [], signedIn: session.isSignedIn)
    }
    walk.flowReads.alike -= 1
    let known = Set(tabs.map { flows[$0].id })
    for (id, routes) in document.paths.sorted(by: { $0.key < $1.key })
    where !known.contains(id) && !routes.isEmpty {
      let more = routes.count > 1 ? " and the \(routes.count - 1) after it" : ""
      let reason =
        flows.contains { $0.id == id }
        ? "'\(id)' is presented in this build, not a tab, and a presented flow's stack is never "
          + "restored"
        : "this build has no '\(id)' flow"
      warnings.append("dropped '\(routes[0])'\(more) from the \(id) stack: \(reason)")
    }
    if let index = tabs.first(where: { flows[$0].id == document.tab }) {
      selectedTab = index
    } else if let first = tabs.first {
      selectedTab = first
      warnings.append(
        "saved tab '\(document.tab)' is not a tab of this build; selected '\(flows[first].id)'")
    }
    return warnings
  }
}
