// A seed-style nested flow whose action is also bindable, compiled unchanged but for the
// imports: do not reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct ModalRouter: RoutingReducerProtocol {
    enum Route: Routing {
        case first(First.State)

        enum Action {
            case first(First.Action)
        }

        var id: UUID {
            switch self {
                case .first(let state): return state.id
            }
        }
    }

    struct State: RoutingState {
        let id = UUID()
        var navigation: Route.NavigationState = .init()
        var root: Modal.State
    }

    enum Action: RoutingAction, BindableAction {
        case navigation(Route.NavigationAction)
        case route(Route.ID, Route.Action)
        case modalRoute(Route.Action)
        case binding(BindingAction<State>)
        case root(Modal.Action)
    }

    var rootBody: some RootReducer<Self> {
        Modal()
    }

    var routeBody: some RouteReducer<Self> {
        Scope(
            state: /Route.first,
            action: /Route.Action.first,
            First.init
        )
    }

    func navigation(for action: Action) -> Route.NavigationAction? {
        switch action {
            case .root(let rootAction):
                switch rootAction {
                    case .presentAnother: return .present(.first(.init(isModal: true)))
                    default: break
                }

            case .modalRoute(let modalAction):
                switch modalAction {
                    case .first(.dismiss): return .dismiss
                    default: break
                }

            default: break
        }

        return nil
    }
}
