/// A store's count of the enum payloads a case path has moved out of its state while a child
/// reduces (see `_ReduceContext`), in memory of its own so that the reducers the store runs can
/// reach it through a copy of this value.
///
/// Assumptions, each with its guard:
/// - The memory is allocated by ``make()`` and freed once, by ``free()``, which only the owner
///   calls (`StoreRuntime.deinit`), when no reducer runs with the count any more. Guard: the
///   store hands the count to the reducers only while it runs them, and a runtime is not freed
///   while its own `send` runs (`send` is a method of it).
/// - The count is read and written on one thread at a time: the store's, which runs its
///   reducers synchronously. Guard: `StoreRuntime` is `@MainActor`.
/// Safe path: a case path given no count (`nil`, outside a store) moves nothing out and
/// changes a copy instead.
@usableFromInline
struct PayloadMoveCount: @unchecked Sendable {
  @usableFromInline let word: UnsafeMutablePointer<Int>

  private init(word: UnsafeMutablePointer<Int>) { self.word = word }

  /// A count of zero in memory of its own; free it with ``free()``.
  static func make() -> PayloadMoveCount {
    let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    word.initialize(to: 0)
    return PayloadMoveCount(word: word)
  }

  /// Frees the count's memory.
  func free() { word.deallocate() }

  /// How many payloads are out now.
  @inlinable var value: Int { word.pointee }

  /// Counts a payload moved out while `body` runs.
  @inlinable
  func whileMovedOut<Result>(_ body: () -> Result) -> Result {
    word.pointee += 1
    defer { word.pointee -= 1 }
    return body()
  }
}
