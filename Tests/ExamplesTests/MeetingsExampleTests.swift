import Foundation
import Testing

/// Runs the built `meetings` example with scripts against a data file of the test's own, and
/// checks what it prints, what it saves, and what it loads the next time.
@Suite struct MeetingsExampleTests {
  /// A data file in a folder of the test's own, and the folder to remove afterwards.
  private static func dataFile() -> (url: URL, folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("meetings-example-\(UUID().uuidString)")
    return (folder.appendingPathComponent("meetings.json"), folder)
  }

  @Test func editsAndDeletionsAreSavedAndLoadedTheNextTime() async throws {
    let (url, folder) = Self.dataFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await runMeetings(
      data: url,
      """
      add Standup
      add Retro
      open 1
      edit
      title Daily standup
      save
      back
      open 2
      delete
      cancel
      delete
      confirm
      list
      quit
      """)
    let transcript = MeetingsTranscript(first)
    #expect(
      first.lines.first == "meetings: 0 meetings in \(url.path); type 'help' for the commands.")
    #expect(
      transcript.reply(to: "add Standup").first?.hasPrefix("  + meeting 1 \"Standup\" · ") == true)
    #expect(
      transcript.reply(to: "open 1") == ["  push detail", "  on \"Standup\": edit, record, delete"])
    #expect(transcript.reply(to: "edit").first == "  present sheet edit")
    #expect(transcript.reply(to: "title Daily standup") == ["  draft title: \"Daily standup\""])
    // The sheet wrote to the shared meeting: the list changed, and the detail shows it.
    #expect(
      transcript.reply(to: "save") == [
        "  ~ meeting 1 title: \"Standup\" → \"Daily standup\"", "  dismiss edit",
        "  on \"Daily standup\": edit, record, delete",
      ])
    let alert = transcript.reply(to: "delete", occurrence: 0)
    #expect(alert.first?.hasPrefix("  alert: Delete \"Retro\"? ") == true)
    #expect(alert.first?.hasSuffix("[Delete · destructive] [Cancel · cancel]") == true)
    #expect(transcript.reply(to: "cancel").first == "  alert dismissed")
    #expect(
      transcript.reply(to: "confirm") == [
        "  alert dismissed", "  - meeting 2 \"Retro\" deleted", "  pop detail",
        "  on Meetings: add <title>, open <n>",
      ])
    let list = transcript.reply(to: "list")
    #expect(list.count == 1)
    #expect(list.first?.hasPrefix("  1. \"Daily standup\" · ") == true)
    #expect(transcript.reply(to: "quit") == ["saved 1 meeting to \(url.path)", "bye"])
    #expect(first.status == 0)
    #expect(first.errors.isEmpty, "no command refused, no library diagnostic: \(first.errors)")

    let saved = try JSONDecoder().decode([SavedMeeting].self, from: Data(contentsOf: url))
    #expect(saved.map(\.title) == ["Daily standup"])

    // The next run loads the meetings from the file.
    let second = try await runMeetings(data: url, "list\nopen 1\n")
    #expect(
      second.lines.first == "meetings: 1 meeting in \(url.path); type 'help' for the commands.")
    let next = MeetingsTranscript(second)
    #expect(next.reply(to: "list").first?.hasPrefix("  1. \"Daily standup\" · ") == true)
    #expect(next.reply(to: "open 1").contains("  on \"Daily standup\": edit, record, delete"))
    #expect(
      second.lines.filter { !$0.isEmpty }.suffix(2) == [
        "nothing changed; \(url.path) is as it was", "end of input: bye",
      ])
    #expect(second.status == 0)
    #expect(second.errors.isEmpty)
  }

  @Test func aRecordingAddsLinesUntilItsScreenLeaves() async throws {
    let (url, folder) = Self.dataFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await runMeetings(
      data: url,
      """
      add Standup
      open 1
      record
      wait 2.5
      back
      wait 1.5
      quit
      """)
    let transcript = MeetingsTranscript(run)
    #expect(
      transcript.reply(to: "record") == [
        "  push record", "  on Recording \"Standup\": wait <seconds>, back",
      ])
    let ticks = transcript.reply(to: "wait 2.5").filter { $0.contains("transcript + ") }
    #expect(ticks.count >= 1, "a line a second: \(ticks)")
    #expect(ticks.first == "  ~ meeting 1 transcript + \"0:01 line 1\"")
    #expect(
      transcript.reply(to: "back").prefix(2) == [
        "  pop record", "  recording stopped: the flow cancelled its timer when the screen left",
      ])
    // Nothing ticks once the screen has left.
    #expect(transcript.reply(to: "wait 1.5") == ["  waited 1.5 s"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)

    let saved = try JSONDecoder().decode([SavedMeeting].self, from: Data(contentsOf: url))
    #expect(saved.first?.transcript.count == ticks.count)
  }

  @Test func aBadCommandIsOneErrorLineAndChangesNothing() async throws {
    let (url, folder) = Self.dataFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await runMeetings(
      data: url,
      """
      fly away
      open 1
      add
      edit
      add Standup
      open 1
      back
      open 1
      title Nope
      delete
      back
      confirm
      quit
      """)
    let errors = run.errors.split(separator: "\n").map(String.init)
    #expect(
      errors == [
        "meetings: error: unknown command 'fly'. On Meetings: add <title>, open <n>; anywhere: "
          + "list, back, wait <seconds>, help, quit.",
        "meetings: error: there is no meeting 1: the list is empty. Add one with 'add <title>'.",
        "meetings: error: 'add' takes the meeting's title, as in 'add Standup'. On Meetings: "
          + "add <title>, open <n>; anywhere: list, back, wait <seconds>, help, quit.",
        "meetings: error: that does nothing on Meetings. On Meetings: add <title>, open <n>; "
          + "anywhere: list, back, wait <seconds>, help, quit.",
        "meetings: error: that does nothing on \"Standup\". On \"Standup\": edit, record, delete; "
          + "anywhere: list, back, wait <seconds>, help, quit.",
        "meetings: error: answer the alert first: confirm or cancel.",
      ])
    let transcript = MeetingsTranscript(run)
    // A refused command prints nothing on standard output: nothing changed.
    for (command, occurrence) in [
      ("fly away", 0), ("open 1", 0), ("add", 0), ("edit", 0), ("title Nope", 0), ("back", 1),
    ] {
      #expect(
        transcript.reply(to: command, occurrence: occurrence).isEmpty,
        "'\(command)' changed nothing")
    }
    #expect(transcript.reply(to: "confirm").contains("  - meeting 1 \"Standup\" deleted"))
    #expect(run.status == 2, "a script with a refused command ends with status 2")
  }

  @Test func badOptionsAreRefused() async throws {
    let missing = try await ExampleRunner.run("meetings", arguments: ["--data"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("meetings: error: '--data' takes the path of a JSON file"))
    let unknown = try await ExampleRunner.run("meetings", arguments: ["--verbose"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("meetings: error: unknown option '--verbose'."))
    let help = try await ExampleRunner.run("meetings", arguments: ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--data <path>"))
    #expect(help.output.contains("--graph [mermaid|dot|json]"))
  }

  @Test func helpListsTheCommands() async throws {
    let (url, folder) = Self.dataFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let help = MeetingsTranscript(try await runMeetings(data: url, "help\n")).reply(to: "help")
    for word in [
      "add <title>", "open <n>", "edit", "record", "delete", "confirm", "cancel", "title <text>",
      "save", "list", "back", "wait <seconds>", "quit",
    ] {
      #expect(help.contains { $0.contains(word) }, "help mentions '\(word)'")
    }
  }
}

/// A meeting as the file holds it, decoded without the example's types.
private struct SavedMeeting: Decodable {
  var title: String
  var transcript: [String]
}

/// Runs the example with `script` as its input and `data` as its file.
/// Records a session of the example with `--record`, then replays it with `--replay`.
@Suite struct MeetingsRecordingTests {
  @Test func aRecordedSessionReplaysStepByStepWithTheNavigationTree() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("meetings-recording-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("meetings.json")
    let session = folder.appendingPathComponent("session.json")
    let recorded = try await ExampleRunner.run(
      "meetings", arguments: ["--data", data.path, "--record", session.path],
      input: "add Standup\nopen 1\nedit\ntitle Daily\nsave\ndelete\nconfirm\nquit\n")
    #expect(recorded.status == 0)
    #expect(recorded.lines.contains("recorded the session to \(session.path)"))

    let replayed = try await ExampleRunner.run("meetings", arguments: ["--replay", session.path])
    #expect(replayed.status == 0)
    #expect(replayed.errors.isEmpty)
    let lines = replayed.lines
    #expect(lines.first == "replaying 9 steps recorded in \(session.path)")
    #expect(
      lines.contains { $0.hasPrefix("step 0 (sent): .root(.addMeeting(title: \"Standup\"))") })
    #expect(lines.contains("step 2 (sent): .route(\"detail\", .detail(.editTapped))"))
    #expect(lines.contains("step 3 (sent): .modalRoute(.edit(.setTitle(\"Daily\")))"))
    #expect(
      lines.contains {
        $0.hasPrefix("step 7 (received from the effect of step 6): .route(\"detail\", .detail(")
      })
    #expect(
      lines.contains("step 8 (received from the effect of step 6): .navigation(.drop(\"detail\"))"))
    // The tree after the sheet was presented, under its step.
    let sheet = try #require(
      lines.firstIndex(of: "step 2 (sent): .route(\"detail\", .detail(.editTapped))"))
    #expect(
      Array(lines[(sheet + 1)...].prefix(4)) == [
        "  present sheet edit", "    MeetingsList", "    ├─ detail", "    └─ sheet edit",
      ])
    #expect(lines.last { !$0.isEmpty } == "replayed 9 steps: every state as recorded")

    // A file that is not a recording, or one cut short: one line on standard error, status 1.
    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"version\":1}".utf8).write(to: bad)
    let refused = try await ExampleRunner.run("meetings", arguments: ["--replay", bad.path])
    #expect(refused.status == 1)
    #expect(refused.errors.hasPrefix("meetings: error: cannot replay \(bad.path): The data is not"))
    let cut = folder.appendingPathComponent("cut.json")
    try Data(try Data(contentsOf: session).prefix(300)).write(to: cut)
    let truncated = try await ExampleRunner.run("meetings", arguments: ["--replay", cut.path])
    #expect(truncated.status == 1)
    #expect(truncated.errors.contains("was cut short"))
    let missing = try await ExampleRunner.run(
      "meetings", arguments: ["--replay", folder.appendingPathComponent("none.json").path])
    #expect(missing.status == 1)
  }

  @Test func stepWaitsForEnterBeforeEachStep() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("meetings-step-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = folder.appendingPathComponent("session.json")
    _ = try await ExampleRunner.run(
      "meetings",
      arguments: [
        "--data", folder.appendingPathComponent("m.json").path, "--record", session.path,
      ],
      input: "add A\nadd B\nquit\n")
    // One Enter: the first step runs, and the replay stops before the second.
    let run = try await ExampleRunner.run(
      "meetings", arguments: ["--replay", session.path, "--step"], input: "\n")
    #expect(run.status == 0)
    #expect(run.lines.filter { $0.hasPrefix("press Enter for step") }.count == 2)
    #expect(run.lines.contains { $0.hasPrefix("step 0 (sent)") })
    #expect(!run.lines.contains { $0.hasPrefix("step 1 (sent)") })
    #expect(run.lines.contains("end of input: stopped before step 1"))
  }
}

private func runMeetings(data: URL, _ script: String) async throws -> ExampleRun {
  try await ExampleRunner.run(
    "meetings", arguments: ["--data", data.path],
    input: script.hasSuffix("\n") ? script : script + "\n")
}

/// The output of a run, cut into the replies to each echoed command.
private struct MeetingsTranscript {
  /// The commands in order, each with the lines printed until the next command.
  let replies: [(command: String, lines: [String])]

  init(_ run: ExampleRun) {
    var replies: [(command: String, lines: [String])] = []
    for line in run.lines where !line.isEmpty {
      if line.hasPrefix("> ") {
        replies.append((String(line.dropFirst(2)), []))
      } else if !replies.isEmpty {
        replies[replies.count - 1].lines.append(line)
      }
    }
    self.replies = replies
  }

  /// The lines printed in reply to the `occurrence`-th time `command` was typed (from 0).
  func reply(to command: String, occurrence: Int = 0) -> [String] {
    let matches = replies.filter { $0.command == command }
    guard matches.indices.contains(occurrence) else {
      Issue.record("'\(command)' was not run \(occurrence + 1) time(s)")
      return []
    }
    return matches[occurrence].lines
  }
}
