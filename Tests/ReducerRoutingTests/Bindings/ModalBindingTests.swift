import ReducerRouting
import Testing

// A flow's modal as an optional item: an interactive dismissal sets it to nil, which closes
// the modal only if it is still the one the UI showed.

@MainActor
private func flowStore(
  modal: BindingFlow.Route?,
  style: ModalStyle = .sheet
) -> (Store<BindingFlow.State, BindingFlow.Action>, EventLog<BindingFlow.Action>) {
  let log = EventLog<BindingFlow.Action>()
  let store = Store(initialState: bindingFlow(["a"], modal: modal, style: style)) {
    BindingFlow(log: log)
  }
  return (store, log)
}

private let info = BindingFlow.Route.info(.init(name: "i"))
private let help = BindingFlow.Route.info(.init(name: "h"))

@MainActor
@Suite struct ModalBindingTests {
  @Test func readingGivesTheModalInTheBindingsStyle() {
    let (store, _) = flowStore(modal: info, style: .fullScreen)
    #expect(store.modalBinding().value == info)
    #expect(store.modalBinding(style: .fullScreen).value == info)
    #expect(store.modalBinding(style: .sheet).value == nil)
    store.send(.navigation(.dismiss))
    #expect(store.modalBinding().value == nil)
  }

  @Test func anInteractiveDismissalDropsTheModal() async {
    let (store, log) = flowStore(modal: info)
    let sheet = store.modalBinding(style: .sheet)
    let issues = await withDiagnostics {
      let write = sheet.set(nil)
      #expect(write.tasks.count == 1)
      #expect(!write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(log.values == [.navigation(.drop("info-i"))])
    #expect(store.state.navigation.modal == nil)
    #expect(store.state.navigation.stack.ids == ["a"])
  }

  @Test func aDismissalTheFlowUndoesAsksTheUIToReadAgain() {
    // The flow presents "locked" again when it is dropped: the state does not change.
    let (store, log) = flowStore(modal: bindingScreen("locked"))
    let sheet = store.modalBinding(style: .sheet)
    let write = sheet.set(nil)
    #expect(log.values == [.navigation(.drop("locked"))])
    #expect(store.state.navigation.modal?.id == "locked")
    #expect(write.needsRefresh)
  }

  @Test func aDismissalOfAModalTheStateReplacedIsIgnored() async {
    // The UI showed "info-i"; the state presented "info-h" before the user's dismissal arrived.
    let (store, log) = flowStore(modal: info)
    let sheet = store.modalBinding(style: .sheet)
    store.send(.navigation(.present(help)))
    log.removeAll()
    let before = store.state
    let issues = await withDiagnostics {
      let write = sheet.set(nil)
      #expect(write.tasks.isEmpty)
      #expect(write.needsRefresh)
    }
    #expect(kinds(issues) == ["binding.staleModal"])
    #expect(issues.first?.message.contains(#"the UI dismissed "info-i""#) == true)
    #expect(log.values.isEmpty)
    #expect(store.state == before)
  }

  @Test func aDismissalNamesTheModalTheBindingLastShowed() {
    let (store, log) = flowStore(modal: info)
    let sheet = store.modalBinding()
    store.send(.navigation(.present(help)))
    // The UI read the binding again, so it shows "info-h": dismissing it closes it.
    #expect(sheet.value == help)
    sheet.value = nil
    #expect(log.values.last == .navigation(.drop("info-h")))
    #expect(store.state.navigation.modal == nil)
  }

  @Test func aBindingMadeWithNoModalDismissesNothingTheUIWasNotShown() async {
    let (store, log) = flowStore(modal: nil)
    let sheet = store.modalBinding()
    store.send(.navigation(.present(info)))
    log.removeAll()
    let issues = await withDiagnostics { #expect(sheet.set(nil).needsRefresh) }
    #expect(kinds(issues) == ["binding.staleModal"])
    #expect(issues.first?.message.contains("never showed the UI that modal") == true)
    #expect(issues.first?.message.contains("should read its 'value' first") == true)
    #expect(store.state.navigation.modal == info)
  }

  @Test func aLateOrRepeatedDismissalChangesNothing() async {
    let (store, log) = flowStore(modal: info)
    let sheet = store.modalBinding()
    let other = store.modalBinding()
    sheet.value = nil
    let issues = await withDiagnostics {
      let write = other.set(nil)  // another binding of the same sheet, late
      #expect(write.tasks.isEmpty && !write.needsRefresh)
      sheet.value = nil
    }
    #expect(issues.isEmpty)
    #expect(log.values == [.navigation(.drop("info-i"))])
  }

  @Test func aDismissalInAnotherStyleThanTheModalsChangesNothing() async {
    let (store, log) = flowStore(modal: info, style: .fullScreen)
    let sheet = store.modalBinding(style: .sheet)
    let issues = await withDiagnostics {
      let write = sheet.set(nil)
      #expect(write.tasks.isEmpty && !write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.modal == info)
  }

  @Test func writingTheModalTheStatePresentsSendsNothing() async {
    let (store, log) = flowStore(modal: info)
    store.send(.modalRoute(.info(.bump)))
    log.removeAll()
    let sheet = store.modalBinding()
    let issues = await withDiagnostics {
      // The written route carries an older state: the state keeps its own.
      let write = sheet.set(info)
      #expect(write.tasks.isEmpty && !write.needsRefresh)
    }
    #expect(issues.isEmpty)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.modal == .info(.init(name: "i", count: 1)))
  }

  @Test func writingAnotherRouteIsIgnoredWithADiagnostic() async {
    let (store, log) = flowStore(modal: info)
    let sheet = store.modalBinding()
    let issues = await withDiagnostics { #expect(sheet.set(help).needsRefresh) }
    #expect(kinds(issues) == ["binding.staleModal"])
    #expect(issues.first?.message.contains("'.navigation(.present(route, style:))'") == true)
    #expect(log.values.isEmpty)
    #expect(store.state.navigation.modal == info)
  }

  @Test func anAlertWithoutAnActionIsDismissedLikeASheet() {
    let (store, log) = flowStore(modal: info, style: .alert)
    let alert = store.modalBinding(style: .alert)
    alert.value = nil
    #expect(log.values == [.navigation(.drop("info-i"))])
    #expect(store.state.navigation.modal == nil)
  }
}
