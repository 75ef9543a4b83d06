import ReducerRouting
import Testing

// The seed-style sample (SeedSample/, a link to the one ReducerRoutingTests runs in the Swift 6
// language mode), compiled and driven in the Swift 5 language mode.

@MainActor
@Test func seedSampleRunsInSwift5Mode() {
  let store = Store(initialState: LandingRouter.State(root: .init())) { LandingRouter() }
  store.send(.root(.binding(.set(\.$landingText, "hello"))))
  #expect(store.state.root.landingText == "hello")
  #expect(store.state.root.characterCount == 5)

  store.send(.root(.pushFirst))
  guard case .first(let first)? = store.state.navigation.stack.last else {
    Issue.record("expected First on the stack")
    return
  }
  store.send(.route(first.id, .first(.set(\.$firstText, "typed"))))
  guard case .first(let typed)? = store.state.navigation.stack.last else {
    Issue.record("expected First on the stack")
    return
  }
  #expect(typed.firstText == "typed")

  store.send(.route(first.id, .first(.pushSecond)))
  #expect(store.state.navigation.stack.count == 2)
  guard case .second(let second)? = store.state.navigation.stack.last else {
    Issue.record("expected Second on top")
    return
  }
  store.send(.route(second.id, .second(.popToRoot)))
  #expect(store.state.navigation.stack.isEmpty)
}
