import ReducerCore
import ReducerRouting

/// One thing the explorer can do from a state: an action as the app receives it, with what it
/// stands for.
struct ExplorerMove {
  /// What the move is, for the messages.
  enum Kind: Equatable {
    /// A screen's own action (a tap), registered or `CaseIterable`.
    case screen
    /// An action sent to the whole app, from `actions(_:)`.
    case app
    /// A swipe back from the top of a stack, as a renderer reports it.
    case swipeBack
    /// A sheet pulled down, as a renderer reports it.
    case pullDown
    /// A tab selected in a tab container.
    case switchTab
    /// A button of an alert or a confirmation dialog the modal shows.
    case alertButton
  }

  /// The action, of the app's action type.
  var action: Any
  /// What it stands for.
  var kind: Kind
  /// The screen it is done on, such as `root ColorList`, `route "color-red" (color)`
  /// or, in a flow nested in a route, `route "list" (list) › root ColorList`.
  var screen: String
}

/// The actions a person can do on one screen: the screen's state and action types, and the
/// closure that lists its actions for its state.
struct ScreenActions: Sendable {
  /// The screen reducer's `State` type.
  let stateType: ObjectIdentifier
  /// The screen reducer's `Action` type.
  let actionType: ObjectIdentifier
  /// `Optional` of the screen reducer's `State`: the type of the key path an `ifLet` of this
  /// screen holds.
  let optionalStateType: ObjectIdentifier
  /// The actions for the screen's state, or `nil` when the state is not of the screen's type.
  let make: @Sendable (Any) -> [Any]?
  /// For a screen whose state is `Identifiable`, what a `forEach` of it holds and offers (`nil`
  /// for any other screen).
  let elements: ElementActions?
}

/// What a `forEach` of a registered screen holds, and the actions it offers: the types of the
/// identified array and of the `(id, action)` pairs its case path carries, found from the
/// registration's types, and the pairs for each element of an array.
struct ElementActions: Sendable {
  /// `IdentifiedArray<State.ID, State>`: the type of the key path a `forEach` of this screen
  /// holds.
  let arrayType: ObjectIdentifier
  /// `(State.ID, Action)`: the value type of the case path a `forEach` of this screen holds.
  let pairType: ObjectIdentifier
  /// Reads the pairs from an array of the screen's states.
  private let reader: any ElementPairing

  /// The `(id, action)` pairs of every element of an array of the screen's states, each
  /// element's actions in order, the elements in the array's order; `nil` when the value is
  /// not such an array.
  func pairs(in value: Any) -> [Any]? { reader.pairs(in: value) }

  /// The `forEach` support of the screen `Screen`, when its state is `Identifiable`.
  static func of<Screen: Reducer>(
    _: Screen.Type, actions: @escaping @Sendable (Screen.State) -> [Screen.Action]
  ) -> ElementActions? {
    guard let identifiable = Screen.State.self as? any Identifiable.Type else { return nil }
    return of(Screen.self, elements: identifiable, actions: actions)
  }

  /// The `forEach` support of the screen `Screen`, whose state is `Element`.
  private static func of<Screen: Reducer, Element: Identifiable>(
    _: Screen.Type, elements _: Element.Type,
    actions: @escaping @Sendable (Screen.State) -> [Screen.Action]
  ) -> ElementActions {
    ElementActions(
      arrayType: ObjectIdentifier(IdentifiedArray<Element.ID, Element>.self),
      pairType: ObjectIdentifier((Element.ID, Screen.Action).self),
      reader: ElementReader<Screen, Element>(actions: actions))
  }
}

/// Reads the `(id, action)` pairs of an identified array's elements (``ElementActions``).
private protocol ElementPairing: Sendable {
  func pairs(in value: Any) -> [Any]?
}

/// The pairs of an array of `Element`s, the states of the screen `Screen`: a type rather than a
/// closure, so that no metatype is captured.
private struct ElementReader<Screen: Reducer, Element: Identifiable>: ElementPairing {
  let actions: @Sendable (Screen.State) -> [Screen.Action]

  func pairs(in value: Any) -> [Any]? {
    guard let array = value as? IdentifiedArray<Element.ID, Element> else { return nil }
    return array.flatMap { element -> [Any] in
      // `Element` is `Screen.State` (the cast that chose this reader proved it).
      guard let state = element as? Screen.State else { return [] }
      return actions(state).map { (element.id, $0) as Any }
    }
  }
}

/// The registered screens, and what the explorer read of the app's reducer values to find
/// them, kept for the whole exploration: the case paths, the nested flows, the tab
/// selections and the `ifLet` paths a reducer value holds are read once per type of value.
///
/// The reading assumes what `makeReducer` promises: each call builds the same reducer, so a
/// body of one type holds the same values every time it is read.
final class ScreenReadings {
  /// The actions registered for the screens.
  let screens: [ScreenActions]
  private var values: [Key: Any] = [:]

  private struct Key: Hashable {
    var kind: Int
    var types: [ObjectIdentifier]
  }

  init(screens: [ScreenActions]) {
    self.screens = screens
  }

  /// What `make` reads, the first time for the query `kind` of these types.
  private func read<T>(_ kind: Int, _ types: [ObjectIdentifier], _ make: () -> T) -> T {
    let key = Key(kind: kind, types: types)
    // Unwrapped first: `nil as? T` succeeds when `T` is an optional.
    if let known = values[key], let typed = known as? T { return typed }
    let made = make()
    values[key] = made
    return made
  }

  /// ``ReducerValues/casePaths(in:root:value:)``, read once per body type.
  func casePaths(in body: Any, root: Any.Type, value: Any.Type) -> [any ErasedCasePath] {
    read(0, [ObjectIdentifier(type(of: body)), ObjectIdentifier(root), ObjectIdentifier(value)]) {
      ReducerValues.casePaths(in: body, root: root, value: value)
    }
  }

  /// ``ReducerValues/flow(in:state:)``, read once per body type.
  func flow(in body: Any, state: Any.Type) -> (any RoutingReducer)? {
    read(1, [ObjectIdentifier(type(of: body)), ObjectIdentifier(state)]) {
      ReducerValues.flow(in: body, state: state)
    }
  }

  /// The values of `body` that `matches` accepts, read once per body type and `kind` (a
  /// number that stands for `matches`, with the types it compares in `types`).
  func all(
    in body: Any, kind: Int, types: [ObjectIdentifier], where matches: (Any) -> Bool
  ) -> [Any] {
    read(2 + kind, [ObjectIdentifier(type(of: body))] + types) {
      ReducerValues.all(in: body, where: matches)
    }
  }
}

/// The screens of a flow's state that are on screen, and what can be done on them: the
/// visible screen's actions, a swipe back, a sheet pulled down.
enum VisibleScreens {
  /// The moves on the screens `state` shows, when `reducer` is a flow and `state` its state.
  ///
  /// Only what is on screen can be tapped: the modal when one is shown, else the top of the
  /// stack, else the root screen.
  ///
  /// - Complexity: O(*r*) in the registrations, plus one read of the flow's `routeBody` value
  ///   for a route screen.
  static func moves(
    reducer: Any, state: Any, registered: ScreenReadings
  ) -> [ExplorerMove] {
    if let flow = reducer as? any RoutingReducer {
      return moves(flow: flow, state: state, registered: registered)
    }
    guard let app = reducer as? any Reducer else { return [] }
    return containerMoves(app: app, state: state, registered: registered)
  }

  /// The moves of a container's shown children (the selected ones; all of them when none is
  /// selected), each a flow its body scopes to with a `Scope` (the tabs of `tabs(...)`; the
  /// columns of `splitColumn(...)`, a closure, are not found), and its tab switches.
  ///
  /// A child's flow is found in the container's body by its state's type, and its actions
  /// are embedded with the one case path of the body to that flow's actions: two children
  /// running the same flow type cannot be told apart this way, and offer no moves.
  private static func containerMoves<App: Reducer>(
    app: App, state: Any, registered: ScreenReadings
  ) -> [ExplorerMove] {
    guard App.Body.self != Never.self, let container = state as? any NavigationContainer else {
      return []
    }
    let body: Any = app.body
    let children = container.containedFlows
    let shown = children.contains(where: \.isSelected) ? children.filter(\.isSelected) : children
    var moves: [ExplorerMove] = []
    for child in shown {
      guard let childState = child.state, childState is any RoutingState,
        let flow = registered.flow(in: body, state: type(of: childState))
      else { continue }
      let paths = registered.casePaths(
        in: body, root: App.Action.self, value: actionType(of: flow))
      guard paths.count == 1, let path = paths.first else { continue }
      moves += self.moves(flow: flow, state: childState, registered: registered).compactMap {
        move in
        path.embedAny(move.action).map {
          ExplorerMove(action: $0, kind: move.kind, screen: "\(child.name) › \(move.screen)")
        }
      }
    }
    for case let tabs as any TabSwitching in registered.all(
      in: body, kind: 0, types: [], where: { $0 is any TabSwitching })
    {
      moves += tabs.tabSelections.map {
        ExplorerMove(action: $0.action, kind: .switchTab, screen: "the tab bar")
      }
    }
    return moves
  }

  private static func actionType<Flow: RoutingReducer>(of _: Flow) -> Any.Type {
    Flow.Action.self
  }

  private static func moves<Flow: RoutingReducer>(
    flow: Flow, state: Any, registered: ScreenReadings
  ) -> [ExplorerMove] {
    guard let state = state as? Flow.State else { return [] }
    let navigation = state.navigation
    if let modal = navigation.modal {
      let screen = "modal \(describe(modal.id)) (\(enumCaseName(of: modal) ?? "route"))"
      var moves = routeMoves(flow: flow, route: modal, screen: screen, registered: registered) {
        Flow.Action.modalRoute($0)
      }
      if navigation.modalStyle == .sheet {
        moves.append(
          ExplorerMove(
            action: Flow.Action.navigation(.drop(modal.id)), kind: .pullDown, screen: screen))
      } else if let buttons = buttons(of: modal), buttons.dismissals > 0 {
        // A button without an action dismisses the alert as a renderer reports it.
        moves.append(
          ExplorerMove(
            action: Flow.Action.navigation(.drop(modal.id)), kind: .alertButton, screen: screen))
      }
      return moves
    }
    if let top = navigation.stack.last {
      let screen = "route \(describe(top.id)) (\(enumCaseName(of: top) ?? "route"))"
      var moves = routeMoves(flow: flow, route: top, screen: screen, registered: registered) {
        Flow.Action.route(top.id, $0)
      }
      if showsItsRoot(top) {
        moves.append(
          ExplorerMove(
            action: Flow.Action.navigation(.drop(top.id)), kind: .swipeBack, screen: screen))
      }
      return moves
    }
    // Named as the tree names a root screen: `ColorList` for `ColorList.State`.
    let rootType = Dump.typeName(of: Flow.State.Root.self)
    let screen = "root \(rootType.hasSuffix(".State") ? String(rootType.dropLast(6)) : rootType)"
    let own = screenActions(
      state: state.root, actionType: Flow.Action.RootAction.self, registered: registered,
      body: flow.rootBody
    ).compactMap { action in
      (action as? Flow.Action.RootAction).map {
        ExplorerMove(action: Flow.Action.root($0), kind: .screen, screen: screen)
      }
    }
    return own
      + rootFlowMoves(flow: flow, root: state.root, screen: screen, registered: registered)
  }

  /// The moves of the flows a root screen's state holds in its stored properties, each one
  /// the root's body scopes to: shown with the root screen, sent as `.root(.field(…))`.
  ///
  /// A flow is found in `rootBody` by its state's type, and embedded with the one case path
  /// of `rootBody` to its actions: two fields of the same flow type offer no moves.
  private static func rootFlowMoves<Flow: RoutingReducer>(
    flow: Flow, root: Flow.State.Root, screen: String, registered: ScreenReadings
  ) -> [ExplorerMove] {
    let fields = Mirror(reflecting: root).children.filter { $0.value is any RoutingState }
    guard !fields.isEmpty else { return [] }
    let body = flow.rootBody
    var moves: [ExplorerMove] = []
    for field in fields {
      guard let nested = registered.flow(in: body, state: type(of: field.value)) else {
        continue
      }
      let paths = registered.casePaths(
        in: body, root: Flow.Action.RootAction.self, value: actionType(of: nested))
      guard paths.count == 1, let path = paths.first else { continue }
      let name = "\(screen) › \(field.label ?? "flow")"
      moves += self.moves(flow: nested, state: field.value, registered: registered).compactMap {
        move in
        (path.embedAny(move.action) as? Flow.Action.RootAction).map {
          ExplorerMove(
            action: Flow.Action.root($0), kind: move.kind, screen: "\(name) › \(move.screen)")
        }
      }
    }
    return moves
  }

  /// The actions of the route screen `route`, embedded into the flow's actions by `embed`:
  /// the screen's own, or, for a route that holds a flow, the moves on that flow's shown
  /// screen (its swipe back and pull-down too).
  private static func routeMoves<Flow: RoutingReducer>(
    flow: Flow, route: Flow.Route, screen: String, registered: ScreenReadings,
    embed: (Flow.Route.Action) -> Flow.Action
  ) -> [ExplorerMove] {
    // The route's state is its case's payload; its actions are the payload of the action case
    // of the same name (the convention `Routing` documents).
    guard
      caseNameOfUnreflectablePayload(route) == nil,
      let caseName = enumCaseName(of: route),
      let payload = Mirror(reflecting: route).children.first?.value,
      let actionNames = enumCaseNames(of: Flow.Route.Action.self),
      let actionTypes = enumPayloadTypes(of: Flow.Route.Action.self),
      let index = actionNames.firstIndex(of: caseName), index < actionTypes.count,
      let actionType = actionTypes[index]
    else { return [] }
    let inner: [ExplorerMove]
    if payload is any RoutingState,
      let nested = registered.flow(in: flow.routeBody, state: type(of: payload))
    {
      inner = moves(flow: nested, state: payload, registered: registered).map { move in
        var move = move
        move.screen = "\(screen) › \(move.screen)"
        return move
      }
    } else if let buttons = buttons(of: route) {
      // An alert or a dialog: each button that sends an action, as the route's action.
      inner = buttons.actions.map { ExplorerMove(action: $0, kind: .alertButton, screen: screen) }
    } else {
      inner = screenActions(
        state: payload, actionType: actionType, registered: registered, body: flow.routeBody
      ).map {
        ExplorerMove(action: $0, kind: .screen, screen: screen)
      }
    }
    // The scope's case path for this route's actions: of the payload type, and embedding
    // into the route's own case.
    guard let first = inner.first,
      let casePath = registered.casePaths(
        in: flow.routeBody, root: Flow.Route.Action.self, value: actionType
      ).first(where: { path in
        (path.embedAny(first.action) as? Flow.Route.Action).flatMap { enumCaseName(of: $0) }
          == caseName
      })
    else { return [] }
    return inner.compactMap { move in
      (casePath.embedAny(move.action) as? Flow.Route.Action).map {
        ExplorerMove(action: embed($0), kind: move.kind, screen: move.screen)
      }
    }
  }

  /// The buttons of a route whose state is an alert or a confirmation dialog: the actions of
  /// those that send one, and how many send none; `nil` for any other route.
  private static func buttons<Route>(of route: Route) -> (actions: [Any], dismissals: Int)? {
    guard caseNameOfUnreflectablePayload(route) == nil,
      let presentation = Mirror(reflecting: route).children.first?.value
        as? any ButtonStatePresentation
    else { return nil }
    return buttonsOf(presentation: presentation)
  }

  private static func buttonsOf<Presentation: ButtonStatePresentation>(
    presentation: Presentation
  ) -> (actions: [Any], dismissals: Int) {
    var actions: [Any] = []
    var dismissals = 0
    for index in presentation.buttons.indices {
      if let action = presentation.action(forButtonAt: index) {
        actions.append(action)
      } else {
        dismissals += 1
      }
    }
    // An alert without buttons shows one OK button, which sends nothing.
    if presentation.buttons.isEmpty { dismissals = 1 }
    return (actions, dismissals)
  }

  /// Whether a route's state shows its own root: it holds no flow, or a flow with nothing
  /// pushed or presented, so a swipe back from it leaves the route.
  private static func showsItsRoot<Route>(_ route: Route) -> Bool {
    guard caseNameOfUnreflectablePayload(route) == nil,
      let state = Mirror(reflecting: route).children.first?.value as? any RoutingState
    else { return true }
    return isAtRoot(state)
  }

  private static func isAtRoot<State: RoutingState>(_ state: State) -> Bool {
    state.navigation.isAtRoot
  }

  /// The actions registered for a screen with this state and action type, or all of its
  /// actions when its action type is `CaseIterable` and nothing is registered.
  private static func screenActions(
    state: Any, actionType: Any.Type, registered: ScreenReadings, body: Any
  ) -> [Any] {
    let stateKey = ObjectIdentifier(type(of: state))
    let actionKey = ObjectIdentifier(actionType)
    // An alert or a dialog the screen's state holds covers the screen: its buttons are what
    // can be tapped.
    if let buttons = heldAlertActions(
      state: state, actionType: actionType, registered: registered, body: body)
    {
      return buttons
    }
    let matching = registered.screens.filter {
      $0.stateType == stateKey && $0.actionType == actionKey
    }
    let own: [Any]
    if !matching.isEmpty {
      own = matching.flatMap { $0.make(state) ?? [] }
    } else if let iterable = actionType as? any CaseIterable.Type {
      own = allCases(of: iterable)
    } else {
      own = []
    }
    return own
      + childActions(
        state: state, stateKey: stateKey, actionKey: actionKey, registered: registered,
        body: body)
  }

  /// The actions of the buttons of an alert or a confirmation dialog that a screen's state
  /// holds in a stored property (`var alert: AlertState<Action.Alert>?`) while it is shown,
  /// embedded into the screen's actions with the one case path of `body` from the screen's
  /// actions to the buttons' (what `ifLet(\.alert, action: /Action.alert)` holds); `nil` when
  /// the state shows none, or its buttons cannot be embedded. A button without an action is
  /// left out: what dismisses it is the view's, not an action.
  private static func heldAlertActions(
    state: Any, actionType: Any.Type, registered: ScreenReadings, body: Any
  ) -> [Any]? {
    guard caseNameOfUnreflectablePayload(state) == nil,
      let presentation = Mirror(reflecting: state).children.lazy.compactMap({ field in
        // An optional field is read through its value, when there is one.
        let value: Any? =
          Mirror(reflecting: field.value).displayStyle == .optional
          ? Mirror(reflecting: field.value).children.first?.value : field.value
        return value as? any ButtonStatePresentation
      }).first
    else { return nil }
    let actions = buttonsOf(presentation: presentation).actions
    guard let first = actions.first else { return nil }
    // The `ifLet` and the dismissal it wraps hold the same case path: the paths found must all
    // embed a button's action alike.
    let paths = registered.casePaths(in: body, root: actionType, value: type(of: first))
    guard let path = paths.first,
      Set(paths.map { $0.embedAny(first).map { describe($0) } ?? "" }).count == 1
    else { return nil }
    return actions.compactMap { path.embedAny($0) }
  }

  /// The actions of the registered children a screen shows under `ifLet`, as the screen's
  /// own actions: for each registration, the one key path of `body` from the screen's state to
  /// an optional child state of its type, and the one case path from the screen's actions to
  /// the child's (what `ifLet(_:action:)` holds); a child whose state is `nil` offers nothing.
  /// Then the actions of the registered screens it shows under `forEach`: for each
  /// registration of an `Identifiable` screen, the paths from the screen's state to an
  /// identified array of that screen's states and from its actions to their `(id, action)`
  /// pairs (what `forEach(_:action:)` holds); each element offers its actions, sent as the
  /// `forEach` embeds them.
  private static func childActions(
    state: Any, stateKey: ObjectIdentifier, actionKey: ObjectIdentifier,
    registered: ScreenReadings, body: Any
  ) -> [Any] {
    var actions: [Any] = []
    for child in registered.screens where child.stateType != stateKey {
      guard
        let (keyPath, casePath) = uniquePaths(
          in: body, registered: registered, kinds: (1, 2),
          from: (stateKey, actionKey), to: (child.optionalStateType, child.actionType)),
        let optional = read(keyPath, in: state),
        let childState = Mirror(reflecting: optional).children.first?.value
      else { continue }
      actions += (child.make(childState) ?? []).compactMap { casePath.embedAny($0) }
    }
    for child in registered.screens where child.stateType != stateKey {
      guard let elements = child.elements,
        let (keyPath, casePath) = uniquePaths(
          in: body, registered: registered, kinds: (3, 4),
          from: (stateKey, actionKey), to: (elements.arrayType, elements.pairType)),
        let array = read(keyPath, in: state)
      else { continue }
      actions += (elements.pairs(in: array) ?? []).compactMap { casePath.embedAny($0) }
    }
    return actions
  }

  /// The one key path of `body` from the state type `from.state` to `to.state`, and the one
  /// case path from the action type `from.action` to `to.action` (`kinds` name the two
  /// searches in the readings' cache); `nil` unless each is found exactly once, so that a
  /// screen holding two children of one type offers neither rather than a guess.
  private static func uniquePaths(
    in body: Any, registered: ScreenReadings, kinds: (Int, Int),
    from: (state: ObjectIdentifier, action: ObjectIdentifier),
    to: (state: ObjectIdentifier, action: ObjectIdentifier)
  ) -> (AnyKeyPath, any ErasedCasePath)? {
    let keyPaths = registered.all(in: body, kind: kinds.0, types: [from.state, to.state]) {
      candidate in
      guard let keyPath = candidate as? AnyKeyPath else { return false }
      return ObjectIdentifier(type(of: keyPath).rootType) == from.state
        && ObjectIdentifier(type(of: keyPath).valueType) == to.state
    }
    let casePaths = registered.all(in: body, kind: kinds.1, types: [from.action, to.action]) {
      candidate in
      guard let path = candidate as? any ErasedCasePath else { return false }
      return ObjectIdentifier(path.rootType) == from.action
        && ObjectIdentifier(path.valueType) == to.action
    }
    guard keyPaths.count == 1, let keyPath = keyPaths.first as? AnyKeyPath,
      casePaths.count == 1, let casePath = casePaths.first as? any ErasedCasePath
    else { return nil }
    return (keyPath, casePath)
  }

  /// The value at `keyPath` in `root`, whatever their types, or `nil` when the key path does
  /// not start at `root`'s type.
  private static func read(_ keyPath: AnyKeyPath, in root: Any) -> Any? {
    func open<Root>(_ root: Root) -> Any? { root[keyPath: keyPath] }
    return _openExistential(root, do: open)
  }

  private static func allCases<T: CaseIterable>(of _: T.Type) -> [Any] {
    T.allCases.map { $0 }
  }
}

extension VisibleScreens {
  /// The route cases of the flow `reducer` runs (or of the flows a container's children hold)
  /// and of the flows their routes hold, learnt from the routes' types, as `Flow.Route.case`;
  /// and those `state` shows, on a stack or as a modal, at any depth of nested flows. Both
  /// empty when `reducer` is neither a flow nor a container.
  static func routeCases(reducer: Any, state: Any) -> (all: [String], shown: [String]) {
    if let flow = reducer as? any RoutingReducer { return routeCases(flow: flow, state: state) }
    // A container: the flows its children hold, from their states.
    guard let container = state as? any NavigationContainer else { return ([], []) }
    var all: [String] = []
    var shown: [String] = []
    var visited: Set<ObjectIdentifier> = []
    for case let child as any RoutingState in container.containedFlows.compactMap(\.state) {
      let childType: any RoutingState.Type = type(of: child)
      allCases(of: childType, into: &all, visited: &visited)
      shownCases(in: child, into: &shown, depth: 0)
    }
    return (all, shown)
  }

  private static func routeCases<Flow: RoutingReducer>(
    flow _: Flow, state: Any
  ) -> (all: [String], shown: [String]) {
    var all: [String] = []
    var visited: Set<ObjectIdentifier> = []
    allCases(of: Flow.State.self, into: &all, visited: &visited)
    guard let state = state as? Flow.State else { return (all, []) }
    var shown: [String] = []
    shownCases(in: state, into: &shown, depth: 0)
    // The flows the root screen's state holds in its stored properties, as explored with it.
    for case let nested as any RoutingState in Mirror(reflecting: state.root).children.map(\.value)
    {
      let nestedType: any RoutingState.Type = type(of: nested)
      allCases(of: nestedType, into: &all, visited: &visited)
      shownCases(in: nested, into: &shown, depth: 1)
    }
    return (all, shown)
  }

  /// The route cases of the flow whose state is `State`, then of the flows its routes hold,
  /// each flow once.
  private static func allCases<State: RoutingState>(
    of _: State.Type, into names: inout [String], visited: inout Set<ObjectIdentifier>
  ) {
    guard visited.insert(ObjectIdentifier(State.Route.self)).inserted else { return }
    let prefix = Dump.typeName(of: State.Route.self) + "."
    names += (enumCaseNames(of: State.Route.self) ?? []).map { prefix + $0 }
    for case let nested as any RoutingState.Type in enumPayloadTypes(of: State.Route.self) ?? [] {
      allCases(of: nested, into: &names, visited: &visited)
    }
  }

  /// The route cases `state` shows, and those of the flows its routes hold, to the default
  /// `NavigationLimits().maxDepth` levels; a modal also with its style, as
  /// `Flow.Route.case as style`.
  private static func shownCases<State: RoutingState>(
    in state: State, into names: inout [String], depth: Int
  ) {
    guard depth < NavigationLimits().maxDepth else { return }
    let prefix = Dump.typeName(of: State.Route.self) + "."
    let routes = Array(state.navigation.stack) + (state.navigation.modal.map { [$0] } ?? [])
    for (index, route) in routes.enumerated() where caseNameOfUnreflectablePayload(route) == nil {
      if let name = enumCaseName(of: route) {
        names.append(prefix + name)
        // The modal, last, with its style: `AppFlow.Route.info as sheet`.
        if index == state.navigation.stack.count, let style = state.navigation.modalStyle {
          names.append(prefix + name + " as \(style)")
        }
      }
      if let nested = Mirror(reflecting: route).children.first?.value as? any RoutingState {
        shownCases(in: nested, into: &names, depth: depth + 1)
      }
    }
  }
}

extension VisibleScreens {
  /// The tabs of the tab containers `tree` shows, as `Container tab name`, and those selected:
  /// the children of a container that has a selected child (a split view's columns have none).
  static func tabs(in tree: NavigationTree) -> (all: [String], selected: [String]) {
    var all: [String] = []
    var selected: [String] = []
    var pending = tree.nodes[...].reversed().map { $0 }
    while let node = pending.popLast() {
      switch node {
      case let .flow(flow):
        let nested = flow.rootNodes + flow.stack.flatMap(\.nodes) + (flow.modal?.nodes ?? [])
        pending += nested.reversed()
      case let .container(container):
        if container.children.contains(where: \.isSelected) {
          for child in container.children {
            let name = "\(container.name) tab \(child.name)"
            all.append(name)
            if child.isSelected { selected.append(name) }
          }
        }
        pending += container.children.flatMap(\.nodes).reversed()
      }
    }
    return (all, selected)
  }
}
