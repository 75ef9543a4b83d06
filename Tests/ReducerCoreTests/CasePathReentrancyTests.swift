import Foundation
import Testing

@testable import ReducerCore

@MainActor
@Suite
struct CasePathReentrancyTests {
  // Issue 6: a reducer that captured its store and reads `store.state` while a `Scope` into an
  // enum case runs. Swift forbids this overlapping access; the engine reports it as a
  // `store.reentrantStateRead` diagnostic and never reads freed memory.

  /// A payload with a heap-allocated field, so that a read of freed memory shows.
  private struct Session: Equatable {
    var count: Int
    var name: String
  }

  /// A non-indirect enum: the `Scope` runs the child on the payload in place.
  private enum Screen: Equatable {
    case session(Session)
    case idle(Int)
  }

  /// An indirect case: the payload lives in a box the in-place path moves out of.
  private enum BoxedScreen: Equatable {
    indirect case session(Session)
    case idle(Int)
  }

  /// Holds the store once it is made, for the reducer that reads it.
  @MainActor
  private final class StoreBox<State> {
    var store: Store<State, ShapeAction>?
    var reads: [State] = []
  }

  @Test func reentrantStateReadDuringScopeIsReported() {
    let name = String(repeating: "session name ", count: 8)
    let box = StoreBox<Screen>()
    let store = Store<Screen, ShapeAction>(initialState: .session(Session(count: 0, name: name))) {
      Scope(state: /Screen.session, action: /ShapeAction.child) {
        Reduce<Session, Int> { state, _ in
          state.count += 1
          if let store = box.store { box.reads.append(store.state) }
          return .none
        }
      }
    }
    box.store = store
    for step in 1...3 {
      let ((), diagnostics) = capturingDiagnostics { store.send(.child(step)) }
      #expect(
        diagnostics.contains { $0.kind == "store.reentrantStateRead" },
        "action \(step): no 'store.reentrantStateRead' diagnostic (got \(diagnostics.map(\.kind)))")
      #expect(store.state == .session(Session(count: step, name: name)))
    }
    #expect(box.reads.count == 3)
    for (index, read) in box.reads.enumerated() {
      // A consistent value: a valid enum value whose payload is intact (the state before or
      // after the action).
      switch read {
      case .session(let session):
        #expect(session.name == name, "read #\(index) has a broken payload")
        #expect(session.count == index || session.count == index + 1, "read #\(index): \(session)")
      case .idle(let value):
        Issue.record("read #\(index) saw a case the state never had: idle(\(value))")
      }
    }
  }

  /// Two classes, so that reading one case's payload as the other's would be a type confusion.
  private final class Marker: Equatable {
    static func == (lhs: Marker, rhs: Marker) -> Bool { lhs === rhs }
  }
  private final class Other: Equatable {
    static func == (lhs: Other, rhs: Other) -> Bool { lhs === rhs }
  }

  /// A payload whose first word is a reference: its spare bits can hold the enum's case.
  private struct Linked: Equatable {
    var marker: Marker
    var count: Int
  }

  /// A multi-payload enum that keeps its case in the references' spare bits: the payload of
  /// `second` is not stored as is, so a `Scope` moves it out for the child's reduce.
  private enum TaggedScreen: Equatable {
    case first(Held)
    case second(Linked)
  }

  /// The payload of the first case: its case bits are zero, so it is stored as is.
  private struct Held: Equatable {
    var other: Other
    var count: Int
  }

  @Test func reentrantStateReadWhileTheFirstSpareBitsCaseChangesInPlaceIsConsistent() {
    // The first case of an enum that keeps its case in spare bits is stored as is: the child
    // changes it in place, and a new reference (whose spare bits are zero) keeps the case.
    let box = StoreBox<TaggedScreen>()
    let store = Store<TaggedScreen, ShapeAction>(
      initialState: .first(Held(other: Other(), count: 0))
    ) {
      Scope(state: /TaggedScreen.first, action: /ShapeAction.child) {
        Reduce<Held, Int> { state, _ in
          state.other = Other()
          state.count += 1
          if let store = box.store { box.reads.append(store.state) }
          return .none
        }
      }
    }
    box.store = store
    for step in 1...3 {
      let ((), diagnostics) = capturingDiagnostics { store.send(.child(step)) }
      #expect(diagnostics.map(\.kind) == ["store.reentrantStateRead"])
      guard case .first(let held) = store.state else {
        Issue.record("the state left its case: \(store.state)")
        return
      }
      #expect(held.count == step)
    }
    #expect(box.reads.count == 3)
    for (index, read) in box.reads.enumerated() {
      guard case .first(let held) = read else {
        Issue.record("read #\(index) saw a case the state never had")
        continue
      }
      #expect(held.count == index || held.count == index + 1, "read #\(index): \(held.count)")
    }
  }

  /// Runs a store whose reducer changes the payload of a case whose tag lives in the payload's
  /// spare bits, then reads its own state: the payload is moved out, so there is no consistent
  /// state to answer with.
  fileprivate static func readDuringSpareBitsScope() {
    let box = StoreBox<TaggedScreen>()
    let store = Store<TaggedScreen, ShapeAction>(
      initialState: .second(Linked(marker: Marker(), count: 0))
    ) {
      Scope(state: /TaggedScreen.second, action: /ShapeAction.child) {
        Reduce<Linked, Int> { state, _ in
          state.marker = Marker()
          state.count += 1
          if let store = box.store { box.reads.append(store.state) }
          return .none
        }
      }
    }
    box.store = store
    for step in 1...3 { store.send(.child(step)) }
    // Reached only if the store answered: each answer must be the case the state has.
    for read in box.reads {
      guard case .second = read else {
        fatalError("a reentrant read saw a case the state never had")
      }
    }
  }

  /// Runs a store whose reducer reads its own state while a `Scope` has moved an `indirect`
  /// payload out of the state: there is no consistent state to answer with.
  fileprivate static func readDuringIndirectScope() {
    let name = String(repeating: "boxed session ", count: 8)
    let box = StoreBox<BoxedScreen>()
    let store = Store<BoxedScreen, ShapeAction>(
      initialState: .session(Session(count: 0, name: name))
    ) {
      Scope(state: /BoxedScreen.session, action: /ShapeAction.child) {
        Reduce<Session, Int> { state, _ in
          state.count += 1
          if let store = box.store { box.reads.append(store.state) }
          return .none
        }
      }
    }
    box.store = store
    store.send(.child(1))
  }

  // Exit tests: Swift Testing runs each in a child process. Its wait thread can keep the test
  // process from exiting at the end of a run that also starts other processes (the examples'
  // tests), so they run only when asked: `REDUCER_EXIT_TESTS=1 swift test --filter Reentrancy`.
  nonisolated private static let exitTestsAreAsked =
    ProcessInfo.processInfo.environment["REDUCER_EXIT_TESTS"] == "1"

  /// Checks that the child process stopped for the store's reason, with its message, and not
  /// for a broken value read.
  private static func expectStoppedByTheStore(
    _ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains("no consistent state to answer with"), "\(output.suffix(600))",
      sourceLocation: sourceLocation)
  }

  @Test(.enabled(if: exitTestsAreAsked, "an exit test: set REDUCER_EXIT_TESTS=1"))
  func reentrantStateReadDuringIndirectScopeStopsTheProcess() async {
    // The payload is moved out of its box while the child runs, so the store stops the
    // process with its message, the way Swift's exclusivity enforcement does, rather than read
    // freed memory.
    let result = await #expect(
      processExitsWith: .failure, observing: [\ExitTest.Result.standardErrorContent]
    ) {
      await MainActor.run { CasePathReentrancyTests.readDuringIndirectScope() }
    }
    Self.expectStoppedByTheStore(result)
  }

  @Test(.enabled(if: exitTestsAreAsked, "an exit test: set REDUCER_EXIT_TESTS=1"))
  func reentrantStateReadWhileACaseIsInSpareBitsStopsTheProcess() async {
    // The payload is moved out of the enum while the child runs (its bytes hold the case), so
    // the store stops with its message rather than answer a case the state never had.
    let result = await #expect(
      processExitsWith: .failure, observing: [\ExitTest.Result.standardErrorContent]
    ) {
      await MainActor.run { CasePathReentrancyTests.readDuringSpareBitsScope() }
    }
    Self.expectStoppedByTheStore(result)
  }
}
