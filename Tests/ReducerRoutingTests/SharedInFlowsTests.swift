import ReducerRouting
import ReducerTesting
import Testing

// Shared values and constrained existentials in a flow's state: the walk of the state (teardown,
// the tree, renderers) reads them without asking the runtime what it cannot describe.

protocol Named<Name> {
  associatedtype Name
  var name: Name { get }
}

struct PlainName: Named {
  var name: String
}

/// A flow whose root holds a shared list and whose routes hold one shared element each, and a
/// constrained existential.
struct SharedNotes: RoutingReducer {
  struct Note: Equatable, Identifiable, Sendable {
    var id: Int
    var text = ""
  }
  struct Root: Equatable {
    @Shared var notes: IdentifiedArrayOf<Note>
    var label: any Named<String> = PlainName(name: "notes")
    static func == (lhs: Root, rhs: Root) -> Bool {
      lhs.notes == rhs.notes && lhs.label.name == rhs.label.name
    }
  }
  struct Editor: Equatable {
    @Shared var note: Note
  }
  enum Route: Routing, Equatable {
    case editor(Editor)
    enum Action: Equatable { case editor(EditorAction) }
    var id: Int {
      switch self {
      case let .editor(editor): editor.note.id
      }
    }
  }
  enum EditorAction: Equatable { case type(String) }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root: Root
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(RootAction)
  }
  enum RootAction: Equatable { case open(Int) }

  var body: some ReducerOf<Self> { routing }
  var rootBody: some RootReducer<Self> { EmptyReducer() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.editor, action: /Route.Action.editor) {
      Reduce<Editor, EditorAction> { state, action in
        switch action {
        case let .type(text): state.note.text = text
        }
        return .none
      }
    }
  }

  func navigation(for action: Action, in state: State) -> Route.NavigationAction? {
    guard case let .root(.open(id)) = action, let note = Shared(state.root.$notes[id: id])
    else { return nil }
    return .push(.editor(Editor(note: note)))
  }
}

@MainActor
@Suite struct SharedInFlowsTests {
  @Test func aRouteHoldingASharedElementIsPushedEditedRenderedAndPopped() {
    let notes = Shared<IdentifiedArrayOf<SharedNotes.Note>>([.init(id: 1), .init(id: 2)])
    let store = Store(initialState: SharedNotes.State(root: .init(notes: notes))) {
      SharedNotes()
    }
    let renderer = CountingRenderer()
    let connection = store.render(to: renderer)
    store.send(.root(.open(2)))
    store.send(.route(2, .editor(.type("hello"))))
    #expect(notes.wrappedValue[id: 2]?.text == "hello")
    #expect(connection.rendered.description.contains("editor"))
    store.send(.navigation(.pop))
    #expect(store.state.navigation.stack.isEmpty)
    #expect(renderer.batches >= 2)
    connection.disconnect()
  }

  @Test func aTestStoreAssertsTheSharedEditOfARoute() async {
    let store = TestStore(
      initialState: SharedNotes.State(root: .init(notes: Shared([.init(id: 1)])))
    ) {
      SharedNotes()
    }
    await store.send(.root(.open(1))) {
      $0.navigation.push(.editor(.init(note: try #require(Shared($0.root.$notes[id: 1])))))
    }
    await store.send(.route(1, .editor(.type("x")))) {
      $0.root.notes[id: 1]?.text = "x"
    }
  }
}
