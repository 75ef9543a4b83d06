import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// What a route sends as it closes is handled while the route is still shown, so that the
// parent can read the closing route's state; the route closes right after, in the same send.
// Nothing about it is kept outside the store: two stores of one flow type never interfere.

/// An editor that tells its flow what it saved, and closes itself.
struct NoteEditor: Reducer {
  struct State: Equatable, Sendable {
    var id: String
    var text = ""
  }

  enum Action: Equatable, Sendable {
    case edit(String)
    /// `.merge(.send(.delegate(.saved)), .dismissSelf())`.
    case saveTapped
    /// `.concatenate(.send(.delegate(.saved)), .dismissSelf())`.
    case saveInOrderTapped
    /// Sends `.delegate(.done)`; the flow's `navigation(for:)` pops on it.
    case doneTapped
    case delegate(Delegate)
  }

  enum Delegate: Equatable, Sendable { case saved, done }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .edit(text):
      state.text = text
      return .none
    case .saveTapped:
      return .merge(.send(.delegate(.saved)), .dismissSelf())
    case .saveInOrderTapped:
      return .concatenate(.send(.delegate(.saved)), .dismissSelf())
    case .doneTapped:
      return .send(.delegate(.done))
    case .delegate:
      return .none
    }
  }
}

/// The root screen of ``NotesFlow``: what the closing editors saved.
struct NotesRoot: Reducer {
  struct State: Equatable, Sendable { var saved: [String] = [] }
  enum Action: Equatable, Sendable { case noop }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A flow of editors whose root keeps what the closing editors saved, read from their state.
struct NotesFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case editor(NoteEditor.State)
    enum Action: Equatable, Sendable { case editor(NoteEditor.Action) }
    var id: String {
      switch self {
      case let .editor(editor): editor.id
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = NotesRoot.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(NotesRoot.Action)
  }

  var rootBody: some RootReducer<Self> { NotesRoot() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.editor, action: /Route.Action.editor) { NoteEditor() }
  }

  var body: some ReducerOf<Self> {
    routing
    Reduce { state, action in
      // The parent reads the closing editor's text: the editor is still shown.
      switch action {
      case let .route(id, .editor(.delegate(.saved))), let .route(id, .editor(.delegate(.done))):
        if case let .editor(editor)? = state.navigation.stack[id: id] {
          state.root.saved.append(editor.text)
        } else {
          state.root.saved.append("<gone \(id)>")
        }
      case .modalRoute(.editor(.delegate(.saved))):
        if case let .editor(editor)? = state.navigation.modal {
          state.root.saved.append(editor.text)
        } else {
          state.root.saved.append("<gone modal>")
        }
      default:
        break
      }
      return .none
    }
  }

  func navigation(for action: Action) -> Route.NavigationAction? {
    if case .route(_, .editor(.doneTapped)) = action { return .pop }
    return nil
  }
}

private func editor(_ id: String, _ text: String = "") -> NotesFlow.Route {
  .editor(.init(id: id, text: text))
}

@MainActor
@Suite struct ClosingOrderTests {
  @Test func aMergedDelegateActionIsHandledBeforeTheRouteCloses() async {
    let store = TestStore(initialState: NotesFlow.State(navigation: .init(stack: [editor("a", "hello")]))) {
      NotesFlow()
    }
    await store.send(.route("a", .editor(.saveTapped)))
    await store.receive(.route("a", .editor(.delegate(.saved)))) {
      $0.root.saved = ["hello"]
    }
    await store.receive(.navigation(.drop("a"))) {
      $0.navigation.popToRoot()
    }
  }

  @Test func aConcatenatedDelegateActionIsHandledBeforeTheRouteClosesInTheSameSend() async {
    let store = Store(initialState: NotesFlow.State(navigation: .init(stack: [editor("a", "one")]))) {
      NotesFlow()
    }
    let diagnostics = await withDiagnostics {
      let task = store.send(.route("a", .editor(.saveInOrderTapped)))
      // All of it happened before `send` returned: no task was needed.
      #expect(!task.isRunning)
      #expect(store.state.root.saved == ["one"])
      #expect(store.state.navigation.stack.isEmpty)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.kind))")
  }

  @Test func aStepThatClosesTheRouteWaitsForWhatTheRouteSent() async {
    let store = TestStore(initialState: NotesFlow.State(navigation: .init(stack: [editor("a", "kept")]))) {
      NotesFlow()
    }
    // `navigation(for:)` pops on `.doneTapped`, whose effect sends `.delegate(.done)`: the pop
    // comes after it, as an action.
    await store.send(.route("a", .editor(.doneTapped)))
    await store.receive(.route("a", .editor(.delegate(.done)))) {
      $0.root.saved = ["kept"]
    }
    await store.receive(.navigation(.pop)) {
      $0.navigation.pop()
    }
  }

  @Test func theModalClosesAfterWhatItSent() async {
    let store = TestStore(initialState: NotesFlow.State(navigation: .init(modal: editor("m", "draft")))) {
      NotesFlow()
    }
    await store.send(.modalRoute(.editor(.saveTapped)))
    await store.receive(.modalRoute(.editor(.delegate(.saved)))) {
      $0.root.saved = ["draft"]
    }
    await store.receive(.navigation(.dismiss)) {
      $0.navigation.dismiss()
    }
  }

  // An alert or a dialog closes on each button tap; what its own reducer sends back as it
  // closes itself is not a tap, so it is dismissed once, with no `navigation.dismissNone`.
  @Test(arguments: [ModalStyle.alert, .confirmationDialog])
  func aModalInAnAlertStyleThatClosesItselfIsDismissedOnce(style: ModalStyle) async {
    let store = TestStore(
      initialState: NotesFlow.State(navigation: .init(modal: editor("m", "draft"), modalStyle: style))
    ) {
      NotesFlow()
    }
    await store.send(.modalRoute(.editor(.saveTapped)))
    await store.receive(.modalRoute(.editor(.delegate(.saved)))) {
      $0.root.saved = ["draft"]
    }
    await store.receive(.navigation(.dismiss)) {
      $0.navigation.dismiss()
    }
  }

  @Test func aModalInTheAlertStyleThatClosesItselfReportsNothing() async {
    let store = Store(
      initialState: NotesFlow.State(navigation: .init(modal: editor("m", "draft"), modalStyle: .alert))
    ) {
      NotesFlow()
    }
    let diagnostics = await withDiagnostics {
      store.send(.modalRoute(.editor(.saveTapped)))
      store.send(.modalRoute(.editor(.saveInOrderTapped)))
    }
    // The second tap finds no alert: that one is reported, the close was not.
    #expect(diagnostics.map(\.kind) == ["flow.missingModal"])
    #expect(store.state.root.saved == ["draft"])
    #expect(store.state.navigation.modal == nil)
  }

  @Test func aButtonTapOfAnAlertStyleModalStillDismissesIt() async {
    let store = TestStore(
      initialState: NotesFlow.State(navigation: .init(modal: editor("m", "draft"), modalStyle: .alert))
    ) {
      NotesFlow()
    }
    // A tap that sends nothing back: the alert closes as its buttons do.
    await store.send(.modalRoute(.editor(.edit("x")))) {
      $0.navigation.dismiss()
    }
  }

  @Test func twoStoresOfOneFlowTypeNeverSeeEachOthersClosingRoutes() async {
    let first = Store(initialState: NotesFlow.State(navigation: .init(stack: [editor("x", "1")], modal: editor("m", "1m")))) {
      NotesFlow()
    }
    let second = Store(initialState: NotesFlow.State(navigation: .init(stack: [editor("x", "2")], modal: editor("m", "2m")))) {
      NotesFlow()
    }
    let diagnostics = await withDiagnostics {
      // Interleaved: the first store's routes close while sending; the second's same ids and
      // modal keep working, and nothing of the first's is taken as the second's.
      first.send(.route("x", .editor(.saveTapped)))
      second.send(.route("x", .editor(.edit("2b"))))
      first.send(.modalRoute(.editor(.saveTapped)))
      second.send(.modalRoute(.editor(.edit("2m-b"))))
      second.send(.modalRoute(.editor(.saveTapped)))
      second.send(.route("x", .editor(.saveInOrderTapped)))
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.kind))")
    #expect(first.state.root.saved == ["1", "1m"])
    #expect(first.state.navigation.isAtRoot)
    #expect(second.state.root.saved == ["2m-b", "2b"])
    #expect(second.state.navigation.isAtRoot)
  }

  @Test func aStoreReleasedWhileARouteClosesLeavesNothingForAnother() async {
    weak var released: Store<NotesFlow.State, NotesFlow.Action>?
    do {
      let store = Store(initialState: NotesFlow.State(navigation: .init(stack: [editor("x")], modal: editor("m")))) {
        NotesFlow()
      }
      released = store
      store.send(.modalRoute(.editor(.saveTapped)))
      store.send(.route("x", .editor(.saveTapped)))
    }
    #expect(released == nil)
    let store = Store(initialState: NotesFlow.State(navigation: .init(stack: [editor("x")], modal: editor("m")))) {
      NotesFlow()
    }
    let diagnostics = await withDiagnostics {
      store.send(.modalRoute(.editor(.edit("typed"))))
      store.send(.route("x", .editor(.edit("typed x"))))
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.kind))")
    #expect(store.state.navigation.modal == editor("m", "typed"))
    #expect(store.state.navigation.stack[id: "x"] == editor("x", "typed x"))
  }
}

// MARK: - Revisions

/// A flow whose route can change its own case, and can hold a nested flow of editors.
struct ShapeFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case square(Int)
    case circle(Int)
    case notes(NotesFlow.State)
    enum Action: Equatable, Sendable {
      case grow
      case flip
      /// Grows, drafting a navigation state of its own on the way (one it throws away).
      case sketch
      case notes(NotesFlow.Action)
    }
    var id: String {
      switch self {
      case .square, .circle: "shape"
      case .notes: "notes"
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = NotesRoot.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(NotesRoot.Action)
  }

  var rootBody: some RootReducer<Self> { NotesRoot() }
  var routeBody: some RouteReducer<Self> {
    Reduce { state, action in
      switch (state, action) {
      case let (.square(size), .grow): state = .square(size + 1)
      case let (.circle(size), .grow): state = .circle(size + 1)
      case let (.square(size), .flip): state = .circle(size)
      case let (.circle(size), .flip): state = .square(size)
      case let (.square(size), .sketch):
        let draft = Route.NavigationState(stack: [.square(size)])
        state = .square(size + draft.stack.count)
      default: break
      }
      return .none
    }
    Scope(state: /Route.notes, action: /Route.Action.notes) { NotesFlow() }
  }
}

/// A flow of shapes alone: its routes cannot hold a flow, so a route action compares only the
/// route's case (no nested navigation to track).
struct PlainShapeFlow: RoutingReducer {
  enum Route: Routing, Equatable, Sendable {
    case square(id: Int, size: Int)
    case circle(id: Int, size: Int)
    enum Action: Equatable, Sendable { case grow, flip }
    var id: Int {
      switch self {
      case let .square(id, _), let .circle(id, _): id
      }
    }
  }
  struct State: RoutingState, Equatable, Sendable {
    var navigation: Route.NavigationState = .init()
    var root = NotesRoot.State()
  }
  enum Action: RoutingAction, Equatable, Sendable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(NotesRoot.Action)
  }

  var rootBody: some RootReducer<Self> { NotesRoot() }
  var routeBody: some RouteReducer<Self> {
    Reduce { state, action in
      switch (state, action) {
      case let (.square(id, size), .grow): state = .square(id: id, size: size + 1)
      case let (.circle(id, size), .grow): state = .circle(id: id, size: size + 1)
      case let (.square(id, size), .flip): state = .circle(id: id, size: size)
      case let (.circle(id, size), .flip): state = .square(id: id, size: size)
      }
      return .none
    }
  }
}

@MainActor
@Suite struct RouteRevisionTests {
  @Test func aRouteActionThatDoesNotNavigateKeepsTheRevision() {
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.square(1)], modal: .circle(1)))) {
      ShapeFlow()
    }
    let revision = store.state.navigation.revision
    store.send(.route("shape", .grow))
    store.send(.modalRoute(.grow))
    #expect(store.state.navigation.stack[id: "shape"] == .square(2))
    #expect(store.state.navigation.modal == .circle(2))
    #expect(store.state.navigation.revision == revision)
  }

  @Test func aRouteThatChangesItsCaseTakesANewRevision() {
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.square(1)], modal: .circle(1)))) {
      ShapeFlow()
    }
    var revision = store.state.navigation.revision
    store.send(.route("shape", .flip))
    #expect(store.state.navigation.stack[id: "shape"] == .circle(1))
    #expect(store.state.navigation.revision != revision)
    revision = store.state.navigation.revision
    store.send(.modalRoute(.flip))
    #expect(store.state.navigation.modal == .square(1))
    #expect(store.state.navigation.revision != revision)
  }

  @Test func aRouteWhoseNestedFlowNavigatesTakesANewRevision() {
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.notes(.init())]))) {
      ShapeFlow()
    }
    var revision = store.state.navigation.revision
    store.send(.route("notes", .notes(.navigation(.push(.editor(.init(id: "e")))))))
    #expect(store.state.navigation.revision != revision)
    revision = store.state.navigation.revision
    // Editing inside the nested flow's route is not navigation, at either level.
    store.send(.route("notes", .notes(.route("e", .editor(.edit("x"))))))
    #expect(store.state.navigation.revision == revision)
  }

  @Test func aNavigationStateMadeAndThrownAwayByARouteIsNotNavigation() {
    // The reducer hands out a revision (the draft it makes), yet nothing in the route took it.
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.square(1)]))) {
      ShapeFlow()
    }
    let revision = store.state.navigation.revision
    store.send(.route("shape", .sketch))
    #expect(store.state.navigation.stack[id: "shape"] == .square(2))
    #expect(store.state.navigation.revision == revision)
  }

  @Test func whetherARouteNavigatedDoesNotDependOnWhatOtherThreadsDo() async {
    // Another thread makes navigation states all along: the route actions here, which do not
    // navigate, keep the revision; the one that does navigate takes a new one.
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.notes(.init())]))) {
      ShapeFlow()
    }
    store.send(.route("notes", .notes(.navigation(.push(.editor(.init(id: "e")))))))
    let revision = store.state.navigation.revision
    let running = LockIsolated(true)
    let made = LockIsolated(0)
    let churn = Thread {
      while running.value {
        _ = ShapeFlow.Route.NavigationState(stack: [.square(1)])
        made.withValue { $0 += 1 }
      }
    }
    churn.start()
    while made.value < 100 { await Task.yield() }
    let before = made.value
    // At least 2,000 actions, and as many more as it takes for the other thread to make 100
    // navigation states meanwhile.
    var sent = 0
    while sent < 2_000 || made.value - before < 100 {
      store.send(.route("notes", .notes(.route("e", .editor(.edit("\(sent)"))))))
      sent += 1
    }
    running.setValue(false)
    #expect(store.state.navigation.revision == revision)
    store.send(.route("notes", .notes(.navigation(.pop))))
    #expect(store.state.navigation.revision != revision)
  }

  @Test func routesThatCannotHoldFlowsStillTakeARevisionWhenTheirCaseChanges() {
    // The top route is found by comparing its id first; the others by lookup. Both must reach
    // the right route and tell a change of case from a change in place.
    let stack: [PlainShapeFlow.Route] = (0..<3).map { .square(id: $0, size: 1) }
    let store = Store(initialState: PlainShapeFlow.State(navigation: .init(stack: stack))) {
      PlainShapeFlow()
    }
    var revision = store.state.navigation.revision
    store.send(.route(2, .grow))
    store.send(.route(0, .grow))
    #expect(store.state.navigation.stack.map(\.self) == [
      .square(id: 0, size: 2), .square(id: 1, size: 1), .square(id: 2, size: 2),
    ])
    #expect(store.state.navigation.revision == revision)
    store.send(.route(1, .flip))
    #expect(store.state.navigation.stack[id: 1] == .circle(id: 1, size: 1))
    #expect(store.state.navigation.revision != revision)
    revision = store.state.navigation.revision
    store.send(.route(2, .flip))
    #expect(store.state.navigation.stack[id: 2] == .circle(id: 2, size: 2))
    #expect(store.state.navigation.revision != revision)
  }

  @Test func aNavigationActionIsNoLargerThanItsLargestInlineStep() {
    // `.restore` holds a whole navigation state out of line: inline, it made every flow action
    // (and every effect that carries one) several words larger, and each route action about
    // half as slow again.
    typealias Route = PlainShapeFlow.Route
    let present = MemoryLayout<(Route, ModalStyle)>.size
    #expect(MemoryLayout<NavigationAction<Route>>.size <= present + 1)
    #expect(MemoryLayout<NavigationAction<Route>>.size < MemoryLayout<NavigationState<Route>>.size)
  }

  @Test func aRendererIsNotToldOfARouteActionThatDoesNotNavigate() {
    let store = Store(initialState: ShapeFlow.State(navigation: .init(stack: [.square(1)]))) {
      ShapeFlow()
    }
    let renderer = CountingRenderer()
    let connection = store.render(to: renderer)
    let told = renderer.batches
    store.send(.route("shape", .grow))
    #expect(renderer.batches == told)
    store.send(.route("shape", .flip))
    #expect(renderer.batches == told + 1)
    _ = connection
  }
}

/// Counts the batches of changes it is given, and confirms each at once.
@MainActor
final class CountingRenderer: NavigationRenderer {
  var batches = 0

  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    batches += 1
    confirmation.confirm()
  }
}
