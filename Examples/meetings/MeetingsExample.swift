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

/// The program: reads the `--data` option, loads the meetings, runs the commands of standard
/// input, and saves the meetings before it ends.
@main
struct MeetingsExample {
  /// What `--help` prints.
  static let usage = """
    Usage: meetings [--data <path>]

    A small meetings app: a list of meetings kept in a JSON file, a meeting's detail, an edit
    sheet, a delete alert, and a recording that adds a transcript line every second.
    Commands are read from standard input, one a line; type 'help' for them.

      --data <path>  the JSON file of the meetings (default: meetings.json in the temporary
                     directory); read at start, written after each change and at the end
      --help         prints this help
    """

  @MainActor
  static func main() async {
    let dataURL: URL
    do {
      guard let url = try dataFile(from: Array(CommandLine.arguments.dropFirst())) else {
        print(usage)
        return
      }
      dataURL = url
    } catch {
      FileHandle.standardError.write(
        Data("meetings: error: \(error.message) Run 'meetings --help' for the options.\n".utf8))
      exit(2)
    }
    // At a terminal, show a prompt; otherwise (a script, a log file) echo each command, so that
    // the output reads as a transcript.
    let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    // The store runs with the live dependencies: random ids, the real date and clock, and the
    // file system for the JSON file, read here, once.
    let console = Console(
      store: Store(initialState: MeetingsApp.State(url: dataURL)) { MeetingsApp() },
      dataURL: dataURL,
      isInteractive: isInteractive
    )
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
    print(ended ? "bye" : "end of input: bye")
    fflush(nil)
    if console.refusedCommands > 0, !isInteractive { exit(2) }
  }

  /// The file of the `--data` option, or the default; `nil` for `--help`.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Throws: What is wrong with the arguments.
  static func dataFile(from arguments: [String]) throws(CommandError) -> URL? {
    var url = FileManager.default.temporaryDirectory.appendingPathComponent("meetings.json")
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      switch argument {
      case "--help", "-h":
        return nil
      case "--data":
        guard let path = arguments.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
          throw CommandError(
            "'--data' takes the path of a JSON file, as in '--data meetings.json'.")
        }
        url = URL(fileURLWithPath: path)
      default:
        throw CommandError("unknown option '\(argument)'.")
      }
    }
    return url
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
