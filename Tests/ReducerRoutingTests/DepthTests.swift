import Foundation
import ReducerRouting
import Testing

// Size and depth: a stack of 100,000 routes, and 64 levels of flows nested in each other. Every
// operation finishes, quickly, and without deep recursion: the nested levels also run on a
// thread with a 512 KB stack (the size of the secondary threads tests may run on), where the
// stack they use is measured. They load the machine enough to make the timing tests beside
// them miss their timeouts, so they run on their own, with the soak:
// `REDUCER_HEAVY_TESTS=1 swift test --filter "DepthTests|SoakTests"` (see `heavyTestsEnabled`).

// MARK: - Fixtures

/// Records how deep in its thread's stack a screen's reducer ran, while a probe is named.
enum StackProbe {
  private static let deepest = LockedValue<[String: UInt]>([:])

  /// The name the depths are recorded under, set around the code measured.
  @TaskLocal static var name: String?

  /// The address of a local of the caller's frame.
  @inline(never)
  static func currentAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// Notes the current depth, if a probe is named.
  static func record() {
    guard let name else { return }
    let address = currentAddress()
    deepest.withLock { $0[name] = min($0[name] ?? .max, address) }
  }

  /// The lowest address recorded on the thread with this name.
  static func lowestAddress(on name: String) -> UInt? { deepest.withLock { $0[name] } }
}

/// A screen that counts taps and can start an effect that runs until it is cancelled.
struct DepthScreen: Reducer {
  struct State: Hashable, Sendable {
    var id: String
    var taps = 0
  }
  enum Action: Equatable, Sendable { case tap, start }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      StackProbe.record()
      return .none
    case .start:
      return .run { _ in
        // Waits on a stream nothing feeds: ends only when cancelled.
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        continuation.finish()
      }
    }
  }
}

/// A flow whose routes are screens or flows of its own type.
struct DepthFlow: RoutingReducer {
  enum Route: Routing, Hashable, Sendable {
    case screen(DepthScreen.State)
    indirect case nested(DepthFlow.State)
    enum Action: Equatable, Sendable {
      case screen(DepthScreen.Action)
      indirect case nested(DepthFlow.Action)
    }
    var id: String {
      // The tree reads each route's id, the deepest last: where its walk is deepest.
      StackProbe.record()
      return switch self {
      case let .screen(state): state.id
      case let .nested(state): "nested-" + state.root.id
      }
    }
  }
  struct State: RoutingState, Hashable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root: DepthScreen.State
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(DepthScreen.Action)
  }

  var rootBody: some RootReducer<Self> { DepthScreen() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.screen, action: /Route.Action.screen) { DepthScreen() }
    Scope(state: /Route.nested, action: /Route.Action.nested) { DepthFlow() }
  }
}

/// The number of flows nested in each other, the outermost included.
let nestingLevels = 64

/// The id of the root screen of the flow at `level` (1 is the outermost).
func levelID(_ level: Int) -> String { "level-\(level)" }

/// The state of `levels` flows nested in each other, each pushed on its parent's stack; the
/// innermost shows the screen `leaf` on its stack (none when `leaf` is `nil`).
func nestedState(levels: Int, leaf: String? = "leaf", leafTaps: Int = 0) -> DepthFlow.State {
  var state = DepthFlow.State(
    navigation: .init(stack: leaf.map { [.screen(.init(id: $0, taps: leafTaps))] } ?? []),
    root: .init(id: levelID(levels)))
  for level in stride(from: levels - 1, through: 1, by: -1) {
    state = DepthFlow.State(
      navigation: .init(stack: [.nested(state)]), root: .init(id: levelID(level)))
  }
  return state
}

/// `action` addressed to the flow at `level`, from the outermost flow.
func action(_ action: DepthFlow.Action, toLevel level: Int) -> DepthFlow.Action {
  var action = action
  for parent in stride(from: level - 1, through: 1, by: -1) {
    action = .route("nested-" + levelID(parent + 1), .nested(action))
  }
  return action
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes, its depths recorded under
/// `name`, and waits for it without holding a thread of the test's pool; returns the bytes of
/// stack the deepest probe (``StackProbe/record()``) found in use.
func runOnThread(
  named name: String,
  stackSize: Int,
  _ body: @escaping @Sendable () -> Void
) async -> UInt? {
  let top = LockedValue<UInt>(0)
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    let thread = Thread {
      top.withLock { $0 = StackProbe.currentAddress() }
      StackProbe.$name.withValue(name) { body() }
      done.resume()
    }
    thread.stackSize = stackSize
    thread.start()
  }
  guard let lowest = StackProbe.lowestAddress(on: name) else { return nil }
  let start = top.withLock { $0 }
  return start > lowest ? start - lowest : 0
}

// MARK: - A stack of 100,000 routes

private let bigStackCount = 100_000

/// The flow-level test of a big stack: it holds the main actor for seconds, so it runs with the
/// soak (see `heavyTestsEnabled`).
@MainActor
@Suite(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
struct DepthTests {
  @Test func aStackOf100000Routes() async {
    // The 100,000 pushes one by one run on a navigation state, off the main actor (below): here
    // the flow gets the whole stack at once, so that this test does not hold the main actor for
    // seconds while other tests wait on timers there.
    let store = Store(initialState: DepthFlow.State(root: .init(id: "root"))) { DepthFlow() }
    let first = (0..<bigStackCount).map { DepthFlow.Route.screen(.init(id: "a\($0)")) }
    let issues = await withDiagnostics {
      store.send(.navigation(.setStack(first)))
      await Task.yield()
      // A push on top of it, a route action at the top, and an effect that runs until its
      // route leaves.
      let top = "top"
      store.send(.navigation(.push(.screen(.init(id: top)))))
      store.send(.route(top, .screen(.tap)))
      store.send(.route(top, .screen(.start)))
      #expect(store.state.navigation.stack.count == bigStackCount + 1)
      #expect(store.state.navigation.top == .screen(.init(id: top, taps: 1)))
      #expect(store.runningEffectOrigins?.count == 1)
      await Task.yield()
      store.send(.navigation(.popToRoot))
      #expect(store.state.navigation.stack.isEmpty)
      await Task.yield()
      // The whole stack again, then one with no id in common, then back to the root.
      store.send(.navigation(.setStack(first)))
      await Task.yield()
      store.send(.route("a\(bigStackCount - 1)", .screen(.tap)))
      let second = (0..<bigStackCount).map { DepthFlow.Route.screen(.init(id: "b\($0)")) }
      await Task.yield()
      store.send(.navigation(.setStack(second)))
      await Task.yield()
      #expect(store.state.navigation.stack.ids.first == "b0")
      #expect(store.state.navigation.stack.count == bigStackCount)
      store.send(.navigation(.pop))
      #expect(store.state.navigation.stack.count == bigStackCount - 1)
      store.send(.navigation(.popToRoot))
    }
    #expect(kinds(issues).isEmpty)
    #expect(store.state.navigation.isAtRoot)
    #expect(
      await store.settles(within: .seconds(10)),
      "the top route's effect still runs after popping to the root")
  }
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func aStackOf100000RoutesOnASmallThreadStack() async {
  let result = LockedValue<[Int]>([])
  _ = await runOnThread(named: "depth-stack-512k", stackSize: 512 * 1024) {
    var navigation = DepthFlow.Route.NavigationState()
    for index in 0..<bigStackCount { navigation.push(.screen(.init(id: "s\(index)"))) }
    let count = navigation.stack.count
    navigation.modifyRoute("s\(bigStackCount - 1)", as: /DepthFlow.Route.screen) { $0.taps += 1 }
    navigation.popToRoot()
    let afterPop = navigation.stack.count
    navigation.setStack((0..<bigStackCount).map { .screen(.init(id: "a\($0)")) })
    // Copies and comparisons of the whole stack.
    let copy = navigation
    navigation.pop()
    let figures = [count, afterPop, navigation.stack.count, copy == navigation ? 1 : 0]
    result.withLock { $0 = figures }
  }
  #expect(result.withLock { $0 } == [bigStackCount, 0, bigStackCount - 1, 0])
}

// MARK: - 64 levels of nested flows

@MainActor
@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func sixtyFourLevelsOfNestedFlows() async {
  let store = Store(initialState: DepthFlow.State(root: .init(id: levelID(1)))) { DepthFlow() }
  let issues = await withDiagnostics {
    // Build the nesting by pushing each flow on the stack of the one above it.
    for level in 2...nestingLevels {
      let nested = DepthFlow.State(root: .init(id: levelID(level)))
      store.send(action(.navigation(.push(.nested(nested))), toLevel: level - 1))
    }
    store.send(
      action(.navigation(.push(.screen(.init(id: "leaf")))), toLevel: nestingLevels))
    #expect(store.state == nestedState(levels: nestingLevels))
    // An action for the innermost screen, and an effect it starts.
    store.send(action(.route("leaf", .screen(.tap)), toLevel: nestingLevels))
    store.send(action(.route("leaf", .screen(.start)), toLevel: nestingLevels))
    #expect(store.state == nestedState(levels: nestingLevels, leafTaps: 1))
    #expect(store.runningEffectOrigins?.count == 1)
    // Pop the innermost level's screen: its effect stops.
    store.send(action(.navigation(.pop), toLevel: nestingLevels))
    #expect(await store.settles(within: .seconds(10)), "the popped leaf's effect still runs")
    // Then start an effect in the innermost flow's root screen and pop every level from the
    // top: the outermost pop tears down the 63 flows inside it.
    store.send(action(.root(.start), toLevel: nestingLevels))
    #expect(store.runningEffectOrigins?.count == 1)
    store.send(.navigation(.popToRoot))
  }
  #expect(kinds(issues).isEmpty)
  #expect(store.state == DepthFlow.State(root: .init(id: levelID(1))))
  #expect(
    await store.settles(within: .seconds(10)),
    "the innermost flow's effect still runs after the teardown")
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func sixtyFourLevelsOfNestedFlowsOnASmallThreadStack() async {
  #if DEBUG
    // Debug builds give every local of every function its own stack slot: about 12 KB per
    // level of nesting (Scope and its case path 3.6 KB, the flow's frames 8 KB), so 64
    // levels need about 760 KB, more than a 512 KB secondary thread has. The budget keeps
    // that from growing.
    let (stackSize, budget) = (1024 * 1024, 14 * 1024 * nestingLevels)
  #else
    // About 3 KB per level: 64 levels use about 200 KB of a 512 KB secondary thread.
    let (stackSize, budget) = (512 * 1024, 256 * 1024)
  #endif
  let figures = LockedValue<[Int]>([])
  let used = await runOnThread(named: "depth-nested", stackSize: stackSize) {
    var state = nestedState(levels: nestingLevels)
    let flow = DepthFlow()
    _ = flow.reduce(
      into: &state, action: action(.route("leaf", .screen(.tap)), toLevel: nestingLevels))
    let tapped = state == nestedState(levels: nestingLevels, leafTaps: 1) ? 1 : 0
    // Tear everything down from the top, and describe the tree.
    _ = flow.reduce(into: &state, action: .navigation(.popToRoot))
    let lines = nestedState(levels: nestingLevels).navigation.description.split(separator: "\n")
    let result = [tapped, state.navigation.stack.count, lines.count]
    figures.withLock { $0 = result }
  }
  // Each level is two lines of the tree: "stack:" and its one route.
  #expect(figures.withLock { $0 } == [1, 0, 2 * nestingLevels])
  let bytes = used ?? .max
  #expect(
    bytes < budget,
    """
    An action for a screen \(nestingLevels) flows deep used \(bytes) bytes of stack \
    (\(bytes / UInt(nestingLevels)) per level); the budget is \(budget).
    """)
}
