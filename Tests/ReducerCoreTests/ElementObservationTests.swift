import Observation
import ReducerCore
import Testing

// A send tells only the stores of the elements that changed (issue 45): every other row store's
// observation is not run at all, whatever changed the row (its own reducer, the parent's
// reducer, a whole new array), and a change is never missed.

/// A list whose parent can change rows itself, replace them all, or change many at once.
private struct Board: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case row((Int, Row.Action))
    case parentRetitles(Int, String)
    case replaceAll(title: String)
    case retitleAll(String)
    case reverse
    case copyAndRetitle(Int, String)
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var title = ""
    }
    enum Action { case retitle(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .retitle(title): state.title = title
      }
      return .none
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .row: break
      case let .parentRetitles(id, title): state.rows[id: id]?.title = title
      case let .replaceAll(title):
        state.rows = IdentifiedArray(
          uncheckedUniqueElements: state.rows.map { Row.State(id: $0.id, title: title) })
      case let .retitleAll(title):
        for id in state.rows.ids { state.rows[id: id]?.title = title }
      case .reverse: state.rows.sort { $0.id > $1.id }
      case let .copyAndRetitle(id, title):
        // A copy held while changing: the array's log is shared, so the change gets a new one.
        let before = state.rows
        state.rows[id: id]?.title = title
        _ = before
      }
      return .none
    }
    .forEach(\.rows, action: /Action.row) { Row() }
  }
}

/// A board of `count` rows, its row stores, and how many times each row store's changes were
/// told (the relay every field observation of a row store runs on).
@MainActor
private final class ObservedBoard {
  let store: StoreOf<Board>
  let rows: [Store<Board.Row.State, Board.Row.Action>]
  private(set) var told: [Int: Int] = [:]
  private var tokens: [ObservationToken] = []

  init(count: Int) {
    var state = Board.State()
    for id in 0..<count { state.rows.append(Board.Row.State(id: id)) }
    store = Store(initialState: state) { Board() }
    rows = store.scope(state: \.rows, action: /Board.Action.row)
    for (id, row) in rows.enumerated() {
      tokens.append(row.observeChanges { [weak self] _ in self?.told[id, default: 0] += 1 })
    }
  }

  /// The rows told while `act` ran.
  func toldRows(_ act: () -> Void) -> Set<Int> {
    told = [:]
    act()
    return Set(told.keys)
  }
}

@MainActor
@Suite struct ElementObservationTests {
  @Test func aRowsOwnActionTellsThatRowAlone() {
    let board = ObservedBoard(count: 1_000)
    #expect(board.toldRows { board.store.send(.row((500, .retitle("x")))) } == [500])
    #expect(board.toldRows { board.rows[3].send(.retitle("y")) } == [3])
  }

  @Test func theParentChangingARowTellsThatRow() {
    let board = ObservedBoard(count: 100)
    #expect(board.toldRows { board.store.send(.parentRetitles(42, "x")) } == [42])
  }

  @Test func aChangeMadeWhileACopyIsHeldIsTold() {
    let board = ObservedBoard(count: 100)
    #expect(board.toldRows { board.store.send(.copyAndRetitle(7, "x")) }.contains(7))
    #expect(board.store.state.rows[id: 7]?.title == "x")
  }

  @Test func aNewArrayTellsEveryRow() {
    let board = ObservedBoard(count: 50)
    #expect(board.toldRows { board.store.send(.replaceAll(title: "new")) } == Set(0..<50))
  }

  @Test func manyRowsChangedAtOnceAreAllTold() {
    let board = ObservedBoard(count: 200)
    #expect(board.toldRows { board.store.send(.retitleAll("all")) } == Set(0..<200))
  }

  @Test func reorderingTellsEveryRow() {
    let board = ObservedBoard(count: 20)
    #expect(board.toldRows { board.store.send(.reverse) } == Set(0..<20))
  }

  @Test func anActionThatChangesNoRowTellsNone() {
    let board = ObservedBoard(count: 100)
    #expect(board.toldRows { board.store.send(.parentRetitles(1_000, "absent")) }.isEmpty)
  }

  /// What a view sees: the reader of a row's title is told of its own row's change, however it
  /// was made, and of no other.
  @Test func aViewOfARowIsToldOfItsRowAndNoOther() {
    let board = ObservedBoard(count: 100)
    let row = board.rows[10]
    expectInvalidation(
      false, reading: { _ = row.title }, by: { board.store.send(.row((11, .retitle("a")))) })
    expectInvalidation(
      true, reading: { _ = row.title }, by: { board.store.send(.parentRetitles(10, "b")) })
    expectInvalidation(
      true, reading: { _ = row.title }, by: { board.store.send(.replaceAll(title: "c")) })
    expectInvalidation(true, reading: { _ = row.title }, by: { board.store.send(.retitleAll("d")) })
    expectInvalidation(
      true, reading: { _ = row.title }, by: { board.store.send(.copyAndRetitle(10, "e")) })
    #expect(row.title == "e")
  }

  /// Random actions against a board whose every row is read by a view: after each, a view is
  /// told exactly when its row's title differs from what it read.
  @Test func randomActionsNeverLeaveAViewStale() {
    let board = ObservedBoard(count: 30)
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<400 {
      let titles = board.rows.map(\.state.title)
      let changed = LockIsolated(Set<Int>())
      for (id, row) in board.rows.enumerated() {
        withObservationTracking {
          _ = row.title
        } onChange: {
          changed.withValue { _ = $0.insert(id) }
        }
      }
      let title = "t\(next(3))"
      switch next(6) {
      case 0: board.store.send(.row((next(30), .retitle(title))))
      case 1: board.store.send(.parentRetitles(next(30), title))
      case 2: board.store.send(.replaceAll(title: title))
      case 3: board.store.send(.retitleAll(title))
      case 4: board.store.send(.copyAndRetitle(next(30), title))
      default: board.store.send(.reverse)
      }
      for (id, row) in board.rows.enumerated() {
        let isDifferent = row.state.title != titles[id]
        #expect(changed.value.contains(id) == isDifferent, "row \(id)")
      }
    }
  }
}
