import Foundation
import ReducerCore
import ReducerTesting
import Testing

// What a TCA 1.x test writes when it receives: a case path through a `PresentationAction`
// implies `.presented`, a `Result` payload is matched by `.success` or `.failure` without its
// full type, and a scope is written `Scope(\.child, action: /Action.child)` (issue 43, item 3).

private struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

private struct FactError: Error, Equatable {}

/// A counter whose child asks before resetting, with an alert and an editor as destinations.
private struct FactCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var error: String?
    var destination: FactDestination.State?
    var child = FactChild.State()
  }
  enum Action {
    case factTapped
    case factResponse(Result<String, any Error>)
    case resetTapped
    case confirmForMe
    case destination(PresentationAction<FactDestination.Action>)
    case child(FactChild.Action)
  }

  let client: FactClient

  var body: some Reducer<State, Action> {
    Scope(\.child, action: /Action.child) { FactChild() }
    Reduce { state, action in
      switch action {
      case .factTapped:
        return .run { [count = state.count, client] send in
          await send(.factResponse(Result { try await client.fetch(count) }))
        }
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case let .factResponse(.failure(error)):
        state.error = "\(error)"
        return .none
      case .resetTapped:
        state.destination = .alert(.confirmReset)
        return .none
      case .confirmForMe:
        return .send(.destination(.presented(.alert(.confirmReset))))
      case .destination(.presented(.alert(.confirmReset))):
        state.count = 0
        return .none
      case .destination(.presented(.editor(.save))):
        return .send(.destination(.dismiss))
      case .destination, .child:
        return .none
      }
    }
    .ifLet(\.destination, action: /Action.destination) { FactDestination() }
  }
}

private struct FactDestination: Reducer {
  enum State: Equatable {
    case alert(Alert)
    case editor(Int)
  }
  enum Action: Equatable {
    case alert(Alert)
    case editor(Editor)
  }
  enum Alert: Equatable { case confirmReset }
  enum Editor: Equatable { case save }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct FactChild: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable { case tap, tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      return .send(.tapped)
    case .tapped:
      return .none
    }
  }
}

@MainActor
@Suite struct TCAReceiveSpellingTests {
  @Test func aResultPayloadIsMatchedBySuccessWithoutItsType() async {
    let store = TestStore(initialState: FactCounter.State(count: 3)) {
      FactCounter(client: FactClient { "\($0) is a number" })
    }
    await store.send(.factTapped)
    await store.receive(/FactCounter.Action.factResponse .. /Result.success) {
      $0.fact = "3 is a number"
    }
  }

  @Test func aResultPayloadIsMatchedByFailureWithoutItsType() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter(client: FactClient { _ in throw FactError() })
    }
    await store.send(.factTapped)
    await store.receive(/FactCounter.Action.factResponse .. /Result.failure) {
      $0.error = "FactError()"
    }
  }

  @Test func aReceiveOfTheOtherResultCaseFails() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: FactCounter.State()) {
        FactCounter(client: FactClient { _ in throw FactError() })
      }
      await store.send(.factTapped)
      await store.receive(/FactCounter.Action.factResponse .. /Result.success) {
        $0.error = "FactError()"
      }
    }
    #expect(!failures.isEmpty)
  }

  @Test func aCasePathThroughAPresentationActionImpliesPresented() async {
    let implied =
      /FactCounter.Action.destination .. /FactDestination.Action.alert .. /FactDestination.Alert
      .confirmReset
    // Embedding wraps the action in `.presented`; `.dismiss` extracts nothing.
    let embedded = implied.embed(())
    guard case .destination(.presented(.alert(.confirmReset))) = embedded else {
      Issue.record("embedded \(embedded)")
      return
    }
    #expect(implied.extract(from: .destination(.dismiss)) == nil)
    #expect(implied.extract(from: .destination(.presented(.editor(.save)))) == nil)

    let store = TestStore(initialState: FactCounter.State(count: 5)) {
      FactCounter(client: FactClient { _ in "" })
    }
    await store.send(.resetTapped) {
      $0.destination = .alert(.confirmReset)
    }
    // The test sends through the same path, as TCA's `\.destination.alert.confirmReset`.
    await store.send(implied.embed(())) {
      $0.count = 0
    }
  }

  @Test func aReceiveOfAnActionThroughAPresentationActionImpliesPresented() async {
    let store = TestStore(
      initialState: FactCounter.State(count: 2, destination: .alert(.confirmReset))
    ) {
      FactCounter(client: FactClient { _ in "" })
    }
    await store.send(.confirmForMe)
    await store.receive(
      /FactCounter.Action.destination .. /FactDestination.Action.alert .. /FactDestination.Alert
        .confirmReset
    ) {
      $0.count = 0
    }
  }

  @Test func aReceiveThroughAPresentationActionImpliesPresented() async {
    let store = TestStore(initialState: FactCounter.State(destination: .editor(1))) {
      FactCounter(client: FactClient { _ in "" })
    }
    await store.send(.destination(.presented(.editor(.save))))
    await store.receive(/FactCounter.Action.destination .. /PresentationAction.dismiss) {
      $0.destination = nil
    }
  }

  @Test func theUnlabelledScopeRunsTheChild() async {
    let store = TestStore(initialState: FactCounter.State()) {
      FactCounter(client: FactClient { _ in "" })
    }
    await store.send(.child(.tap)) {
      $0.child.taps = 1
    }
    await store.receive(/FactCounter.Action.child .. /FactChild.Action.tapped)
  }
}
