import Foundation
import ReducerRouting

/// Runs a ``TerminalExample`` as a program: its flags, its scripts, its interactive prompt.
///
/// ```swift
/// @main
/// struct ColorListExample {
///   @MainActor static func main() { TerminalProgram.main(ColorList.self) }
/// }
/// ```
@MainActor
public final class TerminalProgram<Example: TerminalExample> {
  /// The example's store.
  public let store: Store<Example.State, Example.Action>
  /// The renderer that shows the store's navigation.
  public let renderer: TerminalRenderer
  private let isInteractive: Bool
  /// The connection that sends the renderer the changes after every action.
  private var connection: NavigationConnection<Example.State, Example.Action>?

  /// Why a command or a flag cannot be used: one line for standard error.
  struct Refusal: Error {
    let message: String
  }

  init(isInteractive: Bool) {
    store = Example.makeStore()
    renderer = TerminalRenderer()
    self.isInteractive = isInteractive
    let store = store
    renderer.containerOfState = { Example.container(of: store.state) }
    // The first screen is shown at once, without a line for each thing on it.
    renderer.isQuiet = true
    connection = store.render(to: renderer)
    renderer.isQuiet = false
  }

  /// Runs the program with the process's arguments and ends the process.
  ///
  /// - Parameter example: The example to run.
  public static func main(_ example: Example.Type) -> Never {
    let status = run(arguments: Array(CommandLine.arguments.dropFirst()))
    fflush(nil)
    exit(status)
  }

  /// Runs the program with these arguments.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The exit status: 0, or 2 for bad input.
  static func run(arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options(parsing: arguments)
    } catch {
      return fail(error.message + " Run '\(Example.name) --help' for the flags.")
    }
    if options.help {
      print(helpText)
      return 0
    }
    let terminal = isatty(STDIN_FILENO) != 0
    let interactive =
      terminal && options.script == nil && options.deepLink == nil && !options.printLink
    let program = TerminalProgram(isInteractive: interactive)
    print(program.renderer.treeText)
    do {
      if let file = options.restore { try program.restore(from: file) }
      if let link = options.deepLink {
        print("> deeplink \(link)")
        try program.open(link)
      }
      if let script = options.script {
        try program.runScript(script)
      } else if interactive {
        program.runInteractively()
      } else if !terminal {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        try program.runScript(lines.joined(separator: "\n"))
      }
      if options.printLink { program.printLink() }
      if let file = options.save { try program.save(to: file) }
    } catch {
      return fail(error.message)
    }
    return 0
  }

  private static func fail(_ message: String) -> Int32 {
    fflush(nil)
    let line = "\(Example.name): " + message.replacingOccurrences(of: "\n", with: " ") + "\n"
    FileHandle.standardError.write(Data(line.utf8))
    return 2
  }

  // MARK: - Commands

  /// Runs commands separated by `;` or new lines; stops at the first that cannot run.
  func runScript(_ script: String) throws(Refusal) {
    let commands = script.split(whereSeparator: { $0 == ";" || $0 == "\n" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    for command in commands {
      print("> \(command)")
      guard try run(command) else { return }
    }
  }

  /// Reads commands at the prompt until `quit` or the end of input; a command that cannot run
  /// is answered on standard error and the prompt goes on.
  func runInteractively() {
    print("\(Example.name): type a choice's number or words, back, root, or help; quit ends.")
    print(menu)
    while true {
      print("> ", terminator: "")
      fflush(nil)
      guard let line = readLine() else {
        print("")
        return
      }
      let tree = renderer.shown
      let container = renderer.container
      do {
        guard try run(line) else { return }
      } catch {
        fflush(nil)
        FileHandle.standardError.write(Data("\(Example.name): \(error.message)\n".utf8))
        continue
      }
      // The choices again, once the screen changed.
      guard renderer.shown != tree || renderer.container != container else { continue }
      print("")
      print(menu)
    }
  }

  /// Runs one command; `false` when the program should end.
  func run(_ line: String) throws(Refusal) -> Bool {
    let command = line.trimmingCharacters(in: .whitespaces).lowercased()
    let words = command.split(separator: " ").map(String.init)
    guard let word = words.first else { return true }
    let screen = Example.screen(of: store.state)
    switch word {
    case "quit", "exit", "q":
      return false
    case "help", "?":
      print(Self.commandsHelp)
      return true
    case "tree":
      print(renderer.treeText)
      return true
    case "link":
      printLink()
      return true
    case "go", "deeplink":
      guard words.count == 2 else {
        throw Refusal(message: "'\(word)' takes one link, as in '\(word) \(Self.exampleLink)'.")
      }
      try open(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[1].description)
      return true
    case "back":
      guard let back = screen.back else {
        throw Refusal(
          message: "nothing to go back to: \(screen.title) is the root screen. \(accepted(screen))")
      }
      send(back)
      return true
    case "dismiss":
      guard screen.isPresented, let back = screen.back else {
        throw Refusal(
          message: "nothing to dismiss: \(screen.title) is not presented. \(accepted(screen))")
      }
      send(back)
      return true
    case "root":
      guard let root = screen.root else {
        throw Refusal(message: "already at the root screen \(screen.title). \(accepted(screen))")
      }
      send(root)
      return true
    default:
      break
    }
    if let number = Int(command) {
      guard screen.choices.indices.contains(number - 1) else {
        throw Refusal(
          message: "there is no choice \(number) on \(screen.title). \(accepted(screen))")
      }
      send(screen.choices[number - 1].action)
      return true
    }
    let matches = screen.choices.filter {
      $0.command == command || $0.command.split(separator: " ").last.map(String.init) == command
    }
    guard matches.count == 1, let choice = matches.first else {
      throw Refusal(message: "unknown command '\(command)' on \(screen.title). \(accepted(screen))")
    }
    send(choice.action)
    return true
  }

  /// Sends an action, then shows what changed and the tree.
  func send(_ action: Example.Action) {
    let printed = renderer.appliedLines.count
    store.send(action)
    refresh(printedBefore: printed)
  }

  private func refresh(printedBefore: Int) {
    // The connection rendered the changes during the send; a column that shows another item
    // in the same screens is said here.
    renderer.update(container: Example.container(of: store.state))
    if renderer.appliedLines.count == printedBefore { print("  (nothing changed)") }
    print(renderer.treeText)
  }

  private func accepted(_ screen: Screen<Example.Action>) -> String {
    var words: [String] = []
    if !screen.choices.isEmpty {
      let range = screen.choices.count == 1 ? "1" : "1-\(screen.choices.count)"
      words.append(range)
      words += screen.choices.map(\.command)
    }
    if screen.back != nil { words.append("back") }
    if screen.isPresented { words.append("dismiss") }
    if screen.root != nil { words.append("root") }
    words += ["go <link>", "link", "tree", "help", "quit"]
    return "Accepted here: " + words.joined(separator: ", ") + "."
  }

  /// The current screen and what one can type there, for the interactive prompt.
  var menu: String {
    let screen = Example.screen(of: store.state)
    let path = renderer.breadcrumb
    var lines = [path == screen.title ? "On \(screen.title):" : "On \(screen.title) (\(path)):"]
    for (index, choice) in screen.choices.enumerated() {
      lines.append("  \(index + 1). \(choice.command)")
    }
    var words: [String] = []
    if screen.back != nil { words.append("back") }
    if screen.isPresented { words.append("dismiss") }
    if screen.root != nil { words.append("root") }
    words += ["link", "help", "quit"]
    lines.append("  " + words.joined(separator: " · "))
    return lines.joined(separator: "\n")
  }

  // MARK: - Deep links

  /// Prints the link of what the state shows and, when opening it from the first screen would
  /// show less than is shown (screens above a nested flow, for one), says on standard error
  /// what it leaves out.
  func printLink() {
    let link = DeepLink(for: store.state)
    print("link: \(Self.text(of: link))")
    guard let missing = missingFromLink(link) else { return }
    fflush(nil)
    FileHandle.standardError.write(Data("\(Example.name): \(missing)\n".utf8))
  }

  /// What a link leaves out of the screens shown, in one line; `nil` when opening it from the
  /// first screen shows the same screens (hidden tabs aside: a link describes what is shown).
  func missingFromLink(_ link: DeepLink) -> String? {
    let opened = rebuilt(from: [link])
    let shown = Self.screens(of: store.state)
    let linked = Self.screens(of: opened)
    guard linked.path != shown.path || linked.container != shown.container else { return nil }
    // What a renderer showing the link's screens would still be told, to show these.
    let renderer = TerminalRenderer(write: { _ in })
    renderer.start(with: NavigationTree(of: opened), container: linked.container)
    renderer.update(container: shown.container)
    renderer.show(NavigationTree(of: store.state), container: shown.container)
    let changes = renderer.appliedLines
    let missing = changes.isEmpty ? "" : " (missing: \(changes.joined(separator: ", ")))"
    return """
      the link \(Self.text(of: link)) leaves out part of what is shown: it opens \
      \(linked.path), not \(shown.path)\(missing). A link follows one path and ends at the \
      first screen that holds a nested flow, so the screens above that one cannot be in it; \
      go back to a screen the link describes, or keep everything with --save.
      """
  }

  /// The state that opening `links` in order from the first screen gives; a link that does
  /// not open is skipped.
  private func rebuilt(from links: [DeepLink]) -> Example.State {
    var state = Example.makeStore().state
    for link in links { state = (try? state.opening(link)) ?? state }
    return state
  }

  /// The visible path of a state's screens and how its container presents them.
  private static func screens(of state: Example.State)
    -> (path: String, container: TerminalRenderer.Container?)
  {
    let container = Example.container(of: state)
    let renderer = TerminalRenderer(write: { _ in })
    renderer.start(with: NavigationTree(of: state), container: container)
    return (renderer.breadcrumb, container)
  }

  /// Opens a link in one step, or refuses it and leaves the state as it was.
  func open(_ text: String) throws(Refusal) {
    let parsed: DeepLink
    do {
      parsed = try DeepLink(text)
    } catch {
      throw Refusal(message: "malformed link '\(text)': \(error) \(Self.acceptedLinks)")
    }
    var link = parsed
    if let prefix = Example.linkPrefix {
      guard link.segments.first == prefix else {
        throw Refusal(
          message: "the link '\(text)' does not start with '\(prefix)/'. \(Self.acceptedLinks)")
      }
      link.segments.removeFirst()
    }
    do {
      // A dry run first: a link that does not open is refused before anything is sent.
      _ = try store.state.opening(link)
    } catch {
      throw Refusal(
        message:
          "the link '\(text)' does not open: \(Self.counted(error)) \(Self.acceptedLinks)")
    }
    send(Example.openLink(link))
  }

  /// The error with its segment counted in the link as typed, prefix included.
  static func counted(_ error: DeepLinkError) -> DeepLinkError {
    guard Example.linkPrefix != nil, let index = error.segmentIndex else { return error }
    return DeepLinkError(
      error.reason, segmentIndex: index + 1, segment: error.segment, flow: error.flow)
  }

  // MARK: - Saving and restoring

  /// What `--save` writes: the example, a format version, and the links that rebuild the
  /// navigation when opened in order.
  struct SavedNavigation: Codable {
    var format: Int
    var example: String
    var links: [String]?
  }

  /// Writes the links of the navigation to a file, after checking that they rebuild it.
  func save(to path: String) throws(Refusal) {
    do {
      if let navigation = try Example.encodeNavigation(of: store.state) {
        let object = try JSONSerialization.jsonObject(with: navigation)
        let file: [String: Any] = ["format": 1, "example": Example.name, "navigation": object]
        try JSONSerialization.data(
          withJSONObject: file, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        ).write(to: URL(fileURLWithPath: path))
        print("saved \(renderer.breadcrumb) to \(path)")
        return
      }
    } catch {
      throw Refusal(message: "cannot save to '\(path)': \(error.localizedDescription)")
    }
    let links = Example.savedLinks(of: store.state)
    // The navigation must survive the trip: a link cannot say everything (screens pushed above
    // a nested flow, for one), and a file that restores something else would be a lie.
    let rebuilt = rebuilt(from: links)
    guard NavigationTree(of: rebuilt) == NavigationTree(of: store.state),
      Example.container(of: rebuilt) == Example.container(of: store.state)
    else {
      throw Refusal(
        message: """
          cannot save to '\(path)': links cannot describe this navigation (\(renderer.breadcrumb)), \
          such as screens pushed above a nested flow; nothing was written. Go back to a screen \
          that 'link' describes, then save.
          """)
    }
    let texts = links.map { Self.text(of: $0) }
    let saved = SavedNavigation(format: 1, example: Example.name, links: texts)
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try encoder.encode(saved).write(to: URL(fileURLWithPath: path))
    } catch {
      throw Refusal(message: "cannot save to '\(path)': \(error.localizedDescription)")
    }
    print("saved \(texts.joined(separator: " ")) to \(path)")
  }

  /// Opens the links saved in a file, all or none.
  func restore(from path: String) throws(Refusal) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Refusal(
        message:
          "cannot read '\(path)': \(error.localizedDescription) Give a file written by --save.")
    }
    let saved: SavedNavigation
    do {
      saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
    } catch {
      throw Refusal(
        message:
          "'\(path)' is not a navigation saved by --save (a JSON object with format, example and links); nothing was restored."
      )
    }
    guard saved.format == 1, saved.example == Example.name else {
      throw Refusal(
        message:
          "'\(path)' holds format \(saved.format) of '\(saved.example)'; this is format 1 of '\(Example.name)'. Nothing was restored."
      )
    }
    if saved.links == nil {
      try restoreEncodedNavigation(from: data, path: path)
      return
    }
    // Every link is checked on a copy before any is sent: a bad one restores nothing.
    var links: [DeepLink] = []
    var state = store.state
    for text in saved.links ?? [] {
      do {
        let link = try parse(text)
        state = try state.opening(link)
        links.append(link)
      } catch {
        throw Refusal(
          message:
            "'\(path)' is corrupt: the link '\(text)' does not open: \(error); nothing was restored."
        )
      }
    }
    print("> restore \((saved.links ?? []).joined(separator: " "))")
    let printed = renderer.appliedLines.count
    for link in links { store.send(Example.openLink(link)) }
    refresh(printedBefore: printed)
  }

  /// Restores the encoded navigation of a file (the `navigation` object) in one action.
  private func restoreEncodedNavigation(from data: Data, path: String) throws(Refusal) {
    let action: Example.Action
    do {
      guard let file = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let navigation = file["navigation"]
      else {
        throw TerminalProgramError(message: "it holds neither links nor a navigation")
      }
      action = try Example.restoreNavigation(
        from: JSONSerialization.data(withJSONObject: navigation))
    } catch let error as DecodingError {
      throw Refusal(
        message: "'\(path)' is corrupt: \(Self.describe(error)) Nothing was restored.")
    } catch {
      throw Refusal(message: "'\(path)' is corrupt: \(error). Nothing was restored.")
    }
    print("> restore \(path)")
    send(action)
  }

  /// Where a decoding error is, and what it says, on one line.
  private static func describe(_ error: DecodingError) -> String {
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case let .dataCorrupted(context): (context, "corrupt data")
      case let .keyNotFound(key, context): (context, "no '\(key.stringValue)'")
      case let .typeMismatch(type, context): (context, "not a \(type)")
      case let .valueNotFound(type, context): (context, "no \(type)")
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
      }
    let place = context.codingPath.map(\.stringValue).joined(separator: ".")
    return "\(what) at 'navigation.\(place)': \(context.debugDescription)"
  }

  /// A link as the program prints it: with the example's prefix, `/` for the root.
  static func text(of link: DeepLink) -> String {
    var link = link
    if let prefix = Example.linkPrefix { link.segments.insert(prefix, at: 0) }
    return link.segments.isEmpty && link.query.isEmpty ? "/" : link.description
  }

  /// Parses a link as the program prints it, without its prefix.
  private func parse(_ text: String) throws -> DeepLink {
    var link = try DeepLink(text)
    if let prefix = Example.linkPrefix {
      guard link.segments.first == prefix else {
        throw TerminalProgramError(message: "it does not start with '\(prefix)/'")
      }
      link.segments.removeFirst()
    }
    return link
  }

  // MARK: - Help

  static var exampleLink: String { Example.linkExamples.first ?? "" }

  static var acceptedLinks: String {
    "Links look like " + Example.linkExamples.map { "'\($0)'" }.joined(separator: " or ") + "."
  }

  static var commandsHelp: String {
    """
    Commands (also in --script, separated by ';'):
      <number>, <choice>  a choice of the current screen, by its number or its words
      back                goes back one screen: dismisses a modal, pops a pushed screen
      dismiss             dismisses the modal on top
      root                goes back to the root screen from any depth
      go <link>           opens a deep link in one step, such as 'go \(exampleLink)'
      link                prints the deep link of the current screen (and, on standard
                          error, what it leaves out when it cannot describe it all)
      tree                prints the navigation tree
      help                prints this help
      quit                ends the program (so does the end of input)
    """
  }

  static var helpText: String {
    """
    \(Example.name): \(Example.summary)

    Usage: \(Example.name) [flags]
      At a terminal: shows the current screen's numbered choices and reads commands (unless
      --script, --deeplink or --link is given). With standard input from a pipe or a file: runs
      it as a script. Order: --restore, --deeplink, the script, --link, --save.

    Flags:
      --script "<commands>"  runs commands separated by ';', printing each step and the tree,
                             as in --script "\(Example.scriptExample)"
      --deeplink <link>      opens a screen in one step, as in --deeplink \(exampleLink)
      --link                 prints the deep link of the current screen at the end, and
                             on standard error what the link leaves out, if anything
      --save <file>          saves the navigation to a file at the end
      --restore <file>       restores the navigation saved by --save, first
      --graph [format]       prints the app's route graph as the navigation explorer draws
                             it (mermaid, the default, dot or json) and ends
      --help                 prints this help

    \(commandsHelp)

    Bad input (an unknown command, a malformed link, a corrupt file) prints one line on
    standard error; in script and deep-link mode the program then exits with status 2, at the
    prompt it goes on. The state is never half-changed.
    """
  }
}

/// The flags of a run.
struct Options {
  var help = false
  var script: String?
  var deepLink: String?
  var printLink = false
  var save: String?
  var restore: String?

  init(parsing arguments: [String]) throws(TerminalProgramError) {
    var rest = arguments[...]
    func value(for flag: String) throws(TerminalProgramError) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw TerminalProgramError(message: "the flag \(flag) needs a value.")
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h": help = true
      case "--script": script = try value(for: argument)
      case "--deeplink": deepLink = try value(for: argument)
      case "--link": printLink = true
      case "--save": save = try value(for: argument)
      case "--restore": restore = try value(for: argument)
      default:
        throw TerminalProgramError(
          message:
            "unknown argument '\(argument)'; accepted: --script, --deeplink, --link, --save, --restore, --help."
        )
      }
    }
  }
}

/// A bad flag or a bad file, in one line.
public struct TerminalProgramError: Error, CustomStringConvertible {
  /// What was wrong, in one line.
  public let message: String
  /// The message.
  public var description: String { message }

  /// Creates an error.
  ///
  /// - Parameter message: What was wrong, in one line.
  public init(message: String) { self.message = message }
}
