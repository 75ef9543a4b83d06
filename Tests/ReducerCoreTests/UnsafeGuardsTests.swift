import Testing

@testable import ReducerCore

// The checks that guard the run-time tricks of `Internal/Unsafe/`: each test takes the safe
// path a check chooses, and fails if the check were gone.

// MARK: - Byte offsets (InPlaceAccess.swift, assumption 1)

private final class ObserverCount: @unchecked Sendable {
  var value = 0
}

private struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct Shapes {
  var stored = Child.State()
  var observed = Child.State() {
    didSet { observations.value += 1 }
  }
  var backing = Child.State()
  var computed: Child.State {
    get { backing }
    set { backing = newValue }
  }
  let observations: ObserverCount
}

private final class Box {
  var child = Child.State()
}

private enum ParentAction: Equatable {
  case child(Child.Action)
}

@Suite struct UnsafeGuardsOffsetTests {
  @Test func offsetsOnlyForPropertiesStoredInline() {
    #expect(storedPropertyOffset(of: \Shapes.stored) != nil)
    // Each of these has no place of its own in the root's bytes, or code to run on a change.
    #expect(storedPropertyOffset(of: \Shapes.observed) == nil)
    #expect(storedPropertyOffset(of: \Shapes.computed) == nil)
    #expect(storedPropertyOffset(of: \Box.child) == nil)
  }

  @Test func readingOffsetsOnlyForPropertiesStoredInlineAndTheyReadWhatTheKeyPathReads() {
    // A read needs no setter: a `let` property qualifies too.
    var shapes = Shapes(observations: ObserverCount())
    shapes.stored.count = 3
    shapes.backing.count = 5
    for keyPath in [\Shapes.stored, \Shapes.backing] {
      let offset = storedPropertyOffset(reading: keyPath)
      #expect(offset != nil)
      let read = withUnsafePointer(to: shapes) { pointer in
        offset.map {
          readStoredProperty(at: UnsafeRawPointer(pointer), byteOffset: $0, as: Child.State.self)
        }
      }
      #expect(read == shapes[keyPath: keyPath])
    }
    #expect(storedPropertyOffset(reading: \Shapes.stored.count) != nil)
    #expect(storedPropertyOffset(reading: \Shapes.observations) != nil)
    // No place of its own in the root's bytes: read through the key path.
    #expect(storedPropertyOffset(reading: \Shapes.computed) == nil)
    #expect(storedPropertyOffset(reading: \Shapes.observed) == nil)
    #expect(storedPropertyOffset(reading: \Box.child) == nil)
  }

  @Test func placementMustBeAlignedAndInsideTheRoot() {
    #expect(isStoredPropertyPlacement(offset: 8, size: 8, alignment: 8, rootSize: 16))
    #expect(isStoredPropertyPlacement(offset: 0, size: 0, alignment: 1, rootSize: 0))
    #expect(!isStoredPropertyPlacement(offset: 12, size: 8, alignment: 8, rootSize: 24))
    #expect(!isStoredPropertyPlacement(offset: 16, size: 8, alignment: 8, rootSize: 16))
    #expect(!isStoredPropertyPlacement(offset: -8, size: 8, alignment: 8, rootSize: 16))
    #expect(!isStoredPropertyPlacement(offset: 0, size: 8, alignment: 0, rootSize: 16))
  }

  @MainActor
  @Test func scopeOverAnObservedPropertyRunsItsObserver() {
    let observations = ObserverCount()
    let store = Store(initialState: Shapes(observations: observations)) {
      Scope(state: \Shapes.observed, action: /ParentAction.child) { Child() }
    }
    store.send(.child(.increment))
    #expect(store.state.observed.count == 1)
    #expect(observations.value == 1)
  }

  @MainActor
  @Test func scopeOverAComputedPropertyGoesThroughItsSetter() {
    let store = Store(initialState: Shapes(observations: ObserverCount())) {
      Scope(state: \Shapes.computed, action: /ParentAction.child) { Child() }
    }
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(store.state.backing.count == 2)
    #expect(store.state.stored.count == 0)
  }

  @MainActor
  @Test func scopeOverAStoredPropertyChangesItInPlace() {
    let store = Store(initialState: Shapes(observations: ObserverCount())) {
      Scope(state: \Shapes.stored, action: /ParentAction.child) { Child() }
    }
    store.send(.child(.increment))
    #expect(store.state.stored.count == 1)
    #expect(store.state.backing.count == 0)
    #expect(store.state.observed.count == 0)
  }

  @MainActor
  @Test func scopeOverAClassTypedStateGoesThroughTheKeyPath() {
    let box = Box()
    let store = Store(initialState: box) {
      Scope(state: \Box.child, action: /ParentAction.child) { Child() }
    }
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(box.child.count == 2)
    #expect(store.state === box)
  }
}

// MARK: - Type identity (InPlaceAccess.swift) and the body cache (LazyReducer.swift)

/// A body whose state and action are `Int`s: adds the action, and sends twice the new count.
private struct Adder: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    return .send(state * 2)
  }
}

@Suite struct UnsafeGuardsTypeIdentityTests {
  @Test func proofOnlyForTheSameType() {
    #expect(SameType(Int.self, Int.self) != nil)
    #expect(SameType([String].self, [String].self) != nil)
    #expect(SameType(Int.self, String.self) == nil)
    #expect(SameType(Int.self, Int?.self) == nil)
    // Same size and alignment, other types.
    #expect(SameType(Int.self, UInt.self) == nil)
    #expect(SameType(Int.self, Double.self) == nil)
    // `as?` converts these; a proof must not, since their bits differ.
    #expect(SameType(Any.self, Int.self) == nil)
    #expect(SameType(AnyHashable.self, String.self) == nil)
  }

  @Test func castsThroughAProofKeepTheValue() throws {
    let same = try #require(SameType(Int.self, Int.self))
    #expect(same.cast(42) == 42)
    #expect(same.castElements([1, 2, 3]) == [1, 2, 3])
    var value = 1
    same.withCast(&value) { $0 += 1 }
    #expect(value == 2)
  }

  @Test func bodyWithTheCallersTypesRunsInPlace() {
    let cache = LazyReducer { Adder() }
    var state = 1
    let effect = reduceBody(
      cache, as: Adder.self, into: &state, action: 2)
    #expect(state == 3)
    guard case .send(6) = effect.operation else {
      Issue.record("Expected .send(6), got \(effect.operation)")
      return
    }
  }
}

// MARK: - Moving a payload out (CasePath.modifyInPlace)

private final class Buffer {}

private struct Payload {
  var buffer = Buffer()
}

private enum Holder {
  case payload(Payload)
  case empty
}

@Suite struct UnsafeGuardsPayloadTests {
  @Test func explicitPathChangesItsPayloadWithoutACopyAndCountsTheMove() {
    let path = CasePath<Holder, Payload>(
      embed: Holder.payload,
      extract: { if case let .payload(payload) = $0 { payload } else { nil } })
    var root = Holder.payload(Payload())
    let before = ThreadCounter.payloadsOut.value
    let seen = path.modifyInPlace(&root) { payload in
      (
        unique: isKnownUniquelyReferenced(&payload.buffer),
        out: (ThreadCounter.payloadsOut.value > 0)
      )
    }
    #expect(seen?.unique == true)
    #expect(seen?.out == true)
    #expect(ThreadCounter.payloadsOut.value == before)
    var empty = Holder.empty
    #expect(path.modifyInPlace(&empty) { _ in true } == nil)
    #expect(ThreadCounter.payloadsOut.value == before)
    guard case .empty = empty else {
      Issue.record("A root in another case changed: \(empty)")
      return
    }
  }
}
