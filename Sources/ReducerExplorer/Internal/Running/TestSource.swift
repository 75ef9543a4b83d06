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
    /// The lines that define the values of the explorer's test that the initial state and
    /// the reducer read (see ``TestSource/localValues(readBy:from:)``).
    var locals: [String] = []
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
      steps.contains { $0.hasPrefix(openLinkPrefix) || $0 == relaunch }
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
      "@Test @MainActor func \(functionName(seed: seed, check: check))() async"
        + "\(throwing ? " throws" : "") {",
      "  // Found by NavigationExplorer (seed \(seed)): \(check.replacingNewlines).",
    ]
    if let described = app.describedInitialState {
      lines.append("  // The explorer started from \(described.replacingNewlines).")
    }
    lines += app.locals.map { "  " + $0 }
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
          "    relaunched.navigation = try store.state.navigation.savedAndRestored()",
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

  /// The lines that define, in a printed test, the values of the explorer's test that
  /// `sources` (the initial state's and the reducer's, as read) read: `GardenFlow(defects:
  /// defects)` made in a helper or a parameterized test reads its parameter `defects`, which
  /// the printed test does not have.
  ///
  /// A value is found by its name among the stored properties of `values` (the reducer, the
  /// initial state), as the common `defects: defects` passes it, and printed as
  /// `let defects: Set<Defect> = Set([.leakingEffect])`; a name no property has, or whose
  /// value cannot be printed whole, gets a comment that asks for it.
  static func localValues(readBy sources: [String], from values: [Any]) -> [String] {
    var names: [String] = []
    for source in sources {
      for name in valueNames(in: source) where !names.contains(name) { names.append(name) }
    }
    return names.map { name in
      for value in values {
        guard let child = Mirror(reflecting: value).children.first(where: { $0.label == name })
        else { continue }
        var type = Dump.typeName(of: Swift.type(of: child.value))
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
          type = type.dropFirst("Optional<".count).dropLast() + "?"
        }
        let text = describe(child.value, limit: 600)
        guard !text.contains("…"), !type.contains("("), !type.contains(" ") else { break }
        return "let \(name): \(type) = \(text)  // as the explorer's app had it"
      }
      return "// '\(name)' is a value of the test that made the explorer: define it here."
    }
  }

  /// The identifiers `source` reads as values that Swift code of a test may have defined
  /// locally: lowercase names that are not a member (after `.`), an argument label (before
  /// `:`), a call (before `(`), a keyword, or in a string literal or a comment.
  static func valueNames(in source: String) -> [String] {
    let keywords: Set<Substring> = [
      "true", "false", "nil", "self", "Self", "let", "var", "in", "return", "if", "else",
      "try", "await", "some", "any", "is", "as", "switch", "case", "default", "for", "while",
      "guard", "where", "inout", "super",
    ]
    let scalars = Array(source.unicodeScalars)
    var names: [String] = []
    var index = 0
    func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_"
    }
    func neighbour(from start: Int, step: Int) -> Unicode.Scalar? {
      var at = start
      while at >= 0, at < scalars.count {
        if scalars[at] != " ", scalars[at] != "\n", scalars[at] != "\t" { return scalars[at] }
        at += step
      }
      return nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" {
        // A string literal: skipped to its closing quote.
        index += 1
        while index < scalars.count, scalars[index] != "\"" {
          index += scalars[index] == "\\" ? 2 : 1
        }
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if isIdentifier(scalar) {
        let start = index
        while index < scalars.count, isIdentifier(scalars[index]) { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<index]))
        let first = scalars[start]
        let before = neighbour(from: start - 1, step: -1)
        let after = neighbour(from: index, step: 1)
        let isLowercase = ("a"..."z").contains(first) || first == "_"
        if isLowercase, before != ".", before != "$", after != ":", after != "(",
          !keywords.contains(Substring(word)), !names.contains(word)
        {
          names.append(word)
        }
      } else {
        index += 1
      }
    }
    return names
  }

  /// The test function's name: the seed, then the check's words (letters and digits only, at
  /// most 60 characters of them), so that the tests of two failures pasted into one file do
  /// not clash: `navigationExplorerSeed1InvariantAtMostOneSettingsScreen`.
  static func functionName(seed: UInt64, check: String) -> String {
    var name = "navigationExplorerSeed\(seed)"
    var words = ""
    var startsWord = true
    for character in check.unicodeScalars {
      let isWordCharacter =
        ("a"..."z").contains(character) || ("A"..."Z").contains(character)
        || ("0"..."9").contains(character)
      guard isWordCharacter else {
        startsWord = true
        continue
      }
      guard words.unicodeScalars.count < 60 else { break }
      words.unicodeScalars.append(
        startsWord ? Unicode.Scalar(String(character).uppercased()) ?? character : character)
      startsWord = false
    }
    name += words
    return name
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

  /// The statements that fail when the navigation shown does not survive a save and a
  /// relaunch: saved as a `NavigationSnapshot` in JSON and restored, it is compared with the
  /// navigation shown by their descriptions, as ``linkOpensTheSameNavigation(initialState:)``
  /// does, with an extension of the navigation state, so that the test names no type of the
  /// routing module.
  static func snapshotRestoresTheSameNavigation() -> [String] {
    [
      "let restored = try store.state.navigation.savedAndRestored()",
      "#expect(",
      "  restored.description == store.state.navigation.description,",
      "  \"The navigation saved as a NavigationSnapshot and restored shows other screens than the one saved.\")",
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
