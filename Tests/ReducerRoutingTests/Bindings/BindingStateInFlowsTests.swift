import ReducerRouting
import Testing

// `@BindingState` fields already have bindings in ReducerCore (`store.binding(\.$field)`); these
// tests check that they reach what a view of a flow needs: the root screen's fields, a pushed
// screen's fields and the modal's, through scoped stores, and a UI binding's closures.

@MainActor
@Suite struct BindingStateInFlowsTests {
  @Test func theRootScreensFieldIsBoundThroughTheFlowsStore() {
    let log = EventLog<BindingFlow.Action>()
    let store = Store(initialState: bindingFlow([])) { BindingFlow(log: log) }
    let root = store.scope(state: \.root, action: /BindingFlow.Action.root)
    let text = root.binding(\.$text)
    text.value = "hello"
    #expect(text.value == "hello")
    #expect(store.state.root.text == "hello")
    #expect(log.values == [.root(.binding(.set(\.$text, "hello")))])
  }

  @Test func aPushedScreensFieldIsBoundThroughAStoreOfItsRoute() {
    let store = Store(initialState: bindingFlow(["a", "b"])) { BindingFlow() }
    // A view of the route "b" reads its screen's state and sends its screen's actions.
    let route = store.scope(
      state: { state -> BindingScreen.State in
        guard case let .screen(screen)? = state.navigation.stack[id: "b"] else {
          return BindingScreen.State(name: "b")
        }
        return screen
      },
      action: { BindingFlow.Action.route("b", .screen($0)) })
    route.binding(\.$text).value = "typed"
    #expect(store.state.navigation.stack[id: "b"] == .screen(.init(name: "b", text: "typed")))
    #expect(store.state.navigation.stack[id: "a"] == bindingScreen("a"))
  }

  @Test func theModalsFieldIsBoundThroughAStoreOfTheModal() {
    let info = BindingFlow.Route.info(.init(name: "i"))
    let store = Store(initialState: bindingFlow([], modal: info)) { BindingFlow() }
    let modal = store.scope(
      state: { state -> BindingScreen.State in
        guard case let .info(screen)? = state.navigation.modal else {
          return BindingScreen.State(name: "i")
        }
        return screen
      },
      action: { BindingFlow.Action.modalRoute(.info($0)) })
    modal.binding(\.$text).value = "note"
    #expect(store.state.navigation.modal == .info(.init(name: "i", text: "note")))
  }

  @Test func aFieldBindingCrossesIntoASendableClosureAsAUIBindingTakesIt() {
    // SwiftUI's `Binding(get:set:)` takes `@isolated(any) @Sendable` closures.
    func uiBinding<Value>(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    let store = Store(initialState: bindingFlow([])) { BindingFlow() }
    let text = store.scope(state: \.root, action: /BindingFlow.Action.root).binding(\.$text)
    uiBinding(get: { @MainActor in text.value }, set: { @MainActor in text.value = $0 })
  }
}
