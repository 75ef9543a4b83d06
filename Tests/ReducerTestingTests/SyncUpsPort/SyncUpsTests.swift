import Foundation
import ReducerRouting
import ReducerTesting
import Testing

/// The skipped assertions that `body` shows (`showSkippedAssertions: true`), captured rather
/// than recorded as known issues; a failure in `body` is still recorded.
@MainActor
private func skippedAssertions(_ body: @MainActor () async -> Void) async -> [String] {
  let reports = await FailureReporting.capture(body)
  for failure in reports where failure.kind == .failure {
    Issue.record(Comment(rawValue: failure.message))
  }
  return reports.filter { $0.kind == .skippedAssertion }.map(\.message)
}

// The 21 tests of TCA's SyncUps (AppFeatureTests, RecordMeetingTests, SyncUpDetailTests,
// SyncUpFormTests, SyncUpsListTests), each with the intent and assertions of TCA's, in this
// library's spellings: `\.path[id: 0].detail.x` becomes `.route(id, .detail(.x))`, case key
// paths become `/` case paths joined with `..`, `$0.x?.edit?.y = ...` becomes
// `$0.x.modify(/Destination.State.edit) { ... }`, and TCA's `DismissEffect` expectation becomes
// `store.isDismissed`. Two spellings differ from TCA 1.x beyond what the migration guide's table
// lists: `$syncUps[id: id]` is a `Shared<SyncUp?>` (TCA 1.x: `Shared<SyncUp>?`), unwrapped with
// `Shared(...)`; and `\.timerTick`, a case without a payload of an action that is not
// `Equatable` (as TCA's is not), is `CasePath(case: RecordMeeting.Action.timerTick)`, since
// `/RecordMeeting.Action.timerTick` needs `Equatable`.

extension SyncUpsPort {
  // MARK: - AppFeatureTests

  @MainActor
  @Suite struct AppFeatureTests {
    /// TCA's `\.path.popFrom`: the flow's navigation action that drops a route, whatever the id.
    let popFrom = /AppFeature.Action.navigation .. /AppFeature.Route.NavigationAction.drop

    @Test func detailEdit() async throws {
      var syncUp = SyncUp.mock
      @Shared(.syncUps) var syncUps = [syncUp]
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      }

      let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
      let detailID = AppFeature.Route.detail(SyncUpDetail.State(syncUp: sharedSyncUp)).id

      await store.send(.navigation(.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
        $0.navigation.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp)))
      }

      await store.send(.route(detailID, .detail(.editButtonTapped))) {
        $0.navigation.modifyRoute(detailID, as: /AppFeature.Route.detail) {
          $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
        }
      }

      syncUp.title = "Blob"
      await store.send(
        .route(
          detailID, .detail(.destination(.presented(.edit(.binding(.set(\.$syncUp, syncUp)))))))
      ) {
        $0.navigation.modifyRoute(detailID, as: /AppFeature.Route.detail) {
          $0.destination.modify(/SyncUpDetail.Destination.State.edit) {
            $0.syncUp.title = "Blob"
          }
        }
      }

      await store.send(.route(detailID, .detail(.doneEditingButtonTapped))) {
        $0.navigation.modifyRoute(detailID, as: /AppFeature.Route.detail) {
          $0.destination = nil
          $0.syncUp.title = "Blob"
        }
      }
      .finish()
      // Beyond TCA's test: the store's list is the test's `@Shared` list (one test storage),
      // and the edit reached both.
      #expect(syncUps[id: syncUp.id]?.title == "Blob")
      #expect(store.state.root.syncUps.map(\.title) == ["Blob"])
    }

    @Test func delete() async throws {
      let syncUp = SyncUp.mock
      @Shared(.syncUps) var syncUps = [syncUp]
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      }

      let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
      let detailID = AppFeature.Route.detail(SyncUpDetail.State(syncUp: sharedSyncUp)).id

      await store.send(.navigation(.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
        $0.navigation.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp)))
      }

      await store.send(.route(detailID, .detail(.deleteButtonTapped))) {
        $0.navigation.modifyRoute(detailID, as: /AppFeature.Route.detail) {
          $0.destination = .alert(.deleteSyncUp)
        }
      }

      await store.send(
        .route(detailID, .detail(.destination(.presented(.alert(.confirmDeletion)))))
      ) {
        $0.navigation.modifyRoute(detailID, as: /AppFeature.Route.detail) {
          $0.destination = nil
        }
        $0.root.syncUps = []
      }

      await store.receive(popFrom) {
        $0.navigation = AppFeature.Route.NavigationState()
      }
    }

    @Test func recording() async {
      let speechResult = SpeechRecognitionResult(
        bestTranscription: Transcription(formattedString: "I completed the project"),
        isFinal: true
      )
      let syncUp = SyncUp(
        id: SyncUp.ID(),
        attendees: [
          Attendee(id: Attendee.ID()),
          Attendee(id: Attendee.ID()),
          Attendee(id: Attendee.ID()),
        ],
        duration: .seconds(6)
      )

      let sharedSyncUp = Shared(syncUp)
      let detail = AppFeature.Route.detail(SyncUpDetail.State(syncUp: sharedSyncUp))
      let record = AppFeature.Route.record(RecordMeeting.State(syncUp: sharedSyncUp))
      let store = TestStore(
        initialState: AppFeature.State(
          navigation: AppFeature.Route.NavigationState(stack: [detail, record])
        )
      ) {
        AppFeature()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.continuousClock = ImmediateClock()
        $0.speechClient.authorizationStatus = { .authorized }
        $0.speechClient.startTask = { @Sendable _ in
          AsyncThrowingStream { continuation in
            continuation.yield(speechResult)
            continuation.finish()
          }
        }
        $0.uuid = .incrementing
      }
      store.exhaustivity = .off

      await store.send(.route(record.id, .record(.onTask)))
      await store.receive(popFrom) {
        #expect($0.navigation.stack.count == 1)
      }
      store.assert {
        $0.navigation.modifyRoute(detail.id, as: /AppFeature.Route.detail) {
          $0.syncUp.meetings = [
            Meeting(
              id: Meeting.ID(0),
              date: Date(timeIntervalSince1970: 1_234_567_890),
              transcript: "I completed the project"
            )
          ]
        }
      }
    }
  }

  // MARK: - RecordMeetingTests

  @MainActor
  @Suite struct RecordMeetingTests {
    @Test func timer() async {
      let clock = TestClock()

      let store = TestStore(
        initialState: RecordMeeting.State(
          syncUp: Shared(
            SyncUp(
              id: SyncUp.ID(),
              attendees: [
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
              ],
              duration: .seconds(6)
            )
          )
        )
      ) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.speechClient.authorizationStatus = { .denied }
        $0.uuid = .incrementing
      }

      let onTask = await store.send(.onTask)

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 0
        $0.secondsElapsed = 1
        #expect($0.durationRemaining == .seconds(5))
      }

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 1
        $0.secondsElapsed = 2
        #expect($0.durationRemaining == .seconds(4))
      }

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 1
        $0.secondsElapsed = 3
        #expect($0.durationRemaining == .seconds(3))
      }

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 2
        $0.secondsElapsed = 4
        #expect($0.durationRemaining == .seconds(2))
      }

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 2
        $0.secondsElapsed = 5
        #expect($0.durationRemaining == .seconds(1))
      }

      await clock.advance(by: .seconds(1))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick)) {
        $0.speakerIndex = 2
        $0.secondsElapsed = 6
        $0.syncUp.meetings.insert(
          Meeting(
            id: Meeting.ID(0),
            date: Date(timeIntervalSince1970: 1_234_567_890),
            transcript: ""
          ),
          at: 0
        )
        #expect($0.durationRemaining == .seconds(0))
      }

      #expect(store.isDismissed)
      await onTask.cancel()
    }

    @Test func recordTranscript() async {
      let clock = TestClock()

      let store = TestStore(
        initialState: RecordMeeting.State(
          syncUp: Shared(
            SyncUp(
              id: SyncUp.ID(),
              attendees: [
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
              ],
              duration: .seconds(6)
            )
          )
        )
      ) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.speechClient.authorizationStatus = { .authorized }
        $0.speechClient.startTask = { @Sendable _ in
          AsyncThrowingStream { continuation in
            continuation.yield(
              SpeechRecognitionResult(
                bestTranscription: Transcription(formattedString: "I completed the project"),
                isFinal: true
              )
            )
            continuation.finish()
          }
        }
        $0.uuid = .incrementing
      }

      let onTask = await store.send(.onTask)

      await store.receive(/RecordMeeting.Action.speechResult) {
        $0.transcript = "I completed the project"
      }

      // TCA shows the skipped assertions as known issues; here they are captured and counted,
      // so that a passing run prints none.
      let shown = await skippedAssertions {
        await store.withExhaustivity(.off(showSkippedAssertions: true)) {
          await clock.advance(by: .seconds(6))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
          await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        }
      }
      #expect(shown.count == 6, "one skipped state change per tick")

      #expect(store.state.syncUp.meetings[0].transcript == "I completed the project")

      #expect(store.isDismissed)
      await onTask.cancel()
    }

    @Test func endMeetingSave() async {
      let clock = TestClock()

      let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(.mock))) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.speechClient.authorizationStatus = { .denied }
        $0.uuid = .incrementing
      }

      let onTask = await store.send(.onTask)

      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting(isDiscardable: true)
      }

      await clock.advance(by: .seconds(3))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
      await store.receive(CasePath(case: RecordMeeting.Action.timerTick))

      await store.send(.alert(.presented(.confirmSave))) {
        $0.alert = nil
        $0.syncUp.meetings.insert(
          Meeting(
            id: Meeting.ID(0),
            date: Date(timeIntervalSince1970: 1_234_567_890),
            transcript: ""
          ),
          at: 0
        )
      }

      #expect(store.isDismissed)
      await onTask.cancel()
    }

    @Test func endMeetingDiscard() async {
      let clock = TestClock()

      let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(.mock))) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.speechClient.authorizationStatus = { .denied }
      }

      let task = await store.send(.onTask)

      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting(isDiscardable: true)
      }

      await store.send(.alert(.presented(.confirmDiscard))) {
        $0.alert = nil
      }

      #expect(store.isDismissed)
      await task.cancel()
    }

    @Test func nextSpeaker() async {
      let clock = TestClock()

      let store = TestStore(
        initialState: RecordMeeting.State(
          syncUp: Shared(
            SyncUp(
              id: SyncUp.ID(),
              attendees: [
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
              ],
              duration: .seconds(6)
            )
          )
        )
      ) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.speechClient.authorizationStatus = { .denied }
        $0.uuid = .incrementing
      }

      let onTask = await store.send(.onTask)

      await store.send(.nextButtonTapped) {
        $0.speakerIndex = 1
        $0.secondsElapsed = 2
      }

      await store.send(.nextButtonTapped) {
        $0.speakerIndex = 2
        $0.secondsElapsed = 4
      }

      await store.send(.nextButtonTapped) {
        $0.alert = .endMeeting(isDiscardable: false)
      }

      await store.send(.alert(.presented(.confirmSave))) {
        $0.alert = nil
        $0.syncUp.meetings.insert(
          Meeting(
            id: Meeting.ID(0),
            date: Date(timeIntervalSince1970: 1_234_567_890),
            transcript: ""
          ),
          at: 0
        )
      }

      #expect(store.isDismissed)
      await onTask.cancel()
    }

    @Test func speechRecognitionFailure_Continue() async {
      let clock = TestClock()

      let store = TestStore(
        initialState: RecordMeeting.State(
          syncUp: Shared(
            SyncUp(
              id: SyncUp.ID(),
              attendees: [
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
                Attendee(id: Attendee.ID()),
              ],
              duration: .seconds(6)
            )
          )
        )
      ) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.speechClient.authorizationStatus = { .authorized }
        $0.speechClient.startTask = { @Sendable _ in
          AsyncThrowingStream {
            $0.yield(
              SpeechRecognitionResult(
                bestTranscription: Transcription(formattedString: "I completed the project"),
                isFinal: true
              )
            )
            struct SpeechRecognitionFailure: Error {}
            $0.finish(throwing: SpeechRecognitionFailure())
          }
        }
        $0.uuid = .incrementing
      }

      let onTask = await store.send(.onTask)

      await store.receive(/RecordMeeting.Action.speechResult) {
        $0.transcript = "I completed the project"
      }

      await store.receive(CasePath(case: RecordMeeting.Action.speechFailure)) {
        $0.alert = .speechRecognizerFailed
        $0.transcript = "I completed the project ❌"
      }

      await store.send(.alert(.dismiss)) {
        $0.alert = nil
      }

      await clock.advance(by: .seconds(6))

      let shown = await skippedAssertions {
        store.exhaustivity = .off(showSkippedAssertions: true)
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        await store.receive(CasePath(case: RecordMeeting.Action.timerTick))
        store.exhaustivity = .on
      }
      #expect(shown.count == 6, "one skipped state change per tick")

      #expect(store.isDismissed)
      await onTask.cancel()
    }

    @Test func speechRecognitionFailure_Discard() async {
      let clock = TestClock()

      let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(.mock))) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.speechClient.authorizationStatus = { .authorized }
        $0.speechClient.startTask = { @Sendable _ in
          AsyncThrowingStream {
            struct SpeechRecognitionFailure: Error {}
            $0.finish(throwing: SpeechRecognitionFailure())
          }
        }
      }

      let onTask = await store.send(.onTask)

      await store.receive(CasePath(case: RecordMeeting.Action.speechFailure)) {
        $0.alert = .speechRecognizerFailed
      }

      await store.send(.alert(.presented(.confirmDiscard))) {
        $0.alert = nil
      }

      #expect(store.isDismissed)
      await onTask.cancel()
    }
  }

  // MARK: - SyncUpDetailTests

  @MainActor
  @Suite struct SyncUpDetailTests {
    @Test func speechRestricted() async {
      let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(.mock))) {
        SyncUpDetail()
      } withDependencies: {
        $0.speechClient.authorizationStatus = { .restricted }
      }

      await store.send(.startMeetingButtonTapped) {
        $0.destination = .alert(.speechRecognitionRestricted)
      }
    }

    @Test func speechDenied() async throws {
      let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(.mock))) {
        SyncUpDetail()
      } withDependencies: {
        $0.speechClient.authorizationStatus = {
          .denied
        }
      }

      await store.send(.startMeetingButtonTapped) {
        $0.destination = .alert(.speechRecognitionDenied)
      }
    }

    @Test func openSettings() async {
      let settingsOpened = LockIsolated(false)

      let store = TestStore(
        initialState: SyncUpDetail.State(
          destination: .alert(.speechRecognitionDenied),
          syncUp: Shared(.mock)
        )
      ) {
        SyncUpDetail()
      } withDependencies: {
        $0.openSettings = { settingsOpened.setValue(true) }
        $0.speechClient.authorizationStatus = { .denied }
      }

      await store.send(.destination(.presented(.alert(.openSettings)))) {
        $0.destination = nil
      }
      #expect(settingsOpened.value == true)
    }

    @Test func continueWithoutRecording() async throws {
      let store = TestStore(
        initialState: SyncUpDetail.State(
          destination: .alert(.speechRecognitionDenied),
          syncUp: Shared(.mock)
        )
      ) {
        SyncUpDetail()
      } withDependencies: {
        $0.speechClient.authorizationStatus = { .denied }
      }

      await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) {
        $0.destination = nil
      }

      await store.receive(
        /SyncUpDetail.Action.delegate .. /SyncUpDetail.Action.Delegate.startMeeting)
    }

    @Test func speechAuthorized() async throws {
      let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(.mock))) {
        SyncUpDetail()
      } withDependencies: {
        $0.speechClient.authorizationStatus = { .authorized }
      }

      await store.send(.startMeetingButtonTapped)

      await store.receive(
        /SyncUpDetail.Action.delegate .. /SyncUpDetail.Action.Delegate.startMeeting)
    }

    @Test func edit() async {
      var syncUp = SyncUp.mock
      let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(syncUp))) {
        SyncUpDetail()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      await store.send(.editButtonTapped) {
        $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
      }

      syncUp.title = "Blob's Meeting"
      await store.send(.destination(.presented(.edit(.binding(.set(\.$syncUp, syncUp)))))) {
        $0.destination.modify(/SyncUpDetail.Destination.State.edit) {
          $0.syncUp.title = "Blob's Meeting"
        }
      }

      await store.send(.doneEditingButtonTapped) {
        $0.destination = nil
        $0.syncUp.title = "Blob's Meeting"
      }
    }

    @Test func delete() async throws {
      let syncUp = SyncUp.mock
      @Shared(.syncUps) var syncUps = [syncUp]
      // TCA: "TODO: Can this exhaustively be caught?"
      defer { #expect(syncUps == []) }

      let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
      let store = TestStore(initialState: SyncUpDetail.State(syncUp: sharedSyncUp)) {
        SyncUpDetail()
      }

      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(.deleteSyncUp)
      }
      await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
        $0.destination = nil
      }
      // TCA's `DismissEffect { didDismiss.setValue(true) }`.
      #expect(store.isDismissed)
    }
  }

  // MARK: - SyncUpFormTests

  @MainActor
  @Suite struct SyncUpFormTests {
    @Test func addAttendee() async {
      let store = TestStore(
        initialState: SyncUpForm.State(
          syncUp: SyncUp(
            id: SyncUp.ID(),
            attendees: [],
            title: "Engineering"
          )
        )
      ) {
        SyncUpForm()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      store.assert {
        $0.syncUp.attendees = [Attendee(id: Attendee.ID(0))]
      }

      await store.send(.addAttendeeButtonTapped) {
        $0.focus = .attendee(Attendee.ID(1))
        $0.syncUp.attendees = [
          Attendee(id: Attendee.ID(0)),
          Attendee(id: Attendee.ID(1)),
        ]
      }
    }

    @Test func focusAfterRemovingAttendee() async {
      let store = TestStore(
        initialState: SyncUpForm.State(
          syncUp: SyncUp(
            id: SyncUp.ID(),
            attendees: [
              Attendee(id: Attendee.ID()),
              Attendee(id: Attendee.ID()),
              Attendee(id: Attendee.ID()),
              Attendee(id: Attendee.ID()),
            ],
            title: "Engineering"
          )
        )
      ) {
        SyncUpForm()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      await store.send(.deleteAttendees(atOffsets: [0])) {
        $0.focus = .attendee($0.syncUp.attendees[1].id)
        $0.syncUp.attendees = [
          $0.syncUp.attendees[1],
          $0.syncUp.attendees[2],
          $0.syncUp.attendees[3],
        ]
      }

      await store.send(.deleteAttendees(atOffsets: [1])) {
        $0.focus = .attendee($0.syncUp.attendees[2].id)
        $0.syncUp.attendees = [
          $0.syncUp.attendees[0],
          $0.syncUp.attendees[2],
        ]
      }

      await store.send(.deleteAttendees(atOffsets: [1])) {
        $0.focus = .attendee($0.syncUp.attendees[0].id)
        $0.syncUp.attendees = [
          $0.syncUp.attendees[0]
        ]
      }

      await store.send(.deleteAttendees(atOffsets: [0])) {
        $0.focus = .attendee(Attendee.ID(0))
        $0.syncUp.attendees = [
          Attendee(id: Attendee.ID(0))
        ]
      }
    }
  }

  // MARK: - SyncUpsListTests

  @MainActor
  @Suite struct SyncUpsListTests {
    @Test func add() async throws {
      let store = TestStore(initialState: SyncUpsList.State()) {
        SyncUpsList()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      var syncUp = SyncUp(
        id: SyncUp.ID(0),
        attendees: [
          Attendee(id: Attendee.ID(1))
        ]
      )
      await store.send(.addSyncUpButtonTapped) {
        $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
      }

      syncUp.title = "Engineering"
      await store.send(.destination(.presented(.add(.binding(.set(\.$syncUp, syncUp)))))) {
        $0.destination.modify(/SyncUpsList.Destination.State.add) {
          $0.syncUp.title = "Engineering"
        }
      }

      await store.send(.confirmAddSyncUpButtonTapped) {
        $0.destination = nil
        $0.syncUps = [syncUp]
      }
    }

    @Test func add_ValidatedAttendees() async throws {
      @Dependency(\.uuid) var uuid
      let syncUpID = try #require(SyncUp.ID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef"))

      let store = TestStore(
        initialState: SyncUpsList.State(
          destination: .add(
            SyncUpForm.State(
              syncUp: SyncUp(
                id: syncUpID,
                attendees: [
                  Attendee(id: uuid(), name: ""),
                  Attendee(id: uuid(), name: "    "),
                ],
                title: "Design"
              )
            )
          )
        )
      ) {
        SyncUpsList()
      } withDependencies: {
        $0.uuid = .incrementing
      }

      await store.send(.confirmAddSyncUpButtonTapped) {
        $0.destination = nil
        $0.syncUps = [
          SyncUp(
            id: syncUpID,
            attendees: [
              Attendee(id: Attendee.ID(0))
            ],
            title: "Design"
          )
        ]
      }
    }
  }
}
