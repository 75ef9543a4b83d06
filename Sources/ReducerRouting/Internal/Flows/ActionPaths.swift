/// Case paths to the four cases every flow action has, learned once per action type.
@usableFromInline
final class ActionPaths<Action: RoutingAction>: Sendable {
  @usableFromInline typealias Route = Action.Route

  @usableFromInline let navigation: CasePath<Action, NavigationAction<Route>>
  @usableFromInline let route: CasePath<Action, (Route.ID, Route.Action)>
  @usableFromInline let modalRoute: CasePath<Action, Route.Action>
  @usableFromInline let root: CasePath<Action, Action.RootAction>

  /// Made in the app's code (inlined), so that the paths are specialized for `Action`.
  @inlinable
  init() {
    navigation = /{ Action.navigation($0) }
    route = /{ Action.route($0.0, $0.1) }
    modalRoute = /{ Action.modalRoute($0) }
    root = /{ Action.root($0) }
  }

  /// The paths of `Action`, made on first use.
  @inlinable
  static var shared: ActionPaths { shared(making: { ActionPaths() }) }

  /// The four paths as a value, for a flow to keep in itself: a path read from a reducer's own
  /// stored value is passed to its `extract` as it is, where one read from this class was
  /// retained and released around each call (six reference counts per extraction,
  /// BENCHMARKS.md).
  @usableFromInline
  struct Paths: Sendable {
    @usableFromInline let navigation: CasePath<Action, NavigationAction<Route>>
    @usableFromInline let route: CasePath<Action, (Route.ID, Route.Action)>
    @usableFromInline let modalRoute: CasePath<Action, Route.Action>
    @usableFromInline let root: CasePath<Action, Action.RootAction>

    @inlinable
    init(_ paths: ActionPaths) {
      navigation = paths.navigation
      route = paths.route
      modalRoute = paths.modalRoute
      root = paths.root
    }
  }

  /// The paths of `Action` made before, or the ones `make` makes, kept for next time.
  @usableFromInline
  static func shared(making make: () -> ActionPaths) -> ActionPaths {
    let key = ObjectIdentifier(Action.self)
    if let cached = cache.withLock({ $0[key] }) as? ActionPaths { return cached }
    let paths = make()
    return cache.withLock { cache in
      if let cached = cache[key] as? ActionPaths { return cached }
      cache[key] = paths
      return paths
    }
  }
}

private let cache = LockedValue<[ObjectIdentifier: any Sendable]>([:])
