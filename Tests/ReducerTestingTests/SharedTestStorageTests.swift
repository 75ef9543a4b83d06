import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// A `@Shared` made in a test's body and the test's store share one in-memory storage, as in
// TCA: no test touches the disk unless it sets the file storage itself.

struct Meeting: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
}

/// Where the meetings of these tests would be saved: a folder of the system's temporary one,
/// unique to this process, that no test may create.
let meetingsFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("SharedTestStorageTests-\(ProcessInfo.processInfo.processIdentifier)")

extension SharedKey<IdentifiedArrayOf<Meeting>>.Default {
  /// The meetings, saved in a JSON file; none at first.
  static var meetings: Self {
    Self[.fileStorage(meetingsFolder.appendingPathComponent("meetings.json")), default: []]
  }
}

extension SharedKey.Default where Value == Bool {
  /// Whether the user signed in, kept in memory.
  static var isSignedIn: Self { Self[.inMemory("isSignedIn"), default: false] }
}

/// A list of meetings that deletes and adds them.
private struct MeetingsList: Reducer {
  struct State: Equatable {
    @Shared(.meetings) var meetings
    @Shared(.isSignedIn) var isSignedIn
  }
  enum Action: Equatable {
    case deleteTapped(id: Int)
    case addTapped(title: String)
    case signInTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .deleteTapped(id):
      state.$meetings.withLock { _ = $0.remove(id: id) }
      return .none
    case let .addTapped(title):
      state.$meetings.withLock { $0.append(Meeting(id: $0.count + 1, title: title)) }
      return .none
    case .signInTapped:
      state.isSignedIn = true
      return .none
    }
  }
}

@MainActor
@Suite struct SharedTestStorageTests {
  @Test func aSharedValueMadeInTheTestsBodyIsTheStoresAsInTCA() async {
    let failures = await recordedFailures {
      @Shared(.meetings) var meetings = [Meeting(id: 1, title: "Standup")]
      let store = TestStore(initialState: MeetingsList.State()) { MeetingsList() }
      #expect(store.state.meetings == [Meeting(id: 1, title: "Standup")])
      await store.send(.deleteTapped(id: 1)) {
        $0.$meetings.withLock { $0 = [] }
      }
      #expect(meetings == [])
    }
    #expect(failures == [])
    #expect(!FileManager.default.fileExists(atPath: meetingsFolder.path))
  }

  @Test func aSharedValueMadeAfterTheStoreSeesItsChanges() async {
    let store = TestStore(initialState: MeetingsList.State()) { MeetingsList() }
    await store.send(.addTapped(title: "Retro")) {
      $0.meetings = [Meeting(id: 1, title: "Retro")]
    }
    @Shared(.meetings) var meetings
    #expect(meetings == [Meeting(id: 1, title: "Retro")])
    #expect(!FileManager.default.fileExists(atPath: meetingsFolder.path))
  }

  @Test func eachTestHasItsOwnStorage() async {
    // Another test of this suite, maybe running now, changes the same keys: this one starts
    // from the defaults.
    @Shared(.meetings) var meetings
    @Shared(.isSignedIn) var isSignedIn
    #expect(meetings == [])
    #expect(isSignedIn == false)
    let store = TestStore(initialState: MeetingsList.State()) { MeetingsList() }
    await store.send(.signInTapped) { $0.isSignedIn = true }
    #expect(isSignedIn)
  }

  @Test func aKeyWithADefaultNeedsNoTypeAndNoDefault() {
    @Shared(.isSignedIn) var isSignedIn
    #expect(isSignedIn == false)
    $isSignedIn.withLock { $0 = true }
    @Shared(.isSignedIn) var again
    #expect(again)
    let key = SharedKey<Bool>.Default.isSignedIn
    #expect(key.defaultValue == false)
    #expect(key.description == #"inMemory("isSignedIn")"#)
  }

  @Test func theDiskIsReachedOnlyWhenTheTestSetsTheFileSystem() throws {
    // A folder of its own: the other tests check that theirs is never made.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedTestStorageTests-explicit-\(UUID().uuidString)")
    let url = folder.appendingPathComponent("meetings.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    withDependencies {
      $0.defaultFileStorage = .fileSystem(saveDelay: .zero)
    } operation: {
      @Shared(.fileStorage(url)) var meetings: [Meeting] = []
      $meetings.withLock { $0 = [Meeting(id: 7, title: "Planning")] }
      $meetings.save()
    }
    let saved = try JSONDecoder().decode([Meeting].self, from: Data(contentsOf: url))
    #expect(saved == [Meeting(id: 7, title: "Planning")])
  }

  @Test func theTestsFileStorageKeepsWhatItSavedInMemory() throws {
    @Shared(.meetings) var meetings = [Meeting(id: 2, title: "Demo")]
    $meetings.withLock { $0.append(Meeting(id: 3, title: "Review")) }
    let storage = DependencyValues.current.defaultFileStorage
    let data = storage.data(at: meetingsFolder.appendingPathComponent("meetings.json"))
    let saved = try JSONDecoder().decode([Meeting].self, from: data ?? Data())
    #expect(saved.map(\.id) == [2, 3])
    #expect(!FileManager.default.fileExists(atPath: meetingsFolder.path))
  }
}
