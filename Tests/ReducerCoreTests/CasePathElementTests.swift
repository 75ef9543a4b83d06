import Foundation
import Testing

@testable import ReducerCore

// `(/Action.rows)[id: 3]`, TCA's `\.rows[id: 3]`: the action of one element of a collection.

/// A list of switches whose rows' actions are TCA's `IdentifiedActionOf<Row>`.
private struct Switches<ID: Hashable & Sendable>: Reducer {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      var id: ID
      var isOn = false
    }
    enum Action: Equatable {
      case toggled
      case renamed(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .toggled = action { state.isOn.toggle() }
      return .none
    }
  }
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case other
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.rows) { Row() }
  }
}

private typealias IntSwitches = Switches<Int>
private typealias UUIDSwitches = Switches<UUID>

@MainActor
@Suite struct CasePathElementTests {
  @Test func embedsTheActionForTheElementWithTheID() {
    let third = (/IntSwitches.Action.rows)[id: 3]
    #expect(third.embed(.toggled) == .rows(.element(id: 3, action: .toggled)))
    #expect(third.embed(.renamed("Lamp")) == .rows(.element(id: 3, action: .renamed("Lamp"))))
  }

  @Test func extractsOnlyTheActionsForTheElementWithTheID() {
    let third = (/IntSwitches.Action.rows)[id: 3]
    #expect(third.extract(from: .rows(.element(id: 3, action: .toggled))) == .toggled)
    #expect(third.extract(from: .rows(.element(id: 4, action: .toggled))) == nil)
    #expect(third.extract(from: .other) == nil)
  }

  @Test func composesWithAVoidCaseOfTheElementsAction() {
    let toggled = (/IntSwitches.Action.rows)[id: 3] .. /IntSwitches.Row.Action.toggled
    #expect(toggled.embed(()) == .rows(.element(id: 3, action: .toggled)))
    #expect(toggled.extract(from: .rows(.element(id: 3, action: .toggled))) != nil)
    #expect(toggled.extract(from: .rows(.element(id: 3, action: .renamed("Lamp")))) == nil)
    #expect(toggled.extract(from: .rows(.element(id: 2, action: .toggled))) == nil)
  }

  @Test func composesWithACaseWithAPayload() {
    let renamed = (/IntSwitches.Action.rows)[id: 1] .. /IntSwitches.Row.Action.renamed
    #expect(renamed.embed("Fan") == .rows(.element(id: 1, action: .renamed("Fan"))))
    #expect(renamed.extract(from: .rows(.element(id: 1, action: .renamed("Fan")))) == "Fan")
    #expect(renamed.extract(from: .rows(.element(id: 2, action: .renamed("Fan")))) == nil)
  }

  @Test func worksWithUUIDs() {
    let first = UUID()
    let second = UUID()
    let toggled = (/UUIDSwitches.Action.rows)[id: first] .. /UUIDSwitches.Row.Action.toggled
    #expect(toggled.embed(()) == .rows(.element(id: first, action: .toggled)))
    #expect(toggled.extract(from: .rows(.element(id: first, action: .toggled))) != nil)
    #expect(toggled.extract(from: .rows(.element(id: second, action: .toggled))) == nil)
  }

  @Test func aStoreSendsTheEmbeddedActionToThatElementOnly() {
    let store = Store(
      initialState: IntSwitches.State(rows: [.init(id: 1), .init(id: 2), .init(id: 3)])
    ) { IntSwitches() }
    store.send(((/IntSwitches.Action.rows)[id: 2] .. /IntSwitches.Row.Action.toggled).embed(()))
    #expect(store.state.rows.map(\.isOn) == [false, true, false])
  }

  @Test func aStoreOfUUIDRowsSendsTheEmbeddedActionToThatElementOnly() {
    let ids = [UUID(), UUID()]
    let store = Store(
      initialState: UUIDSwitches.State(
        rows: IdentifiedArray(uniqueElements: ids.map { .init(id: $0) }))
    ) { UUIDSwitches() }
    store.send((/UUIDSwitches.Action.rows)[id: ids[1]].embed(.toggled))
    #expect(store.state.rows[id: ids[0]]?.isOn == false)
    #expect(store.state.rows[id: ids[1]]?.isOn == true)
  }
}
