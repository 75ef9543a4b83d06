import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// A recorded session of an app with navigation: a push, a sheet, an alert, an effect's response
// and dependency reads. Its replay passes against the same reducers and fails, at exactly the
// step that first differs, against a copy with one planted change; the library's navigation,
// presentation, element and tab actions round-trip through JSON.

/// The notes list at the root of the flow.
private struct SessionList: Reducer {
  struct Note: Codable, Equatable, Identifiable {
    var id: UUID
    var created: Date
    var text = ""
  }
  struct State: Codable, Equatable {
    var notes: [Note] = []
    var synced = 0
  }
  enum Action: Codable, Equatable {
    case addTapped
    case openTapped(UUID)
    case editTapped
    case deleteTapped(UUID)
    case syncTapped
    case synced(Int)
  }

  var plantedBug = false
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addTapped:
      state.notes.append(Note(id: uuid(), created: date.now))
      return .none
    case .syncTapped:
      let count = state.notes.count
      return .run { send in await send(.synced(count)) }
    case let .synced(count):
      state.synced = plantedBug ? count + 1 : count
      return .none
    case .openTapped, .editTapped, .deleteTapped:
      return .none
    }
  }
}

/// A sheet that edits a text.
private struct SessionEditor: Reducer {
  struct State: Codable, Equatable { var text = "" }
  enum Action: Codable, Equatable { case type(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .type(text):
      state.text += text
      return .none
    }
  }
}

private struct SessionFlow: RoutingReducer {
  enum DeleteAlert: Codable, Equatable { case confirm(UUID) }

  enum Route: Routing, Codable, Equatable {
    case detail(UUID)
    case editor(SessionEditor.State)
    case deleteAlert(AlertState<DeleteAlert>)
    enum Action: Codable, Equatable {
      case editor(SessionEditor.Action)
      case deleteAlert(DeleteAlert)
    }
    var id: String {
      switch self {
      case let .detail(id): "detail-\(id)"
      case .editor: "editor"
      case .deleteAlert: "deleteAlert"
      }
    }
  }
  struct State: RoutingState, Codable, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = SessionList.State()
  }
  enum Action: RoutingAction, Codable, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(SessionList.Action)
  }

  var plantedBug = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let (.modalRoute(.deleteAlert(.confirm(id))), .deleteAlert?) =
        (action, state.navigation.modal)
      {
        state.root.notes.removeAll { $0.id == id }
      }
      return .none
    }
    routing
  }

  var rootBody: some RootReducer<Self> { SessionList(plantedBug: plantedBug) }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.editor, action: /Route.Action.editor) { SessionEditor() }
    Scope(state: /Route.deleteAlert, action: /Route.Action.deleteAlert) { EmptyReducer() }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.openTapped(id)): .push(.detail(id))
    case .root(.editTapped): .present(.editor(.init()), style: .sheet)
    case let .root(.deleteTapped(id)):
      .present(
        .deleteAlert(
          AlertState {
            TextState("Delete the note?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm(id)) { TextState("Delete") }
          }), style: .alert)
    default: nil
    }
  }
}

private func recordedFailures(_ body: @MainActor () async -> Void) async -> [String] {
  await FailureReporting.capture(body).filter { $0.kind == .failure }.map(\.message)
}

/// Reads `data` as a recording of the notes app (for the hostile-input tests): the number of
/// steps, or the refusal.
func readNotesRecording(
  _ data: Data, maximumByteCount: Int = 1 << 20, maximumDepth: Int = 256
) throws(ActionRecordingError) -> Int {
  try ActionRecording<SessionFlow.State, SessionFlow.Action>(
    data, maximumByteCount: maximumByteCount, maximumDepth: maximumDepth
  ).steps.count
}

/// Reads `data` as a recording of another version of the notes app, whose list no longer has
/// `syncTapped` (for the hostile-input tests).
func readNotesRecordingOfAnotherVersion(_ data: Data) throws(ActionRecordingError) -> Int {
  try ActionRecording<SessionFlow.State, OtherNotesAction>(data).steps.count
}

/// The notes app's actions in a version without sync.
enum OtherNotesAction: Codable {
  case navigation(NavigationAction<OtherRoute>)
  case root(OtherList)
  enum OtherList: Codable { case addTapped, openTapped(UUID), editTapped, deleteTapped(UUID) }
  enum OtherRoute: Routing, Codable {
    case detail(UUID)
    enum Action: Codable { case none }
    var id: String { "" }
  }
}

/// Records a session of the notes app.
@MainActor
func recordNotesSession() async throws -> Data {
  let recorder = ActionRecorder(limit: 1_000)
  let store = Store(initialState: SessionFlow.State()) {
    SessionFlow().recording(into: recorder)
  } withDependencies: {
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSinceReferenceDate: 86_400))
  }
  store.send(.root(.addTapped))
  store.send(.root(.addTapped))
  store.send(.root(.openTapped(UUID(0))))
  store.send(.navigation(.pop))
  store.send(.root(.editTapped))
  store.send(.modalRoute(.editor(.type("hi"))))
  store.send(.navigation(.dismiss))
  store.send(.root(.deleteTapped(UUID(1))))
  store.send(.modalRoute(.deleteAlert(.confirm(UUID(1)))))
  await store.send(.root(.syncTapped)).finish()
  store.send(.root(.addTapped))
  return try recorder.data()
}

@MainActor
@Suite struct RecordingTests {
  @Test func aSessionWithNavigationASheetAnAlertAndAnEffectReplays() async throws {
    let recording = try ActionRecording<SessionFlow.State, SessionFlow.Action>(
      try await recordNotesSession())
    #expect(recording.steps.count == 12)
    #expect(recording.steps[10].action == .root(.synced(1)))
    #expect(recording.steps[10].kind == .received(startedBy: 9))
    #expect(recording.steps[11].dependencies.map(\.name) == ["uuid", "date"])
    let failures = await FailureReporting.capture {
      let store = TestStore(replaying: recording) { SessionFlow() }
      await store.replay()
      #expect(store.state.root.notes.map(\.id) == [UUID(0), UUID(2)])
      #expect(store.state.root.synced == 1)
    }
    #expect(failures.isEmpty)
  }

  @Test func aPlantedChangeFailsAtTheStepThatFirstDiffers() async throws {
    let recording = try ActionRecording<SessionFlow.State, SessionFlow.Action>(
      try await recordNotesSession())
    let failures = await recordedFailures {
      let store = TestStore(replaying: recording) { SessionFlow(plantedBug: true) }
      await store.replay()
    }
    #expect(failures.count == 1)
    let message = failures.first ?? ""
    #expect(
      message.hasPrefix(
        """
        The replay differs from the recording at step 10 of 12 (received from the effect of \
        step 9): .root(.synced(1))
        """))
    #expect(message.contains("−     synced: 1,\n+     synced: 2,"))
    #expect(message.contains("  9 (sent): .root(.syncTapped)"))
  }

  @Test func theLibrarysActionsRoundTripThroughJSON() throws {
    func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
      try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
    }
    let actions: [SessionFlow.Route.NavigationAction] = [
      .push(.detail(UUID(3))), .pop, .popTo("detail"), .popToRoot, .setStack([.detail(UUID(4))]),
      .present(.editor(.init(text: "a")), style: .sheet), .dismiss, .drop("editor"),
      .remove("editor"), .reset,
    ]
    for action in actions { #expect(try roundTrip(action) == action) }
    let presentation: [PresentationAction<SessionEditor.Action>] = [
      .presented(.type("x")), .dismiss,
    ]
    for action in presentation { #expect(try roundTrip(action) == action) }
    let element = IdentifiedAction<Int, SessionEditor.Action>.element(id: 7, action: .type("y"))
    #expect(try roundTrip(element) == element)
    #expect(try roundTrip(TabAction<String>.select("news")) == .select("news"))
  }
}
