/// A line typed at the prompt or read from a script, parsed.
///
/// Grammar: one command per line; the command word is case-insensitive, and the text after
/// `add` and `title` is kept as typed. An empty line, or one that starts with `#`, does
/// nothing. See ``Command/helpText`` for the list.
enum Command: Equatable {
  // On the list.
  case add(title: String)
  case open(number: Int)
  // On a meeting.
  case edit
  case record
  case delete
  // On the delete alert.
  case confirm
  // On the editor (`cancel` answers the alert too).
  case title(String)
  case save
  case cancel
  // Anywhere.
  case list
  case back
  case wait(seconds: Double)
  case help
  case quit

  /// The commands that work on every screen, for error messages.
  static let anywhere = "list, back, wait <seconds>, help, quit"

  /// The text `help` prints.
  static let helpText = """
    Commands act on the screen on top: the editor when it is shown, else the top of the
    stack (a recording, a meeting), else the list.
      on Meetings (the list)      add <title>, open <n>
      on a meeting (pushed)       edit, record, delete
      on the delete alert         confirm (deletes the meeting and goes back), cancel
      on Edit (a sheet)           title <text>, save, cancel
      on Recording (pushed)       (a transcript line every second) back stops it
    Anywhere:
      list            prints the meetings with their numbers
      back            goes back one screen: pops, or dismisses the editor without saving
      wait <seconds>  waits, so that a recording ticks (default 1, at most 60; 2.5 works)
      help            prints this help
      quit            saves and ends the program, as does the end of input
    The meetings are saved to the --data file a moment after each change, and at the end.
    """

  /// Parses a line; `nil` for an empty line or a comment.
  ///
  /// - Parameter line: The line as typed.
  /// - Throws: A one-line message saying what is wrong and what works.
  init?(parsing line: String) throws(CommandError) {
    let trimmed = line.trimmingWhitespace
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let word = String(trimmed.prefix { !$0.isWhitespace }).lowercased()
    let argument = String(trimmed.dropFirst(word.count)).trimmingWhitespace
    func noArgument(_ command: Command) throws(CommandError) -> Command {
      guard argument.isEmpty else {
        throw CommandError("'\(word)' takes no argument, but got '\(argument)'.")
      }
      return command
    }
    switch word {
    case "add":
      guard !argument.isEmpty else {
        throw CommandError("'add' takes the meeting's title, as in 'add Standup'.")
      }
      self = .add(title: argument)
    case "open":
      guard let number = Int(argument), number >= 1 else {
        throw CommandError(
          "'open' takes the number of a meeting in the list, from 1, as in 'open 1'; "
            + "got '\(argument)'.")
      }
      self = .open(number: number)
    case "title":
      guard !argument.isEmpty else {
        throw CommandError("'title' takes the new title, as in 'title Weekly sync'.")
      }
      self = .title(argument)
    case "wait":
      guard !argument.isEmpty else {
        self = .wait(seconds: 1)
        return
      }
      guard let seconds = Double(argument), seconds >= 0, seconds <= 60 else {
        throw CommandError(
          "'wait' takes a number of seconds from 0 to 60, as in 'wait 2.5'; got '\(argument)'.")
      }
      self = .wait(seconds: seconds)
    case "edit": self = try noArgument(.edit)
    case "record": self = try noArgument(.record)
    case "delete": self = try noArgument(.delete)
    case "confirm": self = try noArgument(.confirm)
    case "save": self = try noArgument(.save)
    case "cancel": self = try noArgument(.cancel)
    case "list": self = try noArgument(.list)
    case "back": self = try noArgument(.back)
    case "help", "?": self = try noArgument(.help)
    case "quit", "exit": self = try noArgument(.quit)
    default:
      throw CommandError("unknown command '\(word)'.")
    }
  }
}

/// Why a command cannot run, in one line.
struct CommandError: Error, Equatable {
  /// What is wrong, and what works.
  let message: String

  /// Creates an error with its message.
  ///
  /// - Parameter message: What is wrong, and what works.
  init(_ message: String) { self.message = message }
}

extension String {
  /// The string without whitespace at either end.
  var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
