import Foundation
import ReducerRouting
import Testing

// The routing entries of the catalogue of diagnostics
// (Sources/ReducerCore/Documentation.docc/Diagnostics.md): each is triggered here and leaves the
// state as it was. ReducerCoreTests/DiagnosticsCatalogueTests.swift triggers the core entries
// and checks that the catalogue lists every identifier the code can report.

/// The identifiers the article lists under `## Routing diagnostics`.
private func routingCatalogueKinds() throws -> [String] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let article = try String(
    contentsOf: root.appendingPathComponent(
      "Sources/ReducerCore/Documentation.docc/Diagnostics.md"),
    encoding: .utf8)
  var kinds: [String] = []
  var inSection = false
  for line in article.split(separator: "\n") {
    if line.hasPrefix("## ") {
      inSection = line == "## Routing diagnostics"
    } else if inSection, line.hasPrefix("### `"), let end = line.dropFirst(5).firstIndex(of: "`") {
      kinds.append(String(line.dropFirst(5)[..<end]))
    }
  }
  return kinds
}

// MARK: - A small flow to misuse

/// A screen that can change its own id and close itself.
private struct Card: Reducer {
  struct State: Equatable {
    var name: String
    var taps = 0
  }
  enum Action: Equatable {
    case tap
    case rename(String)
    case closeSelf
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.taps += 1
      return .none
    case let .rename(name):
      state.name = name
      return .none
    case .closeSelf:
      return .dismissSelf()
    }
  }
}

private struct CardFlow: RoutingReducer {
  enum Route: Routing, Equatable {
    case card(Card.State)
    case note(Card.State)
    enum Action: Equatable {
      case card(Card.Action)
      case note(Card.Action)
    }
    var id: String {
      switch self {
      case let .card(state): "card-\(state.name)"
      case let .note(state): "note-\(state.name)"
      }
    }
  }
  struct State: RoutingState, Equatable {
    var navigation: Route.NavigationState = .init()
    var root = Card.State(name: "root")
  }
  enum Action: RoutingAction, Equatable {
    case navigation(Route.NavigationAction)
    case route(Route.ID, Route.Action)
    case modalRoute(Route.Action)
    case root(Card.Action)
  }

  var rootBody: some RootReducer<Self> { Card() }
  var routeBody: some RouteReducer<Self> {
    Scope(state: /Route.card, action: /Route.Action.card) { Card() }
    Scope(state: /Route.note, action: /Route.Action.note) { Card() }
  }
}

/// What triggering an entry did.
private struct Outcome: Sendable {
  var kinds: [String]
  var stateUnchanged: Bool
}

/// A renderer that confirms every batch at once, unless told to hold back, and keeps the
/// confirmations it was given.
@MainActor
private final class ConfirmingRenderer: NavigationRenderer {
  var confirmations: [NavigationConfirmation] = []
  var holdsBack = false
  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    confirmations.append(confirmation)
    if !holdsBack { confirmation.confirm() }
  }
}

/// A catalogue entry and the code that triggers it.
struct RoutingCatalogueEntry: Sendable, CustomTestStringConvertible {
  let kind: String
  fileprivate let trigger: @MainActor @Sendable () async -> Outcome

  var testDescription: String { kind }
}

/// A flow showing two cards on its stack, and a modal when `modal` is set.
private func shownCards(modal: Bool = false) -> CardFlow.State {
  CardFlow.State(
    navigation: .init(
      stack: [.card(.init(name: "a")), .card(.init(name: "b", taps: 3))],
      modal: modal ? .note(.init(name: "m")) : nil))
}

/// Sends `action` to a flow started at `state` and waits for what it started.
@MainActor
private func outcome(of action: CardFlow.Action, on state: CardFlow.State) async -> Outcome {
  let store = Store(initialState: state) { CardFlow() }
  let issues = await withDiagnostics { await store.send(action).finish() }
  return Outcome(kinds: kinds(issues), stateUnchanged: store.state == state)
}

/// Every routing entry of the catalogue, with the code that triggers it.
let routingCatalogue: [RoutingCatalogueEntry] = [
  RoutingCatalogueEntry(kind: "effect.unhandledSignal") {
    // A screen that closes itself, run by a store without a flow around it.
    let start = Card.State(name: "alone", taps: 1)
    let store = Store(initialState: start) { Card() }
    let issues = await withDiagnostics { await store.send(.closeSelf).finish() }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == start)
  },
  RoutingCatalogueEntry(kind: "flow.missingModal") {
    await outcome(of: .modalRoute(.note(.tap)), on: shownCards())
  },
  RoutingCatalogueEntry(kind: "flow.missingRoute") {
    await outcome(of: .route("card-z", .card(.tap)), on: shownCards(modal: true))
  },
  RoutingCatalogueEntry(kind: "navigation.dismissNone") {
    await outcome(of: .navigation(.dismiss), on: shownCards())
  },
  RoutingCatalogueEntry(kind: "navigation.duplicateID") {
    await outcome(of: .navigation(.push(.card(.init(name: "a")))), on: shownCards(modal: true))
  },
  RoutingCatalogueEntry(kind: "navigation.idChanged") {
    let result = await outcome(of: .modalRoute(.note(.rename("n"))), on: shownCards(modal: true))
    #if DEBUG
      return result
    #else
      // Release builds keep the new id (documented): only the report is checked.
      return Outcome(kinds: result.kinds, stateUnchanged: true)
    #endif
  },
  RoutingCatalogueEntry(kind: "navigation.popEmpty") {
    await outcome(of: .navigation(.pop), on: CardFlow.State())
  },
  RoutingCatalogueEntry(kind: "navigation.unknownID") {
    await outcome(of: .navigation(.popTo("card-z")), on: shownCards(modal: true))
  },
  RoutingCatalogueEntry(kind: "container.notNavigationContainer") {
    let issues = await withDiagnostics {
      _ = Store(initialState: UnlistedTabs.State()) { UnlistedTabs() }.send(.tab(.select(.b)))
    }
    return Outcome(kinds: kinds(issues), stateUnchanged: true)
  },
  RoutingCatalogueEntry(kind: "tabs.unknownTab") {
    let store = Store(initialState: NamedTabs.State()) { NamedTabs() }
    let before = store.state
    let issues = diagnostics { store.send(.tab(.select("settings"))) }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "deepLink.rejected") {
    let store = Store(initialState: redSettingsPrivacyAbout()) { LinkTabs(clock: TickClock()) }
    let before = store.state
    let issues = await withDiagnostics {
      if let link = try? DeepLink("colors/red/purple") { store.send(.openLink(link)) }
    }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "render.lateReport") {
    let store = Store(initialState: shownCards()) { CardFlow() }
    let renderer = ConfirmingRenderer()
    let connection = store.render(to: renderer)
    let before = store.state
    // The renderer reports a route it does not show.
    let issues = diagnostics {
      connection.userDidRemove([.route(.init("card-z"))], action: .navigation(.drop("card-z")))
    }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "render.staleConfirmation") {
    let store = Store(initialState: shownCards()) { CardFlow() }
    let renderer = ConfirmingRenderer()
    let connection = store.render(to: renderer)
    let before = store.state
    // A confirmation the connection no longer waits for.
    let issues = diagnostics { renderer.confirmations.first?.confirm() }
    _ = connection
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "render.staleReport") {
    let store = Store(initialState: shownCards()) { CardFlow() }
    let renderer = ConfirmingRenderer()
    let connection = store.render(to: renderer)
    // While the push of "c" animates, the user swipes "c" away; the state then pushes "d", so
    // once "c" shows, the swipe contradicts the state, which shows "d" above "c".
    renderer.holdsBack = true
    store.send(.navigation(.push(.card(.init(name: "c")))))
    connection.userDidRemove([.route(.init("card-c"))], action: .navigation(.drop("card-c")))
    store.send(.navigation(.push(.card(.init(name: "d")))))
    let before = store.state
    let issues = diagnostics { renderer.confirmations.last?.confirm() }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.duplicateID") {
    let store = Store(initialState: shownCards()) { CardFlow() }
    let path = store.pathBinding()
    let before = store.state
    // A link to "b" tapped again before the screen showed "b".
    let issues = diagnostics { path.value.append(.init(.card(.init(name: "b")))) }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.staleColumn") {
    let store = Store(initialState: BindingApp.State()) { BindingApp() }
    store.send(.showDetail("s1"))
    let column = store.columnBinding(
      \.detail, show: { .showDetail($0) }, close: { .closeDetail($0) })
    // The column shows "s2" when the user goes back from "s1".
    store.send(.showDetail("s2"))
    let before = store.state
    let issues = diagnostics { column.value = nil }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.staleModal") {
    let store = Store(initialState: shownCards(modal: true)) { CardFlow() }
    let sheet = store.modalBinding(style: .sheet)
    // The state presents another modal when the user pulls the sheet down.
    store.send(.navigation(.present(.note(.init(name: "n")))))
    let before = store.state
    let issues = diagnostics { sheet.value = nil }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.stalePath") {
    let store = Store(initialState: shownCards()) { CardFlow() }
    let path = store.pathBinding()
    let shown = path.value
    // The state popped "b" when the UI, still showing [a, b], appends "c".
    store.send(.navigation(.pop))
    let before = store.state
    let issues = diagnostics { path.value = shown + [.init(.card(.init(name: "c")))] }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.unknownNestedFlow") {
    let store = Store(initialState: TopFlow.State()) { TopFlow() }
    store.send(.navigation(.push(.mid(.init(root: .init(name: "m"))))))
    store.send(.mid("m", .navigation(.push(.ticker(.init(name: "x"))))))
    // No view of the mid flow registered with the stack when the user swipes back from "x".
    let path = store.screenPathBinding(links: NestedFlowLinks())
    let before = store.state
    let issues = diagnostics { path.value = Array(path.value.dropLast()) }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "binding.unknownPathElement") {
    let store = Store(initialState: TopFlow.State()) { TopFlow() }
    store.send(.navigation(.push(.ticker(.init(name: "t1")))))
    let shown = store.screenPath().map { AnyHashable($0) }
    // A link whose value is of a type no flow on the stack takes.
    let written = shown + [AnyHashable("t2")]
    let before = store.state
    let issues = diagnostics {
      _ = store.writeScreenPath(
        count: written.count,
        equals: { known, appended in
          let expected = known.map { AnyHashable($0) } + appended.map { AnyHashable($0) }
          return Array(written.prefix(expected.count)) == expected
        }, links: NestedFlowLinks())
    }
    return Outcome(kinds: kinds(issues), stateUnchanged: store.state == before)
  },
  RoutingCatalogueEntry(kind: "snapshot.droppedRoute") {
    // A scene saved with an alert showing: the alert is left out, the snapshot stays as saved.
    let saved = NavigationSnapshot(
      RestorableFlow.Route.NavigationState(
        stack: [.screen("a")], modal: .screen("alert"), modalStyle: .alert))
    var restored: NavigationSnapshot<RestorableFlow.Route>?
    let issues = diagnostics { restored = try? saved.restorable(for: RestorableFlow.self) }
    let kept = restored?.navigation.stack.ids == ["a"]
    return Outcome(kinds: kinds(issues), stateUnchanged: kept && saved.navigation.modal != nil)
  },
  RoutingCatalogueEntry(kind: "navigation.wrongCase") {
    let start = shownCards(modal: true)
    var state = start
    let issues = diagnostics {
      state.navigation.modifyRoute("card-b", as: /CardFlow.Route.note) { $0.taps = 9 }
    }
    return Outcome(kinds: kinds(issues), stateUnchanged: state == start)
  },
]

@MainActor
@Test(arguments: routingCatalogue)
func routingCatalogueEntryIsReportedAndLeavesTheStateAsItWas(
  _ entry: RoutingCatalogueEntry
) async {
  let outcome = await entry.trigger()
  #expect(outcome.kinds == [entry.kind], "triggering \(entry.kind)")
  #expect(outcome.stateUnchanged, "triggering \(entry.kind) changed the state")
}

@Test func everyRoutingEntryHasATriggerHere() throws {
  let listed = try routingCatalogueKinds()
  #expect(listed.count == Set(listed).count, "an identifier is listed twice: \(listed)")
  #expect(Set(routingCatalogue.map(\.kind)) == Set(listed))
}

/// Tabs whose state does not list its flows (it is not a `NavigationContainer`).
private struct UnlistedTabs: Reducer {
  enum Tab: Hashable, Sendable { case a, b }
  struct State: Equatable {
    var selected = Tab.a
  }
  enum Action { case tab(TabAction<Tab>) }
  // The state is not a `NavigationContainer` on purpose: the deprecated `tabs` overload is the
  // one such a state gets, and its diagnostic is what this fixture checks.
  @available(*, deprecated, message: "a container without NavigationContainer, on purpose")
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .tabs(selection: \.selected, action: /Action.tab) { _ in nil }
  }
}
