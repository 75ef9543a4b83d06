import Testing

@testable import ReducerCore

private struct Failure: Error, Equatable, CustomStringConvertible {
  let code: Int
  var description: String { "Failure #\(code)" }
}

/// A feature whose every action returns the effect under test and records what reaches it.
private struct Feature: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case start
    case record(String)
    case number(Int)
  }

  let effect: @Sendable () -> Effect<Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return effect()
    case let .record(value):
      state.log.append(value)
      return .none
    case let .number(value):
      state.log.append("#\(value)")
      return .none
    }
  }
}

@MainActor
private func logAfterStarting(
  _ effect: @escaping @Sendable () -> Effect<Feature.Action>
) async -> [String] {
  let store = Store(initialState: Feature.State()) { Feature(effect: effect) }
  let task = store.send(.start)
  #expect(await finishes(task))
  return store.state.log
}

@MainActor
@Suite struct EffectTests {
  @Test func none() async {
    let store = Store(initialState: Feature.State()) { Feature { .none } }
    let task = store.send(.start)
    #expect(!task.isRunning)
    await task.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test func sendIsHandledBeforeSendReturns() {
    let store = Store(initialState: Feature.State()) { Feature { .send(.record("sent")) } }
    let task = store.send(.start)
    #expect(store.state.log == ["sent"])
    #expect(!task.isRunning)
  }

  @Test func run() async {
    let store = Store(initialState: Feature.State()) {
      Feature {
        .run { send in
          await Task.yield()
          await send(.record("one"))
          await send(.record("two"))
        }
      }
    }
    let task = store.send(.start)
    #expect(store.state.log.isEmpty)
    #expect(task.isRunning)
    await task.finish()
    #expect(store.state.log == ["one", "two"])
    #expect(!task.isRunning)
  }

  @Test func runWithPriority() async {
    let log = await logAfterStarting {
      .run(priority: .low) { send in await send(.record("low")) }
    }
    #expect(log == ["low"])
  }

  @Test func mergeRunsEveryEffect() async {
    let log = await logAfterStarting {
      .merge(
        .send(.record("a")),
        .run { send in await send(.record("b")) },
        .run { send in await send(.record("c")) },
        .none
      )
    }
    #expect(log.first == "a")
    #expect(log.sorted() == ["a", "b", "c"])
  }

  @Test func mergeWithAndSequences() async {
    let log = await logAfterStarting {
      Effect.send(.record("a"))
        .merge(with: .merge([.send(.record("b")), .send(.record("c"))]))
        .merge(with: .none)
    }
    #expect(log == ["a", "b", "c"])
    #expect(Effect<Int>.merge([]).isNone)
    #expect(Effect<Int>.merge(.none, .none).isNone)
  }

  // `merge(with:)` answers the other side, inlined, when one side is `.none` (issue 45), and
  // merges two that are not.
  @Test func mergeWithNoneOnEitherSideIsTheOtherEffect() async {
    #expect(Effect<Int>.none.merge(with: .none).isNone)
    #expect(await logAfterStarting { Effect.none.merge(with: .send(.record("a"))) } == ["a"])
    #expect(await logAfterStarting { Effect.send(.record("a")).merge(with: .none) } == ["a"])
    let both = await logAfterStarting {
      Effect.send(.record("a")).merge(with: .send(.record("b")))
    }
    #expect(both == ["a", "b"])
  }

  @Test func mergeRunsAtTheSameTime() async {
    // The second effect finishes the first: they only both end if they run concurrently.
    let gate = Signal()
    let log = await logAfterStarting {
      .merge(
        .run { send in
          #expect(await gate.wait())
          await send(.record("waited"))
        },
        .run { send in
          gate.fire()
          await send(.record("opened"))
        }
      )
    }
    // Both ended, so they ran at the same time; which one reached the store first is up to
    // the scheduler.
    #expect(log.sorted() == ["opened", "waited"])
  }

  @Test func concatenateRunsInOrder() async {
    let log = await logAfterStarting {
      .concatenate(
        .run { send in
          try await Task.sleep(for: .milliseconds(20))
          await send(.record("first"))
        },
        .none,
        .send(.record("second")),
        .run { send in await send(.record("third")) }
      )
    }
    #expect(log == ["first", "second", "third"])
  }

  @Test func concatenateWaitsForMergedEffects() async {
    let log = await logAfterStarting {
      Effect<Feature.Action>.merge(
        .run { send in
          try await Task.sleep(for: .milliseconds(20))
          await send(.record("slow"))
        },
        .run { send in await send(.record("fast")) }
      )
      .concatenate(with: .run { send in await send(.record("after")) })
    }
    #expect(log == ["fast", "slow", "after"])
  }

  @Test func concatenateOfNothing() {
    #expect(Effect<Int>.concatenate([]).isNone)
    #expect(Effect<Int>.concatenate(.none, .none).isNone)
    guard case .send(1) = Effect<Int>.concatenate(.none, .send(1)).operation else {
      Issue.record("a concatenation of one effect is not that effect")
      return
    }
  }

  @Test func cancellingAConcatenationStopsWhatComesNext() async {
    let probe = EffectProbe()
    struct ID: Hashable, Sendable {}
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        switch action {
        case .start:
          return .concatenate(
            .run { _ in await probe.run("first") },
            .send(.record("second"))
          )
          .cancellable(id: ID())
        case let .record(value):
          state.log.append(value)
          return .none
        case .number:
          return .cancel(id: ID())
        }
      }
    }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    store.send(.number(0))
    #expect(await finishes(task))
    #expect(probe.events.values == ["first cancelled"])
    #expect(store.state.log.isEmpty)
  }

  @Test func mapTransformsEveryAction() async {
    let log = await logAfterStarting {
      Effect<Int>.merge(
        .send(1),
        .run { send in await send(2) },
        .concatenate(.send(3), .run { send in await send(4) })
      )
      .map(Feature.Action.number)
    }
    #expect(log.first == "#1")
    #expect(log.sorted() == ["#1", "#2", "#3", "#4"])
  }

  @Test func mapKeepsCancellation() async {
    let probe = EffectProbe()
    struct ID: Hashable, Sendable {}
    let store = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { _, action in
        switch action {
        case .start:
          return Effect<Int>.run { _ in await probe.run("mapped") }
            .cancellable(id: ID())
            .map(Feature.Action.number)
        default:
          return Effect<Int>.cancel(id: ID()).map(Feature.Action.number)
        }
      }
    }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    store.send(.record("cancel"))
    #expect(await finishes(task))
    #expect(probe.events.values == ["mapped cancelled"])
  }

  @Test func errorWithoutCatchIsADiagnostic() async throws {
    let line: UInt = #line + 1
    let effect = Effect<Feature.Action>.run { _ in throw Failure(code: 7) }
    var log: [String] = []
    let diagnostics = await withDiagnostics {
      log = await logAfterStarting { effect }
    }
    #expect(log.isEmpty)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.kind == "effect.error")
    #expect(diagnostic.fileID == "ReducerCoreTests/EffectTests.swift")
    #expect(diagnostic.line == line)
    #expect(diagnostic.message.contains("Failure #7"))
    #expect(diagnostic.message.contains("catch"))
  }

  @Test func errorWithCatchGoesToTheHandler() async {
    var log: [String] = []
    let diagnostics = await withDiagnostics {
      log = await logAfterStarting {
        .run { send in
          await send(.record("before"))
          throw Failure(code: 8)
        } catch: { error, send in
          await send(.record("caught \(error)"))
        }
      }
    }
    #expect(log == ["before", "caught Failure #8"])
    #expect(diagnostics.isEmpty)
  }

  @Test func cancellationIsNotAnError() async {
    let probe = EffectProbe()
    let diagnostics = await withDiagnostics {
      let store = Store(initialState: Feature.State()) {
        Feature {
          .run { _ in
            probe.started.fire()
            try await Task.sleep(for: .seconds(3))
          }
        }
      }
      let task = store.send(.start)
      #expect(await probe.started.wait())
      task.cancel()
      #expect(await finishes(task))
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func actionsSentAfterCancellationAreDropped() async {
    let probe = EffectProbe()
    let store = Store(initialState: Feature.State()) {
      Feature {
        .run { send in
          await send(.record("before"))
          await probe.run("effect")
          await send(.record("after"))
        }
      }
    }
    let task = store.send(.start)
    #expect(await probe.started.wait())
    task.cancel()
    #expect(await finishes(task))
    #expect(probe.events.values == ["effect cancelled"])
    #expect(store.state.log == ["before"])
  }

  @Test func sendCallsItsClosureUntilCancelled() async {
    let received = Recorder<Int>()
    let send = Send<Int> { received.append($0) }
    send(1)
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      send(2)
    }
    await task.value
    send(3)
    #expect(received.values == [1, 3])
  }
}

/// `map` does not walk the effect: the transforms wait in it, composed, for the one walk that
/// starts it (issue 29, item 6), which applies each once, innermost first.
@MainActor
@Suite struct LazyMapTests {
  @Test func mappingAnyNumberOfTimesLeavesOneWaitingTransform() async {
    // A merge of 200 effects, mapped through 50 levels: each level adds 1 to the number.
    let numbers = Effect<Int>.merge(
      (0..<200).map { value in
        value.isMultiple(of: 2)
          ? Effect<Int>.send(value) : .run { send in await send(value) }
      })
    var effect = numbers
    for _ in 0..<50 { effect = effect.map { $0 + 1 } }
    guard case .child = effect.operation else {
      Issue.record("map walked the effect: \(effect.operation)")
      return
    }
    let mapped = effect
    let log = await logAfterStarting { mapped.map(Feature.Action.number) }
    #expect(log.sorted() == (50..<250).map { "#\($0)" }.sorted())
  }

  @Test func anEffectWithNoActionIsKeptAsItIs() {
    // A cancellation holds no action: nothing waits in it.
    let effect = Effect<Int>.cancel(id: "timer").map { "\($0)" }
    guard case .cancel = effect.operation else {
      Issue.record("a cancellation was wrapped: \(effect.operation)")
      return
    }
  }

  @Test func aSignalInsideAMappedEffectIsOfferedToTheEmbeddingThatWalksIt() {
    // A flow embeds its screens' effects with this walk: a signal returned directly, under a
    // mapping, is still offered to it, and the actions are counted and transformed once.
    let dismiss = Effect<Int>.signal(
      .dismissSelf(SignalOrigin(fileID: #fileID, line: #line), sentByEffect: false))
    let effect = Effect<Int>.merge(.send(1), dismiss).map { $0 * 10 }
    var offered = 0
    var sends = 0
    let embedded = effect.embedding(
      { "\($0)" }, later: { _ in nil },
      takeNow: { signal in
        if case .dismissSelf = signal { offered += 1 }
        return true
      }, sends: &sends)
    #expect(offered == 1)
    #expect(sends == 1)
    // The signal taken, what is left is the transformed send.
    guard case let .send(action) = embedded.operation else {
      Issue.record("not embedded as the send alone: \(embedded.operation)")
      return
    }
    #expect(action == "10")
  }

  @Test func anIgnoredActionIsCountedOnTheThreadNotReturnedAsAnEffect() {
    // That a child ignored its action is no effect: it returns nothing to run, and the count
    // a flow reads before and after its screen moves (issue 44, item 1).
    let before = ThreadCounter.ignoredActions.value
    let ignored = Effect<Int>.ignoringAction()
    #expect(ignored.isNone)
    #expect(ThreadCounter.ignoredActions.value == before + 1)
    let scope = Scope(state: /Holder.number, action: /HolderAction.number) {
      Reduce<Int, Int> { state, action in
        state += action
        return .none
      }
    }
    var state = Holder.empty
    let ((), diagnostics) = capturingDiagnostics {
      #expect(scope.reduce(into: &state, action: .number(1)).isNone)
    }
    #expect(diagnostics.map(\.kind) == ["scope.wrongCase"])
    #expect(ThreadCounter.ignoredActions.value == before + 2)
  }

}

private enum Holder {
  case number(Int)
  case empty
}

private enum HolderAction {
  case number(Int)
}
