// A seed-style root screen of the modal flow, compiled unchanged but for the imports: do not
// reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct Modal: ReducerProtocol {
    struct State: RoutedState {
        let id = UUID()
        @BindingState var modalText: String = ""
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)

        case presentAnother
        case replace
        case dismiss
    }

    var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        EmptyReducer()
    }
}
