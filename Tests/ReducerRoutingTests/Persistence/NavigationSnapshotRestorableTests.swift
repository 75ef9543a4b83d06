import Foundation
import ReducerRouting
import Testing

// `NavigationSnapshot.restorable(for:limits:)`: a saved navigation comes back without what
// cannot be restored (an alert showing at save time, a route the app no longer accepts), each
// part dropped reported once, the rest as it was; a snapshot over the limits is still refused
// whole, and `validated(for:limits:)` still refuses every part.

/// A flow whose routes are screens, retired screens (which this version no longer opens from
/// outside) and folders, which are flows of the same type.
struct RestorableFlow: DeepLinkableFlow, Equatable, Codable, Sendable {
  enum Route: Routing, Equatable, Codable, Sendable {
    case screen(String)
    case retired(String)
    indirect case folder(RestorableFlow)
    enum Action {}
    var id: String {
      switch self {
      case let .screen(name): name
      case let .retired(name): "retired-\(name)"
      case let .folder(flow): "folder-\(flow.root)"
      }
    }
  }
  var navigation: Route.NavigationState = .init()
  var root: String

  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> Route
  { .screen(segment) }
  static func segments(for route: Route) -> [String] { [route.id] }
  static let nestedLinks = [NestedLink(/Route.folder)]

  static func acceptsLink(to route: Route, as placement: LinkPlacement) -> Bool {
    if case .retired = route { return false }
    switch placement {
    case .stack: return true
    case let .modal(style): return linkModalStyles.contains(style)
    }
  }
}

private typealias Snapshot = NavigationSnapshot<RestorableFlow.Route>

private func flow(
  _ root: String, _ stack: [RestorableFlow.Route], modal: RestorableFlow.Route? = nil,
  style: ModalStyle = .sheet
) -> RestorableFlow {
  RestorableFlow(navigation: .init(stack: stack, modal: modal, modalStyle: style), root: root)
}

/// The snapshot as it comes back from its JSON, as a scene restores it.
private func roundTrip(_ snapshot: Snapshot) throws -> Snapshot {
  try JSONDecoder().decode(Snapshot.self, from: JSONEncoder().encode(snapshot))
}

@Suite struct NavigationSnapshotRestorableTests {
  @Test func anAlertShowingAtSaveTimeIsDroppedAloneAndTheStackIsRestored() throws {
    let saved = flow(
      "top", [.screen("list"), .screen("detail")], modal: .screen("confirm-delete"),
      style: .alert)
    let snapshot = try roundTrip(Snapshot(of: saved))
    // The strict check refuses the whole snapshot for it.
    #expect(
      throws: DeepLinkError(
        .unknownStyle("alert"), segment: "\"confirm-delete\"", flow: "RestorableFlow")
    ) { try snapshot.validated(for: RestorableFlow.self) }

    var restored: Snapshot?
    let reported = diagnostics { restored = try? snapshot.restorable(for: RestorableFlow.self) }
    var state = flow("top", [])
    try #require(restored).restore(into: &state)
    #expect(state.navigation.stack.ids == ["list", "detail"])
    #expect(state.navigation.modal == nil)
    #expect(state.navigation.modalStyle == nil)
    #expect(reported.count == 1)
    let diagnostic = try #require(reported.first)
    #expect(diagnostic.kind == "snapshot.droppedRoute")
    #expect(diagnostic.fileID == "RestorableFlow")
    #expect(diagnostic.message.contains("without its modal \"confirm-delete\""))
    #expect(diagnostic.message.contains("'alert'"))
    #expect(diagnostic.message.contains("'linkModalStyles' (it lists 'sheet', 'fullScreen'"))
    #expect(diagnostic.message.contains("Its stack and the flows nested in it were restored."))
  }

  @Test func aRefusedRouteIsDroppedWithTheRoutesAboveItAndTheOnesBelowStay() throws {
    let saved = flow(
      "top", [.screen("a"), .screen("b"), .retired("old"), .screen("c"), .screen("d")],
      modal: .screen("sheet"))
    let snapshot = try roundTrip(Snapshot(of: saved))
    #expect(
      throws: DeepLinkError(
        .refusedPlacement(.stack), segmentIndex: 2, segment: "\"retired-old\"",
        flow: "RestorableFlow")
    ) { try snapshot.validated(for: RestorableFlow.self) }

    var restored: Snapshot?
    let reported = diagnostics { restored = try? snapshot.restorable(for: RestorableFlow.self) }
    let navigation = try #require(restored).navigation
    #expect(navigation.stack.ids == ["a", "b"])
    // The sheet was shown above the dropped screens: it goes with them.
    #expect(navigation.modal == nil)
    #expect(reported.map(\.kind) == ["snapshot.droppedRoute"])
    let message = try #require(reported.first).message
    #expect(
      message.contains(
        "without the route \"retired-old\" at position 2 of its stack, with the 2 routes above "
          + "it and its modal,"))
    #expect(message.contains("The 2 routes below it and the other flows were restored."))
  }

  @Test func aNestedFlowsRefusedPartsAreDroppedInsideItOnly() throws {
    let inner = flow(
      "inner", [.screen("x"), .retired("gone"), .screen("y")], modal: .screen("oops"),
      style: .confirmationDialog)
    let deepest = flow("deepest", [.screen("z")], modal: .screen("info"), style: .alert)
    let saved = flow(
      "top",
      [.screen("a"), .folder(inner), .folder(flow("other", [.folder(deepest)])), .screen("b")],
      modal: .screen("help"))
    let snapshot = try roundTrip(Snapshot(of: saved))

    var restored: Snapshot?
    let reported = diagnostics { restored = try? snapshot.restorable(for: RestorableFlow.self) }
    let navigation = try #require(restored).navigation
    // The top flow keeps all of its own navigation.
    #expect(
      navigation.stack.ids == ["a", "folder-inner", "folder-other", "b"])
    #expect(navigation.modal == .screen("help"))
    #expect(navigation.modalStyle == .sheet)
    // The first folder keeps the route below its refused one, without its dialog.
    #expect(
      navigation.stack[id: "folder-inner"]
        == .folder(flow("inner", [.screen("x")])))
    // Two levels down, only the alert goes.
    #expect(
      navigation.stack[id: "folder-other"]
        == .folder(flow("other", [.folder(flow("deepest", [.screen("z")]))])))
    // One report per part: the dialog, the refused route with the one above it, the alert.
    #expect(reported.count == 3)
    #expect(reported.contains { $0.message.contains("without its modal \"oops\"") })
    #expect(
      reported.contains {
        $0.message.contains(
          "without the route \"retired-gone\" at position 1 of its stack, with "
            + "the route above it, because")
      })
    #expect(reported.contains { $0.message.contains("without its modal \"info\"") })
  }

  @Test func aSnapshotOverTheLimitsIsStillRefusedWholeAndReportsNothing() throws {
    // Each has an alert at the top, found before the limit is: it is not reported.
    let wide = Snapshot(
      of: flow("top", (1...5).map { .screen("s\($0)") }, modal: .screen("a"), style: .alert))
    var nested = flow("last", [])
    for level in 1...5 { nested = flow("level\(level)", [.folder(nested)]) }
    nested.navigation.present(.screen("alert"), style: .alert)
    let deep = Snapshot(of: nested)
    let reported = diagnostics {
      #expect(
        throws: DeepLinkError(.limitExceeded(.routes, limit: 4), flow: "RestorableFlow")
      ) {
        try wide.restorable(for: RestorableFlow.self, limits: NavigationLimits(maxRoutes: 4))
      }
      #expect(
        throws: DeepLinkError(.limitExceeded(.depth, limit: 3), flow: "RestorableFlow")
      ) { try deep.restorable(for: RestorableFlow.self, limits: NavigationLimits(maxDepth: 3)) }
    }
    // Nothing was dropped from a snapshot refused whole.
    #expect(reported.isEmpty)
    // Data that does not decode never becomes a snapshot to restore.
    var data = try JSONEncoder().encode(Snapshot(of: flow("top", [.screen("a")])))
    data = Data(
      String(decoding: data, as: UTF8.self).replacing(
        "\"formatVersion\":1", with: "\"formatVersion\":2"
      ).utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Snapshot.self, from: data) }
  }

  @Test func aSnapshotWithNothingToDropComesBackAsItWas() throws {
    let inner = flow("inner", [.screen("x")], modal: .screen("note"), style: .popover)
    let saved = flow(
      "top", [.screen("a"), .folder(inner)], modal: .screen("s"), style: .fullScreen)
    let snapshot = try roundTrip(Snapshot(of: saved))
    var restored: Snapshot?
    let reported = diagnostics { restored = try? snapshot.restorable(for: RestorableFlow.self) }
    #expect(reported.isEmpty)
    #expect(try #require(restored).navigation == saved.navigation)
    #expect(try snapshot.validated(for: RestorableFlow.self) == snapshot)
  }
}
