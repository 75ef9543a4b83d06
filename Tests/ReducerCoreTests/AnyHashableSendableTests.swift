import Testing

@testable import ReducerCore

// `AnyHashableSendable`, as TCA 1.x features use it for cancellation ids and reusable
// components' ids.

/// A reusable search component whose owner chooses its cancellation id.
private struct Search: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case start
    case stop
    case stopOther
    case stopWithThePlainID(CancelID)
  }

  let cancelID: AnyHashableSendable
  let started: Signal

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [started] _ in
        started.fire()
        try await Task.never()
      }
      .cancellable(id: cancelID)
    case .stop:
      return .cancel(id: cancelID)
    case .stopOther:
      return .cancel(id: AnyHashableSendable(CancelID.other))
    case let .stopWithThePlainID(id):
      return .cancel(id: id)
    }
  }
}

private enum CancelID: Hashable, Sendable {
  case search
  case other
}

@MainActor
@Suite struct AnyHashableSendableTests {
  @Test func valuesAreEqualWhenTheWrappedValuesAreEqualAsAnyHashable() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(AnyHashableSendable("1") != AnyHashableSendable(1))
    #expect(AnyHashableSendable(CancelID.search) == AnyHashableSendable(CancelID.search))
    #expect(AnyHashableSendable(CancelID.search) != AnyHashableSendable(CancelID.other))
    // `AnyHashable` compares integers of different types by value; so does this type.
    #expect(AnyHashableSendable(1) == AnyHashableSendable(UInt8(1)))
    #expect(AnyHashableSendable(1).hashValue == AnyHashableSendable(UInt8(1)).hashValue)
  }

  @Test func equalValuesHashAlikeAndWorkAsKeys() {
    var seen: Set<AnyHashableSendable> = [AnyHashableSendable(CancelID.search), "search", 1]
    seen.insert(AnyHashableSendable(CancelID.search))
    seen.insert(AnyHashableSendable("search"))
    seen.insert(AnyHashableSendable(Int64(1)))
    #expect(seen.count == 3)
    #expect(seen.contains(AnyHashableSendable(CancelID.search)))
    #expect(!seen.contains(AnyHashableSendable(CancelID.other)))
  }

  @Test func wrappingAWrappedValueDoesNotNestIt() {
    let once = AnyHashableSendable(CancelID.search)
    let twice = AnyHashableSendable(once)
    #expect(twice == once)
    #expect(twice.base as? CancelID == .search)
  }

  @Test func aWrappedValueIsTheSameAnyHashableAsTheValue() {
    #expect(AnyHashable(AnyHashableSendable(CancelID.search)) == AnyHashable(CancelID.search))
    #expect(AnyHashable(CancelID.search) == AnyHashable(AnyHashableSendable(CancelID.search)))
  }

  @Test func baseIsTheWrappedValue() {
    let id = AnyHashableSendable(CancelID.other)
    #expect(id.base as? CancelID == .other)
    #expect(AnyHashableSendable(42).base as? Int == 42)
  }

  @Test func literalsWrapTheStandardTypes() {
    let string: AnyHashableSendable = "search"
    let integer: AnyHashableSendable = 42
    let float: AnyHashableSendable = 0.5
    let boolean: AnyHashableSendable = true
    #expect(string == AnyHashableSendable("search"))
    #expect(string.base is String)
    #expect(integer == AnyHashableSendable(42))
    #expect(integer.base is Int)
    #expect(float == AnyHashableSendable(0.5))
    #expect(float.base is Double)
    #expect(boolean == AnyHashableSendable(true))
    #expect(boolean.base is Bool)
  }

  @Test func descriptionsShowTheWrappedValue() {
    #expect(AnyHashableSendable(42).description == "42")
    #expect("\(AnyHashableSendable("search"))" == "search")
    #expect(AnyHashableSendable("search").debugDescription == #"AnyHashableSendable("search")"#)
    #expect(String(reflecting: AnyHashableSendable(42)) == "AnyHashableSendable(42)")
  }

  @Test func anEffectCancellableByAWrappedIDIsCancelledByIt() async {
    let started = Signal()
    let store = Store(initialState: Search.State()) {
      Search(cancelID: AnyHashableSendable(CancelID.search), started: started)
    }
    let task = store.send(.start)
    #expect(await started.wait())
    store.send(.stop)
    #expect(await finishes(task))
  }

  @Test func anotherWrappedIDDoesNotCancelIt() async {
    let started = Signal()
    let store = Store(initialState: Search.State()) {
      Search(cancelID: AnyHashableSendable(CancelID.search), started: started)
    }
    let task = store.send(.start)
    #expect(await started.wait())
    store.send(.stopOther)
    for _ in 0..<20 { await Task.yield() }
    #expect(task.isRunning)
    store.send(.stop)
    #expect(await finishes(task))
  }

  @Test func thePlainIDCancelsAnEffectMadeCancellableByTheWrappedOne() async {
    let started = Signal()
    let store = Store(initialState: Search.State()) {
      Search(cancelID: AnyHashableSendable(CancelID.search), started: started)
    }
    let task = store.send(.start)
    #expect(await started.wait())
    store.send(.stopWithThePlainID(.other))
    for _ in 0..<20 { await Task.yield() }
    #expect(task.isRunning)
    store.send(.stopWithThePlainID(.search))
    #expect(await finishes(task))
  }

  @Test func literalIDsCancelTheirEffects() async {
    let started = Signal()
    let store = Store(initialState: Search.State()) { Search(cancelID: 7, started: started) }
    let task = store.send(.start)
    #expect(await started.wait())
    store.send(.stop)
    #expect(await finishes(task))
  }
}
