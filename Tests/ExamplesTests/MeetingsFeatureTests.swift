import Foundation
import ReducerRouting
import ReducerTesting
import Testing

@testable import meetings

// The features of the `meetings` example, each tested with a TestStore: the list adds meetings
// with ids and dates from dependencies, the editor saves to the shared meeting and closes
// itself, the detail asks before deleting, the recording ticks on a TestClock and stops when
// its screen leaves, and the list is kept in a file.

/// The date every test meeting is created at.
private let createdAt = Date(timeIntervalSince1970: 1_700_000_000)

/// The ids a store with `$0.uuid = .incrementing` makes, in order.
private func incrementingIDs(_ count: Int) -> [UUID] {
  let uuid = UUIDGenerator.incrementing
  return (0..<count).map { _ in uuid() }
}

/// Each feature of the `meetings` example under a `TestStore`, alone or inside the app flow.
@MainActor
@Suite struct MeetingsFeatureTests {
  let standup = Meeting(id: incrementingIDs(1)[0], title: "Standup", date: createdAt)

  /// The app at its list, holding `meetings` shared with no file.
  private func appState(_ meetings: [Meeting]) -> MeetingsApp.State {
    MeetingsApp.State(
      root: MeetingsList.State(
        meetings: Shared(value: IdentifiedArray(uncheckedUniqueElements: meetings))))
  }

  // MARK: - The list

  @Test func addingTakesTheIDAndTheDateFromDependencies() async {
    let store = TestStore(initialState: MeetingsList.State(meetings: Shared(value: []))) {
      MeetingsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(createdAt)
    }
    let ids = incrementingIDs(2)
    await store.send(.addMeeting(title: "Standup")) {
      $0.meetings = [Meeting(id: ids[0], title: "Standup", date: createdAt)]
    }
    await store.send(.addMeeting(title: "Retro")) {
      $0.meetings.append(Meeting(id: ids[1], title: "Retro", date: createdAt))
    }
  }

  // MARK: - The editor

  @Test func editingThroughTheSheetChangesTheSharedList() async throws {
    let store = TestStore(initialState: appState([standup])) { MeetingsApp() }
    let id = standup.id
    // The expected routes hold the expected list's element, as the real ones hold the list's:
    // a change asserted on the list shows in them too.
    await store.send(.root(.meetingTapped(id))) {
      let meeting = try #require(Shared($0.root.$meetings[id: id]))
      $0.navigation.push(.detail(MeetingDetail.State(meeting: meeting)))
    }
    await store.send(.route("detail", .detail(.editTapped))) {
      let meeting = try #require(Shared($0.root.$meetings[id: id]))
      $0.navigation.present(.edit(MeetingEditor.State(meeting: meeting)), style: .sheet)
    }
    await store.send(.modalRoute(.edit(.setTitle("Weekly sync")))) {
      $0.navigation.modifyModal(as: /MeetingsApp.Route.edit) { $0.draft.title = "Weekly sync" }
    }
    // Nothing is saved until the editor saves: the list still has the old title.
    #expect(store.state.root.meetings[id: id]?.title == "Standup")
    await store.send(.modalRoute(.edit(.saveTapped))) {
      $0.root.meetings[id: id]?.title = "Weekly sync"
      $0.navigation.dismiss()
    }
    guard case let .detail(detail)? = store.state.navigation.top else {
      Issue.record("The detail is no longer on top: \(store.state.navigation)")
      return
    }
    #expect(detail.meeting.title == "Weekly sync")
  }

  @Test func theEditorSavesToTheSharedMeetingAndClosesItself() async {
    let meeting = Shared(value: standup)
    let store = TestStore(initialState: MeetingEditor.State(meeting: meeting)) { MeetingEditor() }
    await store.send(.setTitle("Weekly sync")) { $0.draft.title = "Weekly sync" }
    #expect(!store.isDismissed)
    await store.send(.saveTapped) { $0.meeting.title = "Weekly sync" }
    #expect(store.isDismissed)
    #expect(meeting.wrappedValue.title == "Weekly sync")
  }

  @Test func theEditorsCancelClosesItAndSavesNothing() async {
    let meeting = Shared(value: standup)
    let store = TestStore(initialState: MeetingEditor.State(meeting: meeting)) { MeetingEditor() }
    await store.send(.setTitle("Weekly sync")) { $0.draft.title = "Weekly sync" }
    await store.send(.cancelTapped)
    #expect(store.isDismissed)
    #expect(meeting.wrappedValue.title == "Standup")
  }

  // MARK: - The delete alert

  @Test func cancellingTheDeleteAlertKeepsTheMeeting() async {
    let store = TestStore(initialState: MeetingDetail.State(meeting: Shared(value: standup))) {
      MeetingDetail()
    }
    await store.send(.deleteTapped) { $0.alert = .deleteMeeting(title: "Standup") }
    await store.send(.alert(.cancel)) { $0.alert = nil }
    #expect(!store.isDismissed)
  }

  @Test func confirmingTheDeleteAlertAsksTheAppAndClosesTheScreen() async {
    let store = TestStore(initialState: MeetingDetail.State(meeting: Shared(value: standup))) {
      MeetingDetail()
    }
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete \"Standup\"?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
      } message: {
        TextState("The meeting and its transcript are removed from the file.")
      }
    }
    // What a UI does when the Delete button is tapped.
    let delete = store.state.alert?.action(forButtonAt: 0)
    #expect(delete == .confirmDeletion)
    await store.send(.alert(.confirmDeletion)) { $0.alert = nil }
    await store.receive(.delegate(.deleteMeeting(standup.id)))
    #expect(store.isDismissed)
  }

  @Test func confirmingTheDeleteAlertInTheAppDeletesAndPops() async throws {
    let retro = Meeting(id: incrementingIDs(2)[1], title: "Retro", date: createdAt)
    let store = TestStore(initialState: appState([standup, retro])) { MeetingsApp() }
    await store.send(.root(.meetingTapped(standup.id))) {
      let meeting = try #require(Shared($0.root.$meetings[id: standup.id]))
      $0.navigation.push(.detail(MeetingDetail.State(meeting: meeting)))
    }
    await store.send(.route("detail", .detail(.deleteTapped))) {
      $0.navigation.modifyRoute("detail", as: /MeetingsApp.Route.detail) {
        $0.alert = .deleteMeeting(title: "Standup")
      }
    }
    await store.send(.route("detail", .detail(.alert(.confirmDeletion)))) {
      $0.navigation.modifyRoute("detail", as: /MeetingsApp.Route.detail) { $0.alert = nil }
    }
    await store.receive(.route("detail", .detail(.delegate(.deleteMeeting(standup.id))))) {
      $0.root.meetings = [retro]
    }
    await store.receive(.navigation(.drop("detail"))) {
      $0.navigation.pop()
    }
    #expect(store.state.navigation.isAtRoot)
    await store.finish()
  }

  // MARK: - The recording

  @Test func theRecordingAddsATranscriptLineEachSecond() async {
    let clock = TestClock()
    let meeting = Shared(value: standup)
    let store = TestStore(initialState: RecordMeeting.State(meeting: meeting)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.onAppear)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick) {
      $0.secondsElapsed = 1
      $0.meeting.transcript = ["0:01 line 1"]
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) {
      $0.secondsElapsed = 2
      $0.meeting.transcript.append("0:02 line 2")
    }
    await store.receive(.tick) {
      $0.secondsElapsed = 3
      $0.meeting.transcript.append("0:03 line 3")
    }
    // The lines went to the shared meeting, which the detail and the list hold too.
    #expect(meeting.wrappedValue.transcript.count == 3)
    await timer.cancel()
  }

  @Test func theRecordingStopsOnItsOwnWhenItsScreenLeaves() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: appState([standup])) {
      MeetingsApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let id = standup.id
    await store.send(.root(.meetingTapped(id))) {
      let meeting = try #require(Shared($0.root.$meetings[id: id]))
      $0.navigation.push(.detail(MeetingDetail.State(meeting: meeting)))
    }
    await store.send(.route("detail", .detail(.recordTapped))) {
      let meeting = try #require(Shared($0.root.$meetings[id: id]))
      $0.navigation.push(.record(RecordMeeting.State(meeting: meeting)))
    }
    await store.send(.route("record", .record(.onAppear)))
    await clock.advance(by: .seconds(1))
    await store.receive(.route("record", .record(.tick))) {
      $0.root.meetings[id: id]?.transcript = ["0:01 line 1"]
      $0.navigation.modifyRoute("record", as: /MeetingsApp.Route.record) {
        $0.secondsElapsed = 1
      }
    }
    await store.send(.navigation(.pop)) { $0.navigation.pop() }
    // No tick once the screen has left, and no effect left running: the flow cancelled it.
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.root.meetings[id: id]?.transcript == ["0:01 line 1"])
  }

  // MARK: - The file

  @Test func theMeetingsAreLoadedFromAndSavedToTheirFile() async throws {
    let url = URL(fileURLWithPath: "/meetings-test/meetings.json")
    let storage = FileStorage.inMemory
    try storage.setData(JSONEncoder().encode([standup]), at: url)
    let store = TestStore(initialState: MeetingsApp.State(url: url)) {
      MeetingsApp()
    } withDependencies: {
      $0.defaultFileStorage = storage
      $0.uuid = .constant(incrementingIDs(2)[1])
      $0.date = .constant(createdAt)
    }
    #expect(store.state.root.meetings.map(\.title) == ["Standup"])
    let retro = Meeting(id: incrementingIDs(2)[1], title: "Retro", date: createdAt)
    await store.send(.root(.addMeeting(title: "Retro"))) {
      $0.root.meetings.append(retro)
    }
    let saved = try JSONDecoder().decode(
      [Meeting].self, from: try #require(storage.data(at: url)))
    #expect(saved == [standup, retro])
    // Nothing reached the disk: a TestStore's file storage is in memory.
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  // MARK: - The commands

  @Test func commandsParseWithTheirArguments() throws {
    #expect(try Command(parsing: "add  Weekly sync ") == .add(title: "Weekly sync"))
    #expect(try Command(parsing: "OPEN 2") == .open(number: 2))
    #expect(try Command(parsing: "title Daily Standup") == .title("Daily Standup"))
    #expect(try Command(parsing: "wait 2.5") == .wait(seconds: 2.5))
    #expect(try Command(parsing: "wait") == .wait(seconds: 1))
    #expect(try Command(parsing: "   ") == nil)
    #expect(try Command(parsing: "# a comment") == nil)
  }

  @Test func badCommandsSayWhatIsWrong() {
    let cases: [(String, String)] = [
      ("fly", "unknown command 'fly'."),
      ("add", "'add' takes the meeting's title"),
      ("open two", "'open' takes the number of a meeting"),
      ("open 0", "'open' takes the number of a meeting"),
      ("wait 100", "'wait' takes a number of seconds from 0 to 60"),
      ("save now", "'save' takes no argument, but got 'now'."),
    ]
    for (line, start) in cases {
      #expect(throws: CommandError.self, "'\(line)'") { try Command(parsing: line) }
      do {
        _ = try Command(parsing: line)
      } catch {
        #expect(error.message.hasPrefix(start), "'\(line)': \(error.message)")
      }
    }
  }
}
