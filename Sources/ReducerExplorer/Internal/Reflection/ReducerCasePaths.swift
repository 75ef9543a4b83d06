// How the explorer embeds a screen's action into its flow's route actions: it finds, in the
// flow's `routeBody` value, the case path a `Scope` was given for that screen's actions
// (`/Route.Action.color`), and embeds with it.
//
// Assumptions, each with what guards it and the safe path:
// - A reducer is a value whose stored properties `Mirror` reads, down to the case paths its
//   scopes hold. Class instances are not entered (a reducer holding one is read no further),
//   and the reading stops at `maxDepth` levels: a case path deeper than that, or behind a
//   class, is not found, and the screen then offers no action (the explorer never guesses).
// - A case path is recognized by its type alone, `CasePath<Root, Value>` (through the
//   `ErasedCasePath` conformance below), and chosen only when both `Root` and `Value` are the
//   types asked for; two cases with the same payload type (`color(Swatch.Action)`,
//   `info(Swatch.Action)`) are told apart by the case the embedded action has, which must be
//   the route's own, so a wrong one cannot be taken.

import ReducerCore

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

/// The case paths a reducer value holds, found by reading it (see the top of this file).
enum ReducerCasePaths {
  /// How many levels of a reducer value are read at most.
  static let maxDepth = 24

  /// The case paths in `reducer` from `root` to `value`, in the order of its properties.
  ///
  /// - Complexity: O(*n*) in the stored properties of the reducer value, to `maxDepth` levels.
  static func find(in reducer: Any, root: Any.Type, value: Any.Type) -> [any ErasedCasePath] {
    var found: [any ErasedCasePath] = []
    var pending: [(value: Any, depth: Int)] = [(reducer, 0)]
    while let (current, depth) = pending.popLast() {
      if let path = current as? any ErasedCasePath {
        if path.rootType == root, path.valueType == value { found.append(path) }
        continue
      }
      // `Mirror` crashes on an enum whose payload is a thin metatype; such a payload holds no
      // case path.
      guard depth < maxDepth, caseNameOfUnreflectablePayload(current) == nil else { continue }
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle != .class else { continue }
      // Reversed, so that the first property is read first.
      for child in mirror.children.reversed() { pending.append((child.value, depth + 1)) }
    }
    return found
  }
}
