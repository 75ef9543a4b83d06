import ReducerCore
import Testing

// A store builds a feature's body on the first action and keeps it; bodies stay lazy, so a
// feature that contains itself still builds (see RecursionTests).

private final class BuildCount: @unchecked Sendable {
  var value = 0
}

private struct Feature: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  let builds: BuildCount

  var body: some ReducerOf<Self> {
    let _ = builds.value += 1
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Test func aStoreBuildsTheBodyOnce() {
  let builds = BuildCount()
  let store = Store(initialState: Feature.State()) { Feature(builds: builds) }
  #expect(builds.value == 0)
  for _ in 0..<5 { store.send(.increment) }
  #expect(store.state.count == 5)
  #expect(builds.value == 1)
}
