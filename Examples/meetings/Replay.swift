import Foundation
import ReducerRouting

/// `meetings --replay FILE`: steps through a session recorded with `--record`, printing each
/// step's action, what it changed, and the navigation tree after it.
///
/// The replay runs the app's reducer only: each recorded action in order, with the ids and
/// dates the recording holds, and no effect started (what the effects sent, such as the
/// recording timer's ticks, is in the recording as received steps). The meetings are not read
/// from or written to any data file.
@MainActor
enum Replay {
  /// Replays the recording in `url`; returns the program's exit status: 0 when every step
  /// replayed as recorded, 1 when the file is not a recording of this app or a step differs.
  ///
  /// - Parameters:
  ///   - url: The recording, as `--record` wrote it.
  ///   - waitsForEnter: Whether to wait for Enter before each step (`--step`).
  /// - Returns: The exit status.
  static func run(_ url: URL, waitsForEnter: Bool) async -> Int32 {
    let recording: ActionRecording<MeetingsApp.State, MeetingsApp.Action>
    do {
      recording = try read(url)
    } catch {
      fail("cannot replay \(url.path): \(error.message)")
      return 1
    }
    let answers = RecordedAnswers()
    let store = Store(initialState: recording.startState) {
      ReplayedMeetings()
    } withDependencies: {
      $0.uuid = UUIDGenerator {
        if case let .uuid(id)? = answers.next(.uuid) { return id }
        return UUID()
      }
      $0.date = DateGenerator {
        if case let .date(date)? = answers.next(.date) { return date }
        return Date()
      }
    }
    let console = Console(store: store, dataURL: url, isInteractive: false)
    let count = recording.steps.count
    print("replaying \(count) step\(count == 1 ? "" : "s") recorded in \(url.path)")
    print(indented(console.treeText))
    var differing: [Int] = []
    for step in recording.steps {
      if waitsForEnter {
        print("press Enter for step \(step.index)")
        fflush(nil)
        guard readLine() != nil else {
          print("end of input: stopped before step \(step.index)")
          break
        }
      }
      print("step \(step.index) (\(describe(step.kind))): \(describe(step.action))")
      answers.serve(step.dependencies)
      store.send(step.action)
      if let problem = answers.finish() { print("  \(problem)") }
      print(indented(console.treeText))
      if let recorded = step.state, recorded != store.state {
        print("  the state differs from the one recorded after this step")
        differing.append(step.index)
      }
    }
    if !differing.isEmpty {
      fail(
        "the replay differs from the recording at step"
          + "\(differing.count == 1 ? "" : "s") \(differing.map(String.init).joined(separator: ", "))"
          + ": this version of the app does not do what the recorded one did.")
      return 1
    }
    print("replayed \(count) step\(count == 1 ? "" : "s"): every state as recorded")
    return 0
  }

  /// Reads a recording, refusing a file larger than a recording may be before reading it.
  private static func read(
    _ url: URL
  ) throws(CommandError) -> ActionRecording<MeetingsApp.State, MeetingsApp.Action> {
    let size: Int
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
        throw CommandError("it is not a regular file.")
      }
      size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError("the file cannot be read (\(error.localizedDescription)).")
    }
    let limit = ActionRecording<MeetingsApp.State, MeetingsApp.Action>.maximumByteCount
    guard size <= limit else {
      throw CommandError("the file has \(size) bytes, more than a recording may have (\(limit)).")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CommandError("the file cannot be read (\(error.localizedDescription)).")
    }
    do {
      return try ActionRecording(data)
    } catch {
      throw CommandError(error.description)
    }
  }

  private static func fail(_ message: String) {
    fflush(nil)
    FileHandle.standardError.write(Data("meetings: error: \(message)\n".utf8))
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
  }

  private static func describe(
    _ kind: ActionRecording<MeetingsApp.State, MeetingsApp.Action>.Kind
  ) -> String {
    switch kind {
    case .sent: "sent"
    case .received(startedBy: nil): "received from an effect"
    case let .received(startedBy: index?): "received from the effect of step \(index)"
    }
  }

  /// The action as the app's code spells it: `.root(.addMeeting(title: "Standup"))`.
  private static func describe(_ action: MeetingsApp.Action) -> String {
    // `String(describing:)` names each case with its type (`meetings.MeetingsList.Action.`).
    "."
      + String(describing: action).replacing(
        /(?:[A-Za-z_]+\.)*[A-Z][A-Za-z]*(?:<[^>()]*>)?\.(?=[a-z])/, with: ".")
  }
}

/// The app's reducer, with its effects dropped: a replay starts none.
private struct ReplayedMeetings: Reducer {
  let app = MeetingsApp()

  func reduce(into state: inout MeetingsApp.State, action: MeetingsApp.Action) -> Effect<
    MeetingsApp.Action
  > {
    _ = app.reduce(into: &state, action: action)
    return .none
  }
}

/// The ids and dates a step of the recording holds, served back to the reducer in order.
private final class RecordedAnswers: Sendable {
  private let queue = LockIsolated(Queue())

  private struct Queue {
    var answers: [RecordedDependency] = []
    var problem: String?
  }

  enum Kind { case uuid, date }

  /// Serves `answers` to the next step.
  func serve(_ answers: [RecordedDependency]) {
    queue.withValue { $0 = Queue(answers: answers) }
  }

  /// The next answer, when it is one of `kind`; otherwise notes the problem and returns `nil`.
  func next(_ kind: Kind) -> RecordedDependency? {
    queue.withValue { queue in
      guard !queue.answers.isEmpty else {
        queue.problem =
          queue.problem ?? "the step read '\(kind)', which the recording does not hold"
        return nil
      }
      let answer = queue.answers.removeFirst()
      switch (kind, answer) {
      case (.uuid, .uuid), (.date, .date): return answer
      default:
        queue.problem =
          queue.problem
          ?? "the step read '\(kind)' where the recording holds '\(answer.name)'"
        return nil
      }
    }
  }

  /// What went wrong with the step's answers, if anything.
  func finish() -> String? {
    queue.withValue { queue in
      if let problem = queue.problem { return problem }
      guard !queue.answers.isEmpty else { return nil }
      return "the step did not read \(queue.answers.count) of the answers the recording holds"
    }
  }
}
