import ReducerRouting
import Testing

@testable import SwiftUIAdapterCheck

// A flow's view builder that shows nothing for a route (issue 42, item 4): an `if let` chain
// that forgets a case compiles, and SwiftUI shows an empty screen for it. The adapter reports
// `swiftui.emptyDestination`, naming the route, whether the route is pushed or presented; a
// `switch` over the route's state covers every case. The fake stack of NestedFlowStackTests
// fails any test that renders such a screen unless it expects one.

/// The settings flow's screens, with the Info case forgotten.
private struct ForgetfulSettingsView: View {
  let store: StoreOf<SettingsFlow>

  var body: some View {
    FlowStack(store) { rootStore in
      SettingsHomeView(store: rootStore)
    } destination: { routeStore in
      if let about = routeStore.scope(
        state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about)
      {
        AboutView(store: about)
      }
    }
  }
}

/// The settings flow's screens, every case shown by a `switch` (the documented pattern).
private struct ExhaustiveSettingsView: View {
  let store: StoreOf<SettingsFlow>

  var body: some View {
    FlowStack(store) { rootStore in
      SettingsHomeView(store: rootStore)
    } destination: { routeStore in
      switch routeStore.state {
      case .about:
        routeStore.scope(
          state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about
        ).map(AboutView.init(store:))
      case .info:
        routeStore.scope(
          state: /SettingsFlow.Route.info, action: /SettingsFlow.Route.Action.info
        ).map(InfoView.init(store:))
      }
    }
  }
}

/// A `switch` whose `default` shows an `EmptyView`, in the seed library's `WithRoutingStore`.
private struct DefaultEmptySettingsView: View {
  let store: StoreOf<SettingsFlow>

  var body: some View {
    WithRoutingStore(store) { rootStore, navigation, modal in
      RoutedNavigationStack(navigation: navigation) {
        SettingsHomeView(store: rootStore)
      }
      .flowModal(modal)
    } routes: { routeStore in
      switch routeStore.state {
      case .about:
        routeStore.scope(
          state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about
        ).map(AboutView.init(store:))
      default:
        EmptyView()
      }
    }
  }
}

@ViewBuilder @MainActor
private func built(_ branch: Int) -> some View {
  if branch == 0 {
    Text(verbatim: "zero")
  } else if branch == 1 {
    EmptyView()
  } else if branch == 2 {
    if branch == 3 { Text(verbatim: "never") }
  }
}

@MainActor
@Suite struct EmptyDestinationTests {
  @Test func aPresentedRouteTheDestinationForgetsIsReportedByName() async {
    let store = Store(initialState: SettingsFlow.State()) { SettingsFlow() }
    let stack = FakeNavigationStack<SettingsFlow.Route.PathElement>(
      sheetItems: [SettingsFlow.Route.self]
    ) { ForgetfulSettingsView(store: store) }
    stack.allowsEmptyDestinations = true
    store.send(.root(.infoTapped))
    await stack.render()
    #expect(stack.sheets.count == 1)
    let reported = stack.emptyDestinations.first
    #expect(stack.emptyDestinations.count == 1)
    #expect(reported?.message.contains("route .info (id \"info\")") == true)
    #expect(reported?.message.contains("'FlowStack'") == true)
    #expect(reported?.fileID.hasSuffix("EmptyDestinationTests.swift") == true)
  }

  @Test func aPushedRouteTheDestinationShowsIsNotReported() async {
    let store = Store(initialState: SettingsFlow.State()) { SettingsFlow() }
    let stack = FakeNavigationStack<SettingsFlow.Route.PathElement>(
      sheetItems: [SettingsFlow.Route.self]
    ) { ForgetfulSettingsView(store: store) }
    store.send(.root(.aboutTapped))
    await stack.render()
    #expect(stack.screens.map(\.title) == ["Settings", "About"])
    #expect(stack.emptyDestinations.isEmpty)
  }

  @Test func aSwitchOverTheRoutesStateShowsEveryCase() async {
    let store = Store(initialState: SettingsFlow.State()) { SettingsFlow() }
    let stack = FakeNavigationStack<SettingsFlow.Route.PathElement>(
      sheetItems: [SettingsFlow.Route.self]
    ) { ExhaustiveSettingsView(store: store) }
    store.send(.root(.aboutTapped))
    store.send(.root(.infoTapped))
    await stack.render()
    #expect(stack.screens.map(\.title) == ["Settings", "About"])
    #expect(stack.sheets.first?.texts.contains("Colours, pushed as flows of their own.") == true)
    #expect(stack.emptyDestinations.isEmpty)
  }

  @Test func aDefaultThatShowsAnEmptyViewIsReported() async {
    let store = Store(initialState: SettingsFlow.State()) { SettingsFlow() }
    let stack = FakeNavigationStack<SettingsFlow.Route.PathElement>(
      sheetItems: [SettingsFlow.Route.self]
    ) { DefaultEmptySettingsView(store: store) }
    stack.allowsEmptyDestinations = true
    store.send(.root(.infoTapped))
    await stack.render()
    #expect(stack.emptyDestinations.map(\.kind) == ["swiftui.emptyDestination"])
    #expect(stack.emptyDestinations.first?.message.contains("'WithRoutingStore'") == true)
  }

  @Test func whatAViewBuilderMakesWhenItTookNoBranchShowsNothing() {
    #expect(!EmptyDestinationCheck.showsNothing(built(0)))
    #expect(EmptyDestinationCheck.showsNothing(built(1)))
    #expect(EmptyDestinationCheck.showsNothing(built(2)))
    #expect(EmptyDestinationCheck.showsNothing(built(4)))
    #expect(!EmptyDestinationCheck.showsNothing(Text(verbatim: "shown")))
  }
}
