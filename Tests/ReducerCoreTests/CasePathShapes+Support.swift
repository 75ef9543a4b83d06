import Testing

@testable import ReducerCore

// The table-driven checks behind the enum-shape suite (issue 9). Swift's own `switch` is the
// reference: every `/` path is compared with a hand-written extraction, embedding and mutation,
// on a fresh path (its first use) and on a path that has already learned its case.

/// The action of the parent store in the `Scope` checks: `child` carries the child's action.
enum ShapeAction: Equatable, Sendable {
  case child(Int)
  case other
}

/// Counts how often a child reducer ran; a class so that the escaping reducer can change it.
@MainActor
final class RunCounter {
  var runs = 0
}

/// The kind of the diagnostic a refused case path reports at its first use.
let unsupportedKind = "casePath.unsupported"

/// Runs `body` with a diagnostics handler installed and returns its result and what it reported.
func capturingDiagnostics<T>(_ body: () throws -> T) rethrows -> (T, [Diagnostic]) {
  let recorder = Recorder<Diagnostic>()
  let result = try Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) {
    try body()
  }
  return (result, recorder.values)
}

/// The indices of `roots` to start a fresh path on: all of them, or a spread of them for the
/// largest tables (the fresh-path checks are quadratic).
private func firstUseIndices(_ count: Int) -> [Int] {
  guard count > 40 else { return Array(0..<count) }
  let step = count / 20
  return Array(stride(from: 0, to: count, by: step)) + [count - 1]
}

/// Checks a `/` path against a hand-written `switch` on every root, for `extract(from:)`,
/// `embed(_:)`, `modify(_:_:)` and a `Scope` run through a `Store`, on first use and after
/// learning, and that it reports no diagnostic but a `Scope`'s wrong-case one.
///
/// - Parameters:
///   - makePath: Makes a fresh path; called once for each first use.
///   - roots: Several values of every case of the enum.
///   - bySwitch: The payload of a root in the path's case, read with a `switch`; `nil` otherwise.
///   - embed: Builds a root in the path's case, the case constructor.
///   - mutate: Changes a payload the way the `modify` body and the child reducer do.
///   - valueKey: What two payloads must agree on to be equal.
///   - rootKey: What two roots must agree on to be equal.
@MainActor
func checkShape<Root, Value, ValueKey: Equatable, RootKey: Equatable>(
  _ makePath: () -> CasePath<Root, Value>,
  roots: [Root],
  switch bySwitch: (Root) -> Value?,
  embed: (Value) -> Root,
  mutate: @escaping (inout Value) -> Void,
  valueKey: (Value) -> ValueKey,
  rootKey: (Root) -> RootKey,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = roots.map(bySwitch)
  let expectedKeys = expected.map { $0.map(valueKey) }
  #expect(
    expected.contains { $0 != nil }, "The table has no root in the path's case.",
    sourceLocation: sourceLocation)
  let mutated: [Root] = zip(roots, expected).map { root, payload in
    guard var payload else { return root }
    mutate(&payload)
    return embed(payload)
  }
  let mutatedTwice: [Root] = zip(roots, expected).map { root, payload in
    guard var payload else { return root }
    mutate(&payload)
    mutate(&payload)
    return embed(payload)
  }

  let ((), diagnostics) = capturingDiagnostics {
    // extract: first use on each root (another case's, or its own), then every root, twice.
    for first in firstUseIndices(roots.count) {
      let path = makePath()
      #expect(
        path.extract(from: roots[first]).map(valueKey) == expectedKeys[first],
        "first use on root #\(first)", sourceLocation: sourceLocation)
      for pass in 1...2 {
        for (index, root) in roots.enumerated() {
          #expect(
            path.extract(from: root).map(valueKey) == expectedKeys[index],
            "use \(pass) on root #\(index) after a first use on root #\(first)",
            sourceLocation: sourceLocation)
        }
      }
    }

    // embed: on a fresh path, then read back on it and on a learned path.
    let learned = makePath()
    for root in roots { _ = learned.extract(from: root) }
    for (index, payload) in expected.enumerated() {
      guard let payload else { continue }
      let fresh = makePath()
      let embedded = fresh.embed(payload)
      #expect(
        rootKey(embedded) == rootKey(roots[index]), "embed of root #\(index)'s payload",
        sourceLocation: sourceLocation)
      #expect(
        fresh.extract(from: embedded).map(valueKey) == expectedKeys[index],
        "extract(embed(x)) on the path that embedded, root #\(index)",
        sourceLocation: sourceLocation)
      #expect(
        learned.extract(from: learned.embed(payload)).map(valueKey) == expectedKeys[index],
        "extract(embed(x)) on a learned path, root #\(index)", sourceLocation: sourceLocation)
    }

    // modify: a fresh path first used on one root, then on all; and the learned path.
    func checkModify(_ path: CasePath<Root, Value>, _ index: Int, _ use: String) {
      var root = roots[index]
      var called = false
      let result = path.modify(&root) { payload -> Int in
        called = true
        mutate(&payload)
        return 42
      }
      let inCase = expected[index] != nil
      #expect(
        result == (inCase ? 42 : nil), "modify's result, \(use), root #\(index)",
        sourceLocation: sourceLocation)
      #expect(
        called == inCase, "modify called its body, \(use), root #\(index)",
        sourceLocation: sourceLocation)
      #expect(
        rootKey(root) == rootKey(mutated[index]), "modify's new root, \(use), root #\(index)",
        sourceLocation: sourceLocation)
    }
    for first in firstUseIndices(roots.count) {
      let path = makePath()
      checkModify(path, first, "first use")
      for index in roots.indices { checkModify(path, index, "after a first use on #\(first)") }
    }
    for index in roots.indices { checkModify(learned, index, "learned path") }

    // Scope through a store: a fresh path (its first use is the first action), and the learned
    // path; each store gets two child actions.
    for (index, root) in roots.enumerated() {
      for (path, use) in [(makePath(), "fresh path"), (learned, "learned path")] {
        let counter = RunCounter()
        let store = Store<Root, ShapeAction>(initialState: root) {
          Scope(state: path, action: /ShapeAction.child) {
            Reduce<Value, Int> { state, _ in
              counter.runs += 1
              mutate(&state)
              return .none
            }
          }
        }
        let inCase = expected[index] != nil
        store.send(.child(1))
        #expect(
          rootKey(store.state) == rootKey(mutated[index]),
          "Scope's state after one action, \(use), root #\(index)",
          sourceLocation: sourceLocation)
        store.send(.other)
        store.send(.child(2))
        #expect(
          rootKey(store.state) == rootKey(mutatedTwice[index]),
          "Scope's state after two actions, \(use), root #\(index)",
          sourceLocation: sourceLocation)
        #expect(
          counter.runs == (inCase ? 2 : 0), "child runs, \(use), root #\(index)",
          sourceLocation: sourceLocation)
      }
    }
  }
  let unexpected = diagnostics.filter { $0.kind != "scope.wrongCase" }
  #expect(
    unexpected.isEmpty, "A supported shape reported \(unexpected.map(\.kind))",
    sourceLocation: sourceLocation)
}

/// ``checkShape(_:roots:switch:embed:mutate:valueKey:rootKey:sourceLocation:)`` for an
/// `Equatable` enum with an `Equatable` payload.
@MainActor
func checkShape<Root: Equatable, Value: Equatable>(
  _ makePath: () -> CasePath<Root, Value>,
  roots: [Root],
  switch bySwitch: (Root) -> Value?,
  embed: (Value) -> Root,
  mutate: @escaping (inout Value) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  checkShape(
    makePath, roots: roots, switch: bySwitch, embed: embed, mutate: mutate,
    valueKey: { $0 }, rootKey: { $0 }, sourceLocation: sourceLocation)
}

/// ``checkShape(_:roots:switch:embed:mutate:valueKey:rootKey:sourceLocation:)`` for an
/// `Equatable` enum whose payload is compared through `valueKey`.
@MainActor
func checkShape<Root: Equatable, Value, ValueKey: Equatable>(
  _ makePath: () -> CasePath<Root, Value>,
  roots: [Root],
  switch bySwitch: (Root) -> Value?,
  embed: (Value) -> Root,
  mutate: @escaping (inout Value) -> Void,
  valueKey: (Value) -> ValueKey,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  checkShape(
    makePath, roots: roots, switch: bySwitch, embed: embed, mutate: mutate,
    valueKey: valueKey, rootKey: { $0 }, sourceLocation: sourceLocation)
}

/// Checks that a path is refused: `extract` gives `nil` for every root, `modify` neither calls
/// its body nor changes the root, a `Scope` over it leaves the state as it was and runs no
/// child, and each path instance reports one `casePath.unsupported` diagnostic, at its first
/// use, that names the enum and `CasePath(embed:extract:)`.
///
/// - Parameters:
///   - makePath: Makes a fresh path; called once for each first use.
///   - roots: Several values of every case of the enum.
///   - rootKey: What two roots must agree on to be equal.
@MainActor
func checkRefused<Root, Value, RootKey: Equatable>(
  _ makePath: () -> CasePath<Root, Value>,
  roots: [Root],
  rootKey: (Root) -> RootKey,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let typeName = String(describing: Root.self)
  func checkFirstUse(_ diagnostics: [Diagnostic], _ use: String) {
    let unsupported = diagnostics.filter { $0.kind == unsupportedKind }
    #expect(
      unsupported.count == 1,
      """
      \(use): \(unsupported.count) '\(unsupportedKind)' diagnostics, expected 1 \
      (all: \(diagnostics.map(\.kind)))
      """, sourceLocation: sourceLocation)
    for diagnostic in unsupported {
      #expect(
        diagnostic.message.contains(typeName),
        "\(use): the message does not name '\(typeName)': \(diagnostic.message)",
        sourceLocation: sourceLocation)
      #expect(
        diagnostic.message.contains("CasePath(embed:extract:)"),
        "\(use): the message does not say to write 'CasePath(embed:extract:)': \(diagnostic.message)",
        sourceLocation: sourceLocation)
    }
  }
  func checkNothingMore(_ diagnostics: [Diagnostic], _ use: String) {
    let unsupported = diagnostics.filter { $0.kind == unsupportedKind }
    #expect(
      unsupported.isEmpty, "\(use): the path reported again (\(unsupported.count) times)",
      sourceLocation: sourceLocation)
  }

  // extract, first use on each root.
  for first in roots.indices {
    let path = makePath()
    let (value, firstDiagnostics) = capturingDiagnostics { path.extract(from: roots[first]) }
    #expect(value == nil, "first extract on root #\(first)", sourceLocation: sourceLocation)
    checkFirstUse(firstDiagnostics, "first extract on root #\(first)")
    let ((), later) = capturingDiagnostics {
      for _ in 1...2 {
        for (index, root) in roots.enumerated() {
          #expect(
            path.extract(from: root) == nil,
            "later extract on root #\(index) after a first use on root #\(first)",
            sourceLocation: sourceLocation)
        }
      }
    }
    checkNothingMore(later, "later extracts after a first use on root #\(first)")
  }

  // modify, first use on each root.
  for first in roots.indices {
    let path = makePath()
    let order = [first] + roots.indices.filter { $0 != first }
    var reports: [[Diagnostic]] = []
    for index in order {
      var root = roots[index]
      var called = false
      let (result, diagnostics) = capturingDiagnostics {
        path.modify(&root) { _ -> Int in
          called = true
          return 42
        }
      }
      reports.append(diagnostics)
      #expect(result == nil, "modify on root #\(index)", sourceLocation: sourceLocation)
      #expect(!called, "modify called its body on root #\(index)", sourceLocation: sourceLocation)
      #expect(
        rootKey(root) == rootKey(roots[index]), "modify changed root #\(index)",
        sourceLocation: sourceLocation)
    }
    checkFirstUse(reports[0], "first modify on root #\(first)")
    checkNothingMore(Array(reports.dropFirst().joined()), "later modifies")
  }

  // Scope, a fresh path in each store.
  for (index, root) in roots.enumerated() {
    let counter = RunCounter()
    let path = makePath()
    let store = Store<Root, ShapeAction>(initialState: root) {
      Scope(state: path, action: /ShapeAction.child) {
        Reduce<Value, Int> { _, _ in
          counter.runs += 1
          return .none
        }
      }
    }
    let ((), first) = capturingDiagnostics { store.send(.child(1)) }
    checkFirstUse(first, "Scope's first action on root #\(index)")
    let ((), later) = capturingDiagnostics {
      store.send(.child(2))
      store.send(.other)
      store.send(.child(3))
    }
    checkNothingMore(later, "Scope's later actions on root #\(index)")
    #expect(
      rootKey(store.state) == rootKey(root), "Scope changed root #\(index)",
      sourceLocation: sourceLocation)
    #expect(
      counter.runs == 0, "Scope ran its child on root #\(index)", sourceLocation: sourceLocation)
  }
}

/// ``checkRefused(_:roots:rootKey:sourceLocation:)`` for an `Equatable` enum.
@MainActor
func checkRefused<Root: Equatable, Value>(
  _ makePath: () -> CasePath<Root, Value>,
  roots: [Root],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  checkRefused(makePath, roots: roots, rootKey: { $0 }, sourceLocation: sourceLocation)
}
