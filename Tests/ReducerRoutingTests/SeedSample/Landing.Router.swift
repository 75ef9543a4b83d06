// A seed-style flow: a root screen, two pushed screens and a nested flow presented as a modal,
// compiled unchanged but for the imports: do not reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct LandingRouter: RoutingReducerProtocol {
    enum Route: Routing {
        case first(First.State)
        case second(Second.State)
        case modalRouter(ModalRouter.State)

        enum Action {
            case first(First.Action)
            case second(Second.Action)
            case modalRouter(ModalRouter.Action)
        }

        var id: UUID {
            switch self {
                case .first(let state): return state.id
                case .second(let state): return state.id
                case .modalRouter(let state): return state.id
            }
        }
    }

    struct State: RoutingState {
        let id = UUID()
        var navigation: Route.NavigationState = .init()
        var root: Landing.State
    }

    enum Action: RoutingAction {
        case navigation(Route.NavigationAction)
        case route(UUID, Route.Action)
        case modalRoute(Route.Action)
        case root(Landing.Action)
    }

    var rootBody: some RootReducer<Self> {
        Landing()
    }

    var routeBody: some RouteReducer<Self> {
        Scope(
            state: /Route.first,
            action: /Route.Action.first,
            First.init
        )
        Scope(
            state: /Route.second,
            action: /Route.Action.second,
            Second.init
        )
        Scope(
            state: /Route.modalRouter,
            action: /Route.Action.modalRouter,
            ModalRouter.init
        )
    }

    func navigation(for action: Action) -> Route.NavigationAction? {
        switch action {
            case .root(let rootAction):
                switch rootAction {
                    case .pushFirst: return .push(.first(.init(isModal: false)))
                    case .presentModal: return .present(.modalRouter(.init(root: .init())))
                    default: break
                }

            case .modalRoute(let modalAction):
                switch modalAction {
                    case .modalRouter(.root(.dismiss)): return .dismiss
                    case .modalRouter(.root(.replace)): return .present(.first(.init(isModal: true)))
                    case .first(.dismiss): return .dismiss
                    default: break
                }

            case .route(_, let routeAction):
                switch routeAction {
                    case .first(.pushSecond): return .push(.second(.init()))
                    case .first(.popToLanding): return .pop()
                    case .second(.popToFirst): return .pop()
                    case .second(.popToRoot): return .pop(toRoot: true)
                    default: break
                }

            default: break
        }

        return nil
    }
}
