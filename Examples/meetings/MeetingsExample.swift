// A meetings app driven from the terminal that uses the app layers together: a list kept in a
// JSON file as `@Shared` state, a pushed detail and an edit sheet that hold one meeting shared,
// a delete alert, ids and dates from dependencies, and a recording timer on the clock
// dependency that stops when its screen leaves. Each command prints what changed, and the next
// run loads the meetings from the same file.
//
// Run it with `swift run meetings --data meetings.json` and type `help`, or pipe a script:
// `printf 'add Standup\nopen 1\nrecord\nwait 2.5\nback\n' | swift run meetings`.
//
// A command that cannot run prints one line on standard error and changes nothing; the program
// goes on, and a script ends with status 2. The meetings are saved a moment after each change
// and when the program ends, and loaded from the same file the next time.
//
// `--record FILE` records the session (issue 48) and writes it to FILE when the program ends;
// `swift run meetings --replay FILE` replays it, printing each step's action and the navigation
// tree after it (`--step` waits for Enter between steps). A replay starts no effect and writes
// no data file; a recording it cannot read ends it with status 1.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch
import Foundation
import ReducerRouting
import TerminalNavigation

/// The program: reads the `--data` option, loads the meetings, runs the commands of standard
/// input, and saves the meetings before it ends.
@main
struct MeetingsExample {
  /// What `--help` prints.
  static let usage = """
    Usage: meetings [--data <path>] [--record <file>]
           meetings --replay <file> [--step]
           meetings --graph [mermaid|dot|json]

    A small meetings app: a list of meetings kept in a JSON file, a meeting's detail, an edit
    sheet, a delete alert, and a recording that adds a transcript line every second.
    Commands are read from standard input, one a line; type 'help' for them.

      --data <path>      the JSON file of the meetings (default: meetings.json in the
                         temporary directory); read at start, written after each change and
                         at the end
      --record <file>    records the session's actions and writes the recording to <file>
                         when the program ends
      --replay <file>    replays a recording made with --record: prints each step's action
                         and the navigation tree after it; reads no command, saves nothing
      --step             with --replay, waits for Enter before each step
      --graph [format]   prints the app's route graph as the navigation explorer draws it
                         (mermaid, the default, dot or json) and ends
      --help             prints this help
    """

  /// What the command line asks for.
  struct Options {
    /// The meetings' JSON file.
    var dataURL = FileManager.default.temporaryDirectory.appendingPathComponent("meetings.json")
    /// Where to write the recording of the session, if anywhere.
    var recordURL: URL?
    /// The recording to replay, if any.
    var replayURL: URL?
    /// Whether the replay waits for Enter before each step.
    var step = false
  }

  @MainActor
  static func main() async {
    await GraphCommand.runIfAsked(name: "meetings", explorer: makeExplorer)
    let options: Options
    do {
      guard let parsed = try self.options(from: Array(CommandLine.arguments.dropFirst())) else {
        print(usage)
        return
      }
      options = parsed
    } catch {
      FileHandle.standardError.write(
        Data("meetings: error: \(error.message) Run 'meetings --help' for the options.\n".utf8))
      exit(2)
    }
    if let replayURL = options.replayURL {
      exit(await Replay.run(replayURL, waitsForEnter: options.step))
    }
    let dataURL = options.dataURL
    // At a terminal, show a prompt; otherwise (a script, a log file) echo each command, so that
    // the output reads as a transcript.
    let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    // The store runs with the live dependencies: random ids, the real date and clock, and the
    // file system for the JSON file, read here, once.
    // With '--record', the app's reducer is recorded: every action, where it came from, the
    // ids and dates it read, and the state after it.
    let recorder = options.recordURL.map { _ in ActionRecorder(limit: 10_000) }
    let store = Store(initialState: MeetingsApp.State(url: dataURL)) {
      if let recorder {
        MeetingsApp().recording(into: recorder)
      } else {
        MeetingsApp()
      }
    }
    let console = Console(store: store, dataURL: dataURL, isInteractive: isInteractive)
    console.printWelcome()
    console.prompt()
    var ended = false
    for await line in standardInputLines() {
      if !isInteractive { print("> \(line)") }
      guard await console.run(line) else {
        ended = true
        break
      }
      console.prompt()
    }
    if !ended, isInteractive { print("") }
    console.save()
    if let recorder, let recordURL = options.recordURL {
      do {
        let data = try recorder.data()
        try data.write(to: recordURL, options: .atomic)
        print("recorded the session to \(recordURL.path)")
      } catch {
        FileHandle.standardError.write(
          Data(
            "meetings: error: could not write the recording to \(recordURL.path): \(error)\n".utf8))
        fflush(nil)
        exit(1)
      }
    }
    print(ended ? "bye" : "end of input: bye")
    fflush(nil)
    if console.refusedCommands > 0, !isInteractive { exit(2) }
  }

  /// The options of the command line; `nil` for `--help`.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Throws: What is wrong with the arguments.
  static func options(from arguments: [String]) throws(CommandError) -> Options? {
    var options = Options()
    var arguments = arguments[...]
    func path(after option: String, example: String, of file: String = "a file")
      throws(CommandError) -> URL
    {
      guard let path = arguments.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
        throw CommandError(
          "'\(option)' takes the path of \(file), as in '\(option) \(example)'.")
      }
      return URL(fileURLWithPath: path)
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--help", "-h":
        return nil
      case "--data":
        options.dataURL = try path(after: "--data", example: "meetings.json", of: "a JSON file")
      case "--record":
        options.recordURL = try path(after: "--record", example: "session.json")
      case "--replay":
        options.replayURL = try path(after: "--replay", example: "session.json")
      case "--step":
        options.step = true
      default:
        throw CommandError("unknown option '\(argument)'.")
      }
    }
    if options.replayURL != nil, options.recordURL != nil {
      throw CommandError("'--replay' and '--record' cannot be used together.")
    }
    if options.step, options.replayURL == nil {
      throw CommandError("'--step' steps through a replay: use it with '--replay <file>'.")
    }
    return options
  }

  /// The lines of standard input, read on a thread of their own so that the main actor stays
  /// free to run effects: a recording ticks while the program waits for a command.
  private static func standardInputLines() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream<String>.makeStream()
    DispatchQueue.global().async {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }
    return lines
  }
}
