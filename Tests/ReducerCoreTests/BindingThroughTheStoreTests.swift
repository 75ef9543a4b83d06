import Observation
import ReducerCore
import Testing

// `$store.field` in SwiftUI: a `@BindingState` field written through the store sends the
// field's binding action, which the feature matches as `case .binding(\.$field):`, and read
// through the store it observes that field only.

/// A form with two fields of one type and one of another, a field that is not `@BindingState`,
/// and a count of the changes the feature's own logic saw for each field.
private struct BoundProfile: Reducer {
  struct State: Equatable {
    @BindingState var first = ""
    @BindingState var last = ""
    @BindingState var isPublic = false
    var isComplete = false
    var firstChanges = 0
    var lastChanges = 0
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }
  let log: LockIsolated<[Action]>
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      log.withValue { $0.append(action) }
      return .none
    }
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$first): state.firstChanges += 1
      case .binding(\.$last): state.lastChanges += 1
      case .binding: break
      }
      state.isComplete = !state.first.isEmpty && !state.last.isEmpty
      return .none
    }
  }
}

@MainActor
@Suite struct BindingThroughTheStoreTests {
  @Test func aWriteSendsTheFieldsBindingActionAndTheFeatureMatchesItsField() {
    let log = LockIsolated<[BoundProfile.Action]>([])
    let store = Store(initialState: BoundProfile.State()) { BoundProfile(log: log) }
    store.last = "Lovelace"
    #expect(store.state.last == "Lovelace")
    #expect(store.state.lastChanges == 1)
    #expect(store.state.firstChanges == 0)
    store.first = "Ada"
    store.isPublic = true
    #expect(store.state.first == "Ada")
    #expect(store.state.firstChanges == 1)
    #expect(store.state.isPublic)
    #expect(store.state.isComplete)
    // The actions sent are the ones made with the projected key paths.
    #expect(
      log.value == [
        .binding(.set(\.$last, "Lovelace")), .binding(.set(\.$first, "Ada")),
        .binding(.set(\.$isPublic, true)),
      ])
    #expect(log.value[0] != .binding(.set(\.$first, "Lovelace")))
    #expect(log.value[0] != .binding(.set(\.$last, "Byron")))
  }

  @Test func aWriteOfTheValueTheFieldHasSendsNothing() {
    let log = LockIsolated<[BoundProfile.Action]>([])
    let store = Store(initialState: BoundProfile.State()) { BoundProfile(log: log) }
    store.first = ""
    store.isPublic = false
    #expect(log.value.isEmpty)
  }

  @Test func aWriteToAFieldThatIsNotBindingStateIsRefusedWithADiagnostic() async {
    let log = LockIsolated<[BoundProfile.Action]>([])
    let store = Store(initialState: BoundProfile.State()) { BoundProfile(log: log) }
    let diagnostics = await withDiagnostics { store.isComplete = true }
    #expect(diagnostics.map(\.kind) == ["store.notBindingState"])
    #expect(diagnostics.first?.message.contains("\\State.isComplete") == true)
    #expect(diagnostics.first?.message.contains("Mark the property '@BindingState'") == true)
    #expect(store.state == BoundProfile.State())
    #expect(log.value.isEmpty)
  }

  @Test func readingAFieldObservesThatFieldOnly() {
    let log = LockIsolated<[BoundProfile.Action]>([])
    let store = Store(initialState: BoundProfile.State()) { BoundProfile(log: log) }
    expectInvalidation(false, reading: { _ = store.first }, by: { store.last = "Lovelace" })
    expectInvalidation(true, reading: { _ = store.first }, by: { store.first = "Ada" })
    expectInvalidation(false, reading: { _ = store.isPublic }, by: { store.first = "Augusta" })
  }

  @Test func anActionSentThroughTheStorePrintsAsTheProjectedKeyPath() {
    let log = LockIsolated<[BoundProfile.Action]>([])
    let store = Store(initialState: BoundProfile.State()) { BoundProfile(log: log) }
    store.last = "Lovelace"
    var text = ""
    dump(log.value[0], to: &text)
    #expect(text.contains("$last"))
  }
}
