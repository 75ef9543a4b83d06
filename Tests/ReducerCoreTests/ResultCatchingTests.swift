import ReducerCore
import Testing

// `Result { try await client.fetch() }`, as TCA 1.x features write it.

/// A dependency client, as a TCA feature declares one.
private struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
}

private struct FetchFailed: Error, Equatable {}

/// Main-actor state that is not `Sendable`, which the closure reads and changes.
@MainActor
private final class Counter {
  var loads = 0
  let client: NumberClient

  init(client: NumberClient) { self.client = client }

  /// A main-actor method that captures `self` in a closure that is not `Sendable`.
  func load() async -> Result<Int, any Error> {
    await Result {
      loads += 1
      return try await client.fetch() + loads
    }
  }
}

/// An actor whose state the closure changes, from the actor's own isolation.
private actor Tally {
  var count = 0

  func bump(by client: NumberClient) async -> Result<Int, any Error> {
    await Result {
      count += try await client.fetch()
      return count
    }
  }
}

private func parse(_ text: String) throws -> Int {
  guard let number = Int(text) else { throw FetchFailed() }
  return number
}

@MainActor
@Suite struct ResultCatchingTests {
  @Test func anAsyncValueIsASuccess() async throws {
    let client = NumberClient(fetch: { 41 })
    let result = await Result { try await client.fetch() }
    #expect(try result.get() == 41)
  }

  @Test func anAsyncErrorIsAFailure() async {
    let client = NumberClient(fetch: { throw FetchFailed() })
    let result = await Result { try await client.fetch() }
    guard case let .failure(error) = result else {
      Issue.record("Expected a failure, got \(result).")
      return
    }
    #expect(error as? FetchFailed == FetchFailed())
  }

  @Test func aMainActorClosureThatIsNotSendableReadsAndChangesMainActorState() async throws {
    let counter = Counter(client: NumberClient(fetch: { 10 }))
    #expect(try await counter.load().get() == 11)
    #expect(try await counter.load().get() == 12)
    #expect(counter.loads == 2)
  }

  @Test func aLocalNonSendableValueIsCapturedOnTheMainActor() async throws {
    final class Box { var value = 1 }
    let box = Box()
    let client = NumberClient(fetch: { 5 })
    let result = await Result {
      box.value += try await client.fetch()
      return box
    }
    #expect(try result.get() === box)
    #expect(box.value == 6)
  }

  @Test func anActorsClosureChangesTheActorsState() async throws {
    let tally = Tally()
    let client = NumberClient(fetch: { 3 })
    #expect(try await tally.bump(by: client).get() == 3)
    #expect(try await tally.bump(by: client).get() == 6)
  }

  @Test func aCancellationErrorIsAFailureLikeAnyOther() async {
    let task = Task { await Result { try await Task.never() } }
    task.cancel()
    let result = await task.value
    guard case let .failure(error) = result else {
      Issue.record("Expected a failure, got \(result).")
      return
    }
    #expect(error is CancellationError)
  }

  @Test func aSynchronousClosureStillGetsTheStandardLibrarysInit() async throws {
    // In an async function, without `await`: this compiles only if the synchronous init of the
    // standard library is chosen (the async one would need `await`).
    let parsed = Result { try parse("7") }
    #expect(try parsed.get() == 7)
    let failed = Result { try parse("seven") }
    #expect(throws: FetchFailed.self) { try failed.get() }
    // The standard library's init keeps a typed error, which the async one cannot.
    let typed = Result { () throws(FetchFailed) -> Int in throw FetchFailed() }
    let _: Result<Int, FetchFailed> = typed
    #expect(throws: FetchFailed.self) { try typed.get() }
  }
}
