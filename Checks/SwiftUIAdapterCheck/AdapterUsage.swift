// What an app writes with the adapter, type-checked with it: the seed library's spellings, a
// flow stack, alerts and dialogs held as state or presented by a flow, and bindings for forms,
// tabs and split columns, as the documentation shows them. Never run: it fails the check when
// the adapter's API stops composing as documented.
#if canImport(SwiftUI)
  import SwiftUI
#endif
#if REDUCER_CHECK_SWIFT5
  // The adapter and the stand-ins, built in the Swift 6 mode (SwiftUIAdapterCheckSwift5).
  import SwiftUIAdapterCheckLibrary
#endif
import ReducerRouting

// MARK: - Features

/// A routed screen with a form field.
struct Note: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    @BindingState var text = ""
    @BindingState var isPinned = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A screen that holds an alert and a dialog as optional state, and a row per note.
struct NotesList: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var notes: IdentifiedArrayOf<Note.State> = []
  }
  enum Action {
    case noteTapped(Int)
    case note((Int, Note.Action))
    case alert(Alert)
    case dialog(Dialog)
    enum Alert: Equatable { case deleteAll, cancel }
    enum Dialog: Equatable { case sortByDate, cancel }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.alert, action: /Action.alert)
      .ifLet(\.dialog, action: /Action.dialog)
      .forEach(\.notes, action: /Action.note) { Note() }
  }
}

/// A flow that pushes notes and presents an alert and a dialog as its modal.
struct NotesFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case note(Note.State)
    case deleteAlert(AlertState<DeleteAlert>)
    case share(ConfirmationDialogState<Share>)

    enum Action {
      case note(Note.Action)
      case deleteAlert(DeleteAlert)
      case share(Share)
    }
    enum DeleteAlert: Equatable { case confirm }
    enum Share: Equatable { case copyLink }

    var id: String {
      switch self {
      case let .note(state): "note-\(state.id)"
      case .deleteAlert: "delete-alert"
      case .share: "share"
      }
    }
  }

  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = NotesList.State()
  }

  enum Action: RoutingAction {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(NotesList.Action)
  }

  var rootBody: some RootReducer<Self> { NotesList() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.note, action: /Route.Action.note) { Note() }
  }
  func navigation(for action: Action) -> Route.NavigationAction? {
    switch action {
    case let .root(.noteTapped(id)): .push(.note(Note.State(id: id)))
    default: nil
    }
  }
}

/// Tabs, and a split column that shows a note.
struct NotesTabs: Reducer {
  enum Tab: Hashable, Sendable { case notes, settings }
  struct State: Equatable, NavigationContainer {
    var selectedTab = Tab.notes
    var notes = NotesFlow.State()
    var detail: Note.State?

    var containedFlows: [ContainedFlow] {
      [
        ContainedFlow("notes", notes, isSelected: selectedTab == .notes),
        ContainedFlow("settings", nil, isSelected: selectedTab == .settings),
      ]
    }
  }
  enum Action {
    case tab(TabAction<Tab>)
    case notes(NotesFlow.Action)
    case showNote(Int)
    case closeNote
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.notes, action: /Action.notes) { NotesFlow() }
      .tabs(selection: \.selectedTab, action: /Action.tab) { _ in nil }
  }
}

// MARK: - Views

struct NoteView: View {
  let store: StoreOf<Note>
  var body: some View { Text(verbatim: store.text) }

  /// A form field's binding.
  func textBinding() -> Binding<String> { Binding(store.binding(\.$text)) }
}

struct NotesListView: View {
  let store: StoreOf<NotesList>
  var body: some View {
    Text(verbatim: "Notes")
      .alert(store, state: \.alert, action: /NotesList.Action.alert)
      .confirmationDialog(store, state: \.dialog, action: /NotesList.Action.dialog)
  }
}

/// The route screens of the flow, one per case.
struct NotesRouteView: View {
  let store: Store<NotesFlow.Route, NotesFlow.Route.Action>
  var body: some View {
    if let note = store.scope(state: /NotesFlow.Route.note, action: /NotesFlow.Route.Action.note) {
      NoteView(store: note)
    } else {
      Text(verbatim: "Not a screen")
    }
  }
}

/// The seed library's spelling, with the seed's own presentation of the modal.
struct NotesSeedView: View {
  let store: StoreOf<NotesFlow>
  var body: some View {
    WithRoutingStore(store) { rootStore, navigation, modal in
      RoutedNavigationStack(navigation: navigation) {
        NotesListView(store: rootStore)
      }
      .sheet(item: modal.item, content: modal.content)
    } routes: { routeStore in
      NotesRouteView(store: routeStore)
    }
  }
}

extension View {
  /// A modal of the app's own "drawer" style, as a popover where the platform has one.
  func drawer<Route: Routing, RouteView: View>(_ modal: FlowModal<Route, RouteView>) -> some View {
    #if os(tvOS) || os(watchOS) || REDUCER_CHECK_TVOS || REDUCER_CHECK_WATCHOS
      sheet(item: modal.item(style: "drawer"), content: modal.content)
    #else
      popover(item: modal.item(style: "drawer"), content: modal.content)
    #endif
  }
}

/// The seed library's spelling, with the modal in the flow's style.
struct NotesSeedStyledView: View {
  let store: StoreOf<NotesFlow>
  var body: some View {
    WithRoutingStore(store) { rootStore, navigation, modal in
      RoutedNavigationStack(navigation: navigation, rootView: { NotesListView(store: rootStore) })
        .flowModal(modal)
        .drawer(modal)
    } routes: { routeStore in
      if let note = routeStore.scope(
        state: /NotesFlow.Route.note, action: /NotesFlow.Route.Action.note)
      {
        NoteView(store: note)
      }
    }
  }
}

/// A flow stack, with the alert and the dialog the flow presents as its modal.
struct NotesFlowView: View {
  let store: StoreOf<NotesFlow>
  var body: some View {
    FlowStack(store) { rootStore in
      NotesListView(store: rootStore)
    } destination: { routeStore in
      if let note = routeStore.scope(
        state: /NotesFlow.Route.note, action: /NotesFlow.Route.Action.note)
      {
        NoteView(store: note)
      }
    }
    .alert(store, state: /NotesFlow.Route.deleteAlert, action: /NotesFlow.Route.Action.deleteAlert)
    .confirmationDialog(store, state: /NotesFlow.Route.share, action: /NotesFlow.Route.Action.share)
  }
}

/// A flow's modal without a stack, and the stack alone.
struct NotesModalOnlyView: View {
  let store: StoreOf<NotesFlow>
  var body: some View {
    NotesListView(store: store.rootStore())
      .flowModal(store) { routeStore in
        NotesRouteView(store: routeStore)
      }
  }

  /// The path a navigation stack of your own binds to.
  func path() -> Binding<[NotesFlow.Route.PathElement]> { Binding(store.pathBinding()) }
}

struct NotesTabsView: View {
  let store: StoreOf<NotesTabs>
  var body: some View {
    NotesFlowView(store: store.scope(state: \.notes, action: /NotesTabs.Action.notes))
  }

  /// A tab view's selection.
  func selection() -> Binding<NotesTabs.Tab> {
    Binding(store.tabBinding(selection: \.selectedTab, action: /NotesTabs.Action.tab))
  }

  /// A list's selection that shows a note in a split view's detail column.
  func detailSelection() -> Binding<Int?> {
    Binding(store.columnBinding(\.detail, show: { .showNote($0) }, close: { _ in .closeNote }))
  }
}

#if REDUCER_ADAPTER_CHECK
  /// A screen whose alert actions are `PresentationAction`s, as TCA spells them: a cancel button
  /// without an action closes the alert with `.dismiss`.
  struct TrashScreen: Reducer {
    struct State: Equatable {
      var alert: AlertState<Action.Alert>?
      var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case dialog(PresentationAction<Dialog>)
      enum Alert: Equatable { case empty }
      enum Dialog: Equatable { case restoreAll }
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.alert, action: /Action.alert)
        .ifLet(\.dialog, action: /Action.dialog)
    }
  }

  struct TrashView: View {
    let store: StoreOf<TrashScreen>
    var body: some View {
      Text(verbatim: "Trash")
        .alert(store, state: \.alert, action: /TrashScreen.Action.alert)
    }
  }
#endif
