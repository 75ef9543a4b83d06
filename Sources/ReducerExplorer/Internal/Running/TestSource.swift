/// The Swift Testing test printed with a failure: a `TestStore` of the app, exhaustivity off,
/// that sends the shrunk steps in order and fails as the exploration did.
enum TestSource {
  /// The test's source.
  ///
  /// The store starts from `State()`, the explorer's initial state when it was made with the
  /// state's default initializer; a comment shows the state the explorer started from, so
  /// that a reader can tell when it was not. A diagnostic fails the test store at its step;
  /// an invariant, which the explorer holds as a closure, is named in the comment of the last
  /// step, where the test is to assert it.
  ///
  /// - Parameters:
  ///   - reducer: The app's reducer type, as source.
  ///   - state: The app's state type, as source.
  ///   - initialState: The explorer's initial state, described.
  ///   - lines: The steps, each as a statement: `await store.send(…)`,
  ///     `await clock.advance(by: …)` for a step that lets time pass, ``relaunch``, or
  ///     ``openLink(_:)``.
  ///   - check: The check that failed.
  ///   - seed: The seed that found the failure.
  static func make(
    reducer: String, state: String, initialState: String, lines steps: [String], check: String,
    seed: UInt64
  ) -> String {
    let waits = steps.contains { $0.hasPrefix("await clock.") }
    let relaunches = steps.contains { $0 == relaunch || $0.hasPrefix(openLinkPrefix) }
    let opensLinks = steps.contains { $0.hasPrefix(openLinkPrefix) }
    let makeStore =
      waits
      ? [
        "TestStore(initialState: STATE) {", "    \(reducer)()", "  } withDependencies: {",
        "    $0.continuousClock = clock", "    $0.suspendingClock = clock", "  }",
      ] : ["TestStore(initialState: STATE) { \(reducer)() }"]
    // The lines that make a store from `initial`, assigned with `keyword` (`let `, `var `, or
    // nothing for a relaunch), indented by `indent`.
    func store(_ keyword: String, from initial: String, indent: String) -> [String] {
      var made = makeStore
      made[0] = "\(keyword)store = " + made[0].replacingOccurrences(of: "STATE", with: initial)
      return made.map { indent + $0 }
    }
    var lines = [
      "@Test func navigationExplorerSeed\(seed)() async\(opensLinks ? " throws" : "") {",
      "  // Found by NavigationExplorer (seed \(seed)): \(check.replacingNewlines).",
      "  // The explorer started from \(initialState.replacingNewlines).",
    ]
    if waits { lines.append("  let clock = TestClock()") }
    lines += store(relaunches ? "var " : "let ", from: "\(state)()", indent: "  ")
    lines.append("  store.exhaustivity = .off")
    for (index, step) in steps.enumerated() {
      let isLast = index == steps.count - 1
      let comment = isLast ? "  // fails: \(check.replacingNewlines)" : ""
      if step.hasPrefix(openLinkPrefix) {
        let link = step.dropFirst(openLinkPrefix.count)
        lines += [
          "  do {  // A cold start from a link.\(comment)",
          "    var relaunched = \(state)()",
          "    try relaunched.open(try DeepLink(\(link)))",
        ]
      } else if step == relaunch {
        lines += [
          "  do {  // Relaunch from the saved navigation.\(comment)",
          "    var relaunched = \(state)()",
          "    NavigationSnapshot(of: store.state).restore(into: &relaunched)",
        ]
      } else {
        lines.append("  \(step)" + comment)
        continue
      }
      lines += store("", from: "relaunched", indent: "    ")
      lines += ["    store.exhaustivity = .off", "  }"]
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

extension TestSource {
  /// The line that stands for a relaunch in the steps given to
  /// ``make(reducer:state:initialState:lines:check:seed:)``.
  static let relaunch = "// relaunch"

  /// What starts the line that stands for a cold start from a link.
  static let openLinkPrefix = "// open link "

  /// The line that stands for a cold start from the link `text`.
  static func openLink(_ text: String) -> String { openLinkPrefix + describe(text) }
}

extension String {
  /// The text on one line, for a comment.
  fileprivate var replacingNewlines: String {
    split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
