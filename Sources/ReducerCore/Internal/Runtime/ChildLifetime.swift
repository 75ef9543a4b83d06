// The lifetime rule the store owns: a child's effects end in the action that removes the
// child, whoever removes it (its own flow, its parent before or after the `Scope`, a sibling, an
// ancestor, a deep link, a snapshot restore, a binding).
//
// Each namespace an operator makes for a child (`ifLet`, `forEach`, a `Scope` into a stored
// property, a flow's route and modal) carries a `ChildLocator`: how to find the child in its
// parent's state, and whether it is still there. A `Scope` into an enum case makes no
// namespace (only one case is there at a time) but adds a locator too (`Effect.located`), so
// that the chain from the store's state down to every namespace is complete. The store keeps,
// for each namespace with running effects, the chain of locators from its root state
// (`StoreRuntime.trackedChildren`); after each action it follows the chains, outermost first,
// and cancels each namespace whose child is gone, once, with everything under it.
//
// Where a chain cannot be followed (a locator that does not know the state it is given, a
// namespace of an operator without a locator), the answer is "unknown": the namespace is kept,
// as before this rule, and the operators' own cancellation still applies.

/// Where a child's state is in its parent's, as the store asks after each action.
@usableFromInline
package protocol ChildLocator: Sendable {
  /// The child's state in `parent`: `.present` with it, `.gone`, or `.unknown` when `parent`
  /// is not the state this locator reads.
  func locate(in parent: Any) -> ChildLocation
}

/// What a ``ChildLocator`` found.
@usableFromInline
package enum ChildLocation {
  /// The child is there, with this state.
  case present(Any)
  /// The child is gone.
  case gone
  /// The locator cannot tell (it was handed another state than its parent's).
  case unknown
}

/// A locator made of a function, for a child in an enum case (a `Scope` with a case path).
@usableFromInline
struct CaseLocator: ChildLocator, @unchecked Sendable {
  let find: (Any) -> ChildLocation

  @usableFromInline
  init(find: @escaping (Any) -> ChildLocation) { self.find = find }

  @usableFromInline
  func locate(in parent: Any) -> ChildLocation { find(parent) }
}

/// An optional seen without its wrapped type.
protocol AnyOptionalValue {
  /// The wrapped value, or `nil`.
  var wrappedAny: Any? { get }
}

extension Optional: AnyOptionalValue {
  var wrappedAny: Any? { self.map { $0 as Any } }
}

/// A collection of identified elements seen without its types, for `forEach`'s locator.
protocol AnyIdentifiedElements {
  /// The element with this id, or `nil`.
  func element(withAnyID id: AnyHashable) -> Any?
}

extension IdentifiedArray: AnyIdentifiedElements {
  func element(withAnyID id: AnyHashable) -> Any? {
    guard let id = id.base as? ID else { return nil }
    return self[id: id]
  }
}

/// Follows `chain` from `root`: whether the child at its end is gone.
func childIsGone(_ chain: [any ChildLocator], from root: Any) -> Bool {
  var value = root
  for locator in chain {
    switch locator.locate(in: value) {
    case let .present(child): value = child
    case .gone: return true
    case .unknown: return false
    }
  }
  return false
}

extension IfLetScopeID: ChildLocator {
  /// The optional child at `keyPath`, when it is there with the same identity.
  @usableFromInline
  package func locate(in parent: Any) -> ChildLocation {
    guard let field = parent[keyPath: keyPath], let optional = field as? any AnyOptionalValue
    else { return .unknown }
    guard let child = optional.wrappedAny else { return .gone }
    return ChildIdentity(child) == identity ? .present(child) : .gone
  }
}

extension ForEachScopeID: ChildLocator {
  /// The element with `id` in the collection at `keyPath`.
  @usableFromInline
  package func locate(in parent: Any) -> ChildLocation {
    guard let field = parent[keyPath: keyPath], let elements = field as? any AnyIdentifiedElements
    else { return .unknown }
    guard let element = elements.element(withAnyID: id) else { return .gone }
    return .present(element)
  }
}
