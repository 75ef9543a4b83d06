import Foundation
import ReducerCore
import ReducerTesting
import Testing

// Bindings: the field wrapper, the action that sets a field, the reducer that applies it before
// the feature's own logic, and the store helper a UI layer uses.

private struct Signup: Reducer {
  struct State: Equatable, Codable, Sendable {
    @BindingState var email = ""
    @BindingState var age = 0
    var isValid = false
    var emailChanges = 0
  }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case submitTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$email):
        state.emailChanges += 1
        state.isValid = state.email.contains("@")
      case .binding, .submitTapped:
        break
      }
      return .none
    }
  }
}

@Test func bindingStateCostsNothing() {
  #expect(MemoryLayout<BindingState<String>>.size == MemoryLayout<String>.size)
  #expect(MemoryLayout<BindingState<Int8>>.stride == MemoryLayout<Int8>.stride)
  #expect(MemoryLayout<Signup.State>.size == MemoryLayout<(String, Int, Bool, Int)>.size)
}

@Test func bindingStatePassesConformancesThrough() throws {
  func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
  #expect(isSendable(BindingState<String>.self))
  #expect(isSendable(BindingAction<Signup.State>.self))
  #expect(BindingState(wrappedValue: 1) == BindingState(wrappedValue: 1))
  #expect(BindingState(wrappedValue: 1) != BindingState(wrappedValue: 2))
  #expect(Set([BindingState(wrappedValue: "a"), BindingState(wrappedValue: "a")]).count == 1)
}

private struct Plain: Codable, Equatable {
  var email: String
  var age: Int
  var isValid: Bool
  var emailChanges: Int
}

@Test func bindingStateEncodesLikeThePlainValue() throws {
  var state = Signup.State()
  state.email = "a@b.c"
  state.age = 42
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let wrapped = try encoder.encode(state)
  let plain = try encoder.encode(Plain(email: "a@b.c", age: 42, isValid: false, emailChanges: 0))
  #expect(String(decoding: wrapped, as: UTF8.self) == String(decoding: plain, as: UTF8.self))
  #expect(try JSONDecoder().decode(Signup.State.self, from: plain) == state)
}

@Test func bindingActionsAreEqualWhenTheySetTheSameFieldToEqualValues() {
  typealias Binding = BindingAction<Signup.State>
  #expect(Binding.set(\.$email, "a") == .set(\.$email, "a"))
  #expect(Binding.set(\.$email, "a") != .set(\.$email, "b"))
  #expect(Binding.set(\.$age, 1) != .set(\.$email, "1"))
  #expect(Signup.Action.set(\.$email, "a") == .binding(.set(\.$email, "a")))
  #expect(Binding.set(\.$email, "a").keyPath == \Signup.State.$email)
  #expect(Binding.set(\.$age, 7).value as? Int == 7)
}

@Test func bindingActionMatchesItsFieldInAPattern() {
  let action = BindingAction<Signup.State>.set(\.$email, "x")
  switch action {
  case \.$age: Issue.record("matched the wrong field")
  case \.$email: break
  default: Issue.record("did not match the field it sets")
  }
  var state = Signup.State()
  action.apply(to: &state)
  #expect(state.email == "x")
}

@MainActor
@Test func bindingReducerSetsTheFieldBeforeTheFeaturesOwnLogic() {
  let store = Store(initialState: Signup.State()) { Signup() }
  store.send(.binding(.set(\.$email, "a@b.c")))
  #expect(store.state.email == "a@b.c")
  #expect(store.state.isValid)
  #expect(store.state.emailChanges == 1)
  store.send(.set(\.$age, 30))
  #expect(store.state.age == 30)
  #expect(store.state.emailChanges == 1)
  store.send(.submitTapped)
  #expect(store.state.age == 30)
  #expect(store.state.email == "a@b.c")
}

@MainActor
@Test func storeBindingReadsTheFieldAndSendsItsBindingAction() {
  let store = Store(initialState: Signup.State()) { Signup() }
  let email = store.binding(\.$email)
  #expect(email.value == "")
  email.value = "me@x"
  #expect(store.state.email == "me@x")
  #expect(store.state.isValid)
  #expect(store.state.emailChanges == 1)
  email.set("other")
  #expect(email.value == "other")
  #expect(store.state.emailChanges == 2)
}

@MainActor
@Test func aTestStoreAssertsBindingActions() async {
  let store = TestStore(initialState: Signup.State()) { Signup() }
  await store.send(.binding(.set(\.$email, "a@b.c"))) {
    $0.email = "a@b.c"
    $0.isValid = true
    $0.emailChanges = 1
  }
  await store.send(.set(\.$age, 3)) { $0.age = 3 }
}

// A binding's key path prints as the field's name, `\State.$field`, not as Swift prints a
// computed key path where symbols are unavailable (`\State.<computed 0x… (BindingState<…>)>`).

/// A form with two wrappers of one type, so that the type alone cannot tell which field a key
/// path sets.
private struct FullName: Equatable {
  @BindingState var first = ""
  @BindingState var last = ""
  @BindingState var nickname: String?
}

@Test func aBindingActionPrintsTheNameOfTheOneFieldOfItsType() {
  #expect(describe(BindingAction<Signup.State>.set(\.$age, 7)) == #".set(\State.$age, 7)"#)
  #expect(describe(BindingAction<Signup.State>.set(\.$email, "a")) == #".set(\State.$email, "a")"#)
  #expect(
    describe(BindingAction<FullName>.set(\.$nickname, "Al")) == #".set(\FullName.$nickname, "Al")"#)
  #expect(String(describing: BindingAction<Signup.State>.set(\.$age, 7)).contains(#"\State.$age"#))
}

@Test func aBindingActionLearnsWhichOfSeveralFieldsOfItsTypeItSetsOnceApplied() {
  var state = FullName()
  // Both wrappers start equal: applying `.set(\.$last, "")` changes nothing, and tells nothing.
  BindingAction<FullName>.set(\.$last, "").apply(to: &state)
  BindingAction<FullName>.set(\.$last, "Lovelace").apply(to: &state)
  #expect(state.last == "Lovelace")
  #expect(state.first == "")
  #expect(describe(BindingAction<FullName>.set(\.$last, "x")) == #".set(\FullName.$last, "x")"#)
  // The other field, set to the value it already has, is told apart by the other field's value.
  BindingAction<FullName>.set(\.$first, "").apply(to: &state)
  #expect(describe(BindingAction<FullName>.set(\.$first, "")) == #".set(\FullName.$first, "")"#)
}

@Test func aStoredKeyPathPrintsAsSwiftPrintsIt() {
  struct Point { var x = 0 }
  #expect(describe(\Point.x) == #"\Point.x"#)
}

@Test func aBindingKeyPathThroughAChildIsNotMistakenForAFieldOfTheRoot() {
  struct Child: Equatable { @BindingState var nickname = "" }
  struct Parent: Equatable {
    @BindingState var name = ""
    var child = Child()
  }
  var parent = Parent()
  BindingAction<Parent>.set(\.child.$nickname, "Al").apply(to: &parent)
  #expect(parent.child.nickname == "Al")
  #expect(parent.name == "")
  let text = describe(BindingAction<Parent>.set(\.child.$nickname, "Al"))
  #expect(text.hasPrefix(#".set(\Parent.child."#), "\(text)")
  #expect(!text.contains("$name"), "\(text)")
}
