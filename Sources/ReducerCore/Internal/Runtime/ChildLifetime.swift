// The lifetime rule the store owns: a child's effects end in the action that removes the
// child, whoever removes it (its own flow, its parent before or after the `Scope`, a sibling, an
// ancestor, a deep link, a snapshot restore, a binding). It is the only one: `ifLet`,
// `ifCaseLet` and `forEach` cancel nothing themselves, and a flow cancels nothing when it
// navigates.
//
// Each namespace an operator makes for a child (`ifLet`, `ifCaseLet`, `forEach`, a `Scope` into
// a stored property, a flow's route and modal) has a `ChildScopeID`, the one kind of scope id:
// which child it is and how to find it in its parent's state. A child without a namespace of
// its own (a `Scope` into an enum case, a flow's root screen) adds a locator (`Effect.located`),
// so that the chain from the store's state down to every namespace is complete. The store
// keeps, for each namespace with running effects, the chain of locators from its root state
// (`StoreRuntime.trackedChildren`); after each action it follows the chains, outermost first,
// and cancels each namespace whose child is gone, once, with everything under it: deepest
// first, the newest first at the same depth, each task once.
//
// Where a chain cannot be followed (a child reducer run by hand from a `Reduce` rather than
// through `Scope`, so that a locator is handed a state of another type), the answer is
// "unknown": the namespace is kept until its effects end, are cancelled by id, or a namespace
// around it is cancelled. One replacement the store cannot see is made explicit: a split
// column whose state is not `Identifiable`, replaced in place, is cancelled by
// `Effect.cancelChild(_:)`.

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

/// A locator made of a function, for a child without a namespace of its own: a `Scope` into
/// an enum case, a flow's root screen.
@usableFromInline
package struct CaseLocator: ChildLocator, @unchecked Sendable {
  let find: (Any) -> ChildLocation

  /// Creates a locator that calls `find`.
  @usableFromInline
  package init(find: @escaping (Any) -> ChildLocation) { self.find = find }

  @usableFromInline
  package func locate(in parent: Any) -> ChildLocation { find(parent) }
}

/// The id of the cancellation namespace an operator makes for one child, and how to find the
/// child in its parent's state: the one kind of scope id the store knows.
///
/// Two ids are the same namespace when their kind, site, position and identity are equal;
/// `read` is not part of the identity.
@usableFromInline
package struct ChildScopeID: Hashable, @unchecked Sendable {
  /// Which operator made the namespace.
  @usableFromInline
  package enum Kind: UInt8, Sendable {
    /// A `Scope` into a stored property or through a key path.
    case field
    /// An `ifLet` child.
    case optional
    /// An `ifCaseLet` child.
    case enumCase
    /// A `forEach` element.
    case element
    /// A flow's route on its stack.
    case stackRoute
    /// A flow's modal route.
    case modalRoute
  }

  /// Which operator made the namespace.
  @usableFromInline package let kind: Kind
  /// Where the child hangs in its parent: a key path, a source location, the parent state's
  /// type (for a field at a byte offset), or the number of a flow's navigation state.
  @usableFromInline package let site: AnyHashable
  /// A field's byte offset; `-1` otherwise.
  @usableFromInline let position: Int
  /// Which child: an element's or a route's id, an identifiable child's id; `nil` when any
  /// child at the site is the same one.
  @usableFromInline package let identity: AnyHashable?
  /// Finds the child in its parent's state; not part of the identity.
  @usableFromInline let read: (Any) -> ChildLocation

  /// Creates the id of a child's namespace.
  ///
  /// - Parameters:
  ///   - kind: Which operator made it.
  ///   - site: Where the child hangs in its parent.
  ///   - position: A field's byte offset, or `-1`.
  ///   - identity: Which child, or `nil`.
  ///   - read: Finds the child in its parent's state: `.present` with it, `.gone`, or
  ///     `.unknown` for a state of another type.
  @inlinable
  package init(
    kind: Kind, site: AnyHashable, position: Int = -1, identity: AnyHashable?,
    read: @escaping (Any) -> ChildLocation
  ) {
    self.kind = kind
    self.site = site
    self.position = position
    self.identity = identity
    self.read = read
  }

  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.position == rhs.position && lhs.identity == rhs.identity
      && lhs.site == rhs.site
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(site)
    hasher.combine(position)
    hasher.combine(identity)
  }
}

extension ChildScopeID: ChildLocator {
  /// The child, as ``read`` finds it.
  @usableFromInline
  package func locate(in parent: Any) -> ChildLocation { read(parent) }
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

// MARK: - The effects of a child's namespace

extension Effect {
  /// Runs this effect in a child's cancellation namespace `id`, so that its ids cannot clash
  /// with others'; the store cancels all of it when the child leaves.
  @usableFromInline
  package func scoped(_ id: ChildScopeID) -> Self {
    if case .none = operation { return self }
    return Self(operation: .scoped(self, id: id))
  }

  /// Runs this effect telling the store where the child that returned it lies in its parent's
  /// state, for a child without a namespace of its own.
  @usableFromInline
  package func located(_ locator: some ChildLocator) -> Self {
    if case .none = operation { return self }
    return Self(operation: .located(self, locator))
  }

  /// Cancels the namespace of a child replaced in place by one the store cannot tell from it
  /// (see ``Operation/cancelChild(_:)``).
  @inlinable
  package static func cancelChild(_ id: ChildScopeID) -> Self {
    Self(operation: .cancelChild(id))
  }
}
