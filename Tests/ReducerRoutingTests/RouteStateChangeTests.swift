import ReducerRouting
import Testing

// Changing route states directly (expected states in tests, states built by hand) and the rule
// that a route keeps its id.

private typealias Route = ColorFlow.Route

@Test func modifyRouteChangesTheStackRoute() {
  var navigation = Route.NavigationState(stack: [.color(.init(name: "red"))])
  navigation.modifyRoute("color-red", as: /Route.color) { $0.ticks = 3 }
  #expect(navigation.stack.last == .color(.init(name: "red", ticks: 3)))
}

@Test func modifyRouteOfAnUnknownIDIsReportedAndChangesNothing() {
  let (diagnostics, navigation) = collectDiagnostics {
    var navigation = Route.NavigationState(stack: [.color(.init(name: "red"))])
    navigation.modifyRoute("color-blue") { $0 = .info(.init()) }
    return navigation
  }
  #expect(navigation.stack.ids == ["color-red"])
  #expect(diagnostics.map(\.kind) == ["navigation.unknownID"])
}

@Test func modifyRouteWithTheWrongCaseIsReported() {
  let (diagnostics, navigation) = collectDiagnostics {
    var navigation = Route.NavigationState(stack: [.color(.init(name: "red"))])
    navigation.modifyRoute("color-red", as: /Route.info) { _ in }
    return navigation
  }
  #expect(navigation.stack.last == .color(.init(name: "red")))
  #expect(diagnostics.map(\.kind) == ["navigation.wrongCase"])
}

@Test func aChangeOfARoutesIDIsUndone() {
  let (diagnostics, navigation) = collectDiagnostics {
    var navigation = Route.NavigationState(stack: [.color(.init(name: "red"))])
    navigation.modifyRoute("color-red", as: /Route.color) { $0.name = "blue" }
    return navigation
  }
  #expect(navigation.stack.last == .color(.init(name: "red")))
  #expect(navigation.stack.index(id: "color-red") == 0)
  #expect(diagnostics.map(\.kind) == ["identifiedArray.idChanged"])
}

@Test func modifyModal() {
  let (diagnostics, navigation) = collectDiagnostics {
    var navigation = Route.NavigationState()
    navigation.modifyModal { _ in }
    navigation.present(.color(.init(name: "red")))
    navigation.modifyModal(as: /Route.color) { $0.ticks = 2 }
    navigation.modifyModal(as: /Route.color) { $0.name = "green" }
    return navigation
  }
  #expect(navigation.modal == .color(.init(name: "red", ticks: 2)))
  #expect(diagnostics.map(\.kind) == ["navigation.dismissNone", "navigation.idChanged"])
}

private func collectDiagnostics<Result>(
  _ body: () -> Result
) -> ([Diagnostic], Result) {
  let box = LockedValue<[Diagnostic]>([])
  let result = Diagnostics.$handler.withValue(DiagnosticHandler { diagnostic in
    box.withLock { $0.append(diagnostic) }
  }) {
    body()
  }
  return (box.withLock { $0 }, result)
}
