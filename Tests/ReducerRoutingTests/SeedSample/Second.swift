// A seed-style screen that pops one route or back to the root, compiled unchanged but for the
// imports: do not reformat, and do not modernize its spellings.

import Foundation
import ReducerRouting

struct Second: ReducerProtocol {
    struct State: RoutedState {
        let id = UUID()
        @BindingState var secondText: String = ""
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case popToFirst
        case popToRoot
    }

    var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        EmptyReducer()
    }
}
