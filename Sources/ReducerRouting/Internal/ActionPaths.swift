/// Case paths to the four cases every flow action has, learned once per action type.
final class ActionPaths<Action: RoutingAction>: Sendable {
  typealias Route = Action.Route

  let navigation: CasePath<Action, NavigationAction<Route>>
  let route: CasePath<Action, (Route.ID, Route.Action)>
  let modalRoute: CasePath<Action, Route.Action>
  let root: CasePath<Action, Action.RootAction>

  private init() {
    navigation = /{ Action.navigation($0) }
    route = /{ Action.route($0.0, $0.1) }
    modalRoute = /{ Action.modalRoute($0) }
    root = /{ Action.root($0) }
  }

  /// The paths of `Action`, made on first use.
  static var shared: ActionPaths {
    let key = ObjectIdentifier(Action.self)
    if let cached = cache.withLock({ $0[key] }) as? ActionPaths { return cached }
    let paths = ActionPaths()
    return cache.withLock { cache in
      if let cached = cache[key] as? ActionPaths { return cached }
      cache[key] = paths
      return paths
    }
  }
}

private let cache = LockedValue<[ObjectIdentifier: any Sendable]>([:])
