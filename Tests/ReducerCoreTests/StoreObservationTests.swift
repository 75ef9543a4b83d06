import Observation
import ReducerCore
import Testing

// The store is Observable: a reader of one field is told when that field changes, and only
// then; child stores are stable and observe only their own state.

struct Profile: Reducer {
  struct State: Equatable {
    var name = "Ada"
    var visits = 0
    var detail: Detail.State?
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case rename(String)
    case visit
    case nothing
    case open
    case close
    case detail(Detail.Action)
    case insert(Int)
    case remove(Int)
    case row((Int, Row.Action))
  }

  struct Detail: Reducer {
    struct State: Equatable { var text = "" }
    enum Action { case type(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .type(text):
        state.text = text
        return .none
      }
    }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var title = ""
    }
    enum Action { case retitle(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .retitle(title):
        state.title = title
        return .none
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(name): state.name = name
      case .visit: state.visits += 1
      case .nothing: break
      case .open: state.detail = Detail.State()
      case .close: state.detail = nil
      case let .insert(id): state.rows.append(Row.State(id: id))
      case let .remove(id): state.rows.remove(id: id)
      case .detail, .row: break
      }
      return .none
    }
    .ifLet(\.detail, action: /Action.detail) { Detail() }
    .forEach(\.rows, action: /Action.row) { Row() }
  }
}

extension Profile.State {
  /// A computed field, read through its key path by the observation.
  var shoutedName: String { name.uppercased() }
}

/// Whether `read`'s observation was told of a change while `act` ran.
@MainActor
func isInvalidated(
  reading read: @escaping @MainActor @Sendable () -> Void, by act: @MainActor @Sendable () -> Void
) -> Bool {
  let changed = LockIsolated(false)
  withObservationTracking {
    read()
  } onChange: {
    changed.setValue(true)
  }
  act()
  return changed.value
}

/// Expects `read`'s observation to be told, or not, of a change while `act` runs.
@MainActor
func expectInvalidation(
  _ expected: Bool,
  reading read: @escaping @MainActor @Sendable () -> Void,
  by act: @MainActor @Sendable () -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let invalidated = isInvalidated(reading: read, by: act)
  #expect(invalidated == expected, sourceLocation: sourceLocation)
}

@MainActor
@Suite struct StoreObservationTests {
  @Test func aFieldReaderIsToldOnlyOfItsField() {
    let store = Store(initialState: Profile.State()) { Profile() }
    expectInvalidation(false, reading: { _ = store.name }, by: { store.send(.visit) })
    expectInvalidation(true, reading: { _ = store.name }, by: { store.send(.rename("Grace")) })
    expectInvalidation(false, reading: { _ = store.name }, by: { store.send(.rename("Grace")) })
    expectInvalidation(true, reading: { _ = store.visits }, by: { store.send(.visit) })
  }

  @Test func aComputedOrNestedFieldReaderIsToldOnlyOfItsValue() {
    // A computed field is read through its key path, a nested stored one where it lies: both
    // are compared after each action as a stored field is.
    let store = Store(initialState: Profile.State()) { Profile() }
    expectInvalidation(false, reading: { _ = store.shoutedName }, by: { store.send(.visit) })
    expectInvalidation(
      true, reading: { _ = store.shoutedName }, by: { store.send(.rename("Grace")) })
    expectInvalidation(
      false, reading: { _ = store.shoutedName }, by: { store.send(.rename("grace")) })
    store.send(.open)
    let text = \Profile.State.detail?.text
    expectInvalidation(
      false, reading: { _ = store[dynamicMember: text] }, by: { store.send(.visit) })
    expectInvalidation(
      true, reading: { _ = store[dynamicMember: text] },
      by: { store.send(.detail(.type("hi"))) })
  }

  @Test func aStateReaderIsToldOfEveryChangeButNotOfNone() {
    let store = Store(initialState: Profile.State()) { Profile() }
    expectInvalidation(true, reading: { _ = store.state.visits }, by: { store.send(.rename("x")) })
    expectInvalidation(false, reading: { _ = store.state.visits }, by: { store.send(.nothing) })
  }

  @Test func theSamePathGivesTheSameChildStore() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let first = store.scope(state: \.name, action: /Profile.Action.rename)
    let second = store.scope(state: \.name, action: /Profile.Action.rename)
    #expect(first === second)
    second.send("Grace")
    #expect(first.state == "Grace")
  }

  @Test func anOptionalChildStoreComesAndGoes() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    #expect(store.scope(state: \.detail, action: /Profile.Action.detail) == nil)
    expectInvalidation(
      true,
      reading: {
        _ = store.scope(state: \.detail, action: /Profile.Action.detail)
      }, by: { store.send(.open) })
    let detail = store.scope(state: \.detail, action: /Profile.Action.detail)
    #expect(detail != nil)
    #expect(detail === store.scope(state: \.detail, action: /Profile.Action.detail))
    detail?.send(.type("hello"))
    #expect(store.state.detail?.text == "hello")

    store.send(.close)
    #expect(store.scope(state: \.detail, action: /Profile.Action.detail) == nil)
    // A view still holding the child reads its last state; a send to it is a diagnostic.
    #expect(detail?.state.text == "hello")
    let diagnostics = await withDiagnostics { detail?.send(.type("late")) }
    #expect(diagnostics.map(\.kind) == ["store.childGone"])
    #expect(store.state.detail == nil)

    // Opened again, it is a new child.
    store.send(.open)
    let reopened = store.scope(state: \.detail, action: /Profile.Action.detail)
    #expect(reopened != nil)
    #expect(reopened !== detail)
    #expect(reopened?.state.text == "")
  }

  @Test func rowStoresAreStableByIdAndToldOnlyOfTheirOwnRow() {
    var initial = Profile.State()
    for id in 0..<1_000 { initial.rows.append(Profile.Row.State(id: id)) }
    let store = Store(initialState: initial) { Profile() }
    let rows = store.scope(state: \.rows, action: /Profile.Action.row)
    #expect(rows.count == 1_000)
    let row = rows[500]
    #expect(row === store.scope(state: \.rows, action: /Profile.Action.row)[500])

    // Another row changes, a row is inserted, a row elsewhere is removed: row 500 is not told.
    expectInvalidation(
      false, reading: { _ = row.title },
      by: {
        store.send(.row((3, .retitle("three"))))
        store.send(.insert(5_000))
        store.send(.remove(0))
      })
    // Its own change tells it.
    expectInvalidation(true, reading: { _ = row.title }, by: { rows[500].send(.retitle("mine")) })
    #expect(store.state.rows[id: 500]?.title == "mine")
    // The list's reader is told of the insertion.
    expectInvalidation(
      true,
      reading: {
        _ = store.scope(state: \.rows, action: /Profile.Action.row)
      }, by: { store.send(.insert(6_000)) })
  }

  @Test func aRemovedRowsStoreAnswersItsLastState() async {
    var initial = Profile.State()
    initial.rows = [Profile.Row.State(id: 1, title: "one")]
    let store = Store(initialState: initial) { Profile() }
    let row = store.scope(state: \.rows, action: /Profile.Action.row)[0]
    store.send(.remove(1))
    #expect(row.state.title == "one")
    let diagnostics = await withDiagnostics { row.send(.retitle("gone")) }
    #expect(diagnostics.map(\.kind) == ["store.childGone"])
  }
}

// A child whose state leaves and comes back at the same place before anything reads its store
// is another child: the store still held for the first keeps answering its last state and
// refuses sends, and scoping again gives a new store.
@MainActor
@Suite struct HeldChildStoreTests {
  @Test func anOptionalChildThatLeavesAndComesBackUnreadGetsANewStore() async throws {
    let store = Store(initialState: Profile.State()) { Profile() }
    let path = /Profile.Action.detail
    store.send(.open)
    let detail = try #require(store.scope(state: \.detail, action: path))
    detail.send(.type("first"))
    store.send(.close)
    store.send(.open)  // a new detail, text ""
    #expect(detail.state.text == "first")
    let diagnostics = await withDiagnostics { detail.send(.type("to the old one")) }
    #expect(diagnostics.map(\.kind) == ["store.childGone"])
    #expect(store.state.detail?.text == "")
    let again = try #require(store.scope(state: \.detail, action: path))
    #expect(again !== detail)
    again.send(.type("new"))
    #expect(store.state.detail?.text == "new")
  }

  @Test func anElementRemovedAndAddedAgainUnreadGetsANewStore() async {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.send(.insert(1))
    store.send(.insert(2))
    let row = store.scope(state: \.rows, action: /Profile.Action.row)[1]
    row.send(.retitle("old"))
    store.send(.remove(2))
    store.send(.insert(2))  // the same id, a new element
    #expect(row.state.title == "old")
    let diagnostics = await withDiagnostics { row.send(.retitle("to the old one")) }
    #expect(diagnostics.map(\.kind) == ["store.childGone"])
    #expect(store.state.rows[id: 2]?.title == "")
    let again = store.scope(state: \.rows, action: /Profile.Action.row)[1]
    #expect(again !== row)
    #expect(again.state.title == "")
  }

  @Test func aGoneChildAnswersTheStateItHadEvenIfNothingReadItSince() throws {
    let store = Store(initialState: Profile.State()) { Profile() }
    let path = /Profile.Action.detail
    store.send(.open)
    let detail = try #require(store.scope(state: \.detail, action: path))
    // Changed through the parent, never read through the child's store, then removed.
    store.send(.detail(.type("changed by the parent")))
    store.send(.close)
    #expect(detail.state.text == "changed by the parent")
  }

  @Test func elementStoresAreCheckedOnlyWhenTheIdsChange() {
    let store = Store(initialState: Profile.State()) { Profile() }
    for id in 0..<3 { store.send(.insert(id)) }
    let rows = store.scope(state: \.rows, action: /Profile.Action.row)
    rows[1].send(.retitle("read"))
    // An action that leaves the ids alone keeps every row; one that removes row 1 marks it
    // gone, with the state it had when last read.
    store.send(.row((2, .retitle("two"))))
    #expect(store.scope(state: \.rows, action: /Profile.Action.row)[1] === rows[1])
    store.send(.remove(1))
    #expect(rows[1].state.title == "read")
    #expect(store.scope(state: \.rows, action: /Profile.Action.row).map(\.state.id) == [0, 2])
    #expect(store.scope(state: \.rows, action: /Profile.Action.row)[1] === rows[2])
  }

  @Test func aChildThatStaysKeepsItsStore() {
    let store = Store(initialState: Profile.State()) { Profile() }
    store.send(.open)
    store.send(.insert(1))
    let detail = store.scope(state: \.detail, action: /Profile.Action.detail)
    let row = store.scope(state: \.rows, action: /Profile.Action.row)[0]
    for index in 0..<5 { store.send(.rename("name \(index)")) }
    #expect(store.scope(state: \.detail, action: /Profile.Action.detail) === detail)
    #expect(store.scope(state: \.rows, action: /Profile.Action.row)[0] === row)
  }
}

/// A feature whose count is shared, and whose detail screen holds a shared element.
struct SharedProfile: Reducer {
  struct Detail: Equatable {
    @Shared var title: String
  }
  struct State: Equatable {
    @Shared(.inMemory("observed-count")) var count = 0
    var detail: Detail?
    var other = 0
  }
  enum Action { case increment, rename(String), bumpOther }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case let .rename(title): state.detail?.title = title
    case .bumpOther: state.other += 1
    }
    return .none
  }
}

// A reader of a value that holds shared fields is told when one of them changes: their `==`
// reads both sides live, so comparing values alone would never see it.
@MainActor
@Suite struct SharedObservationTests {
  func makeStore() -> StoreOf<SharedProfile> {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      var state = SharedProfile.State()
      state.detail = SharedProfile.Detail(title: Shared("A"))
      return Store(initialState: state) { SharedProfile() }
    }
  }

  @Test func aWholeStateReaderIsToldOfASharedChange() {
    let store = makeStore()
    expectInvalidation(true, reading: { _ = store.state }, by: { store.send(.increment) })
  }

  @Test func aFieldHoldingASharedValueIsToldWhenItChanges() {
    let store = makeStore()
    expectInvalidation(true, reading: { _ = store.detail }, by: { store.send(.rename("B")) })
    #expect(store.detail?.title == "B")
    expectInvalidation(true, reading: { _ = store.count }, by: { store.send(.increment) })
  }

  @Test func aPlainFieldIsNotToldOfASharedChange() {
    let store = makeStore()
    expectInvalidation(false, reading: { _ = store.other }, by: { store.send(.increment) })
  }
}

// A child store of an identified element is `Identifiable` by the element's id, so that
// SwiftUI's `ForEach` takes the element stores as they are.
@MainActor
@Suite struct ElementStoreIdentityTests {
  @Test func theStoresIdsAreTheRowsIdsAndFollowInsertionsAndRemovals() {
    var initial = Profile.State()
    for id in [3, 1, 2] { initial.rows.append(Profile.Row.State(id: id)) }
    let store = Store(initialState: initial) { Profile() }
    #expect(store.scope(state: \.rows, action: /Profile.Action.row).map(\.id) == [3, 1, 2])
    store.send(.insert(7))
    #expect(store.scope(state: \.rows, action: /Profile.Action.row).map(\.id) == [3, 1, 2, 7])
    store.send(.remove(1))
    #expect(store.scope(state: \.rows, action: /Profile.Action.row).map(\.id) == [3, 2, 7])
  }

  @Test func anIdStaysWhenItsRowChangesAndReadingItObservesNothing() {
    var initial = Profile.State()
    initial.rows = [Profile.Row.State(id: 1), Profile.Row.State(id: 2)]
    let store = Store(initialState: initial) { Profile() }
    let row = store.scope(state: \.rows, action: /Profile.Action.row)[1]
    #expect(row.id == 2)
    expectInvalidation(false, reading: { _ = row.id }, by: { row.send(.retitle("two")) })
    #expect(row.state.title == "two")
    #expect(row.id == 2)
    #expect(store.scope(state: \.rows, action: /Profile.Action.row)[1] === row)
  }

  @Test func anyStoreOfIdentifiableStateIsIdentifiedByTheStatesId() {
    func ids<Element: Identifiable>(_ elements: [Element]) -> [Element.ID] { elements.map(\.id) }
    let store = Store(initialState: Profile.Row.State(id: 9)) { Profile.Row() }
    #expect(ids([store]) == [9])
  }
}

/// A state with a field of each standard type a view reads most, compared by code specialized
/// for it, and one of another `Equatable` type, compared through its `Equatable` witness.
struct Gauges: Reducer {
  struct Label: Equatable { var text = "" }
  struct State: Equatable {
    var title = "a"
    var count = 0
    var isOn = false
    var level = 0.0
    var label = Label()
    var untouched = 0
  }
  enum Action {
    case set(State)
    case touchNothing
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(new): state = new
    case .touchNothing: state.untouched += 1
    }
    return .none
  }
}

@MainActor
@Suite struct StandardFieldObservationTests {
  /// Each field is told when its value changes, not when it is set to the same value, and not
  /// when another field changes.
  @Test func eachStandardFieldIsToldOnlyOfAChangeOfItsValue() {
    let changes:
      [(String, (inout Gauges.State) -> Void, @MainActor @Sendable (StoreOf<Gauges>) -> Void)] = [
      ("title", { $0.title = "b" }, { _ = $0.title }),
      ("count", { $0.count = 1 }, { _ = $0.count }),
      ("isOn", { $0.isOn = true }, { _ = $0.isOn }),
      ("level", { $0.level = 0.5 }, { _ = $0.level }),
      ("label", { $0.label.text = "b" }, { _ = $0.label }),
    ]
    for (name, change, read) in changes {
      let store = Store(initialState: Gauges.State()) { Gauges() }
      let toldOfAnother = isInvalidated(reading: { read(store) }, by: { store.send(.touchNothing) })
      #expect(!toldOfAnother, "\(name) was told of another field's change")
      let same = store.state
      let toldOfSame = isInvalidated(reading: { read(store) }, by: { store.send(.set(same)) })
      #expect(!toldOfSame, "\(name) was told of an unchanged value")
      var changed = store.state
      change(&changed)
      let new = changed
      let toldOfChange = isInvalidated(reading: { read(store) }, by: { store.send(.set(new)) })
      #expect(toldOfChange, "\(name) was not told of its change")
    }
  }

  /// Several fields read in one observation: a change of any one tells it, whichever was read
  /// first, and the fields not changed stay watched until then.
  @Test func aChangeOfAnyFieldReadTellsTheObservation() {
    for changed in 0..<3 {
      let store = Store(initialState: Gauges.State()) { Gauges() }
      let told = LockIsolated(false)
      withObservationTracking {
        _ = store.title
        _ = store.count
        _ = store.isOn
      } onChange: {
        told.setValue(true)
      }
      store.send(.touchNothing)
      #expect(!told.value)
      var state = store.state
      switch changed {
      case 0: state.title = "b"
      case 1: state.count = 1
      default: state.isOn = true
      }
      store.send(.set(state))
      #expect(told.value, "changing field \(changed) of three did not tell the observation")
    }
  }
}
