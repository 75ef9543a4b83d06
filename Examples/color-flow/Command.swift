/// A line typed at the prompt, parsed.
///
/// Grammar: one command per line, words separated by spaces, case-insensitive; an empty line
/// does nothing. See ``Command/helpText`` for the list.
enum Command: Equatable {
  // Commands for the top screen.
  case push(String)
  case info
  case settings
  case profile
  case about
  case timer
  case close
  // Navigation, anywhere.
  case pop
  case dismiss
  case root
  // The console itself.
  case tree
  case wait(milliseconds: Int)
  case help
  case quit

  /// The words that are commands, for error messages.
  static let anywhere = "pop, dismiss, root, tree, wait <ms>, help, quit"

  /// The text `help` prints.
  static let helpText = """
    Commands act on the top screen: the modal if one is presented, else the top of the stack,
    else the root screen (inside the nested settings flow, the same rule applies to its own
    stack and modal).
      on Colors (the root)            push <color>, info, settings
      on a color                      push <color>, timer, close
      on Info (a sheet)               close
      on Settings (a nested flow)     profile, about, close
      on Profile (pushed in Settings) timer, close
      on About (full screen)          close
    Anywhere:
      pop        pops the top screen; on Settings, pops the whole settings flow
      dismiss    dismisses the top screen when it is a modal
      root       pops the app back to Colors, nested flows included (not under Info)
      tree       prints the navigation tree
      wait <ms>  waits, so that running timers tick (default 1000, at most 10000)
      help       prints this help
      quit       ends the program, as does the end of input
    A timer ticks every 200 ms until its screen leaves: then the flow cancels it.
    """

  /// Parses a line; `nil` for an empty line.
  ///
  /// - Throws: A one-line message saying what is wrong and what works.
  init?(parsing line: String) throws(CommandError) {
    let words = line.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard let word = words.first else { return nil }
    let arguments = words.dropFirst()
    func noArguments(_ command: Command) throws(CommandError) -> Command {
      guard arguments.isEmpty else {
        throw CommandError(
          "'\(word)' takes no argument, but got '\(arguments.joined(separator: " "))'.")
      }
      return command
    }
    switch word {
    case "push":
      guard arguments.count == 1, let color = arguments.first else {
        throw CommandError("'push' takes one color, as in 'push red'.")
      }
      self = .push(color)
    case "wait":
      guard arguments.count <= 1 else {
        throw CommandError("'wait' takes at most one number of milliseconds, as in 'wait 500'.")
      }
      guard let argument = arguments.first else {
        self = .wait(milliseconds: 1000)
        return
      }
      guard let milliseconds = Int(argument), (0...10_000).contains(milliseconds) else {
        throw CommandError(
          "'wait \(argument)' needs a number of milliseconds from 0 to 10000, as in 'wait 500'.")
      }
      self = .wait(milliseconds: milliseconds)
    case "info": self = try noArguments(.info)
    case "settings": self = try noArguments(.settings)
    case "profile": self = try noArguments(.profile)
    case "about": self = try noArguments(.about)
    case "timer": self = try noArguments(.timer)
    case "close": self = try noArguments(.close)
    case "pop": self = try noArguments(.pop)
    case "dismiss": self = try noArguments(.dismiss)
    case "root": self = try noArguments(.root)
    case "tree": self = try noArguments(.tree)
    case "help", "?": self = try noArguments(.help)
    case "quit", "exit": self = try noArguments(.quit)
    default:
      throw CommandError("unknown command '\(word)'.")
    }
  }
}

/// Why a command cannot run, in one line.
struct CommandError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
