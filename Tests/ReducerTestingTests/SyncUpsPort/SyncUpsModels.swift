import Foundation
import ReducerRouting

// TCA's SyncUps sample app (Examples/SyncUps in swift-composable-architecture), ported as a TCA
// 1.x user would port it, with this library's API only: no stand-ins for TCA's ecosystem. The
// app's types live in `SyncUpsPort` so that they do not clash with the other tests of the target;
// inside it they keep TCA's names. Ids are plain `UUID`s, since `Tagged` is a package of its own.

/// The ported app: models, dependencies and features of TCA's SyncUps.
enum SyncUpsPort {
  /// A recurring meeting: who attends, for how long, and its past meetings.
  struct SyncUp: Codable, Equatable, Identifiable, Sendable {
    let id: UUID
    var attendees: IdentifiedArrayOf<Attendee> = []
    var duration: Duration = .seconds(60 * 5)
    var meetings: IdentifiedArrayOf<Meeting> = []
    var theme: Theme = .bubblegum
    var title = ""

    /// How long each attendee speaks.
    var durationPerAttendee: Duration {
      duration / attendees.count
    }
  }

  /// A person who attends a sync-up.
  struct Attendee: Codable, Equatable, Identifiable, Sendable {
    let id: UUID
    var name = ""
  }

  /// A past meeting of a sync-up, with what was said.
  struct Meeting: Codable, Equatable, Identifiable, Sendable {
    let id: UUID
    let date: Date
    var transcript: String
  }

  /// The colour theme of a sync-up (the colours themselves are the views' business).
  enum Theme: String, CaseIterable, Codable, Equatable, Identifiable, Sendable {
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle
    case poppy, purple, seafoam, sky, tan, teal, yellow

    var id: Self { self }
    var name: String { rawValue.capitalized }
  }
}

extension SyncUpsPort.SyncUp {
  static let mock = Self(
    id: SyncUpsPort.SyncUp.ID(),
    attendees: [
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob Jr"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob Sr"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob Esq"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob III"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob I"),
    ],
    duration: .seconds(60),
    meetings: [
      SyncUpsPort.Meeting(
        id: SyncUpsPort.Meeting.ID(),
        date: Date().addingTimeInterval(-60 * 60 * 24 * 7),
        transcript: "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
      )
    ],
    theme: .orange,
    title: "Design"
  )

  static let engineeringMock = Self(
    id: SyncUpsPort.SyncUp.ID(),
    attendees: [
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob"),
      SyncUpsPort.Attendee(id: SyncUpsPort.Attendee.ID(), name: "Blob Jr"),
    ],
    duration: .seconds(60 * 10),
    theme: .periwinkle,
    title: "Engineering"
  )
}

// MARK: - Shared state

extension SharedKey<IdentifiedArrayOf<SyncUpsPort.SyncUp>>.Default {
  /// Every sync-up, saved in the app's documents folder: TCA's `.syncUps` key.
  static var syncUps: Self {
    Self[.fileStorage(.documents.appending(component: "sync-ups.json")), default: []]
  }
}

extension URL {
  /// The app's documents folder: `URL.documentsDirectory` is not in Linux's Foundation.
  fileprivate static var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
  }
}

// MARK: - Dependencies

extension SyncUpsPort {
  /// Whether the app may use speech recognition: `SFSpeechRecognizerAuthorizationStatus`,
  /// which Linux does not have.
  enum SpeechAuthorizationStatus: Equatable, Sendable {
    case notDetermined, denied, restricted, authorized
  }

  /// What the recognizer is asked to transcribe: `SFSpeechAudioBufferRecognitionRequest`,
  /// which Linux does not have.
  struct SpeechRecognitionRequest: Sendable {}

  /// One result of the recognizer.
  struct SpeechRecognitionResult: Equatable, Sendable {
    var bestTranscription: Transcription
    var isFinal: Bool
  }

  /// The text the recognizer heard.
  struct Transcription: Equatable, Sendable {
    var formattedString: String
  }

  /// The speech recognizer, as a dependency. TCA declares it with `@DependencyClient`; here its
  /// `testValue` lists an `unimplemented` endpoint for each closure, which is what the macro
  /// generates.
  struct SpeechClient: Sendable {
    var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus
    var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus
    var startTask:
      @Sendable (_ request: SpeechRecognitionRequest) async -> AsyncThrowingStream<
        SpeechRecognitionResult, any Error
      >
  }
}

extension SyncUpsPort.SpeechClient: DependencyKey {
  // Linux has no speech recognizer: the live client says so.
  static let liveValue = Self(
    authorizationStatus: { .restricted },
    requestAuthorization: { .restricted },
    startTask: { _ in .finished() }
  )

  static let testValue = Self(
    authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied),
    requestAuthorization: unimplemented("SpeechClient.requestAuthorization", placeholder: .denied),
    startTask: unimplemented("SpeechClient.startTask", placeholder: .finished())
  )
}

extension DependencyValues {
  var speechClient: SyncUpsPort.SpeechClient {
    get { self[SyncUpsPort.SpeechClient.self] }
    set { self[SyncUpsPort.SpeechClient.self] = newValue }
  }

  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  // Linux has no settings app to open.
  static let liveValue: @Sendable () async -> Void = {}
}
