import Foundation
import ReducerRouting
import Testing

private func savedState() -> TopFlow.State {
  var state = TopFlow.State()
  state.navigation.push(.ticker(.init(name: "t1", ticks: 3)))
  state.navigation.push(
    .mid(
      MidFlow.State(
        navigation: .init(
          stack: [.leaf(leaf("deep", stack: ["d1", "d2"])), .ticker(.init(name: "m1"))],
          modal: .ticker(.init(name: "mid-sheet")), modalStyle: .popover),
        root: .init(name: "mid"))))
  state.navigation.present(.ticker(.init(name: "cover")), style: "drawer")
  return state
}

/// The JSON of a snapshot, as a dictionary to change by hand.
private func json(of state: TopFlow.State) throws -> [String: Any] {
  let data = try JSONEncoder().encode(NavigationSnapshot(of: state))
  return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
}

private func decode<Route: Routing & Codable>(
  _ object: Any,
  as: Route.Type
) throws -> NavigationSnapshot<Route> {
  let data = try JSONSerialization.data(withJSONObject: object)
  return try JSONDecoder().decode(NavigationSnapshot<Route>.self, from: data)
}

/// The coding path of a decoding error, as dotted keys.
private func path(of error: any Error) -> String? {
  guard let error = error as? DecodingError else { return nil }
  let context: DecodingError.Context
  switch error {
  case let .dataCorrupted(c), let .keyNotFound(_, c), let .typeMismatch(_, c),
    let .valueNotFound(_, c):
    context = c
  @unknown default: return nil
  }
  return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
    separator: ".")
}

@Test func navigationRoundTripsThroughJSON() throws {
  let saved = savedState()
  let data = try JSONEncoder().encode(NavigationSnapshot(of: saved))
  let snapshot = try JSONDecoder().decode(NavigationSnapshot<TopFlow.Route>.self, from: data)
  var restored = TopFlow.State()
  restored.root.taps = ["kept"]
  snapshot.restore(into: &restored)
  #expect(restored.navigation == saved.navigation)
  #expect(restored.root.taps == ["kept"])
  #expect(NavigationTree(of: restored) == NavigationTree(of: saved))
  #expect(
    NavigationTree(of: restored).breadcrumb
      == "Home › ticker(t1) › mid › drawer ticker(cover)")
  let object = try json(of: saved)
  #expect(object["formatVersion"] as? Int == 1)
  #expect(object["routes"] as? String == "TopFlow.Route")
}

@Test func anotherFormatVersionThrowsAndSaysWhere() throws {
  var object = try json(of: savedState())
  object["formatVersion"] = 2
  #expect(throws: DecodingError.self) { try decode(object, as: TopFlow.Route.self) }
  do {
    _ = try decode(object, as: TopFlow.Route.self)
  } catch {
    #expect(path(of: error) == "formatVersion")
    #expect("\(error)".contains("format version 2"))
  }
}

@Test func anotherRouteTypeThrowsAndSaysWhere() throws {
  let object = try json(of: savedState())
  do {
    _ = try decode(object, as: MidFlow.Route.self)
    Issue.record("decoding routes of another flow succeeded")
  } catch {
    #expect(path(of: error) == "routes")
    #expect("\(error)".contains("TopFlow.Route"))
  }
}

@Test func aRepeatedIdInANestedStackThrowsAndNothingIsApplied() throws {
  var object = try json(of: savedState())
  // Make the nested mid flow's stack repeat its first route.
  var navigation = try #require(object["navigation"] as? [String: Any])
  var stack = try #require(navigation["stack"] as? [Any])
  var mid = try #require(stack[1] as? [String: Any])
  var midCase = try #require(mid["mid"] as? [String: Any])
  var midState = try #require(midCase["_0"] as? [String: Any])
  var midNavigation = try #require(midState["navigation"] as? [String: Any])
  var midStack = try #require(midNavigation["stack"] as? [Any])
  midStack.append(midStack[0])
  midNavigation["stack"] = midStack
  midState["navigation"] = midNavigation
  midCase["_0"] = midState
  mid["mid"] = midCase
  stack[1] = mid
  navigation["stack"] = stack
  object["navigation"] = navigation

  let original = TopFlow.State()
  var state = original
  do {
    try decode(object, as: TopFlow.Route.self).restore(into: &state)
    Issue.record("a stack that repeats an id was decoded")
  } catch {
    #expect(path(of: error) == "navigation.stack.1.mid._0.navigation.stack")
  }
  #expect(state == original)
}

@Test func truncatedDataThrows() throws {
  let data = try JSONEncoder().encode(NavigationSnapshot(of: savedState()))
  let truncated = data.prefix(data.count / 2)
  #expect(throws: DecodingError.self) {
    try JSONDecoder().decode(NavigationSnapshot<TopFlow.Route>.self, from: truncated)
  }
}
