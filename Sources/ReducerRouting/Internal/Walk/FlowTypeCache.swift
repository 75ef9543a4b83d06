// Which types can hold a flow: the one type cache of the walk of the state (`StateWalk`).
//
// Assumptions, each with what guards it and the safe path:
// - The declared field types of a struct or tuple come from `storedFields(of:)` (ReducerCore's
//   `Internal/Reflection`, which reads the type's metadata and field records; its assumptions
//   are listed there). It only decides whether a type can hold a flow (once per type); values
//   themselves are read with `Mirror`. When it cannot describe a type (a struct built without
//   reflection metadata), or a field's type (the runtime cannot name it), that type is taken
//   to hold anything, and the walk reads it with `Mirror`.
//   Field types are sorted by their metadata kind: existentials (0x303, and constrained ones,
//   0x307) may hold anything; classes (kind 0 or an isa pointer), functions, metatypes and
//   opaque builtins hold no flow; structs, enums, optionals and tuples are asked about in turn.
// - An enum's payload types come from `enumPayloadTypes(of:)`; a payload it cannot name
//   counts as one that may hold a flow (the walk then reads it with `Mirror`).
// - Class instances, functions and metatypes hold no flow: a flow's state is a value, and
//   references may form cycles.
// - What the walk does with a value is decided by its type alone (its `FlowShape`): a flow's
//   state, a container, or another value to read with `Mirror`. It is kept with the answer
//   above, so that the walk asks the cache once per value.
// - A type that refers to itself (an indirect enum, an array of itself) is assumed empty while
//   its own answer is being worked out; an answer that relied on that assumption is cached only
//   for the type asked about, for which it is always right.

extension StateWalk {
  /// Whether a value of `type` can hold a flow's state, at any depth; worked out once per type
  /// and cached.
  ///
  /// - Parameter type: The type of a value of the state.
  /// - Returns: `false` only when no value of `type` can hold a flow.
  /// - Complexity: O(1) once `type` is cached; before, O(*n*) in the types it is made of.
  static func canContainFlow(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = flowHolders.withLock({ $0[key]?.holdsFlows }) { return known }
    var assumed = false
    var visiting: Set<ObjectIdentifier> = []
    let result = compute(type, visiting: &visiting, assumed: &assumed)
    // A `false` found while a type in a cycle was assumed empty may be wrong for the types in
    // between, but never for the type asked about: cache that one in any case.
    flowHolders.withLock { cache in
      if cache[key] == nil {
        cache[key] = FlowHolding(holdsFlows: result, computations: 1, shape: nil)
      }
    }
    return result
  }

  /// What the walk does with a value of `type`, from the same cache as
  /// ``canContainFlow(_:)``: worked out once per type.
  ///
  /// - Parameter type: The type of a value of the state.
  /// - Returns: `.noFlows` exactly when ``canContainFlow(_:)`` is `false`.
  static func shape(of type: Any.Type) -> FlowShape {
    let key = ObjectIdentifier(type)
    if let known = flowHolders.withLock({ $0[key]?.shape }) { return known }
    let shape: FlowShape
    if !canContainFlow(type) {
      shape = .noFlows
    } else if type is any NavigationContainer.Type {
      shape = .container
    } else if let flowType = type as? any RoutingState.Type {
      shape = flowType.walkShape
    } else {
      shape = .other
    }
    flowHolders.withLock { $0[key]?.shape = shape }
    return shape
  }

  /// How many times the answer for `type` was worked out rather than read from the cache: 1
  /// once it is known, whatever the number of walks since (0 before; more only if two threads
  /// asked about it for the first time at once).
  static func computations(of type: Any.Type) -> Int {
    flowHolders.withLock { $0[ObjectIdentifier(type)]?.computations ?? 0 }
  }

  /// Caches the answer worked out for the type of `key`, counting the computation.
  private static func store(_ result: Bool, for key: ObjectIdentifier) {
    flowHolders.withLock { cache in
      let computations = (cache[key]?.computations ?? 0) + 1
      cache[key] = FlowHolding(
        holdsFlows: result, computations: computations, shape: cache[key]?.shape)
    }
  }

  /// The answer for `type`, from the cache or worked out; `assumed` becomes `true` when it
  /// relied on a type of `visiting` (a cycle) being assumed empty.
  private static func compute(
    _ type: Any.Type,
    visiting: inout Set<ObjectIdentifier>,
    assumed: inout Bool
  ) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = flowHolders.withLock({ $0[key]?.holdsFlows }) { return known }
    if type is any RoutingState.Type { return true }
    guard visiting.insert(key).inserted else {
      assumed = true
      return false
    }
    defer { visiting.remove(key) }
    var wasAssumed = false
    let result = computeUncached(type, visiting: &visiting, assumed: &wasAssumed)
    if result || !wasAssumed {
      store(result, for: key)
    }
    if wasAssumed { assumed = true }
    return result
  }

  /// The answer for `type` from the types it is made of: a collection's elements, an enum's
  /// payloads, a struct's or a tuple's fields.
  private static func computeUncached(
    _ type: Any.Type,
    visiting: inout Set<ObjectIdentifier>,
    assumed: inout Bool
  ) -> Bool {
    if let container = type as? any WalkedCollection.Type {
      return container.elementTypes.contains { compute($0, visiting: &visiting, assumed: &assumed) }
    }
    if let payloads = enumPayloadTypes(of: type) {
      return payloads.contains { payload in
        guard let payload else { return true }
        return compute(payload, visiting: &visiting, assumed: &assumed)
      }
    }
    if type is AnyObject.Type { return false }
    guard isStructOrTuple(type) else { return isExistential(type) }
    // A struct whose binary does not describe its fields may hold anything.
    guard let fields = storedFields(of: type) else { return true }
    return fields.contains { field in
      guard let fieldType = field.type else { return true }
      return mayHoldFlow(fieldType, visiting: &visiting, assumed: &assumed)
    }
  }

  /// Whether a field of this declared type can hold a flow, by its metadata kind.
  private static func mayHoldFlow(
    _ type: Any.Type,
    visiting: inout Set<ObjectIdentifier>,
    assumed: inout Bool
  ) -> Bool {
    let kind = metadataKind(of: type)
    switch kind {
    case 0x200, 0x201, 0x202, 0x301:
      // A struct, an enum, an optional or a tuple: asked about in turn.
      return compute(type, visiting: &visiting, assumed: &assumed)
    case 0, 0x203, 0x300, 0x302, 0x304, 0x305, 0x306:
      // A class, a foreign class, an opaque builtin, a function, a metatype, an Objective-C
      // class wrapper, an existential metatype: no flow's state lives there.
      return false
    default:
      // A class's isa pointer (above 0x7FF) holds no flow either; an existential (0x303), a
      // constrained one (0x307) or a kind this list does not name may hold anything.
      return kind <= 0x7FF
    }
  }

  /// Whether `type` is an existential (`Any`, `any P`, `any P<T>`), which may hold anything.
  private static func isExistential(_ type: Any.Type) -> Bool {
    let kind = metadataKind(of: type)
    return kind == 0x303 || kind == 0x307 || String(reflecting: type).hasPrefix("any ")
      || type == Any.self
  }
}

/// What the cache knows about a type: whether it can hold a flow, and how many times that was
/// worked out.
private struct FlowHolding {
  /// Whether a value of the type can hold a flow.
  let holdsFlows: Bool
  /// How many times that was worked out.
  let computations: Int
  /// What the walk does with a value of the type, once asked.
  var shape: FlowShape?
}

/// What the walk does with a value, decided by its type (see ``StateWalk/shape(of:)``).
enum FlowShape: Equatable {
  /// No value of the type can hold a flow: the walk skips it.
  case noFlows
  /// A flow's state: the walk goes into its root screen when its state can hold a flow, and
  /// into its routes when they can.
  case flow(rootMayHoldFlows: Bool, routesMayHoldFlows: Bool)
  /// A ``NavigationContainer``: the walk goes into its children.
  case container
  /// Any other value that can hold a flow: the walk reads its parts with `Mirror`.
  case other
}

extension RoutingState {
  /// The shape of this flow's state: whether its root screen's state and its routes can hold
  /// flows.
  static var walkShape: FlowShape {
    .flow(
      rootMayHoldFlows: StateWalk.canContainFlow(Root.self),
      routesMayHoldFlows: StateWalk.canContainFlow(Route.self))
  }
}

/// The answers of ``StateWalk/canContainFlow(_:)``, by type.
private let flowHolders = LockedValue<[ObjectIdentifier: FlowHolding]>([:])

/// A standard collection the walk reads, with the types of what it holds.
protocol WalkedCollection {
  /// The types of the values it holds (a dictionary's values, not its keys).
  static var elementTypes: [Any.Type] { get }
}

extension Optional: WalkedCollection {
  /// The wrapped type.
  static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: WalkedCollection {
  /// The element type.
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: WalkedCollection {
  /// The element type.
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: WalkedCollection {
  /// The element type.
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: WalkedCollection {
  /// The value type.
  static var elementTypes: [Any.Type] { [Value.self] }
}

extension IdentifiedArray: WalkedCollection {
  /// The element type.
  static var elementTypes: [Any.Type] { [Element.self] }
}
