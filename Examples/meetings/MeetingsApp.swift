import Foundation
import ReducerRouting

/// The app: the list of meetings at the root; a meeting's detail is pushed, its recording is
/// pushed above it, and its editor is presented as a sheet.
///
/// Every screen that shows a meeting holds the same shared value, taken from the list with
/// `Shared(state.root.$meetings[id: id])`, so nothing is copied back after an edit.
struct MeetingsApp: RoutingReducer {
  /// The screens above the list.
  enum Route: Routing, Equatable, Codable {
    /// A meeting's detail, pushed.
    case detail(MeetingDetail.State)
    /// A meeting's recording, pushed above its detail.
    case record(RecordMeeting.State)
    /// A meeting's editor, presented as a sheet.
    case edit(MeetingEditor.State)

    /// The actions of the screens, one case per route.
    enum Action: Equatable, Codable {
      /// An action of the detail.
      case detail(MeetingDetail.Action)
      /// An action of the recording.
      case record(RecordMeeting.Action)
      /// An action of the editor.
      case edit(MeetingEditor.Action)
    }

    /// One screen of each kind at a time; the ids are what the terminal prints.
    var id: String {
      switch self {
      case .detail: "detail"
      case .record: "record"
      case .edit: "edit"
      }
    }
  }

  /// The navigation and the list.
  struct State: RoutingState, Equatable, Codable {
    /// The stack (detail, recording) and the modal (the editor).
    var navigation: Route.NavigationState = .init()
    /// The list, which owns the shared meetings.
    var root: MeetingsList.State

    /// Creates the app at its list, with the meetings kept in the JSON file at `url`.
    ///
    /// - Parameter url: The file.
    init(url: URL) {
      root = MeetingsList.State(url: url)
    }

    /// Creates the app at its list, with meetings shared some other way.
    ///
    /// - Parameter root: The list.
    init(root: MeetingsList.State) {
      self.root = root
    }
  }

  /// The flow's actions: navigation, the screens' actions, the list's actions.
  enum Action: RoutingAction, Equatable, Codable {
    /// A navigation step: push, pop, present, dismiss and the rest.
    case navigation(Route.NavigationAction)
    /// An action of the screen with this id on the stack.
    case route(Route.ID, Route.Action)
    /// An action of the modal.
    case modalRoute(Route.Action)
    /// An action of the list.
    case root(MeetingsList.Action)
  }

  var rootBody: some RootReducer<Self> { MeetingsList() }

  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.detail, action: /Route.Action.detail) { MeetingDetail() }
    Scope(state: /Route.record, action: /Route.Action.record) { RecordMeeting() }
    Scope(state: /Route.edit, action: /Route.Action.edit) { MeetingEditor() }
  }

  var body: some ReducerOf<Self> {
    routing
    // The list owns the meetings: the app removes the one a detail asks to delete. The detail
    // then closes itself (`.dismissSelf()`), and the flow cancels what it had running.
    Reduce { state, action in
      if case let .route(_, .detail(.delegate(.deleteMeeting(id)))) = action {
        state.root.$meetings.withLock { _ = $0.remove(id: id) }
      }
      return .none
    }
  }

  func navigation(for action: Action, in state: State) -> Route.NavigationAction? {
    switch action {
    case let .root(.meetingTapped(id)):
      // The detail holds the list's element itself, not a copy.
      guard let meeting = Shared(state.root.$meetings[id: id]) else { return nil }
      return .push(.detail(MeetingDetail.State(meeting: meeting)))
    case let .route(id, .detail(.editTapped)):
      guard case let .detail(detail)? = state.navigation.stack[id: id] else { return nil }
      return .present(.edit(MeetingEditor.State(meeting: detail.$meeting)), style: .sheet)
    case let .route(id, .detail(.recordTapped)):
      guard case let .detail(detail)? = state.navigation.stack[id: id] else { return nil }
      return .push(.record(RecordMeeting.State(meeting: detail.$meeting)))
    default:
      return nil
    }
  }
}
