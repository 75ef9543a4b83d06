import ReducerRouting
import Testing

// A route read from a link can depend on the routes its flow opened before it (issue 22,
// item 8): `modal=sizes` shows the sizes of the product underneath.

private struct ShopFlowState: DeepLinkableFlow {
  enum Route: Routing, Equatable {
    case product(String)
    case sizes(product: String)
    enum Action {}
    var id: String {
      switch self {
      case let .product(name): name
      case let .sizes(product): "sizes-\(product)"
      }
    }
  }

  var navigation: Route.NavigationState = .init()
  var root = 0

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  {
    switch segment {
    case "sizes":
      guard case let .product(name)? = link.opened(as: Route.self).last else {
        throw link.unknownSegment(expected: ["shoe", "hat"])
      }
      return .sizes(product: name)
    case "shoe", "hat":
      return .product(segment)
    default:
      throw link.unknownSegment(expected: ["shoe", "hat", "sizes"])
    }
  }

  static func segments(for route: Route) -> [String] {
    switch route {
    case let .product(name): [name]
    case .sizes: ["sizes"]
    }
  }
}

@Suite struct DeepLinkContextTests {
  @Test func aModalSeesTheStackItOpensOver() throws {
    let state = try ShopFlowState().opening(DeepLink("hat?modal=sizes"))
    #expect(state.navigation.stack.ids == ["hat"])
    #expect(state.navigation.modal == .sizes(product: "hat"))
  }

  @Test func aPushedRouteSeesTheRoutesBelowIt() throws {
    let state = try ShopFlowState().opening(DeepLink("shoe/hat/sizes"))
    #expect(state.navigation.stack.ids == ["shoe", "hat", "sizes-hat"])
  }

  @Test func aRouteThatNeedsARouteBelowIsRejectedWithoutOne() throws {
    #expect(throws: DeepLinkError.self) { try ShopFlowState().opening(DeepLink("sizes")) }
    #expect(throws: DeepLinkError.self) {
      try ShopFlowState().opening(DeepLink("shoe?modal=hat"))
        .opening(DeepLink("?modal=sizes"))
    }
  }
}
