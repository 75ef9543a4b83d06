#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import ReducerRouting
import TerminalNavigation

/// The screen commands address: the editor when it is shown, else the top of the stack, else
/// the list; on a meeting, its alert when one is shown.
enum TopScreen: Equatable {
  case list
  case detail(title: String)
  case alert(title: String)
  case editor(title: String)
  case recording(title: String)

  /// The screen as a person names it.
  var name: String {
    switch self {
    case .list: "Meetings"
    case let .detail(title): "\"\(title)\""
    case let .alert(title): "the alert '\(title)'"
    case let .editor(title): "Edit \"\(title)\""
    case let .recording(title): "Recording \"\(title)\""
    }
  }

  /// What one can type here, besides the commands that work anywhere.
  var commands: String {
    switch self {
    case .list: "add <title>, open <n>"
    case .detail: "edit, record, delete"
    case .alert: "confirm, cancel"
    case .editor: "title <text>, save, cancel"
    case .recording: "wait <seconds>, back"
    }
  }

  /// What works here, for error messages.
  var whatWorks: String { "On \(name): \(commands); anywhere: \(Command.anywhere)." }
}

/// Runs commands against a store of ``MeetingsApp`` and prints what changed.
///
/// Two observers of the store print: a `TerminalRenderer` (shared with the other examples)
/// prints each navigation change (`push detail`, `present sheet edit`), and ``Console`` prints
/// each change of the meetings, the alert and the draft, also those a timer makes while the
/// program waits.
@MainActor
final class Console {
  /// The app's store.
  let store: StoreOf<MeetingsApp>
  /// Where the meetings are kept, for messages.
  let dataURL: URL
  /// Whether a person types at a terminal: then the console shows a prompt.
  let isInteractive: Bool
  /// How many commands were refused: a script with any ends with status 2.
  private(set) var refusedCommands = 0

  /// Prints the navigation changes; the connection holds it weakly.
  private var renderer: TerminalRenderer?
  private var connection: NavigationConnection<MeetingsApp.State, MeetingsApp.Action>?
  private var observation: ObservationToken?
  /// What the app showed after the last change, to print the next change.
  private var shown: Snapshot
  /// The meetings as they were loaded, to tell whether there is anything to save.
  private let loaded: [Meeting]
  /// The timer of the recording screen, while it is shown.
  private var recording: StoreTask?
  /// Whether the prompt waits for a command.
  private var isPrompting = false

  /// Creates a console for a store, and starts printing its changes.
  ///
  /// - Parameters:
  ///   - store: The app's store.
  ///   - dataURL: The file the meetings are kept in.
  ///   - isInteractive: Whether a person types at a terminal.
  init(store: StoreOf<MeetingsApp>, dataURL: URL, isInteractive: Bool) {
    self.store = store
    self.dataURL = dataURL
    self.isInteractive = isInteractive
    shown = Snapshot(store.state)
    loaded = shown.meetings
    // The renderer's lines go through `writeLine`, so that they do not break the prompt.
    let renderer = TerminalRenderer(write: { [weak self] text in self?.writeLine(text) })
    self.renderer = renderer
    // The first screen is shown at once, without a line for it.
    renderer.isQuiet = true
    // Registered first, so that what an action changed prints before where it navigated.
    observation = store.observe { [weak self] state in self?.show(state) }
    connection = store.render(to: renderer)
    renderer.isQuiet = false
  }

  // MARK: - Running commands

  /// Runs one line; returns `false` when the program should end.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: Whether to read another line.
  func run(_ line: String) async -> Bool {
    isPrompting = false
    let command: Command
    do {
      guard let parsed = try Command(parsing: line) else { return true }
      command = parsed
    } catch {
      refuse("\(error.message) \(top.whatWorks)")
      return true
    }
    if command == .quit { return false }
    let screen = top
    do {
      try await execute(command)
    } catch {
      refuse(error.message)
    }
    if top != screen { print("  on \(top.name): \(top.commands)") }
    return true
  }

  /// The screen commands address.
  var top: TopScreen {
    let navigation = store.state.navigation
    if case let .edit(editor)? = navigation.modal { return .editor(title: editor.meeting.title) }
    switch navigation.top {
    case let .record(recording)?:
      return .recording(title: recording.meeting.title)
    case let .detail(detail)?:
      if let alert = detail.alert { return .alert(title: "\(alert.title)") }
      return .detail(title: detail.meeting.title)
    case .edit?, nil:
      return .list
    }
  }

  /// Sends what `command` means on the top screen, after checking that it applies there.
  private func execute(_ command: Command) async throws(CommandError) {
    let screen = top
    switch (command, screen) {
    case let (.add(title), .list):
      store.send(.root(.addMeeting(title: title)))
    case let (.open(number), .list):
      let meetings = store.state.root.meetings
      guard meetings.indices.contains(number - 1) else {
        throw CommandError(
          meetings.isEmpty
            ? "there is no meeting \(number): the list is empty. Add one with 'add <title>'."
            : "there is no meeting \(number): the list has \(meetings.count). Type 'list'.")
      }
      store.send(.root(.meetingTapped(meetings[number - 1].id)))

    case (.edit, .detail):
      store.send(.route("detail", .detail(.editTapped)))
    case (.record, .detail):
      store.send(.route("detail", .detail(.recordTapped)))
      // What a view's `.onAppear` does: the screen starts its timer once it is shown.
      recording = store.send(.route("record", .record(.onAppear)))
    case (.delete, .detail):
      store.send(.route("detail", .detail(.deleteTapped)))

    case (.confirm, .alert):
      try pressAlertButton(role: .destructive)
    case (.cancel, .alert):
      try pressAlertButton(role: .cancel)

    case let (.title(title), .editor):
      store.send(.modalRoute(.edit(.setTitle(title))))
    case (.save, .editor):
      store.send(.modalRoute(.edit(.saveTapped)))
    case (.cancel, .editor):
      store.send(.modalRoute(.edit(.cancelTapped)))

    case (.back, .list):
      throw CommandError("nothing to go back to: Meetings is the first screen. \(screen.whatWorks)")
    case (.back, .alert):
      throw CommandError("answer the alert first: confirm or cancel.")
    case (.back, .editor):
      store.send(.navigation(.dismiss))
    case (.back, .detail), (.back, .recording):
      store.send(.navigation(.pop))
      await reportStoppedRecording()

    case (.list, _):
      printList()
    case let (.wait(seconds), _):
      try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
      print("  waited \(seconds.formatted()) s")
    case (.help, _):
      print(Command.helpText)
    case (.quit, _):
      break

    case (.add, _), (.open, _), (.edit, _), (.record, _), (.delete, _), (.confirm, _),
      (.title, _), (.save, _), (.cancel, _):
      throw CommandError("that does nothing on \(screen.name). \(screen.whatWorks)")
    }
  }

  /// Sends the action of the alert's button with `role`, as a UI does when it is tapped.
  private func pressAlertButton(role: ButtonStateRole) throws(CommandError) {
    guard case let .detail(detail)? = store.state.navigation.top, let alert = detail.alert,
      let index = alert.buttons.firstIndex(where: { $0.role == role }),
      let action = alert.action(forButtonAt: index)
    else {
      throw CommandError("the alert has no \(role.rawValue) button.")
    }
    store.send(.route("detail", .detail(.alert(action))))
  }

  /// Once the recording screen has left, waits for its timer to end and says so.
  private func reportStoppedRecording() async {
    guard let task = recording, !isRecordingShown else { return }
    recording = nil
    // The flow cancelled the timer when the screen left; it ends at its next await.
    await task.finish()
    emit("recording stopped: the flow cancelled its timer when the screen left")
  }

  private var isRecordingShown: Bool {
    store.state.navigation.stack.contains { if case .record = $0 { true } else { false } }
  }

  // MARK: - Printing

  /// The navigation tree shown now, one screen a line.
  var treeText: String { renderer?.treeText ?? "" }

  /// Prints the meetings with their numbers.
  func printList() {
    let meetings = store.state.root.meetings
    if meetings.isEmpty { print("  no meetings; add one with 'add <title>'") }
    for (offset, meeting) in meetings.enumerated() {
      print("  \(offset + 1). \(meeting.summary)")
    }
  }

  /// Prints the first lines: where the meetings come from, and the list.
  func printWelcome() {
    let count = store.state.root.meetings.count
    print(
      "meetings: \(count) meeting\(count == 1 ? "" : "s") in \(dataURL.path); "
        + "type 'help' for the commands.")
    printList()
    print("  on \(top.name): \(top.commands)")
  }

  /// Saves the meetings now if they changed, and says so.
  func save() {
    let meetings = store.state.root
    guard Array(meetings.meetings) != loaded else {
      print("nothing changed; \(dataURL.path) is as it was")
      return
    }
    meetings.$meetings.save()
    let count = meetings.meetings.count
    print("saved \(count) meeting\(count == 1 ? "" : "s") to \(dataURL.path)")
  }

  /// Prints a refused command on standard error, in one line.
  private func refuse(_ message: String) {
    refusedCommands += 1
    fflush(nil)
    FileHandle.standardError.write(Data("meetings: error: \(message)\n".utf8))
  }

  /// Shows the prompt, at a terminal.
  func prompt() {
    guard isInteractive else { return }
    // Written straight to the terminal: there, printed lines are flushed at each newline.
    _ = write(STDOUT_FILENO, "> ", 2)
    isPrompting = true
  }

  /// Prints a line of what changed; at a terminal, a line that arrives while the prompt waits
  /// (a timer's tick) is written over the prompt, which is shown again.
  private func emit(_ line: String) {
    writeLine("  " + line)
  }

  /// Prints text as a line of its own, over the prompt when it waits.
  private func writeLine(_ text: String) {
    if isPrompting { print("\r", terminator: "") }
    print(text)
    if isPrompting { prompt() }
  }

  /// Prints what changed in the meetings, the alert and the draft since the last state.
  private func show(_ state: MeetingsApp.State) {
    let new = Snapshot(state)
    let lines = shown.changes(to: new)
    shown = new
    for line in lines { emit(line) }
  }
}

/// What the console prints changes of, as plain values: a state holds its meetings as
/// `@Shared` references, so an old state read later would give the new values.
struct Snapshot: Equatable {
  /// The meetings, in order.
  var meetings: [Meeting]
  /// The alert of the meeting on the stack, if any.
  var alert: AlertState<MeetingDetail.Action.Alert>?
  /// The editor's draft, while it is shown.
  var draft: Meeting?

  /// Takes the values out of a state.
  ///
  /// - Parameter state: The app's state.
  init(_ state: MeetingsApp.State) {
    meetings = Array(state.root.meetings)
    alert = nil
    for case let .detail(detail) in state.navigation.stack { alert = detail.alert }
    if case let .edit(editor)? = state.navigation.modal { draft = editor.draft }
  }

  /// The lines that say what changed from this snapshot to `new`.
  ///
  /// - Parameter new: The later snapshot.
  /// - Returns: One line per change: `+ meeting 1 ...`, `~ meeting 1 title: ...`,
  ///   `- meeting 1 ...`, `alert: ...`, `draft title: ...`.
  func changes(to new: Snapshot) -> [String] {
    var lines: [String] = []
    let newIDs = Set(new.meetings.map(\.id))
    for (offset, meeting) in meetings.enumerated() where !newIDs.contains(meeting.id) {
      lines.append("- meeting \(offset + 1) \"\(meeting.title)\" deleted")
    }
    let oldMeetings = Dictionary(meetings.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    for (offset, meeting) in new.meetings.enumerated() {
      let number = offset + 1
      guard let old = oldMeetings[meeting.id] else {
        lines.append("+ meeting \(number) \(meeting.summary)")
        continue
      }
      if old.title != meeting.title {
        lines.append("~ meeting \(number) title: \"\(old.title)\" → \"\(meeting.title)\"")
      }
      if meeting.transcript.count > old.transcript.count,
        Array(meeting.transcript.prefix(old.transcript.count)) == old.transcript
      {
        for line in meeting.transcript.dropFirst(old.transcript.count) {
          lines.append("~ meeting \(number) transcript + \"\(line)\"")
        }
      } else if meeting.transcript != old.transcript {
        lines.append("~ meeting \(number) transcript: \(meeting.transcript.count) lines")
      }
    }
    switch (alert, new.alert) {
    case let (nil, alert?):
      let buttons = alert.buttons.map { button in
        "[\(button.label)\(button.role.map { " · \($0.rawValue)" } ?? "")]"
      }
      let message = alert.message.map { " \($0)" } ?? ""
      lines.append("alert: \(alert.title)\(message) \(buttons.joined(separator: " "))")
    case (_?, nil):
      lines.append("alert dismissed")
    default:
      break
    }
    if let old = draft, let draft = new.draft, old.title != draft.title {
      lines.append("draft title: \"\(draft.title)\"")
    }
    return lines
  }
}
