/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// For a struct child, name the state with a key path:
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// ```
///
/// For an enum child, name the case with a case path; the child runs only while the state is
/// in that case:
///
/// ```swift
/// Scope(state: /State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
/// ```
///
/// Child effects are mapped back into parent actions. A struct child's effects run in a
/// cancellation namespace of their own (its place in the parent's state): a parent's
/// `.cancel(id:)` still reaches them, but the child cannot cancel its parent's or a sibling's
/// effects, and two copies of a feature under two scopes never stop each other's children. A scope does not cancel them: on an enum
/// case, the child's effects keep running across case changes. To cancel them when the case
/// changes, use ``Reducer/ifCaseLet(_:action:then:fileID:line:)``.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// What the scope holds, in one object: a `Scope` is one reference, so that running one
  /// where it lies (a cached body) reads only the parts an action needs, when it needs them,
  /// instead of copying its seventeen words before the first line.
  @usableFromInline let parts: Parts

  /// The parts of a ``Scope``, set once by its initializer.
  @usableFromInline
  final class Parts: ReducerParts {
    @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
    @usableFromInline let child: Child
    // Where the child's state is: at a byte offset (a stored property of a struct, `offset`
    // ≥ 0), through a key path, or in an enum case. Kept apart rather than in an enum with
    // payloads, so that reading one on each action does not copy (and retain) it.
    @usableFromInline let offset: Int
    @usableFromInline let keyPath: WritableKeyPath<ParentState, Child.State>?
    @usableFromInline let casePath: CasePath<ParentState, Child.State>?
    /// The engine of `casePath` when it is a `/` path: read alone on each action, so that the
    /// common change in place touches one word of the path.
    @usableFromInline let caseExtractor: ReflectiveExtractor<ParentState, Child.State>?
    @usableFromInline let location: CodeLocation

    @inlinable
    init(
      toChildAction: CasePath<ParentAction, Child.Action>,
      child: Child,
      offset: Int,
      keyPath: WritableKeyPath<ParentState, Child.State>?,
      casePath: CasePath<ParentState, Child.State>?,
      location: CodeLocation
    ) {
      self.toChildAction = toChildAction
      self.child = child
      self.offset = offset
      self.keyPath = keyPath
      self.casePath = casePath
      caseExtractor = casePath?.extractor
      self.location = location
    }
  }

  /// Scopes to a struct child, a part of the parent's state named by a key path.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    // A stored property of a struct lies at a fixed offset: the child's state is changed there,
    // without going through the key path on every action.
    let offset = storedPropertyOffset(of: toChildState)
    parts = Parts(
      toChildAction: toChildAction, child: child(), offset: offset ?? -1,
      keyPath: offset == nil ? toChildState : nil, casePath: nil,
      location: CodeLocation(fileID: #fileID, line: #line))
  }

  /// Scopes to an enum child, a case of the parent's state named by a case path.
  ///
  /// A child action that arrives while the state is in another case is not run, and is
  /// reported as a diagnostic (a test failure under a `TestStore`).
  ///
  /// The child's payload is changed where it lies in the parent's state when the case keeps it
  /// there, and moved out for the time of the child's reduce otherwise (an `indirect` case, a
  /// case whose tag shares the payload's bits), so that arrays and other buffers in it change
  /// without a copy. A `/` path that cannot read its case (see ``CasePath``) leaves the state
  /// as it is and runs no child.
  ///
  /// A `Scope` does not cancel the child's effects when the state changes case: they keep
  /// running, and a child action they send while the state is in another case is reported and
  /// ignored.
  ///
  /// - Parameters:
  ///   - toChildState: The case path to the child's state.
  ///   - toChildAction: The case path of the parent action that carries child actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: The file of the scope, for diagnostics.
  ///   - line: The line of the scope, for diagnostics.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    parts = Parts(
      toChildAction: toChildAction, child: child(), offset: -1, keyPath: nil,
      casePath: toChildState, location: CodeLocation(fileID: fileID, line: line))
  }

  /// Runs the child reducer on the child's state, when `action` is a
  /// child action.
  ///
  /// - Parameters:
  ///   - state: The parent state, whose child part changes in place.
  ///   - action: The parent action.
  /// - Returns: The child's effect, its actions embedded in the parent's.
  @inlinable
  @inline(__always)
  public func reduce(
    into state: inout ParentState, action: ParentAction
  ) -> Effect<ParentAction> {
    let parts = self.parts
    guard let childAction = parts.toChildAction.extractInline(from: action) else { return .none }
    let effect: Effect<Child.Action>
    // Exactly one of the three places is set, by the initializers.
    if parts.offset >= 0 {
      effect = withStoredProperty(of: &state, atByteOffset: parts.offset, as: Child.State.self) {
        parts.child.reduce(into: &$0, action: childAction)
      }
    } else if parts.casePath != nil {
      // The common case first: a learned `/` path whose payload lies in place.
      if parts.caseExtractor != nil,
        let changed = parts.caseExtractor.knownNonNil.modifyInPlace(
          &state, { parts.child.reduce(into: &$0, action: childAction) })
      {
        guard let childEffect = changed else {
          return Self.stateInAnotherCase(action: action, state: state, parts: parts)
        }
        effect = childEffect
      } else {
        guard let childEffect = Self.reduceInCase(&state, action: childAction, parts: parts)
        else { return Self.stateInAnotherCase(action: action, state: state, parts: parts) }
        effect = childEffect
      }
    } else {
      effect = Self.reduceThroughKeyPath(&state, action: childAction, parts: parts)
    }
    if effect.isNone { return .none }
    return Self.embedActions(of: effect, parts: parts)
  }

  /// Runs the child in the parent's enum case through the case path: one that has not learned
  /// its case yet, or an explicit one. `nil` when the state is in another case.
  @inlinable
  static func reduceInCase(
    _ state: inout ParentState, action: Child.Action, parts: Parts
  ) -> Effect<Child.Action>? {
    parts.casePath.knownNonNil.modifyInPlace(&state) {
      parts.child.reduce(into: &$0, action: action)
    }
  }

  /// Runs the child on the state a key path that is not a stored property names. Out of line:
  /// the key path's access keeps a buffer on the stack, which would make every scope guard
  /// its frame.
  @inlinable
  @inline(never)
  static func reduceThroughKeyPath(
    _ state: inout ParentState, action: Child.Action, parts: Parts
  ) -> Effect<Child.Action> {
    parts.child.reduce(into: &state[keyPath: parts.keyPath.knownNonNil], action: action)
  }

  /// A child action that found the parent's state in another case: reported, unless the path
  /// was refused (which said why once already), and ignored.
  @usableFromInline
  static func stateInAnotherCase(
    action: ParentAction, state: ParentState, parts: Parts
  ) -> Effect<ParentAction> {
    if !parts.casePath.knownNonNil.isRefused {
      reportWrongCase(
        action: action, state: state, fileID: parts.location.fileID, line: parts.location.line)
    }
    return .ignoringAction()
  }

  /// The child's effect (not `.none`), its actions embedded in the parent's, in the child's
  /// step. It takes the parts whole, so that the call from a scope's `reduce` passes two
  /// words: a scope whose child returns `.none` (the common case) keeps a small frame, without
  /// the registers and stack five arguments would need.
  @usableFromInline
  static func embedActions(of effect: Effect<Child.Action>, parts: Parts) -> Effect<ParentAction> {
    let toChildAction = parts.toChildAction
    let offset = parts.offset
    let keyPath = parts.keyPath
    let casePath = parts.casePath
    let mapped = effect.map { toChildAction.embed($0) }
    // An enum child shares its parent's namespace: only one case is there at a time, and a
    // flow's routes (enum cases) are torn down by the namespaces of their ids. Its step still
    // tells the store where its state is, for the namespaces inside it.
    guard offset >= 0 || keyPath != nil else {
      return mapped.child(
        ChildPath(kind: .located, site: ChildPath.noSite, identity: nil, read: caseReader(casePath))
      )
    }
    // A field at a byte offset is named by its parent's type and the offset; one reached
    // through a key path, by the key path.
    let site = keyPath.map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(ParentState.self))
    return mapped.child(
      ChildPath(
        kind: .field, site: site, position: offset, identity: nil,
        read: structReader(offset: offset, keyPath: keyPath)))
  }

  /// Reads a struct child's state from its parent's: at its byte offset, or through its key
  /// path.
  @usableFromInline
  static func structReader(
    offset: Int, keyPath: WritableKeyPath<ParentState, Child.State>?
  ) -> (inout Any) -> Bool? {
    { value in
      guard var parent = value as? ParentState else { return nil }
      if offset >= 0 {
        value = withStoredProperty(of: &parent, atByteOffset: offset, as: Child.State.self) { $0 }
        return true
      }
      guard let keyPath else { return nil }
      value = parent[keyPath: keyPath]
      return true
    }
  }

  /// Reads an enum child's state from its parent's: gone when the parent is in another case.
  @usableFromInline
  static func caseReader(
    _ casePath: CasePath<ParentState, Child.State>?
  ) -> (inout Any) -> Bool? {
    { value in
      guard let parent = value as? ParentState, let casePath else { return nil }
      guard let child = casePath.extract(from: parent) else { return false }
      value = child
      return true
    }
  }

  @usableFromInline
  static func reportWrongCase(
    action: ParentAction,
    state: ParentState,
    fileID: StaticString,
    line: UInt
  ) {
    Diagnostics.report(
      kind: "scope.wrongCase",
      """
      A 'Scope' at \(fileID):\(line) received the child action \(describe(action)) while the \
      parent state was \(describeCase(state)), not the case the scope names. The action was \
      ignored. This usually means an effect kept running after the state changed case: cancel \
      it when you leave the case, or check the state before sending.
      """,
      fileID: fileID,
      line: line
    )
  }
}

/// A place in the source.
@usableFromInline
struct CodeLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(fileID: StaticString, line: UInt) {
    self.fileID = fileID
    self.line = line
  }
}

/// An object that holds a reducer's parts (`Scope.Parts`): what reads a reducer value (the
/// navigation explorer finding the case paths and flows of an app) reads into it, as into the
/// reducer's own stored properties, where it reads no other object.
package protocol ReducerParts: AnyObject {}
