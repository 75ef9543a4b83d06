import Foundation
import ReducerRouting

// The features of TCA's SyncUps, with TCA's names and shapes: the macros (`@Reducer`,
// `@ObservableState`, `@CasePathable`, `@Presents`) go, case key paths become `/` case paths,
// TCA's `StackState` path becomes a flow, and `@Dependency(\.dismiss)` becomes `dismissSelf()`.

extension SyncUpsPort {
  // MARK: - AppFeature

  /// The app: the list at the root, and a stack of a sync-up's detail, a past meeting and a
  /// recording above it. TCA's `StackState<Path.State>` and `.forEach(\.path, action: \.path)`.
  struct AppFeature: RoutingReducer {
    /// TCA's `@Reducer enum Path`.
    enum Route: Routing, Equatable {
      case detail(SyncUpDetail.State)
      case meeting(Meeting, syncUp: SyncUp)
      case record(RecordMeeting.State)

      enum Action {
        case detail(SyncUpDetail.Action)
        case record(RecordMeeting.Action)
      }

      /// A route is found by its own id, where TCA numbers the stack's elements.
      var id: String {
        switch self {
        case let .detail(state): "detail-\(state.syncUp.id)"
        case let .meeting(meeting, _): "meeting-\(meeting.id)"
        case let .record(state): "record-\(state.syncUp.id)"
        }
      }
    }

    struct State: RoutingState, Equatable {
      var navigation: Route.NavigationState = .init()
      var root = SyncUpsList.State()
    }

    enum Action: RoutingAction {
      case navigation(Route.NavigationAction)
      case route(Route.ID, Route.Action)
      case modalRoute(Route.Action)
      case root(SyncUpsList.Action)
    }

    var rootBody: some RootReducer<Self> {
      SyncUpsList()
    }

    var routeBody: some RouteReducer<Self> {
      Scope(state: /Route.detail, action: /Route.Action.detail) { SyncUpDetail() }
      Scope(state: /Route.record, action: /Route.Action.record) { RecordMeeting() }
    }

    func navigation(for action: Action) -> Route.NavigationAction? {
      switch action {
      case let .route(_, .detail(.delegate(.startMeeting(sharedSyncUp)))):
        .push(.record(RecordMeeting.State(syncUp: sharedSyncUp)))
      default:
        nil
      }
    }
  }

  // MARK: - SyncUpsList

  struct SyncUpsList: Reducer {
    struct Destination: Reducer {
      enum State: Equatable {
        case add(SyncUpForm.State)
        case alert(AlertState<Alert>)
      }
      enum Action {
        case add(SyncUpForm.Action)
        case alert(Alert)
      }
      enum Alert: Equatable {
        case confirmLoadMockData
      }
      var body: some ReducerOf<Self> {
        Scope(state: /State.add, action: /Action.add) { SyncUpForm() }
      }
    }

    struct State: Equatable {
      var destination: Destination.State?
      @Shared(.syncUps) var syncUps
    }

    enum Action {
      case addSyncUpButtonTapped
      case confirmAddSyncUpButtonTapped
      case destination(PresentationAction<Destination.Action>)
      case dismissAddSyncUpButtonTapped
      case onDelete(IndexSet)
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addSyncUpButtonTapped:
          state.destination = .add(
            SyncUpForm.State(
              syncUp: SyncUp(id: uuid())
            )
          )
          return .none

        case .confirmAddSyncUpButtonTapped:
          guard case let .some(.add(editState)) = state.destination
          else { return .none }
          var syncUp = editState.syncUp
          syncUp.attendees.removeAll { attendee in
            attendee.name.allSatisfy(\.isWhitespace)
          }
          if syncUp.attendees.isEmpty {
            syncUp.attendees.append(
              editState.syncUp.attendees.first
                ?? Attendee(id: uuid())
            )
          }
          state.syncUps.append(syncUp)
          state.destination = nil
          return .none

        case .destination:
          return .none

        case .dismissAddSyncUpButtonTapped:
          state.destination = nil
          return .none

        case let .onDelete(indexSet):
          state.syncUps.remove(atOffsets: indexSet)
          return .none
        }
      }
      .ifLet(\.destination, action: /Action.destination) { Destination() }
    }
  }

  // MARK: - SyncUpDetail

  struct SyncUpDetail: Reducer {
    struct Destination: Reducer {
      enum State: Equatable {
        case alert(AlertState<Alert>)
        case edit(SyncUpForm.State)
      }
      enum Action {
        case alert(Alert)
        case edit(SyncUpForm.Action)
      }
      enum Alert: Equatable {
        case confirmDeletion
        case continueWithoutRecording
        case openSettings
      }
      var body: some ReducerOf<Self> {
        Scope(state: /State.edit, action: /Action.edit) { SyncUpForm() }
      }
    }

    struct State: Equatable {
      var destination: Destination.State?
      @Shared var syncUp: SyncUp
    }

    enum Action: Sendable {
      case cancelEditButtonTapped
      case delegate(Delegate)
      case deleteButtonTapped
      case deleteMeetings(atOffsets: IndexSet)
      case destination(PresentationAction<Destination.Action>)
      case doneEditingButtonTapped
      case editButtonTapped
      case startMeetingButtonTapped

      enum Delegate {
        case startMeeting(Shared<SyncUp>)
      }
    }

    @Dependency(\.openSettings) var openSettings
    @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .cancelEditButtonTapped:
          state.destination = nil
          return .none

        case .delegate:
          return .none

        case .deleteButtonTapped:
          state.destination = .alert(.deleteSyncUp)
          return .none

        case let .deleteMeetings(atOffsets: indices):
          state.syncUp.meetings.remove(atOffsets: indices)
          return .none

        case let .destination(.presented(.alert(alertAction))):
          switch alertAction {
          case .confirmDeletion:
            @Shared(.syncUps) var syncUps
            syncUps.remove(id: state.syncUp.id)
            return .run { send in await send.dismissSelf() }

          case .continueWithoutRecording:
            return .send(.delegate(.startMeeting(state.$syncUp)))

          case .openSettings:
            return .run { _ in await openSettings() }
          }

        case .destination:
          return .none

        case .doneEditingButtonTapped:
          guard case let .some(.edit(editState)) = state.destination
          else { return .none }
          state.syncUp = editState.syncUp
          state.destination = nil
          return .none

        case .editButtonTapped:
          state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
          return .none

        case .startMeetingButtonTapped:
          switch authorizationStatus() {
          case .notDetermined, .authorized:
            return .send(.delegate(.startMeeting(state.$syncUp)))

          case .denied:
            state.destination = .alert(.speechRecognitionDenied)
            return .none

          case .restricted:
            state.destination = .alert(.speechRecognitionRestricted)
            return .none
          }
        }
      }
      .ifLet(\.destination, action: /Action.destination) { Destination() }
    }
  }

  // MARK: - SyncUpForm

  struct SyncUpForm: Reducer {
    struct State: Equatable, Sendable {
      @BindingState var focus: Field? = .title
      @BindingState var syncUp: SyncUp

      init(focus: Field? = .title, syncUp: SyncUp) {
        self.focus = focus
        self.syncUp = syncUp
        if self.syncUp.attendees.isEmpty {
          @Dependency(\.uuid) var uuid
          self.syncUp.attendees.append(Attendee(id: uuid()))
        }
      }

      enum Field: Hashable, Sendable {
        case attendee(Attendee.ID)
        case title
      }
    }

    enum Action: BindableAction, Equatable, Sendable {
      case addAttendeeButtonTapped
      case binding(BindingAction<State>)
      case deleteAttendees(atOffsets: IndexSet)
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .addAttendeeButtonTapped:
          let attendee = Attendee(id: uuid())
          state.syncUp.attendees.append(attendee)
          state.focus = .attendee(attendee.id)
          return .none

        case .binding:
          return .none

        case let .deleteAttendees(atOffsets: indices):
          state.syncUp.attendees.remove(atOffsets: indices)
          if state.syncUp.attendees.isEmpty {
            state.syncUp.attendees.append(Attendee(id: uuid()))
          }
          guard let firstIndex = indices.first
          else { return .none }
          let index = min(firstIndex, state.syncUp.attendees.count - 1)
          state.focus = .attendee(state.syncUp.attendees[index].id)
          return .none
        }
      }
    }
  }

  // MARK: - RecordMeeting

  struct RecordMeeting: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var secondsElapsed = 0
      var speakerIndex = 0
      @Shared var syncUp: SyncUp
      var transcript = ""

      var durationRemaining: Duration {
        syncUp.duration - .seconds(secondsElapsed)
      }
    }

    enum Action {
      case alert(PresentationAction<Alert>)
      case endMeetingButtonTapped
      case nextButtonTapped
      case onTask
      case timerTick
      case speechFailure
      case speechResult(SpeechRecognitionResult)

      enum Alert: Equatable {
        case confirmDiscard
        case confirmSave
      }
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.speechClient) var speechClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.presented(.confirmDiscard)):
          return .run { send in await send.dismissSelf() }

        case .alert(.presented(.confirmSave)):
          state.syncUp.insert(transcript: state.transcript)
          return .run { send in await send.dismissSelf() }

        case .alert:
          return .none

        case .endMeetingButtonTapped:
          state.alert = .endMeeting(isDiscardable: true)
          return .none

        case .nextButtonTapped:
          guard state.speakerIndex < state.syncUp.attendees.count - 1
          else {
            state.alert = .endMeeting(isDiscardable: false)
            return .none
          }
          state.speakerIndex += 1
          state.secondsElapsed =
            state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
          return .none

        case .onTask:
          return .run { send in
            let authorization =
              await speechClient.authorizationStatus() == .notDetermined
              ? speechClient.requestAuthorization()
              : speechClient.authorizationStatus()

            await withTaskGroup(of: Void.self) { group in
              if authorization == .authorized {
                group.addTask {
                  await startSpeechRecognition(send: send)
                }
              }
              group.addTask {
                await startTimer(send: send)
              }
            }
          }

        case .timerTick:
          guard state.alert == nil
          else { return .none }

          state.secondsElapsed += 1

          let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
          if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
            if state.secondsElapsed == state.syncUp.duration.components.seconds {
              state.syncUp.insert(transcript: state.transcript)
              return .run { send in await send.dismissSelf() }
            }
            state.speakerIndex += 1
          }

          return .none

        case .speechFailure:
          if !state.transcript.isEmpty {
            state.transcript += " ❌"
          }
          state.alert = .speechRecognizerFailed
          return .none

        case let .speechResult(result):
          state.transcript = result.bestTranscription.formattedString
          return .none
        }
      }
      .ifLet(\.alert, action: /Action.alert)
    }

    private func startSpeechRecognition(send: Send<Action>) async {
      do {
        let speechTask = await speechClient.startTask(SpeechRecognitionRequest())
        for try await result in speechTask {
          await send(.speechResult(result))
        }
      } catch {
        await send(.speechFailure)
      }
    }

    private func startTimer(send: Send<Action>) async {
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(.timerTick)
      }
    }
  }
}

extension SyncUpsPort.SyncUp {
  fileprivate mutating func insert(transcript: String) {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    meetings.insert(
      SyncUpsPort.Meeting(
        id: uuid(),
        date: now,
        transcript: transcript
      ),
      at: 0
    )
  }
}

// MARK: - Alerts

extension AlertState where Action == SyncUpsPort.SyncUpDetail.Destination.Alert {
  static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this meeting?")
  }

  static let speechRecognitionDenied = Self {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Continue without recording")
    }
    ButtonState(action: .openSettings) {
      TextState("Open settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      """
      You previously denied speech recognition and so your meeting will not be recorded. You can \
      enable speech recognition in settings, or you can continue without recording.
      """
    )
  }

  static let speechRecognitionRestricted = Self {
    TextState("Speech recognition restricted")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Continue without recording")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      "Your device does not support speech recognition and so your meeting will not be recorded."
    )
  }
}

extension AlertState where Action == SyncUpsPort.RecordMeeting.Action.Alert {
  static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  static let speechRecognizerFailed = Self {
    TextState("Speech recognition failure")
  } actions: {
    ButtonState(role: .cancel) {
      TextState("Continue meeting")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard meeting")
    }
  } message: {
    TextState(
      """
      The speech recognizer has failed for some reason and so your meeting will no longer be \
      recorded. What do you want to do?
      """
    )
  }
}
