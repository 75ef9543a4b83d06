import Foundation
import ReducerRouting
import Testing

// The README's "Coming from RoutingReducer or TCA" example, compiled and run as written (in a
// namespace, so that its `First` does not clash with the SeedSample fixture's, and whose
// `print` keeps what the example prints for the test to check, off the test run's output).

enum ReadmeMigration {
  /// What the example printed, one line per call.
  static let printed = LockIsolated<[String]>([])

  /// The example's `print`: keeps the line instead of writing it to standard output.
  static func print(_ items: Any...) {
    let line = items.map { "\($0)" }.joined(separator: " ")
    printed.withValue { $0.append(line) }
  }

  struct First: ReducerProtocol {
    struct State: RoutedState {
      let id = UUID()
      @BindingState var firstText: String = ""
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case popToLanding
    }
    var body: some ReducerProtocol<State, Action> {
      BindingReducer()
      Reduce { state, action in
        if case .binding(\.$firstText) = action { print("typed", state.firstText) }
        return .none
      }
    }
  }
}

@MainActor
@Test func readmeMigrationExampleSetsTheFieldThroughTheStoreBinding() {
  let store = Store(initialState: ReadmeMigration.First.State()) { ReadmeMigration.First() }
  let text = store.binding(\.$firstText)  // a UI control reads text.value and sets it
  text.value = "hello"  // sends .binding(.set(\.$firstText, "hello"))
  #expect(store.state.firstText == "hello")
  #expect(text.value == "hello")
  #expect(ReadmeMigration.printed.value == ["typed hello"])
}
