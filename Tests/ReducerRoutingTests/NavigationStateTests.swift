import Foundation
import ReducerRouting
import Testing

private typealias Route = ColorFlow.Route
private typealias Navigation = NavigationState<Route>

private func color(_ name: String, ticks: Int = 0) -> Route {
  .color(.init(name: name, ticks: ticks))
}

private let info = Route.info(.init())

// MARK: - Steps

@Test func newStateShowsOnlyTheRoot() {
  let navigation = Navigation()
  #expect(navigation.stack.isEmpty)
  #expect(navigation.modal == nil)
  #expect(navigation.modalStyle == nil)
  #expect(navigation.top == nil)
  #expect(navigation.isAtRoot)
}

@Test func pushAddsOnTopInOrder() {
  var navigation = Navigation()
  navigation.push(color("red"))
  navigation.push(color("blue"))
  #expect(navigation.stack.ids == ["color-red", "color-blue"])
  #expect(Array(navigation.stack) == [color("red"), color("blue")])
  #expect(navigation.top == color("blue"))
  #expect(!navigation.isAtRoot)
}

@Test func popRemovesTheTopOnly() {
  var navigation = Navigation(stack: [color("red"), color("blue")])
  navigation.pop()
  #expect(navigation.stack.ids == ["color-red"])
  navigation.pop()
  #expect(navigation.isAtRoot)
}

@Test func popToKeepsTheRouteWithThatIDOnTop() {
  var navigation = Navigation(stack: [color("red"), color("green"), color("blue")])
  navigation.popTo("color-blue")
  #expect(navigation.stack.ids == ["color-red", "color-green", "color-blue"])
  navigation.popTo("color-red")
  #expect(navigation.stack.ids == ["color-red"])
}

@Test func popToRootEmptiesTheStackAndKeepsTheModal() {
  var navigation = Navigation(stack: [color("red"), color("blue")], modal: info)
  navigation.popToRoot()
  #expect(navigation.stack.isEmpty)
  #expect(navigation.modal == info)
  let issues = diagnostics { navigation.popToRoot() }
  #expect(issues.isEmpty, "popping an empty stack to the root is not a mistake")
}

@Test func setStackReplacesTheWholePathWithTheGivenStates() {
  var navigation = Navigation(stack: [color("red", ticks: 3), color("green")])
  navigation.setStack([color("blue"), color("red", ticks: 7)])
  #expect(Array(navigation.stack) == [color("blue"), color("red", ticks: 7)])
  navigation.setStack([])
  #expect(navigation.stack.isEmpty)
}

@Test(arguments: [
  (ModalStyle.sheet, "sheet"), (.fullScreen, "fullScreen"), (.popover, "popover"),
  ("bottom-drawer", "bottom-drawer"),
])
func presentRecordsTheStyle(style: ModalStyle, name: String) {
  var navigation = Navigation(stack: [color("red")])
  navigation.present(info, style: style)
  #expect(navigation.modal == info)
  #expect(navigation.modalStyle == style)
  #expect(style.description == name)
  #expect(navigation.stack.ids == ["color-red"], "presenting leaves the stack alone")
}

@Test func presentDefaultsToASheetAndReplacesTheModal() {
  var navigation = Navigation()
  navigation.present(info)
  #expect(navigation.modalStyle == .sheet)
  navigation.present(color("red"), style: .popover)
  #expect(navigation.modal == color("red"))
  #expect(navigation.modalStyle == .popover)
  let custom: ModalStyle = "bottom-drawer"
  #expect(custom == .custom("bottom-drawer"))
}

@Test func dismissRemovesTheModalAndItsStyle() {
  var navigation = Navigation(stack: [color("red")], modal: info, modalStyle: .fullScreen)
  navigation.dismiss()
  #expect(navigation.modal == nil)
  #expect(navigation.modalStyle == nil)
  #expect(navigation.stack.ids == ["color-red"])
}

@Test func dropRemovesTheRouteAndEverythingAboveIt() {
  var navigation = Navigation(
    stack: [color("red"), color("green"), color("blue")], modal: info)
  navigation.drop("color-green")
  #expect(navigation.stack.ids == ["color-red"])
  #expect(navigation.modal == info, "the modal is not part of the stack branch")
  navigation.drop("info")
  #expect(navigation.modal == nil)
  #expect(navigation.stack.ids == ["color-red"])
}

@Test func initializerKeepsModalStyleOnlyWithAModal() {
  let withModal = Navigation(stack: [color("red")], modal: info, modalStyle: .popover)
  #expect(withModal.modalStyle == .popover)
  let withoutModal = Navigation(stack: [color("red")], modalStyle: .popover)
  #expect(withoutModal.modalStyle == nil)
}

@Test func initializerReportsAndLeavesOutRepeatedIDs() {
  var navigation = Navigation()
  let issues = diagnostics {
    navigation = Navigation(stack: [color("red", ticks: 1), color("blue"), color("red", ticks: 2)])
  }
  #expect(kinds(issues) == ["navigation.duplicateID"])
  #expect(issues.first?.message.contains("color-red") == true)
  #expect(Array(navigation.stack) == [color("red", ticks: 1), color("blue")])
}

// MARK: - Bad navigation

/// A step that cannot apply, the state it is tried on, and the diagnostic it must raise.
enum BadNavigation: String, CaseIterable, Sendable {
  case pushDuplicate, popEmpty, popToUnknown, dismissWithoutModal, dropUnknown, setStackDuplicate

  fileprivate var start: Navigation {
    switch self {
    case .popEmpty, .dismissWithoutModal: Navigation()
    default: Navigation(stack: [color("red", ticks: 2), color("blue")], modal: info)
    }
  }

  fileprivate var step: Route.NavigationAction {
    switch self {
    case .pushDuplicate: .push(color("red"))
    case .popEmpty: .pop
    case .popToUnknown: .popTo("color-pink")
    case .dismissWithoutModal: .dismiss
    case .dropUnknown: .drop("color-pink")
    case .setStackDuplicate: .setStack([color("green"), color("green")])
    }
  }

  var kind: String {
    switch self {
    case .pushDuplicate, .setStackDuplicate: "navigation.duplicateID"
    case .popEmpty: "navigation.popEmpty"
    case .popToUnknown, .dropUnknown: "navigation.unknownID"
    case .dismissWithoutModal: "navigation.dismissNone"
    }
  }

  /// A word the message must contain: the value involved.
  var mentions: String {
    switch self {
    case .pushDuplicate: "color-red"
    case .popEmpty: "empty"
    case .popToUnknown, .dropUnknown: "color-pink"
    case .dismissWithoutModal: "no modal"
    case .setStackDuplicate: "color-green"
    }
  }

  /// Applies the step through the method named like it, from this file.
  fileprivate func applyMethod(to navigation: inout Navigation) -> UInt {
    switch self {
    case .pushDuplicate:
      navigation.push(color("red"))
      return #line - 1
    case .popEmpty:
      navigation.pop()
      return #line - 1
    case .popToUnknown:
      navigation.popTo("color-pink")
      return #line - 1
    case .dismissWithoutModal:
      navigation.dismiss()
      return #line - 1
    case .dropUnknown:
      navigation.drop("color-pink")
      return #line - 1
    case .setStackDuplicate:
      navigation.setStack([color("green"), color("green")])
      return #line - 1
    }
  }
}

@Test(arguments: BadNavigation.allCases)
func badNavigationMethodReportsAtTheCallerAndChangesNothing(_ bad: BadNavigation) {
  let start = bad.start
  var navigation = start
  var line: UInt = 0
  let issues = diagnostics { line = bad.applyMethod(to: &navigation) }
  #expect(navigation == start)
  #expect(kinds(issues) == [bad.kind])
  #expect(issues.first?.fileID == "ReducerRoutingTests/NavigationStateTests.swift")
  #expect(issues.first?.line == line)
  #expect(issues.first?.message.contains(bad.mentions) == true)
  #expect(issues.first?.message.contains("left as it was") == true)
}

@MainActor
@Test(arguments: BadNavigation.allCases)
func badNavigationActionReportsAndChangesNothing(_ bad: BadNavigation) async {
  let start = ColorFlow.State(navigation: bad.start, root: .init())
  let store = Store(initialState: start) { ColorFlow() }
  let issues = await withDiagnostics {
    let task = store.send(.navigation(bad.step))
    #expect(!task.isRunning)
  }
  #expect(store.state == start)
  #expect(kinds(issues) == [bad.kind])
  #expect(issues.first?.message.contains(bad.mentions) == true)
}

@MainActor
@Test func actionForARouteThatIsNotThereIsReportedAndIgnored() async {
  let start = ColorFlow.State(navigation: .init(stack: [color("red")]), root: .init())
  let store = Store(initialState: start) { ColorFlow() }
  let issues = await withDiagnostics {
    store.send(.route("color-blue", .color(.tick)))
    store.send(.route("info", .info(.closeTapped)))
  }
  #expect(store.state == start)
  #expect(kinds(issues) == ["flow.missingRoute", "flow.missingRoute"])
  #expect(issues.first?.message.contains("color-blue") == true)
  #expect(issues.first?.message.contains("color-red") == true, "the message lists the stack")
}

@MainActor
@Test func modalActionWithoutAModalIsReportedAndIgnored() async {
  let start = ColorFlow.State(navigation: .init(stack: [color("red")]), root: .init())
  let store = Store(initialState: start) { ColorFlow() }
  let issues = await withDiagnostics {
    store.send(.modalRoute(.color(.tick)))
  }
  #expect(store.state == start)
  #expect(kinds(issues) == ["flow.missingModal"])
  #expect(issues.first?.message.contains("tick") == true)
}

// MARK: - Equatable, Hashable, Codable

@Test func equalityComparesStackModalAndStyle() {
  let base = Navigation(stack: [color("red")], modal: info, modalStyle: .sheet)
  #expect(base == Navigation(stack: [color("red")], modal: info))
  #expect(base != Navigation(stack: [color("red")], modal: info, modalStyle: .popover))
  #expect(base != Navigation(stack: [color("red", ticks: 1)], modal: info))
  #expect(base != Navigation(stack: [color("red")]))
  #expect(base != Navigation(stack: [color("red"), color("blue")], modal: info))
  var pushedAndPopped = base
  pushedAndPopped.push(color("blue"))
  pushedAndPopped.pop()
  #expect(pushedAndPopped == base)
}

@Test func hashingFollowsEquality() {
  let states: Set<NavigationState<TopFlow.Route>> = [
    .init(stack: [.ticker(.init(name: "a"))]),
    .init(stack: [.ticker(.init(name: "a"))]),
    .init(stack: [.ticker(.init(name: "a"))], modal: .ticker(.init(name: "b"))),
    .init(
      stack: [.ticker(.init(name: "a"))], modal: .ticker(.init(name: "b")), modalStyle: .popover),
  ]
  #expect(states.count == 3)
}

/// A top flow two levels deep: a mid flow on the stack holds a leaf flow with a stack and a
/// modal, and every flow has a modal of its own.
func threeLevelState() -> TopFlow.State {
  let leaf = LeafFlow.State(
    navigation: .init(
      stack: [.ticker(.init(name: "l1", ticks: 4))],
      modal: .ticker(.init(name: "lm")),
      modalStyle: .fullScreen
    ),
    root: .init(name: "leaf", taps: ["x"])
  )
  let mid = MidFlow.State(
    navigation: .init(
      stack: [.ticker(.init(name: "m1")), .leaf(leaf)],
      modal: .ticker(.init(name: "mm")),
      modalStyle: .popover
    ),
    root: .init(name: "mid")
  )
  return TopFlow.State(
    navigation: .init(
      stack: [.ticker(.init(name: "t1", ticks: 1)), .mid(mid)],
      modal: .ticker(.init(name: "tm")),
      modalStyle: "drawer"
    )
  )
}

@Test func nestedNavigationStateRoundTripsThroughJSON() throws {
  let state = threeLevelState()
  let data = try JSONEncoder().encode(state)
  let decoded = try JSONDecoder().decode(TopFlow.State.self, from: data)
  #expect(decoded == state)
  guard case let .leaf(leaf)? = decoded.mid("mid")?.navigation.top else {
    Issue.record("the leaf flow did not survive the round trip")
    return
  }
  #expect(leaf.navigation.modalStyle == .fullScreen)
  #expect(leaf.tickerTicks("l1") == 4)
  #expect(decoded.navigation.modalStyle == .custom("drawer"))
}

@Test func decodingAStackThatRepeatsAnIDFails() throws {
  let json =
    #"{"stack":[{"ticker":{"_0":{"name":"a","ticks":0}}},{"ticker":{"_0":{"name":"a","ticks":1}}}]}"#
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(NavigationState<TopFlow.Route>.self, from: Data(json.utf8))
  }
}

@Test func decodingAModalWithoutStyleMeansASheet() throws {
  let json = #"{"stack":[],"modal":{"ticker":{"_0":{"name":"a","ticks":0}}}}"#
  let navigation = try JSONDecoder().decode(
    NavigationState<TopFlow.Route>.self, from: Data(json.utf8))
  #expect(navigation.modal == .ticker(.init(name: "a")))
  #expect(navigation.modalStyle == .sheet)
}

// MARK: - Printing

@Test func emptyNavigationPrintsAsRootOnly() {
  #expect(Navigation().description == "(root only)")
}

@Test func flatNavigationPrintsStackAndModal() {
  let navigation = Navigation(
    stack: [color("red"), color("blue")], modal: info, modalStyle: .popover)
  #expect(
    navigation.description == """
      stack:
        [0] .color (id: "color-red")
        [1] .color (id: "color-blue")
      modal (popover): .info (id: "info")
      """)
}

@Test func nestedFlowsPrintAsAnIndentedTree() {
  #expect(
    threeLevelState().navigation.description == """
      stack:
        [0] .ticker (id: "t1")
        [1] .mid (id: "mid")
            stack:
              [0] .ticker (id: "m1")
              [1] .leaf (id: "leaf")
                  stack:
                    [0] .ticker (id: "l1")
                  modal (fullScreen): .ticker (id: "lm")
            modal (popover): .ticker (id: "mm")
      modal (drawer): .ticker (id: "tm")
      """)
}

@Test func aFlowPresentedAsTheModalPrintsUnderTheModal() {
  var mid = MidFlow.State(root: .init(name: "mid"))
  mid.navigation.push(.ticker(.init(name: "m1")))
  var leaf = LeafFlow.State(root: .init(name: "leaf"))
  leaf.navigation.present(.ticker(.init(name: "lm")))
  mid.navigation.present(.leaf(leaf), style: .fullScreen)
  let navigation = NavigationState<TopFlow.Route>(modal: .mid(mid))
  #expect(
    navigation.description == """
      modal (sheet): .mid (id: "mid")
          stack:
            [0] .ticker (id: "m1")
          modal (fullScreen): .leaf (id: "leaf")
              modal (sheet): .ticker (id: "lm")
      """)
  let rootOnly = NavigationState<TopFlow.Route>(stack: [.mid(.init(root: .init(name: "m")))])
  #expect(
    rootOnly.description == """
      stack:
        [0] .mid (id: "m")
            (root only)
      """)
}
