/// A path from an enum to one of its cases: it can build the enum from the case's payload
/// (`embed`) and try to read the payload back out of any value of the enum (`extract`).
///
/// Case paths are to enums what writable key paths are to structs. Make one with the `/`
/// operator from a case constructor, or spell it out:
///
/// ```swift
/// enum Action { case child(Child.Action), item(id: Int, action: Item.Action), reset }
///
/// let child = /Action.child          // CasePath<Action, Child.Action>
/// let item = /Action.item            // CasePath<Action, (Int, Item.Action)>
/// let reset = /Action.reset          // CasePath<Action, Void>
/// let explicit = CasePath<Action, Child.Action>(
///   embed: Action.child,
///   extract: { if case let .child(action) = $0 { action } else { nil } }
/// )
/// ```
public struct CasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// For a path made with `/`: the extractor `_extract` calls, called directly instead, so that
  /// the extraction is inlined and specialized where the path is used.
  @usableFromInline let extractor: ReflectiveExtractor<Root, Value>?

  /// Creates a case path from a function that builds the enum and one that reads it back.
  ///
  /// - Parameters:
  ///   - embed: Builds the root value from the case's payload, usually the case constructor.
  ///   - extract: Returns the payload when the root is in this case, and `nil` otherwise.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    _embed = embed
    _extract = extract
    extractor = nil
  }

  /// A path that extracts with `extractor`.
  @inlinable
  init(embed: @escaping @Sendable (Value) -> Root, extractor: ReflectiveExtractor<Root, Value>) {
    _embed = embed
    _extract = { extractor.extract(from: $0) }
    self.extractor = extractor
  }

  /// Builds the root value in this case, around `value`.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// Returns the payload of `root` when it is in this case, and `nil` otherwise.
  @inlinable
  public func extract(from root: Root) -> Value? {
    if extractor != nil { return extractor.knownNonNil.extract(from: root) }
    return _extract(root)
  }

  /// Returns a path that goes through this case and then through a case of its payload.
  ///
  /// ```swift
  /// let grandchild = (/Action.child).appending(path: /Child.Action.detail)
  /// ```
  ///
  /// - Parameter path: A case path into this path's payload.
  /// - Returns: A case path from this path's root to the payload of `path`.
  @inlinable
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { [_embed] value in _embed(path.embed(value)) },
      extract: { [_extract] root in _extract(root).flatMap(path.extract(from:)) }
    )
  }

  /// Changes the payload of `root` in place when it is in this case.
  ///
  /// - Parameters:
  ///   - root: The enum value to change.
  ///   - body: Changes the payload; it is not called when `root` is in another case.
  /// - Returns: The value `body` returned, or `nil` when `root` is in another case.
  @discardableResult
  @inlinable
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result? {
    guard var value = extract(from: root) else { return nil }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

extension CasePath {
  /// ``extract(from:)``, always inlined: where a `Scope` reads its child's action, once per
  /// action and level, so that a learned `/` path costs its tag read and no call, and a value
  /// in a case it knows is not its own (a sibling's action) costs no call either.
  @inlinable
  @inline(__always)
  func extractInline(from root: Root) -> Value? {
    if extractor != nil { return extractor.knownNonNil.extractSeeingSiblings(from: root) }
    return _extract(root)
  }

  /// Changes the payload of `root` in place when it is in this case, like ``modify(_:_:)``,
  /// without copying it: while `body` runs, `root` does not hold the payload, so arrays and
  /// other buffers in it are not shared and change without a copy.
  ///
  /// - Parameters:
  ///   - root: The value whose payload changes.
  ///   - body: Changes the payload.
  /// - Returns: The value `body` returned, or `nil` when `root` is in another case.
  @inlinable
  func modifyInPlace<Result>(
    _ root: inout Root, _ body: (inout Value) -> Result
  ) -> Result? {
    // A `/` path that learned its case keeps its payload as is in the enum's storage changes
    // the payload right there.
    if extractor != nil {
      if let result = extractor.knownNonNil.modifyInPlace(&root, body) { return result }
      // Until the path has learned its case, it cannot tell whether the case keeps its
      // payload in place: learn it from this root (a copy), then try again.
      if learnCase(from: root), let result = extractor.knownNonNil.modifyInPlace(&root, body) {
        return result
      }
    }
    // The root is moved out of its place (a `consume` of the `inout`, which the compiler makes
    // sure is put back on every path), so that extracting the payload does not copy it.
    let whole = consume root
    guard var value = extract(from: whole) else {
      root = whole
      return nil
    }
    // Releasing the old root leaves `value` the only owner of the payload's buffers. Until
    // the payload is back, the root's memory holds no value: the count of payloads out says
    // so to a read of the store's state meanwhile.
    _ = consume whole
    ThreadCounter.payloadMovedOut()
    let result = body(&value)
    ThreadCounter.payloadMovedBack()
    root = embed(value)
    return result
  }

  /// Whether the path learned its case just now, from `root`.
  @inlinable
  @inline(never)
  func learnCase(from root: Root) -> Bool {
    guard let extractor, !extractor.isLearned else { return false }
    _ = extract(from: root)
    return extractor.isLearned
  }

  /// Whether this is a `/` path that refused its case: it extracts `nil` for every value and
  /// has reported why.
  @usableFromInline var isRefused: Bool { extractor?.isRefused ?? false }
}

/// Joins two case paths: `/Action.child .. /Child.Action.detail`.
infix operator .. : AdditionPrecedence

/// Returns a case path that goes through `lhs` and then through `rhs`.
///
/// - Parameters:
///   - lhs: A case path to an enum case.
///   - rhs: A case path into the payload of `lhs`.
/// - Returns: The composed case path.
@inlinable
public func .. <Root, Value, AppendedValue>(
  lhs: CasePath<Root, Value>,
  rhs: CasePath<Value, AppendedValue>
) -> CasePath<Root, AppendedValue> {
  lhs.appending(path: rhs)
}

prefix operator /

/// Returns a case path for the enum case that `embed` builds.
///
/// `embed` is a case constructor such as `Action.child` (one associated value) or `Action.item`
/// (several, read as a tuple). The first extraction learns which case it is from the Swift
/// runtime's description of the enum (which type each case carries), checked by embedding the
/// payload it read again; every later one reads the case index and the payload straight from
/// the runtime's value witnesses, so it costs a few nanoseconds. It never uses `Mirror`, so a
/// `CustomReflectable` conformance does not change what it reads. A payload it cannot read
/// safely is refused at the first use (see the "Case paths" article).
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// ```
///
/// - Parameter embed: The case constructor.
/// - Returns: A case path to that case.
@inlinable
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(embed: embed, extractor: ReflectiveExtractor(embed: embed))
}

/// Returns a case path for an enum case that has no associated value, such as `Action.reset`.
///
/// Extraction compares the case index only. The enum must be `Equatable`: that keeps the
/// operator from also matching case constructors, which are functions. For a case of an enum
/// that is not `Equatable`, use ``CasePath/init(case:)``. The enum need not be `Sendable`: the
/// path keeps the expression `Action.reset`, not a value of it.
///
/// ```swift
/// let reset = /Action.reset   // CasePath<Action, Void>
/// reset.extract(from: .reset) // ()
/// ```
///
/// - Parameter root: The enum case.
/// - Returns: A case path whose payload is `Void`.
@inlinable
public prefix func / <Root: Equatable & SendableMetatype>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> CasePath<Root, Void> {
  CasePath(case: root())
}

extension CasePath where Value == Void {
  /// Creates a case path for an enum case that has no associated value.
  ///
  /// ```swift
  /// let tick = CasePath(case: Action.tick)  // CasePath<Action, Void>
  /// ```
  ///
  /// The enum need not be `Sendable`: the path keeps the expression, such as `Action.tick`,
  /// and evaluates it to embed.
  ///
  /// - Parameter root: The enum case.
  @inlinable
  public init(case root: @autoclosure @escaping @Sendable () -> Root) where Root: SendableMetatype {
    let embed: @Sendable (Value) -> Root = { _ in root() }
    self.init(embed: embed, extractor: ReflectiveExtractor(embed: embed))
  }
}
