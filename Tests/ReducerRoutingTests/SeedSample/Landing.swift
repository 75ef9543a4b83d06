// A seed-style (RoutingReducer 0.x on TCA 0.50) root screen, compiled unchanged but for the
// imports: do not reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct Landing: ReducerProtocol {
    struct State: RoutedState {
        let id = UUID()
        @BindingState var landingText: String = ""
        var characterCount: Int = 0
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)

        case pushFirst
        case presentModal
    }

    var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
                case .binding(\.$landingText):
                    state.characterCount = state.landingText.count
                    return .none

                default:
                    return .none
            }
        }
    }
}
