// How the explorer embeds a screen's action into its flow's route actions: it finds, in the
// flow's `routeBody` value, the case path a `Scope` was given for that screen's actions
// (`/Route.Action.color`), and embeds with it; and how it finds the flow a route runs, to
// explore the screens of a nested flow: the `RoutingReducer` value in `routeBody` whose state
// is the route's.
//
// Assumptions, each with what guards it and the safe path:
// - A reducer is a value whose stored properties `Mirror` reads, down to the case paths its
//   scopes hold. A reducer with a `body` that a result builder holds is read through its body
//   (`BodyCachingReducer`, ReducerCore's `LazyReducer.swift`), which builds the body if no action
//   did yet: a body is free of side effects (as `RoutingReducer` documents). Class instances are
//   not entered (a reducer holding one is read no further), except the object a `Scope` keeps
//   its parts in (`ReducerParts`, set once when the scope is made), and the reading stops at
//   `maxDepth` levels: a case path deeper than that, or behind a class, is not found, and the
//   screen then offers no action (the explorer never guesses).
// - A nested flow is recognized by its type alone, a `RoutingReducer` whose `State` is the
//   route's payload type; the first one found runs the route, as the first matching `Scope`
//   does.
// - A case path is recognized by its type alone, `CasePath<Root, Value>` (through the
//   `ErasedCasePath` conformance below), and chosen only when both `Root` and `Value` are the
//   types asked for; two cases with the same payload type (`color(Swatch.Action)`,
//   `info(Swatch.Action)`) are told apart by the case the embedded action has, which must be
//   the route's own, so a wrong one cannot be taken.

import ReducerCore
import ReducerRouting

/// A case path whose types are known only at run time.
protocol ErasedCasePath {
  /// The enum the case path embeds into.
  var rootType: Any.Type { get }
  /// The payload type of its case.
  var valueType: Any.Type { get }
  /// Embeds `value` into the root, or `nil` when `value` is not of the payload's type.
  func embedAny(_ value: Any) -> Any?
}

extension CasePath: ErasedCasePath {
  var rootType: Any.Type { Root.self }
  var valueType: Any.Type { Value.self }
  func embedAny(_ value: Any) -> Any? { (value as? Value).map(embed) }
}

/// The values a reducer value holds, found by reading it (see the top of this file): the case
/// paths of its scopes, and the flows it runs in its routes.
enum ReducerValues {
  /// How many levels of a reducer value are read at most.
  static let maxDepth = 24

  /// The values in `reducer` that `matches` accepts, in the order of its properties; the
  /// reading does not go into a value accepted, nor into a case path.
  ///
  /// - Complexity: O(*n*) in the stored properties of the reducer value, to `maxDepth` levels.
  static func all(in reducer: Any, where matches: (Any) -> Bool) -> [Any] {
    var found: [Any] = []
    var pending: [(value: Any, depth: Int)] = [(reducer, 0)]
    while let (current, depth) = pending.popLast() {
      if matches(current) {
        found.append(current)
        continue
      }
      if current is any ErasedCasePath { continue }
      // A reducer with a body, as a builder keeps it: read the body it runs.
      if let cached = current as? any BodyCachingReducer, depth < maxDepth {
        pending.append((cached.cachedBody, depth + 1))
        continue
      }
      // `Mirror` crashes on an enum whose payload is a thin metatype; such a payload holds no
      // reducer.
      guard depth < maxDepth, caseNameOfUnreflectablePayload(current) == nil else { continue }
      let mirror = Mirror(reflecting: current)
      // A class instance is not entered, except the object a `Scope` keeps its parts in.
      guard mirror.displayStyle != .class || current is any ReducerParts else { continue }
      // Reversed, so that the first property is read first. A scope's parts are its own
      // properties, a level down from the scope as before it kept them in an object.
      let next = current is any ReducerParts ? depth : depth + 1
      for child in mirror.children.reversed() { pending.append((child.value, next)) }
    }
    return found
  }

  /// The case paths in `reducer` from `root` to `value`, in the order of its properties.
  static func casePaths(in reducer: Any, root: Any.Type, value: Any.Type)
    -> [any ErasedCasePath]
  {
    all(in: reducer) { candidate in
      guard let path = candidate as? any ErasedCasePath else { return false }
      return path.rootType == root && path.valueType == value
    }.compactMap { $0 as? any ErasedCasePath }
  }

  /// The first flow in `reducer` whose state is of type `state`: the reducer of a flow nested
  /// in a route.
  static func flow(in reducer: Any, state: Any.Type) -> (any RoutingReducer)? {
    all(in: reducer) { candidate in
      guard let flow = candidate as? any RoutingReducer else { return false }
      return stateType(of: flow) == state
    }.first as? any RoutingReducer
  }

  private static func stateType<Flow: RoutingReducer>(of _: Flow) -> Any.Type {
    Flow.State.self
  }
}
