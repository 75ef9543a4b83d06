import Testing

@testable import ReducerCore

private struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var done = false
    var child = Child()
    var log: [String] = []
  }

  struct Child: Equatable, Sendable {
    var value = 0
  }

  enum Action: Equatable, Sendable {
    case increment
    case step(Int)
    case child(ChildAction)
    case long
    case sendTwo
    case record(String)
  }

  enum ChildAction: Equatable, Sendable {
    case set(Int)
    case setLater(Int)
  }

  let probe: EffectProbe

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case let .step(number):
      // Each step starts an effect that sends the next one: finishing step 1 needs all four.
      state.log.append("step \(number)")
      guard number < 4 else {
        state.done = true
        return .none
      }
      return .run { send in
        try await Task.sleep(for: .milliseconds(number == 2 ? 10 : 0))
        await send(.step(number + 1))
      }
    case let .child(.set(value)):
      state.child.value = value
      state.log.append("child set \(value)")
      return .none
    case let .child(.setLater(value)):
      return .run { send in await send(.child(.set(value))) }
    case .long:
      return .run { [probe] _ in await probe.run("long") }
    case .sendTwo:
      state.log.append("sendTwo")
      return .merge(.send(.record("first")), .send(.record("second")))
    case let .record(value):
      state.log.append(value)
      return value == "first" ? .send(.record("after first")) : .none
    }
  }
}

@MainActor
private func makeStore(_ probe: EffectProbe = EffectProbe()) -> StoreOf<Counter> {
  Store(initialState: Counter.State()) { Counter(probe: probe) }
}

@MainActor
@Suite struct StoreTests {
  // MARK: Sending

  @Test func sendChangesStateAtOnce() {
    let store = makeStore()
    #expect(store.state.count == 0)
    let task = store.send(.increment)
    #expect(store.state.count == 1)
    #expect(!task.isRunning)
  }

  @Test func finishWaitsForActionsSentByEffects() async {
    let store = makeStore()
    let task = store.send(.step(1))
    #expect(store.state.log == ["step 1"])
    #expect(task.isRunning)
    #expect(await finishes(task))
    #expect(store.state.done)
    #expect(store.state.log == ["step 1", "step 2", "step 3", "step 4"])
    #expect(!task.isRunning)
  }

  @Test func finishWithoutEffectsReturnsAtOnce() async {
    let store = makeStore()
    #expect(await finishes(store.send(.increment)))
  }

  @Test func finishWaitsForEffectsOfSendEffects() async {
    let store = Store(initialState: Counter.State()) {
      Reduce<Counter.State, Counter.Action> { _, action in
        action == .increment ? .send(.step(1)) : .none
      }
      Counter(probe: EffectProbe())
    }
    #expect(await finishes(store.send(.increment)))
    #expect(store.state.done)
  }

  @Test func finishReturnsWhenTheStoreIsGone() async {
    weak var released: StoreOf<Counter>?
    let task: StoreTask
    do {
      let store = makeStore()
      released = store
      task = store.send(.step(1))
    }
    #expect(released == nil)
    #expect(await finishes(task))
  }

  // Issue 45: a store's reducer hands back an effect other than `.none` through memory the
  // store keeps (`StoreRuntime.Reducing`), and `.none` as a `false`. Every effect comes out of
  // it once, whatever comes before and after it: what an effect holds is released once its
  // work ends, and a `.send` is handled.
  @Test func everyEffectComesBackFromTheReducerOnceAndNoneIsNone() async {
    let live = LockIsolated(0)
    let store = Store(initialState: ReturnedEffects.State()) { ReturnedEffects(live: live) }
    let actions: [ReturnedEffects.Action] = [.quiet, .run, .echo, .quiet, .run, .run, .echo]
    var tasks: [StoreTask] = []
    for action in actions { tasks.append(store.send(action)) }
    #expect(
      store.state.log == ["quiet", "run", "echo", "quiet", "quiet", "run", "run", "echo", "quiet"])
    for task in tasks { #expect(await finishes(task)) }
    #expect(store.state.ran == 3)
    // A task lets its closure go as it ends, just after its store task finishes.
    let deadline = ContinuousClock.now + .seconds(60)
    while live.value != 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(live.value == 0)
  }

  @Test func cancelStopsTheEffectsOfThatSendOnly() async {
    let probe = EffectProbe()
    let store = makeStore(probe)
    let first = store.send(.long)
    #expect(await probe.started.wait())
    let second = store.send(.long)
    #expect(await probe.started.wait())
    first.cancel()
    #expect(await finishes(first))
    #expect(second.isRunning)
    #expect(probe.events.values == ["long cancelled"])
    second.cancel()
    #expect(await finishes(second))
    #expect(probe.events.values == ["long cancelled", "long cancelled"])
  }

  @Test func tasksAreEqualForTheSameSend() {
    let store = makeStore()
    let first = store.send(.step(1))
    let second = store.send(.step(1))
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
    first.cancel()
    second.cancel()
  }

  // MARK: Scoping

  @Test func scopedStoreReflectsTheParent() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: /Counter.Action.child)
    #expect(child.state == Counter.Child(value: 0))
    store.send(.child(.set(3)))
    #expect(child.state.value == 3)
  }

  @Test func scopedStoreSendsThroughTheParent() async {
    let store = makeStore()
    let child = store.scope(state: \.child, action: /Counter.Action.child)
    child.send(.set(5))
    #expect(store.state.child.value == 5)
    #expect(store.state.log == ["child set 5"])
    await child.send(.setLater(6)).finish()
    #expect(store.state.child.value == 6)
    #expect(child.state.value == 6)
  }

  @Test func scopeOfAScopeAndClosureScopes() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: /Counter.Action.child)
    let value = child.scope(state: { $0.value }, action: { Counter.ChildAction.set($0) })
    value.send(9)
    #expect(value.state == 9)
    #expect(store.state.child.value == 9)
    store.send(.child(.set(10)))
    #expect(value.state == 10)
  }

  @Test func scopedStoreObservesTheChildState() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: /Counter.Action.child)
    var seen: [Int] = []
    let token = child.observe { seen.append($0.value) }
    store.send(.child(.set(1)))
    child.send(.set(2))
    token.cancel()
    child.send(.set(3))
    #expect(seen == [1, 2])
  }

  // MARK: Observing

  @Test func observeCallsBackAfterEveryAction() {
    let store = makeStore()
    var seen: [Int] = []
    let token = store.observe { seen.append($0.count) }
    store.send(.increment)
    store.send(.increment)
    #expect(seen == [1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func observeStopsWhenTheTokenIsCancelled() {
    let store = makeStore()
    var seen: [Int] = []
    let token = store.observe { seen.append($0.count) }
    store.send(.increment)
    token.cancel()
    store.send(.increment)
    #expect(seen == [1])
    #expect(store.runtime?.observers.isEmpty == true)
  }

  @Test func observeStopsWhenTheTokenIsReleased() {
    let store = makeStore()
    var seen: [Int] = []
    var token: ObservationToken? = store.observe { seen.append($0.count) }
    store.send(.increment)
    #expect(token != nil)
    token = nil
    store.send(.increment)
    #expect(seen == [1])
  }

  @Test func observersAreIndependent() {
    let store = makeStore()
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = store.observe { first.append($0.count) }
    let secondToken = store.observe { second.append($0.count) }
    #expect(firstToken != secondToken)
    store.send(.increment)
    firstToken.cancel()
    store.send(.increment)
    #expect(first == [1])
    #expect(second == [1, 2])
    withExtendedLifetime(secondToken) {}
  }

  @Test func statesStreamsTheCurrentStateThenEveryChange() async {
    let store = makeStore()
    store.send(.increment)
    do {
      var states = store.states.makeAsyncIterator()
      #expect(await states.next()?.count == 1)
      store.send(.increment)
      store.send(.increment)
      #expect(await states.next()?.count == 2)
      #expect(await states.next()?.count == 3)
      #expect(store.runtime?.observers.count == 1)
    }
    // The stream is gone: the next action drops its observer.
    store.send(.increment)
    #expect(store.runtime?.observers.isEmpty == true)
  }

  @Test func statesStopsWhenTheConsumerIsCancelled() async {
    let store = makeStore()
    let received = Recorder<Int>()
    let first = Signal()
    let consumer = Task { @MainActor in
      for await state in store.states {
        received.append(state.count)
        first.fire()
      }
    }
    #expect(await first.wait())
    store.send(.increment)
    #expect(await first.wait())
    consumer.cancel()
    await consumer.value
    store.send(.increment)
    #expect(received.values == [0, 1])
    #expect(store.runtime?.observers.isEmpty == true)
  }

  // MARK: Re-entrancy

  @Test func actionSentFromAnObserverIsQueued() {
    var isReducing = false
    var reentered = false
    var log: [String] = []
    let store = Store(initialState: 0) {
      Reduce<Int, String> { state, action in
        if isReducing { reentered = true }
        isReducing = true
        defer { isReducing = false }
        log.append(action)
        state += 1
        return .none
      }
    }
    let token = store.observe { count in
      log.append("observed \(count)")
      if count == 1 {
        store.send("from observer 1")
        store.send("from observer 2")
        log.append("observer returned")
      }
    }
    store.send("first")
    #expect(!reentered)
    #expect(
      log == [
        "first", "observed 1",
        "observer returned",
        "from observer 1", "observed 2",
        "from observer 2", "observed 3",
      ]
    )
    #expect(store.state == 3)
    withExtendedLifetime(token) {}
  }

  @Test func sendEffectsAreQueuedInOrder() {
    let store = makeStore()
    store.send(.sendTwo)
    // `.send` effects run after the current action, first in, first out: "after first" was
    // sent while "second" was already waiting.
    #expect(store.state.log == ["sendTwo", "first", "second", "after first"])
  }

  @Test func queuedActionsRunBeforeSendReturns() async {
    let store = makeStore()
    var queued: StoreTask?
    let token = store.observe { state in
      if state.count == 1, queued == nil { queued = store.send(.step(1)) }
    }
    let task = store.send(.increment)
    #expect(store.state.log == ["step 1"])
    // The queued action has its own task, which finishes with its effects.
    guard let queuedTask = queued else {
      Issue.record("The observer did not send")
      return
    }
    #expect(queuedTask != task)
    #expect(await finishes(queuedTask))
    #expect(store.state.done)
    withExtendedLifetime(token) {}
  }

  // MARK: For the testing module

  @Test func runningEffectOriginsAndCancelAll() async {
    let probe = EffectProbe()
    let store = makeStore(probe)
    let task = store.send(.long)
    #expect(await probe.started.wait())
    #expect(store.runningEffectOrigins == [.long])
    store.cancelAllEffects()
    #expect(await finishes(task))
    #expect(store.runningEffectOrigins == [])
    let child = store.scope(state: \.child, action: /Counter.Action.child)
    #expect(child.runningEffectOrigins == nil)
  }

  @Test func anEffectCountsAsUnstartedUntilItsTaskBegins() async {
    let probe = EffectProbe()
    let store = makeStore(probe)
    // The effect's task waits for the main actor, which this test holds until it awaits.
    let task = store.send(.long)
    #expect(store.unstartedEffectCount == 1)
    #expect(await probe.started.wait())
    #expect(store.unstartedEffectCount == 0)
    task.cancel()
    #expect(await finishes(task))
    #expect(store.unstartedEffectCount == 0)
  }
}

/// Returns each kind of effect in turn: none, a task holding a counted object, and a send.
private struct ReturnedEffects: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var ran = 0
  }
  enum Action: Equatable {
    case quiet, run, echo, ran
  }
  /// Alive while the effect that holds it is.
  final class Held: Sendable {
    let live: LockIsolated<Int>
    init(live: LockIsolated<Int>) {
      self.live = live
      live.withValue { $0 += 1 }
    }
    deinit { live.withValue { $0 -= 1 } }
  }
  let live: LockIsolated<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .quiet:
      state.log.append("quiet")
      return .none
    case .run:
      state.log.append("run")
      let held = Held(live: live)
      return .run { send in
        _ = held
        await send(.ran)
      }
    case .echo:
      state.log.append("echo")
      return .send(.quiet)
    case .ran:
      state.ran += 1
      return .none
    }
  }
}
