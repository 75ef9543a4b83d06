// A seed-style screen shown on the stack and as a modal, compiled unchanged but for the
// imports: do not reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct First: ReducerProtocol {
    struct State: RoutedState {
        let id = UUID()
        @BindingState var firstText: String = ""
        var isModal: Bool
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)

        case pushSecond
        case popToLanding
        case dismiss
    }

    var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        EmptyReducer()
    }
}
