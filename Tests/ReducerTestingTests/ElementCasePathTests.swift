import Foundation
import ReducerTesting
import Testing

// A TCA 1.x test of one row of a list: `store.send(\.rows[id: 3].toggled)` and
// `store.receive(\.rows[id: 3].saved)`, spelled with case paths:
// `(/Action.rows)[id: 3] .. /Row.Action.toggled`.

/// A list of lights; toggling one saves it, in an effect that sends `.saved` back.
private struct Lights<ID: Hashable & Sendable>: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: ID
      var isOn = false
      var saves = 0
    }
    enum Action: Equatable {
      case toggled
      case saved
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggled:
        state.isOn.toggle()
        return .run { send in await send(.saved) }
      case .saved:
        state.saves += 1
        return .none
      }
    }
  }
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.rows) { Row() }
  }
}

@MainActor
@Suite struct ElementCasePathTests {
  @Test func aTestSendsAndReceivesOneRowsActionsByID() async {
    typealias Feature = Lights<Int>
    let failures = await recordedFailures {
      let store = TestStore(
        initialState: Feature.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3)])
      ) { Feature() }
      await store.send(((/Feature.Action.rows)[id: 3] .. /Feature.Row.Action.toggled).embed(())) {
        $0.rows[id: 3]?.isOn = true
      }
      await store.receive((/Feature.Action.rows)[id: 3] .. /Feature.Row.Action.saved) {
        $0.rows[id: 3]?.saves = 1
      }
      await store.send((/Feature.Action.rows)[id: 1].embed(.toggled)) {
        $0.rows[id: 1]?.isOn = true
      }
      await store.receive((/Feature.Action.rows)[id: 1]) { $0.rows[id: 1]?.saves = 1 }
    }
    #expect(failures == [])
  }

  @Test func receivingAnotherRowsActionFails() async {
    typealias Feature = Lights<Int>
    let failures = await recordedFailures {
      let store = TestStore(
        initialState: Feature.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3)])
      ) { Feature() }
      await store.send(((/Feature.Action.rows)[id: 3] .. /Feature.Row.Action.toggled).embed(())) {
        $0.rows[id: 3]?.isOn = true
      }
      await store.receive((/Feature.Action.rows)[id: 2] .. /Feature.Row.Action.saved) {
        $0.rows[id: 2]?.saves = 1
      }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix("Expected to receive an action in the case path's case") == true)
    #expect(failures.first?.contains(".rows(.element(id: 3") == true)
  }

  @Test func receivingAnotherCaseOfTheSameRowFails() async {
    typealias Feature = Lights<Int>
    let failures = await recordedFailures {
      let store = TestStore(initialState: Feature.State(rows: [.init(id: 3)])) { Feature() }
      await store.send(((/Feature.Action.rows)[id: 3] .. /Feature.Row.Action.toggled).embed(())) {
        $0.rows[id: 3]?.isOn = true
      }
      await store.receive((/Feature.Action.rows)[id: 3] .. /Feature.Row.Action.toggled)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("but received .rows(.element(id: 3, action: .saved))") == true)
  }

  @Test func rowsWithUUIDsAreFoundByTheirIDs() async {
    typealias Feature = Lights<UUID>
    let first = UUID()
    let second = UUID()
    let failures = await recordedFailures {
      let store = TestStore(
        initialState: Feature.State(rows: [.init(id: first), .init(id: second)])
      ) { Feature() }
      await store.send(
        ((/Feature.Action.rows)[id: second] .. /Feature.Row.Action.toggled).embed(())
      ) {
        $0.rows[id: second]?.isOn = true
      }
      await store.receive((/Feature.Action.rows)[id: second] .. /Feature.Row.Action.saved) {
        $0.rows[id: second]?.saves = 1
      }
    }
    #expect(failures == [])
  }
}
