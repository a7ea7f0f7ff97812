/// The outcome of completing the word before the cursor.
struct CompletionResult: Equatable, Sendable {
  /// The partial word being completed (empty after a space).
  var word: String
  /// Matching candidates, sorted and without duplicates.
  var candidates: [String]
  /// Longest common prefix of `candidates` (equals `word` when none match).
  var commonPrefix: String
  /// Text to insert at the cursor: the missing part of `commonPrefix`, plus a space when exactly
  /// one candidate matched.
  ///
  /// Empty when nothing can be added.
  var insertion: String
}
