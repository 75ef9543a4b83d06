import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// `.reset` and `.restore`: one step that shows exactly a navigation (issue 22, items 2 and 7).

@MainActor
@Suite struct NavigationRestoreTests {
  @Test func resetPopsTheStackAndDismissesTheModalAndStopsTheirEffects() async {
    let store = Store(initialState: lifeFlow(stack: ["a", "b"], modal: "m")) { LifeFlow() }
    let a = store.send(.route("a", .screen(.start)))
    let m = store.send(.modalRoute(.screen(.start)))
    let root = store.send(.root(.start))
    store.send(.navigation(.reset))
    #expect(store.state.navigation.stack.isEmpty)
    #expect(store.state.navigation.modal == nil)
    #expect(store.state.navigation.modalStyle == nil)
    #expect(await finishes(a))
    #expect(await finishes(m))
    #expect(root.isRunning, "the root screen stays, with its effects")
    root.cancel()
  }

  @Test func restoreKeepsTheRoutesThatStayAndTheirEffects() async {
    let store = Store(initialState: lifeFlow(stack: ["a", "b"], modal: "m")) { LifeFlow() }
    let a = store.send(.route("a", .screen(.start)))
    let b = store.send(.route("b", .screen(.start)))
    let m = store.send(.modalRoute(.screen(.start)))
    var target = LifeFlow.Route.NavigationState()
    target.push(.screen(.init(id: "a")))
    target.push(.screen(.init(id: "c")))
    target.present(.screen(.init(id: "m")), style: .fullScreen)
    store.send(.navigation(.restore(target)))
    #expect(store.state.navigation.stack.ids == ["a", "c"])
    #expect(store.state.navigation.modal?.id == "m")
    #expect(store.state.navigation.modalStyle == .fullScreen)
    #expect(await finishes(b))
    #expect(a.isRunning)
    #expect(m.isRunning, "the modal with the same id stays")
    store.send(.navigation(.reset))
    #expect(await finishes(a))
    #expect(await finishes(m))
  }

  @Test func aSnapshotRoundTripsThroughJSONAndRestoresInOneStep() async throws {
    var saved = TopFlow.State()
    saved.navigation.push(.ticker(.init(name: "t1", ticks: 3)))
    saved.navigation.present(.ticker(.init(name: "cover")), style: .fullScreen)
    let data = try JSONEncoder().encode(NavigationSnapshot(of: saved))
    let snapshot = try JSONDecoder().decode(NavigationSnapshot<TopFlow.Route>.self, from: data)
    let store = TestStore(initialState: TopFlow.State()) { TopFlow() }
    await store.send(.navigation(.restore(snapshot: snapshot))) {
      $0.navigation = saved.navigation
    }
    await store.send(.navigation(.reset)) {
      $0.navigation = .init()
    }
  }

  @Test func savedAndRestoredIsTheNavigationARelaunchSees() throws {
    var saved = TopFlow.State()
    saved.navigation.push(.ticker(.init(name: "t1", ticks: 3)))
    saved.navigation.push(.mid(.init(root: .init(name: "m1"))))
    saved.navigation.present(.ticker(.init(name: "cover")), style: .fullScreen)
    let restored = try saved.navigation.savedAndRestored()
    #expect(restored == saved.navigation)
    #expect(restored.description == saved.navigation.description)
    #expect(restored.modalStyle == .fullScreen)
  }

  @Test func savedAndRestoredThrowsWhatTheDecodingThrows() {
    // A route whose id changes in its encoded form comes back with a stack that repeats an
    // id: the snapshot's decoding refuses it, and `savedAndRestored()` throws that error.
    var saved = Renamed.Route.NavigationState()
    saved.push(.named("a"))
    saved.push(.named("A"))
    #expect(throws: DecodingError.self) { try saved.savedAndRestored() }
  }

  @Test func resetTellsARendererToPopAndDismiss() {
    let store = Store(initialState: lifeFlow(stack: ["a"], modal: "m")) { LifeFlow() }
    let before = NavigationTree(of: store.state)
    store.send(.navigation(.reset))
    let changes = before.changes(to: NavigationTree(of: store.state))
    let text = changes.map(\.description)
    #expect(text.contains { $0.hasPrefix("dismiss") })
    #expect(text.contains { $0.hasPrefix("pop 1") })
  }
}

/// A `LifeFlow` showing these screens.
private func lifeFlow(stack: [String], modal: String? = nil) -> LifeFlow.State {
  func screen(_ id: String) -> LifeFlow.Route { .screen(.init(id: id)) }
  return LifeFlow.State(navigation: .init(stack: stack.map(screen), modal: modal.map(screen)))
}

@MainActor
@Suite struct RendererChangesInTestsTests {
  @Test func aTestStoreStepsChangesAreWhatARendererIsTold() async {
    let store = TestStore(initialState: TopFlow.State()) { TopFlow() }
    var before = store.state
    await store.send(.navigation(.push(.ticker(.init(name: "t1"))))) {
      $0.navigation.push(.ticker(.init(name: "t1")))
    }
    let pushed = NavigationChange.changes(from: before, to: store.state)
    #expect(pushed.count == 1)
    #expect(pushed.first?.description.hasPrefix("push") == true)
    before = store.state
    await store.send(.navigation(.present(.ticker(.init(name: "s")), style: .sheet))) {
      $0.navigation.present(.ticker(.init(name: "s")), style: .sheet)
    }
    #expect(
      NavigationChange.changes(from: before, to: store.state).map(\.description).first?
        .hasPrefix("present sheet") == true)
    #expect(NavigationChange.changes(from: store.state, to: store.state).isEmpty)
  }
}

/// Routes that lose their case of letters when saved: `A` comes back as `a`.
private enum Renamed {
  enum Route: Routing, Equatable, Codable {
    case named(String)
    enum Action: Equatable {}
    var id: String {
      switch self {
      case let .named(name): name
      }
    }
    init(from decoder: any Decoder) throws {
      self = .named(try decoder.singleValueContainer().decode(String.self))
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case let .named(name): try container.encode(name.lowercased())
      }
    }
  }
}
