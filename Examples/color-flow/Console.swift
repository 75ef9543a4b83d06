#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import ReducerRouting

/// The screen commands address: the top-most screen of the app.
enum Screen: Equatable {
  case colors
  case color(String)
  case info
  case settings
  case profile
  case about

  /// The screen as a person would name it.
  var title: String {
    switch self {
    case .colors: "Colors"
    case let .color(name): name
    case .info: "Info"
    case .settings: "Settings"
    case .profile: "Profile"
    case .about: "About"
    }
  }

  /// What one can type on this screen, besides the commands that work anywhere.
  var commands: String {
    switch self {
    case .colors: "push <color>, info, settings"
    case .color: "push <color>, timer, close"
    case .info, .about: "close"
    case .settings: "profile, about, close"
    case .profile: "timer, close"
    }
  }

  /// What works here, for error messages.
  var whatWorks: String { "On \(title): \(commands); anywhere: \(Command.anywhere)." }
}

/// Runs commands against a store of ``AppFlow`` and prints what happens.
@MainActor
final class Console {
  let store: StoreOf<AppFlow>
  /// The tick counts of the screens that have a timer, to print each new tick once.
  private var ticks: [String: Int] = [:]
  /// The timers started, by the name of their screen, with the task of the send that started
  /// them.
  private var timers: [String: StoreTask] = [:]
  private var observation: ObservationToken?

  /// Whether a person types at a terminal: then the console shows a prompt.
  let isInteractive: Bool
  /// Whether the prompt waits for a command.
  private var isPrompting = false

  init(store: StoreOf<AppFlow>, isInteractive: Bool) {
    self.store = store
    self.isInteractive = isInteractive
    // The headless "view": prints a line for each tick a timer delivers to its screen.
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  /// Runs one line; returns `false` when the program should end.
  func run(_ line: String) async -> Bool {
    isPrompting = false
    let command: Command
    do {
      guard let parsed = try Command(parsing: line) else { return true }
      command = parsed
    } catch {
      print("error: \(error.message) \(top.whatWorks)")
      return true
    }
    if command == .quit {
      print("bye")
      return false
    }
    let treeBefore = store.state.navigation.description
    do {
      let summary = try await execute(command)
      print("ok: \(summary) (top: \(top.title))")
      if command == .tree || store.state.navigation.description != treeBefore { printTree() }
    } catch {
      print("error: \(error.message)")
    }
    await reportStoppedTimers()
    return true
  }

  /// The screen commands address: the app's modal if any, else the top of its stack, else its
  /// root; inside the settings flow, the same rule again.
  var top: Screen {
    guard let route = store.state.navigation.modal ?? store.state.navigation.top else {
      return .colors
    }
    switch route {
    case let .color(detail): return .color(detail.name)
    case .info: return .info
    case let .settings(settings):
      switch settings.navigation.modal ?? settings.navigation.top {
      case .profile?: return .profile
      case .about?: return .about
      case nil: return .settings
      }
    }
  }

  // MARK: - Commands

  /// Sends what `command` means on the top screen, after checking that it can apply.
  ///
  /// - Returns: A summary of what happened.
  /// - Throws: What is wrong and what works, when the command does not apply.
  private func execute(_ command: Command) async throws(CommandError) -> String {
    let screen = top
    switch (command, screen) {
    case let (.push(name), .colors), let (.push(name), .color):
      try checkPushable(name)
      if case .color = screen {
        sendToAppScreen(.color(.colorTapped(name)))
      } else {
        store.send(.root(.colorTapped(name)))
      }
      return "pushed \(name)"
    case (.info, .colors):
      store.send(.root(.infoTapped))
      return "presented Info as a sheet"
    case (.settings, .colors):
      store.send(.root(.settingsTapped))
      return "pushed Settings, a nested flow"
    case (.profile, .settings):
      sendToSettings(.root(.profileTapped))
      return "pushed Profile inside the settings flow"
    case (.about, .settings):
      sendToSettings(.root(.aboutTapped))
      return "presented About full screen inside the settings flow"

    case let (.timer, .color(name)):
      try startTimer(named: name) { sendToAppScreen(.color(.timerTapped)) }
      return "started the timer of \(name); it ticks every 200 ms"
    case (.timer, .profile):
      try startTimer(named: "profile") { sendToSettingsScreen(.profile(.timerTapped)) }
      return "started the timer of Profile; it ticks every 200 ms"

    case (.close, .color):
      sendToAppScreen(.color(.closeTapped))
      return "\(screen.title) closed itself with .dismissSelf()"
    case (.close, .info):
      sendToAppScreen(.info(.closeTapped))
      return "the app flow dismissed Info on its close action"
    case (.close, .settings):
      sendToSettings(.root(.closeTapped))
      return "Settings closed itself with .dismissSelf(), and the whole settings flow with it"
    case (.close, .profile):
      sendToSettingsScreen(.profile(.closeTapped))
      return "Profile closed itself with .dismissSelf()"
    case (.close, .about):
      sendToSettingsScreen(.about(.closeTapped))
      return "About closed itself with .dismissSelf()"

    case (.pop, .colors):
      throw CommandError(
        "nothing to pop: Colors is the root screen. Try push <color>, info or settings.")
    case (.pop, .info), (.pop, .about):
      throw CommandError(
        "\(screen.title) is presented as a modal, not pushed, so there is nothing to pop. "
          + "Use dismiss or close.")
    case (.pop, .color), (.pop, .settings):
      store.send(.navigation(.pop))
      return screen == .settings ? "popped the settings flow" : "popped \(screen.title)"
    case (.pop, .profile):
      sendToSettings(.navigation(.pop))
      return "popped Profile inside the settings flow"

    case (.dismiss, .info):
      store.send(.navigation(.dismiss))
      return "dismissed Info"
    case (.dismiss, .about):
      sendToSettings(.navigation(.dismiss))
      return "dismissed About inside the settings flow"
    case (.dismiss, _):
      throw CommandError(
        "no modal to dismiss: \(screen.title) is \(screen == .colors ? "the root" : "pushed"). "
          + (screen == .colors ? "Try info to present one." : "Use pop or close."))

    case (.root, _):
      let count = store.state.navigation.stack.count
      if store.state.navigation.modal != nil {
        throw CommandError(
          "\(screen.title) is presented on top of the app; dismiss or close it first.")
      }
      guard count > 0 else {
        throw CommandError("already at the root: Colors is the top screen and nothing is pushed.")
      }
      store.send(.navigation(.popToRoot))
      return "popped \(count) screen\(count == 1 ? "" : "s") back to Colors"

    case (.tree, _):
      return "the navigation tree"
    case let (.wait(milliseconds), _):
      try? await Task.sleep(for: .milliseconds(milliseconds))
      return "waited \(milliseconds) ms"
    case (.help, _):
      print(Command.helpText)
      return "help"
    case (.quit, _):
      return "bye"

    case (.push, _), (.info, _), (.settings, _), (.profile, _), (.about, _), (.timer, _),
      (.close, _):
      throw CommandError("that does nothing on \(screen.title). \(screen.whatWorks)")
    }
  }

  private func checkPushable(_ name: String) throws(CommandError) {
    let colors = store.state.root.colors
    guard colors.contains(name) else {
      throw CommandError(
        "there is no color '\(name)'. Colors: \(colors.joined(separator: ", ")).")
    }
    let id = AppFlow.Route.color(ColorDetail.State(name: name)).id
    if let position = store.state.navigation.stack.index(id: id) {
      throw CommandError(
        "\(name) is already on the stack at position \(position), and a route's id lets it be "
          + "shown once. Pop back to it, or push another color.")
    }
  }

  private func startTimer(named name: String, start: () -> StoreTask?) throws(CommandError) {
    guard timers[name] == nil else {
      throw CommandError("the timer of \(name) is already running; pop or close it to stop it.")
    }
    timers[name] = start()
  }

  // MARK: - Sending to screens

  /// Sends an action to the app's top screen: its modal, else the top of its stack.
  @discardableResult
  private func sendToAppScreen(_ action: AppFlow.Route.Action) -> StoreTask? {
    let navigation = store.state.navigation
    if navigation.modal != nil { return store.send(.modalRoute(action)) }
    guard let top = navigation.top else { return nil }
    return store.send(.route(top.id, action))
  }

  /// Sends an action to the settings flow on top of the app's stack.
  @discardableResult
  private func sendToSettings(_ action: SettingsFlow.Action) -> StoreTask? {
    sendToAppScreen(.settings(action))
  }

  /// Sends an action to the top screen of the settings flow.
  @discardableResult
  private func sendToSettingsScreen(_ action: SettingsFlow.Route.Action) -> StoreTask? {
    guard case let .settings(settings)? = store.state.navigation.top else { return nil }
    if settings.navigation.modal != nil {
      return sendToSettings(.modalRoute(action))
    }
    guard let top = settings.navigation.top else { return nil }
    return sendToSettings(.route(top.id, action))
  }

  // MARK: - Printing

  func printTree() {
    print("  Colors (root)")
    for line in store.state.navigation.description.split(separator: "\n") {
      print("  \(line)")
    }
  }

  /// Shows the prompt, at a terminal.
  func prompt() {
    // Written straight to the terminal: there, printed lines are flushed at each newline.
    guard isInteractive else { return }
    _ = write(STDOUT_FILENO, "> ", 2)
    isPrompting = true
  }

  /// Prints a line for each new tick of a timer.
  private func render(_ state: AppFlow.State) {
    let current = Self.ticks(in: state)
    let newTicks = current.sorted { $0.key < $1.key }.filter { $0.value > ticks[$0.key] ?? 0 }
    ticks = current
    guard !newTicks.isEmpty else { return }
    // At a terminal, a tick arrives while the prompt waits: write over it, then show it again.
    if isPrompting { print("\r", terminator: "") }
    for (name, count) in newTicks { print("  [timer] \(name): tick \(count)") }
    if isPrompting { prompt() }
  }

  /// Once a timer's screen has left, waits for its effect to end and says so.
  private func reportStoppedTimers() async {
    let shown = Self.ticks(in: store.state)
    for (name, task) in timers.sorted(by: { $0.key < $1.key }) where shown[name] == nil {
      timers[name] = nil
      // The flow cancelled the effect when the screen left; it ends at its next await.
      for _ in 0..<100 where task.isRunning {
        try? await Task.sleep(for: .milliseconds(10))
      }
      if task.isRunning {
        print("  [timer] \(name): still running although its screen left")
      } else {
        print("  [timer] \(name): stopped, cancelled by the flow when its screen left")
      }
    }
  }

  /// The tick count of every screen that can run a timer, by screen name.
  private static func ticks(in state: AppFlow.State) -> [String: Int] {
    var ticks: [String: Int] = [:]
    for route in state.navigation.stack {
      switch route {
      case let .color(detail): ticks[detail.name] = detail.ticks
      case .info: break
      case let .settings(settings):
        for case let .profile(profile) in settings.navigation.stack {
          ticks["profile"] = profile.ticks
        }
      }
    }
    return ticks
  }
}
