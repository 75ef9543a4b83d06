import ReducerRouting
import SwiftUIAdapterCheck
import Testing

// `$store.field` as SwiftUI makes it: `@Bindable var store` and the `Binding` that `Bindable`'s
// dynamic member lookup returns for a `@BindingState` field, written and read as SwiftUI does
// (the stand-in `Bindable` reads and writes the store through the key path, on the main actor).

/// A form a `TextField` and a `Toggle` edit.
private struct Draft: Reducer {
  struct State: Equatable {
    @BindingState var title = ""
    @BindingState var isOn = false
    var titleChanges = 0
  }
  enum Action: BindableAction { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .binding(\.$title) = action { state.titleChanges += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct BindableStoreTests {
  @Test func aControlWritingThroughTheBindableStoreSendsTheFieldsBindingAction() async {
    @Bindable var store = Store(initialState: Draft.State()) { Draft() }
    let title: Binding<String> = $store.title
    let isOn: Binding<Bool> = $store.isOn
    await title.standInWrite("Groceries")
    await isOn.standInWrite(true)
    #expect(store.state.title == "Groceries")
    #expect(store.state.titleChanges == 1)
    #expect(store.state.isOn)
    #expect(await title.standInRead() == "Groceries")
    #expect(await isOn.standInRead())
  }
}
