// Drives a RoutingReducer flow from the terminal: a color list that pushes color screens,
// presents an Info sheet and pushes a nested settings flow, each command printing what changed.
// It shows pushes, modals, nested flows, screens that close themselves, and timers that stop on
// their own when their screen leaves.
//
// Run it with `swift run color-flow` and type `help`. It also reads a script from standard
// input: `printf 'push red\ntimer\nwait 500\npop\n' | swift run color-flow`.

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
    let console = Console(store: Store(initialState: AppFlow.State()) { AppFlow() })
    // At a terminal, show a prompt; otherwise (a script, a log file) echo each command, so that
    // the output reads as a transcript.
    let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    print("color-flow: type commands for the top screen; 'help' lists them.")
    console.printTree()
    func prompt() {
      // Written straight to the terminal: at a terminal, printed lines are flushed already.
      guard isInteractive else { return }
      _ = write(STDOUT_FILENO, "> ", 2)
    }
    prompt()
    for await line in standardInputLines() {
      if !isInteractive { print("> \(line)") }
      guard await console.run(line) else { return }
      prompt()
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
