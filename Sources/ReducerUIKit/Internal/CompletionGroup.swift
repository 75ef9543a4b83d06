#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // Platform-neutral: waits for the completion handlers of the UIKit operations of one batch.

  /// Calls its `done` closure once, when it has been started and every part it entered has left:
  /// the transitions, dismissals and presentations of one batch.
  ///
  /// Each part leaves with the token ``enter()`` gave it; a token that leaves twice (a completion
  /// handler called again) is ignored.
  @MainActor
  final class CompletionGroup {
    private var pending: Set<Int> = []
    private var nextToken = 0
    private var isStarted = false
    private var done: (@MainActor () -> Void)?

    /// Creates a group that calls `done` once everything it waits for has finished.
    ///
    /// - Parameter done: Called once, on the main actor.
    init(done: @escaping @MainActor () -> Void) {
      self.done = done
    }

    /// Adds a part to wait for.
    ///
    /// - Returns: The token the part leaves with.
    func enter() -> Int {
      nextToken += 1
      pending.insert(nextToken)
      return nextToken
    }

    /// Records that a part finished.
    ///
    /// - Parameter token: The token ``enter()`` gave the part.
    func leave(_ token: Int) {
      guard pending.remove(token) != nil else { return }
      finishIfDone()
    }

    /// Records that every part has been entered: the group finishes once they all left.
    func start() {
      isStarted = true
      finishIfDone()
    }

    private func finishIfDone() {
      guard isStarted, pending.isEmpty, let done else { return }
      self.done = nil
      done()
    }
  }
#endif
