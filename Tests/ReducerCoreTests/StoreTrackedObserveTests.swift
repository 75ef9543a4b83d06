import Testing

@testable import ReducerCore

/// `store.observe { ... }` with a closure that takes no parameter: called again only when
/// something it read through a store changed.
@MainActor
struct StoreTrackedObserveTests {
  struct Profile: Reducer {
    struct State: Equatable {
      var name = "Ada"
      var visits = 0
    }
    enum Action: Equatable {
      case rename(String)
      case visit
      case renameAndVisit(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .rename(name): state.name = name
      case .visit: state.visits += 1
      case let .renameAndVisit(name):
        state.name = name
        state.visits += 1
      }
      return .none
    }
  }

  private func makeStore() -> StoreOf<Profile> {
    Store(initialState: Profile.State()) { Profile() }
  }

  @Test func runsAtOnceAndAgainOnlyWhenWhatItReadChanges() {
    let store = makeStore()
    var names: [String] = []
    let token = store.observe { names.append(store.name) }
    #expect(names == ["Ada"])
    store.send(.visit)
    store.send(.visit)
    #expect(names == ["Ada"], "an action that changes only 'visits' must not call it")
    store.send(.rename("Grace"))
    #expect(names == ["Ada", "Grace"])
    store.send(.rename("Grace"))
    #expect(names == ["Ada", "Grace"], "a name set to the same value is no change")
    store.send(.renameAndVisit("Edsger"))
    #expect(names == ["Ada", "Grace", "Edsger"], "one call per action, with the new value")
    withExtendedLifetime(token) {}
  }

  @Test func tracksWhatEachRunReads() {
    let store = makeStore()
    // A reference the closure reads, which the test changes between runs.
    final class Switch { var readsVisits = false }
    let reading = Switch()
    var calls = 0
    let token = store.observe {
      calls += 1
      _ = store.name
      if reading.readsVisits { _ = store.visits }
    }
    store.send(.visit)
    #expect(calls == 1)
    reading.readsVisits = true
    store.send(.rename("Grace"))
    #expect(calls == 2)
    store.send(.visit)
    #expect(calls == 3, "the second run read 'visits', so its change calls again")
    withExtendedLifetime(token) {}
  }

  @Test func tracksChildStores() {
    struct Parent: Reducer {
      struct State: Equatable { var profile = Profile.State() }
      enum Action: Equatable { case profile(Profile.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.profile, action: /Action.profile) { Profile() }
      }
    }
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.profile, action: /Parent.Action.profile)
    var names: [String] = []
    let token = store.observe { names.append(child.name) }
    store.send(.profile(.visit))
    child.send(.rename("Grace"))
    #expect(names == ["Ada", "Grace"])
    withExtendedLifetime(token) {}
  }

  @Test func stopsWhenTheTokenIsCancelledOrReleased() {
    let store = makeStore()
    var first: [String] = []
    var second: [String] = []
    let firstToken = store.observe { first.append(store.name) }
    var secondToken: ObservationToken? = store.observe { second.append(store.name) }
    store.send(.rename("Grace"))
    firstToken.cancel()
    #expect(secondToken != nil)
    secondToken = nil
    store.send(.rename("Edsger"))
    #expect(first == ["Ada", "Grace"])
    #expect(second == ["Ada", "Grace"])
  }

  @Test func neverRunsReentrantly() {
    let store = makeStore()
    var depth = 0
    var maxDepth = 0
    var names: [String] = []
    let token = store.observe {
      depth += 1
      maxDepth = max(maxDepth, depth)
      let name = store.name
      names.append(name)
      // An action sent from the closure, which changes what it read.
      if name == "Grace" { store.send(.rename("Grace Hopper")) }
      depth -= 1
    }
    store.send(.rename("Grace"))
    #expect(maxDepth == 1)
    #expect(names == ["Ada", "Grace", "Grace Hopper"])
    #expect(store.name == "Grace Hopper")
    withExtendedLifetime(token) {}
  }
}
