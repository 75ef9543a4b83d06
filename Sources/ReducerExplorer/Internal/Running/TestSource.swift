import Foundation
import ReducerCore

/// The Swift Testing test printed with a failure: a `TestStore` of the app, exhaustivity off,
/// that sends the shrunk steps in order and fails as the exploration did.
enum TestSource {
  /// What the test is made of, besides its steps.
  struct App {
    /// The app's state type, as source.
    var state: String
    /// The store's initial state, as source: the explorer's own initial-state argument when
    /// it could be read, else `State()`.
    var initialState: String
    /// The reducer closure, braces included: the explorer's own when it could be read, else
    /// `{ Reducer() }`.
    var reducer: String
    /// When the initial state or the reducer could not be read, the explorer's initial state,
    /// described, for a comment.
    var describedInitialState: String? = nil
    /// The closures of the explorer's `dependencies(_:)` calls, in order, braces included, or
    /// why one could not be read (for a comment).
    var dependencies: [Result<String, CallSource.Refusal>] = []
  }

  /// The test's source.
  ///
  /// A diagnostic fails the test store at its step; the other checks are asserted after the
  /// last step, by the statements `assertion` gives (an invariant's closure, an effect still
  /// running, the link of the navigation).
  ///
  /// - Parameters:
  ///   - app: The app's state, initial state and reducer, as source.
  ///   - lines: The steps, each as a statement: `await store.send(…)`,
  ///     `await clock.advance(by: …)` for a step that lets time pass, ``relaunch``, or
  ///     ``openLink(_:)``.
  ///   - check: The check that failed.
  ///   - seed: The seed that found the failure.
  ///   - setsClocks: Whether the test makes a `TestClock` the app's clocks, as the run did,
  ///     though no step lets time pass: effects ran.
  ///   - boundStep: The index of the step whose returned task the assertion reads as
  ///     `effect`, if any.
  ///   - assertion: The statements after the last step that fail as the check did.
  static func make(
    app: App, lines steps: [String], check: String, seed: UInt64, setsClocks: Bool = false,
    boundStep: Int? = nil, assertion: [String] = []
  ) -> String {
    let waits = setsClocks || steps.contains { $0.hasPrefix("await clock.") }
    let relaunches = steps.contains { $0 == relaunch || $0.hasPrefix(openLinkPrefix) }
    let throwing =
      steps.contains { $0.hasPrefix(openLinkPrefix) }
      || assertion.contains { $0.contains("try ") }
    // The explorer's dependencies, each closure a local of the test, applied after the clocks
    // as the explorer applies them.
    let preparations = app.dependencies.compactMap { try? $0.get() }
    let preparationNames = preparations.indices.map {
      preparations.count == 1 ? "dependencies" : "dependencies\($0 + 1)"
    }
    let makeStore =
      waits || !preparations.isEmpty
      ? ["TestStore(initialState: STATE, reducer: \(app.reducer)) {"]
        + (waits ? ["  $0.continuousClock = clock", "  $0.suspendingClock = clock"] : [])
        + preparationNames.map { "  \($0)(&$0)" } + ["}"]
      : ["TestStore(initialState: STATE) \(app.reducer)"]
    // The lines that make a store from `initial`, assigned with `keyword` (`let `, `var `, or
    // nothing for a relaunch), indented by `indent`.
    func store(_ keyword: String, from initial: String, indent: String) -> [String] {
      var made = makeStore
      made[0] = "\(keyword)store = " + made[0].replacingOccurrences(of: "STATE", with: initial)
      return made.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        .map { indent + $0 }
    }
    var lines = [
      "@Test @MainActor func navigationExplorerSeed\(seed)() async\(throwing ? " throws" : "") {",
      "  // Found by NavigationExplorer (seed \(seed)): \(check.replacingNewlines).",
    ]
    if let described = app.describedInitialState {
      lines.append("  // The explorer started from \(described.replacingNewlines).")
    }
    if waits { lines.append("  let clock = TestClock()") }
    for case let .failure(refusal) in app.dependencies {
      lines.append(
        "  // The explorer set dependencies that cannot be printed, because "
          + "\(refusal.reason.replacingNewlines): set them in the store's withDependencies.")
    }
    for (name, closure) in zip(preparationNames, preparations) {
      lines.append(
        "  let \(name): (inout DependencyValues) -> Void = "
          + reindented(closure, body: "    ", close: "  "))
    }
    lines += store(relaunches ? "var " : "let ", from: app.initialState, indent: "  ")
    lines.append("  store.exhaustivity = .off")
    for (index, step) in steps.enumerated() {
      let isLast = index == steps.count - 1
      let comment = isLast && assertion.isEmpty ? "  // fails: \(check.replacingNewlines)" : ""
      if step.hasPrefix(openLinkPrefix) {
        let link = step.dropFirst(openLinkPrefix.count)
        lines += [
          "  do {  // A cold start from a link.\(comment)",
          "    var relaunched = \(app.initialState)",
          "    try relaunched.open(try .init(\(link)))",
        ]
      } else if step == relaunch {
        lines += [
          "  do {  // Relaunch from the saved navigation.\(comment)",
          "    var relaunched = \(app.initialState)",
          "    relaunched.navigation = store.state.navigation",
        ]
      } else {
        let bound = index == boundStep ? "let effect = " : ""
        lines.append("  \(bound)\(step)" + comment)
        continue
      }
      lines += store("", from: "relaunched", indent: "    ")
      lines += ["    store.exhaustivity = .off", "  }"]
    }
    if !assertion.isEmpty {
      lines.append("  // fails: \(check.replacingNewlines)")
      lines += assertion.map { "  " + $0 }
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The statements that assert the invariant `name` with its closure's source, or, when
  /// the source is `nil`, record an issue that says why the invariant cannot be shown.
  static func invariant(
    _ name: String, state: String, closure: Result<String, CallSource.Refusal>
  ) -> [String] {
    switch closure {
    case let .success(text):
      return [
        "let invariant: (\(state)) -> Bool = \(reindented(text, body: "    ", close: "  "))",
        "#expect(invariant(store.state), \(describe(name, limit: .max)))",
      ]
    case let .failure(refusal):
      let message = """
        The invariant "\(name)" does not hold here. Its closure could not be printed, because \
        \(refusal.reason): assert the invariant here to reproduce the failure.
        """
      return ["Issue.record(\(describe(message, limit: .max)))"]
    }
  }

  /// The statements that fail when an effect still runs: the task of the step that started
  /// it, when that step sent an action (`bound`), else the end of an exhaustive test.
  static func effectStillRunning(step: Int?, bound: Bool) -> [String] {
    guard bound, let step else {
      return [
        "// The end of an exhaustive test fails while an effect runs.",
        "await store.skipReceivedActions(strict: false)", "store.exhaustivity = .on",
      ]
    }
    let message =
      "The effect that step \(step + 1) started still runs, but its screen is no longer shown."
    return ["#expect(!effect.isRunning, \(describe(message, limit: .max)))"]
  }

  /// The statements that fail when the link of the navigation shown does not open that
  /// navigation from the initial state: the navigations' descriptions, which show every flow's
  /// routes with their ids and modal styles, as a `NavigationTree` does. The statements name
  /// no type of the routing module (`DeepLink`, `NavigationTree`), so that a test file
  /// importing only the app's module and ReducerTesting compiles them.
  static func linkOpensTheSameNavigation(initialState: String) -> [String] {
    [
      "let opened = try (\(initialState)).opening(.init(for: store.state))",
      "#expect(",
      "  opened.navigation.description == store.state.navigation.description,",
      "  \"The link of the navigation shown opens another navigation than the one it was made of.\")",
    ]
  }

  /// The statement that fails for a check the test cannot assert with public API alone.
  static func recorded(check: String, detail: String) -> [String] {
    let message = "The explorer's check \(check) failed here: \(detail)"
    return ["Issue.record(\(describe(String(message.prefix(1_000)), limit: .max)))"]
  }

  /// `text` with its lines after the first indented by `body` instead of the indentation of
  /// the least indented of them, and a last line that is a closing brace by `close`, so that
  /// a closure read from a file sits in the test.
  static func reindented(_ text: String, body indent: String, close: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1 else { return text }
    let rest = lines.dropFirst()
    // The body's margin, without the closing brace.
    let body = rest.last?.trimmingCharacters(in: .whitespaces) == "}" ? rest.dropLast() : rest
    let margin =
      body.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: \.isWhitespace).count }
      .min() ?? 0
    // The closing brace goes back to the indentation of the statement.
    return
      ([String(lines[0])]
      + rest.map { line in
        let text = line.dropFirst(min(margin, line.prefix(while: \.isWhitespace).count))
        if text.trimmingCharacters(in: .whitespaces) == "}" { return close + "}" }
        return indent + text
      }).joined(separator: "\n")
  }
}

extension TestSource {
  /// The line that stands for a relaunch in the steps given to
  /// ``make(app:lines:check:seed:setsClocks:boundStep:assertion:)``.
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
