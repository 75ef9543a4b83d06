// Drives a RoutingReducer flow from the terminal: a color list that pushes color screens,
// presents an Info sheet and pushes a nested settings flow, each command printing what changed.
// It shows pushes, modals, nested flows, screens that close themselves, and timers that stop on
// their own when their screen leaves.
//
// Run it with `swift run color-flow` and type `help`. It also reads a script from standard
// input: `printf 'push red\ntimer\nwait 500\npop\n' | swift run color-flow`.
//
// The console checks each command before sending it, and prints a one-line error for one that
// cannot apply. The library reports navigation it refuses (and late actions of screens that
// are gone) as diagnostics on standard error, so any such line there points at a bug.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch
import ReducerRouting

@main
struct ColorFlowExample {
  @MainActor
  static func main() async {
    // At a terminal, show a prompt; otherwise (a script, a log file) echo each command, so that
    // the output reads as a transcript.
    let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    let console = Console(
      store: Store(initialState: AppFlow.State()) { AppFlow() },
      isInteractive: isInteractive
    )
    print("color-flow: type commands for the top screen; 'help' lists them.")
    console.printTree()
    console.prompt()
    for await line in standardInputLines() {
      if !isInteractive { print("> \(line)") }
      guard await console.run(line) else { return }
      console.prompt()
    }
    print(isInteractive ? "\nend of input: bye" : "end of input: bye")
  }

  /// The lines of standard input, read on a thread of their own so that the main actor stays
  /// free to run effects: timers tick while the program waits for a command.
  private static func standardInputLines() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream<String>.makeStream()
    DispatchQueue.global().async {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }
    return lines
  }
}
