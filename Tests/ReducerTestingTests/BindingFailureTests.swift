import ReducerRouting
import ReducerTesting
import Testing

// A failing assertion about a binding shows the field as its value and names the action.

private struct Profile: Reducer {
  struct State: Equatable {
    @BindingState var name = ""
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@MainActor
@Test func aWrongBindingExpectationShowsTheFieldAsItsValue() async {
  let failures = await recordedFailures {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.binding(.set(\.$name, "Blob"))) { $0.name = "Blob Jr." }
  }
  #expect(failures.count == 1)
  let message = failures.first ?? ""
  #expect(message.contains("−   name: \"Blob Jr.\","))
  #expect(message.contains("+   name: \"Blob\","))
  #expect(message.contains(#"The state after sending .binding(.set(\State.$name, "Blob")) is"#))
  #expect(!message.contains("BindingState("))
}
