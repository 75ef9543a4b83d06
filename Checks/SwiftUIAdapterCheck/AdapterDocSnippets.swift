// The swift blocks of the SwiftUI adapter's documentation (the DocC articles of ReducerSwiftUI
// and the doc comments under Sources/ReducerSwiftUI/Alerts and Bindings), each copied here as
// it is written, around the fixtures of AdapterUsage.swift, so that they compile against the
// stand-ins. Checks/Tests/SwiftUIAdapterTests/DocSnippetTests checks that every block of those
// docs is found here line for line (or is marked a fragment, in an article). Never run.
#if canImport(SwiftUI)
  import SwiftUI
#endif
#if REDUCER_CHECK_SWIFT5
  // The adapter and the stand-ins, built in the Swift 6 mode (SwiftUIAdapterCheckSwift5).
  import SwiftUIAdapterCheckLibrary
#endif
import ReducerRouting

/// One function per block, named for where it is documented.
@MainActor
enum AdapterDocSnippets {
  // MARK: Alerts/View+Alerts.swift

  @ViewBuilder
  static func alertHeldAsState(store: StoreOf<NotesList>) -> some View {
    NotesListView(store: store)
      .alert(store, state: \.alert, action: /NotesList.Action.alert)
  }

  @ViewBuilder
  static func dialogHeldAsState(store: StoreOf<NotesList>) -> some View {
    NotesListView(store: store)
      .confirmationDialog(store, state: \.dialog, action: /NotesList.Action.dialog)
  }

  #if REDUCER_ADAPTER_CHECK
    @ViewBuilder
    static func alertWithPresentationActions(store: StoreOf<TrashScreen>) -> some View {
      TrashView(store: store)
        .alert(store, state: \.alert, action: /TrashScreen.Action.alert)
    }

    @ViewBuilder
    static func dialogWithPresentationActions(store: StoreOf<TrashScreen>) -> some View {
      TrashView(store: store)
        .confirmationDialog(store, state: \.dialog, action: /TrashScreen.Action.dialog)
    }
  #endif

  @ViewBuilder
  static func flowAlert(store: StoreOf<NotesFlow>) -> some View {
    NotesFlowView(store: store)
      .alert(
        store, state: /NotesFlow.Route.deleteAlert,
        action: /NotesFlow.Route.Action.deleteAlert)
  }

  @ViewBuilder
  static func flowDialog(store: StoreOf<NotesFlow>) -> some View {
    NotesFlowView(store: store)
      .confirmationDialog(
        store, state: /NotesFlow.Route.share, action: /NotesFlow.Route.Action.share)
  }

  static func textOfState(alert: AlertState<NotesList.Action.Alert>) -> Text {
    Text(alert.title)
  }

  static func buttonOfState(
    _ button: ButtonState<NotesList.Action.Alert>,
    tapped: @escaping @MainActor (ButtonState<NotesList.Action.Alert>) -> Void
  ) -> some View {
    Button(role: button.role.map(ButtonRole.init)) { tapped(button) } label: { Text(button.label) }
  }

  // MARK: Bindings/Binding+Store.swift

  @ViewBuilder
  static func navigationBindings(store: StoreOf<NotesFlow>, tabs: StoreOf<NotesTabs>) -> some View
  {
    NavigationStack(path: Binding(store.pathBinding())) {
      NotesListView(store: store.rootStore())
    }
    TabView(
      selection: Binding(tabs.tabBinding(selection: \.selectedTab, action: /NotesTabs.Action.tab))
    ) {
      NotesFlowView(store: store)
    }
  }

  // MARK: Documentation.docc/ShowingFlowsInSwiftUI.md, "Lists"

  @ViewBuilder
  static func listOfElementStores(store: StoreOf<NotesList>) -> some View {
    ForEach(store.scope(state: \.notes, action: /NotesList.Action.note)) { noteStore in
      NoteView(store: noteStore)
    }
  }

  @ViewBuilder
  static func formBindings(store: StoreOf<Note>) -> some View {
    TextField("Note", text: Binding(store.binding(\.$text)))
    Toggle("Pinned", isOn: Binding(store.binding(\.$isPinned)))
  }

  // MARK: Documentation.docc/ShowingFlowsInSwiftUI.md, "Alerts and dialogs" and "Forms"

  @ViewBuilder
  static func articleAlertsHeldAsState(store: StoreOf<NotesList>) -> some View {
    NotesListView(store: store)
      .alert(store, state: \.alert, action: /NotesList.Action.alert)
      .confirmationDialog(store, state: \.dialog, action: /NotesList.Action.dialog)
  }
}

// MARK: Documentation.docc/ShowingFlowsInSwiftUI.md, "Forms"

struct NoteFormView: View {
  @Bindable var store: StoreOf<Note>
  var body: some View {
    TextField("Note", text: $store.text)
    Toggle("Pinned", isOn: $store.isPinned)
  }
}
