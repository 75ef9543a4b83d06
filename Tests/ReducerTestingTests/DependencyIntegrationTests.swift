import Foundation
import ReducerCore
import ReducerRouting
import ReducerTesting
import Testing

// Dependencies through a store: reducers read them, effects keep the ones of the reducer that
// returned them (across task hops), a child can override them, and a test store runs with
// test values that fail when used unset.

/// A counter that a remote service increments.
struct NumberClient: Sendable {
  var next: @Sendable (Int) async -> Int
}

enum NumberClientKey: DependencyKey {
  static let liveValue = NumberClient { $0 + 1000 }
}

extension DependencyValues {
  var numberClient: NumberClient {
    get { self[NumberClientKey.self] }
    set { self[NumberClientKey.self] = newValue }
  }
}

/// Makes items with generated ids, and asks the number client in an effect, from a task hop.
struct Maker: Reducer {
  struct State: Equatable {
    var ids: [UUID] = []
    var number = 0
  }
  enum Action: Equatable {
    case makeTapped
    case askTapped
    case answered(Int)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.numberClient) var numberClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .makeTapped:
      state.ids.append(uuid())
      return .none
    case .askTapped:
      return .run { [number = state.number] send in
        // A hop to another task keeps the dependencies the effect was made with.
        let answer = await Task { await numberClient.next(number) }.value
        await send(.answered(answer))
      }
    case let .answered(number):
      state.number = number
      return .none
    }
  }
}

/// Two makers side by side, the second with its own number client.
struct TwoMakers: Reducer {
  struct State: Equatable {
    var first = Maker.State()
    var second = Maker.State()
  }
  enum Action: Equatable {
    case first(Maker.Action)
    case second(Maker.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: /Action.first) { Maker() }
    Scope(state: \.second, action: /Action.second) {
      Maker().dependency(\.numberClient, NumberClient { $0 - 1 })
    }
  }
}

private func uuid(_ n: Int) -> UUID {
  UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n))!
}

@MainActor
@Suite struct DependencyIntegrationTests {
  @Test func aTestStoreRunsWithTheValuesTheTestSets() async {
    let store = TestStore(initialState: Maker.State()) {
      Maker()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.numberClient = NumberClient { $0 + 1 }
    }
    await store.send(.makeTapped) { $0.ids = [uuid(0)] }
    await store.send(.makeTapped) { $0.ids = [uuid(0), uuid(1)] }
    await store.send(.askTapped)
    await store.receive(.answered(1)) { $0.number = 1 }
  }

  @Test func aChildOverrideReachesItsReducerAndItsEffectsOnly() async {
    let store = TestStore(initialState: TwoMakers.State()) {
      TwoMakers()
    } withDependencies: {
      $0.numberClient = NumberClient { $0 + 10 }
    }
    // Each effect runs with its own reducer's client.
    await store.send(.first(.askTapped))
    await store.receive(.first(.answered(10))) { $0.first.number = 10 }
    await store.send(.second(.askTapped))
    await store.receive(.second(.answered(-1))) { $0.second.number = -1 }
  }

  @Test func aDependencyTheTestDidNotSetFailsAtTheTestsLine() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Maker.State()) { Maker() }
      store.exhaustivity = .off
      await store.send(.makeTapped)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("@Dependency(\\.uuid)") == true)
    #expect(failures.first?.contains("withDependencies") == true)
  }

  @Test func aStoreMadeInsideWithDependenciesKeepsThemForItsEffects() async {
    let store = withDependencies {
      $0.numberClient = NumberClient { $0 * 2 + 7 }
    } operation: {
      Store(initialState: Maker.State()) { Maker() }
    }
    // Outside `withDependencies` now: the store and its effect still use the override.
    await store.send(.askTapped).finish()
    #expect(store.state.number == 7)
  }

  @Test func concurrentEffectsEachKeepTheirReducersValues() async {
    let store = withDependencies { $0.context = .live } operation: {
      Store(initialState: TwoMakers.State()) { TwoMakers() }
    }
    // Both effects in flight at once.
    let first = store.send(.first(.askTapped))
    let second = store.send(.second(.askTapped))
    await first.finish()
    await second.finish()
    #expect(store.state.first.number == 1000)
    #expect(store.state.second.number == -1)
  }

  @Test func aPlainStoreInTheLiveContextUsesLiveValues() async {
    let store = withDependencies { $0.context = .live } operation: {
      Store(initialState: Maker.State()) { Maker() }
    }
    await store.send(.askTapped).finish()
    #expect(store.state.number == 1000)
  }

  @Test func aPlainStoreInATestUsesTestValues() async {
    // A test process: the store's dependencies are the test's, as a TestStore's are.
    #expect(DependencyContext.default == .test)
    let failures = await recordedFailures {
      let store = Store(initialState: Maker.State()) { Maker() }
      await store.send(.askTapped).finish()
    }
    #expect(failures.count == 1, "\(failures)")
    #expect(failures.first?.contains("@Dependency(\\.numberClient)") == true, "\(failures)")
  }
}

/// A state whose id comes from a dependency, as a TCA feature's does.
private struct Todo: Equatable {
  var id: UUID
  init() {
    @Dependency(\.uuid) var uuid
    id = uuid()
  }
}

// In a test process, the default dependency context is the test context everywhere: a test's
// body that reads a dependency with no test value fails, naming it (issue 43, item 1).
@MainActor
@Suite struct DefaultTestContextTests {
  @Test func theDefaultContextOfATestProcessIsTheTestContext() {
    #expect(DependencyContext.default == .test)
    #expect(DependencyValues().context == .test)
    // What the library's own checks of the app path turn off.
    #expect(TestHooks.$isDisabled.withValue(true) { DependencyContext.default } == .live)
  }

  @Test func readingUUIDOrDateInATestBodyFailsNamingTheDependency() async {
    let failures = await recordedFailures {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      _ = uuid()
      _ = date.now
    }
    #expect(failures.count == 2, "\(failures)")
    #expect(failures.first?.contains("@Dependency(\\.uuid)") == true, "\(failures)")
    #expect(failures.last?.contains("@Dependency(\\.date)") == true, "\(failures)")
    #expect(failures.allSatisfy { $0.contains("withDependencies") }, "how to override it")
  }

  @Test func aStateMadeInATestBodyReadsTestValues() async {
    let failures = await recordedFailures { _ = Todo() }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("@Dependency(\\.uuid)") == true, "\(failures)")
    let todo = withDependencies { $0.uuid = .incrementing } operation: { Todo() }
    #expect(todo.id == UUID(0))
  }

  @Test func withDependenciesStillOverridesInATestBody() async {
    let failures = await recordedFailures {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date.now) var now
      let fixed = Date(timeIntervalSince1970: 0)
      withDependencies {
        $0.uuid = .incrementing
        $0.date = .constant(fixed)
      } operation: {
        #expect([uuid(), uuid()] == [UUID(0), UUID(1)])
        #expect(now == fixed)
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aKeyWithATestValueReportsNothingInATestBody() async {
    let failures = await recordedFailures {
      @Dependency(\.continuousClock) var clock
      // Reading a clock reports nothing; only waiting on it would.
      _ = clock.now
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aProgramThatIsNotATestKeepsLiveValues() {
    // The arguments decide: those of a test runner, or of an app.
    #expect(TestProcess.looksLikeTestRunner(["/build/AppPackageTests.xctest"]))
    #expect(TestProcess.looksLikeTestRunner(["/usr/bin/xctest", "Bundle.xctest"]))
    #expect(TestProcess.looksLikeTestRunner(["/x/swiftpm-testing-helper", "--test-bundle-path"]))
    #expect(TestProcess.looksLikeTestRunner(["/x/App", "--testing-library", "swift-testing"]))
    #expect(!TestProcess.looksLikeTestRunner(["/Applications/Notes.app/Contents/MacOS/Notes"]))
    #expect(!TestProcess.looksLikeTestRunner(["/usr/local/bin/color-flow", "--help"]))
    #expect(DefaultContext.isPreview(["XCODE_RUNNING_FOR_PREVIEWS": "1"]))
    #expect(!DefaultContext.isPreview([:]))
  }
}
