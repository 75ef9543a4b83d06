// Every public API of the SwiftUI adapter, called from code that states its isolation
// (`@MainActor`), as apps' view models and helpers do. The Swift 5 language mode checks
// Sendable only in code that adopts concurrency this way (a view's `body`, main-actor isolated
// through `View`, is not checked there): SwiftUIAdapterCheckSwift5 compiles this file in that
// mode, where a parameter that requires a sendable key path or closure warns at the caller's
// line, and SwiftUIAdapterCheck compiles it in the Swift 6 mode. Never run.
#if canImport(SwiftUI)
  import SwiftUI
#endif
#if REDUCER_CHECK_SWIFT5
  // The adapter and the stand-ins, built in the Swift 6 mode (SwiftUIAdapterCheckSwift5).
  import SwiftUIAdapterCheckLibrary
#endif
import ReducerRouting

/// One function per part of the adapter, over the fixtures of AdapterUsage.swift.
@MainActor
enum IsolatedAdapterUsage {
  /// `FlowStack`, `WithRoutingStore`, `RoutedNavigationStack`, `FlowModal` and both
  /// `flowModal` modifiers.
  @ViewBuilder
  static func flows(store: StoreOf<NotesFlow>) -> some View {
    FlowStack(store) { rootStore in
      NotesListView(store: rootStore)
    } destination: { routeStore in
      NotesRouteView(store: routeStore)
    }
    WithRoutingStore(store) { rootStore, navigation, modal in
      RoutedNavigationStack(navigation: navigation) {
        NotesListView(store: rootStore)
      }
      .flowModal(modal)
      .sheet(item: modal.item(style: .sheet), content: modal.content)
    } routes: { routeStore in
      NotesRouteView(store: routeStore)
    }
    NotesListView(store: store.rootStore())
      .flowModal(store) { routeStore in
        NotesRouteView(store: routeStore)
      }
  }

  /// The alerts and dialogs: held as state (with plain and `PresentationAction` actions), and
  /// presented by a flow.
  @ViewBuilder
  static func alerts(list: StoreOf<NotesList>, flow: StoreOf<NotesFlow>) -> some View {
    NotesListView(store: list)
      .alert(list, state: \.alert, action: /NotesList.Action.alert)
      .confirmationDialog(list, state: \.dialog, action: /NotesList.Action.dialog)
    #if REDUCER_ADAPTER_CHECK
      let trash = Store(initialState: TrashScreen.State()) { TrashScreen() }
      TrashView(store: trash)
        .alert(trash, state: \.alert, action: /TrashScreen.Action.alert)
        .confirmationDialog(trash, state: \.dialog, action: /TrashScreen.Action.dialog)
    #endif
    NotesFlowView(store: flow)
      .alert(
        flow, state: /NotesFlow.Route.deleteAlert, action: /NotesFlow.Route.Action.deleteAlert
      )
      .confirmationDialog(
        flow, state: /NotesFlow.Route.share, action: /NotesFlow.Route.Action.share)
  }

  /// The SwiftUI bindings over each kind of the library's bindings.
  static func bindings(
    flow: StoreOf<NotesFlow>, tabs: StoreOf<NotesTabs>, note: StoreOf<Note>
  ) -> (
    Binding<[NotesFlow.Route.PathElement]>, Binding<NotesFlow.Route?>, Binding<NotesTabs.Tab>,
    Binding<Int?>, Binding<String>
  ) {
    (
      Binding(flow.pathBinding()),
      Binding(flow.modalBinding(style: .sheet)),
      Binding(tabs.tabBinding(selection: \.selectedTab, action: /NotesTabs.Action.tab)),
      Binding(tabs.columnBinding(\.detail, show: { .showNote($0) }, close: { _ in .closeNote })),
      Binding(note.binding(\.$text))
    )
  }

  /// The conversions of the alert's state to SwiftUI's views and roles.
  static func conversions(alert: AlertState<NotesList.Action.Alert>) -> [ButtonRole?] {
    _ = Text(alert.title)
    return alert.buttons.map { $0.role.map(ButtonRole.init) }
  }
}

/// A screen's clock, read as a dependency by a main-actor view, as a timer screen does.
@MainActor
struct ClockScreen: View {
  @Dependency(\.continuousClock) var clock
  var body: some View { Text(verbatim: "\(clock.now)") }
}
