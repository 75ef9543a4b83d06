import ReducerRouting
import Testing

// Drives the seed-style sample of SeedSample/ (a RoutingReducer 0.x app on TCA 0.50, with only
// its imports changed) through every screen, binding and navigation step it declares.

@MainActor
@Suite struct SeedSampleTests {
  let store = Store(initialState: LandingRouter.State(root: .init())) { LandingRouter() }

  private var top: LandingRouter.Route? { store.state.navigation.stack.last }

  private var modalFlow: ModalRouter.State? {
    guard case .modalRouter(let state)? = store.state.navigation.modal else { return nil }
    return state
  }

  @Test func rootBindingIsAppliedBeforeTheScreensOwnLogic() {
    store.send(.root(.binding(.set(\.$landingText, "hello"))))
    #expect(store.state.root.landingText == "hello")
    #expect(store.state.root.characterCount == 5)
    store.send(.root(.set(\.$landingText, "hi")))
    #expect(store.state.root.characterCount == 2)
  }

  @Test func storeBindingReadsAndSetsTheRootField() {
    let landing = store.scope(state: \.root, action: /LandingRouter.Action.root)
    let text = landing.binding(\.$landingText)
    #expect(text.value == "")
    text.value = "abc"
    #expect(store.state.root.landingText == "abc")
    #expect(text.value == "abc")
    #expect(store.state.root.characterCount == 3)
  }

  @Test func pushTypePushAndPopWithTheSeedSpellings() throws {
    store.send(.root(.pushFirst))
    guard case .first(let first)? = top else {
      Issue.record("expected First on the stack, got \(String(describing: top))")
      return
    }
    #expect(first.isModal == false)
    store.send(.route(first.id, .first(.binding(.set(\.$firstText, "typed")))))
    guard case .first(let typed)? = top else { throw SampleError.unexpectedTop }
    #expect(typed.firstText == "typed")

    store.send(.route(first.id, .first(.pushSecond)))
    guard case .second(let second)? = top else { throw SampleError.unexpectedTop }
    store.send(.route(second.id, .second(.set(\.$secondText, "more"))))
    guard case .second(let secondTyped)? = top else { throw SampleError.unexpectedTop }
    #expect(secondTyped.secondText == "more")

    store.send(.route(second.id, .second(.popToFirst)))  // .pop()
    #expect(store.state.navigation.stack.ids == [first.id])
    guard case .first(let kept)? = top else { throw SampleError.unexpectedTop }
    #expect(kept.firstText == "typed")
    store.send(.route(first.id, .first(.popToLanding)))  // .pop()
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func popToRootWithTheSeedSpelling() throws {
    store.send(.root(.pushFirst))
    guard case .first(let first)? = top else { throw SampleError.unexpectedTop }
    store.send(.route(first.id, .first(.pushSecond)))
    guard case .second(let second)? = top else { throw SampleError.unexpectedTop }
    #expect(store.state.navigation.stack.count == 2)
    store.send(.route(second.id, .second(.popToRoot)))  // .pop(toRoot: true)
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func bindingsInTheScreensOfANestedFlow() throws {
    store.send(.root(.presentModal))
    let presented = try #require(modalFlow)
    #expect(presented.navigation.modal == nil)

    store.send(.modalRoute(.modalRouter(.root(.set(\.$modalText, "in the modal")))))
    #expect(modalFlow?.root.modalText == "in the modal")

    store.send(.modalRoute(.modalRouter(.root(.presentAnother))))
    guard case .first(let nested)? = modalFlow?.navigation.modal else {
      Issue.record("expected First presented inside the modal flow")
      return
    }
    #expect(nested.isModal)
    store.send(
      .modalRoute(.modalRouter(.modalRoute(.first(.binding(.set(\.$firstText, "deep")))))))
    guard case .first(let typed)? = modalFlow?.navigation.modal else {
      throw SampleError.unexpectedTop
    }
    #expect(typed.firstText == "deep")
    #expect(typed.id == nested.id)

    store.send(.modalRoute(.modalRouter(.modalRoute(.first(.dismiss)))))
    #expect(modalFlow?.navigation.modal == nil)
    #expect(modalFlow?.root.modalText == "in the modal")

    store.send(.modalRoute(.modalRouter(.root(.dismiss))))
    #expect(store.state.navigation.modal == nil)
  }

  @Test func replacingTheModalFlowWithAScreen() {
    store.send(.root(.presentModal))
    store.send(.modalRoute(.modalRouter(.root(.replace))))
    guard case .first(let first)? = store.state.navigation.modal else {
      Issue.record("expected First presented in place of the modal flow")
      return
    }
    #expect(first.isModal)
    store.send(.modalRoute(.first(.dismiss)))
    #expect(store.state.navigation.modal == nil)
  }
}

private enum SampleError: Error { case unexpectedTop }
