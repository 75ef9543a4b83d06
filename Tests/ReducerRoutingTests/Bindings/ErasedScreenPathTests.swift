@testable import ReducerRouting
import Testing

// Writing the path of one navigation stack that shows nested flows when the UI keeps it
// type-erased (SwiftUI's NavigationPath, which a link on a nested flow's screen appends that
// flow's element to): the elements cannot be read, only compared, so each new one is recognized
// by comparing the path with the known one followed by a probe of each flow's route type, the
// top screen's flow first (issue 42, item 9). Fixtures: NestedFlowFixtures (Top > Mid > Leaf).

/// A path as a UI keeps it without types, compared as SwiftUI's NavigationPath is: element by
/// element, with each element's own `==`.
private struct ErasedPath {
  var elements: [AnyHashable]

  init(_ elements: [any Hashable]) { self.elements = elements.map { AnyHashable($0) } }

  /// Whether its first elements are `known`, then `appended`.
  func begins(with known: [TopFlow.Route.PathElement], then appended: [any Hashable]) -> Bool {
    let expected = known.map { AnyHashable($0) } + appended.map { AnyHashable($0) }
    guard elements.count >= expected.count else { return false }
    return Array(elements.prefix(expected.count)) == expected
  }
}

/// A top flow showing `t1`, then the mid flow `m` showing `x`, then the leaf flow `l` showing
/// `y`; the links the nested flows' views register, as the SwiftUI adapter's do.
@MainActor
private func nestedStack() -> (Store<TopFlow.State, TopFlow.Action>, NestedFlowLinks) {
  let (store, mid, leaf) = nestedStores()
  let links = NestedFlowLinks()
  links.register(
    at: [.route(.init("m"))], keep: { mid.keepRoutes($0, fileID: $1, line: $2) },
    recognize: { mid.recognizePush($0) })
  links.register(
    at: [.route(.init("m")), .route(.init("l"))],
    keep: { leaf.keepRoutes($0, fileID: $1, line: $2) },
    recognize: { leaf.recognizePush($0) })
  return (store, links)
}

/// Writes `path` as the UI would, and returns what the write did and what it reported.
@MainActor
private func write(
  _ path: ErasedPath, to store: Store<TopFlow.State, TopFlow.Action>, links: NestedFlowLinks
) -> (NavigationWrite, [Diagnostic]) {
  var result: NavigationWrite?
  let reported = diagnostics {
    result = store.writeScreenPath(
      count: path.elements.count,
      equals: { known, appended in path.begins(with: known, then: appended) }, links: links)
  }
  return (result!, reported)
}

/// The path as `id` or `id@address` for the screens of nested flows.
private func names(_ path: [TopFlow.Route.PathElement]) -> [String] {
  path.map { element in element.nested.map { "\($0)" } ?? element.id }
}

@MainActor
@Suite struct ErasedScreenPathTests {
  @Test func aLinkOnTheInnermostFlowsScreenPushesThatFlowsRoute() {
    let (store, links) = nestedStack()
    let shown: [any Hashable] = store.screenPath()
    let (written, reported) = write(
      ErasedPath(shown + [LeafFlow.Route.PathElement(.ticker(.init(name: "z")))]), to: store,
      links: links)
    #expect(reported.isEmpty)
    #expect(names(store.screenPath()) == ["t1", "m", "[m][x]", "[m][l]", "[m][l][y]", "[m][l][z]"])
    // The UI appended a leaf element where the state shows a top one: it reads the path again.
    #expect(written.needsRefresh)
  }

  @Test func aLinkOfAFlowAroundTheTopScreenPushesOnThatFlow() {
    let (store, links) = nestedStack()
    let shown: [any Hashable] = store.screenPath()
    let (_, reported) = write(
      ErasedPath(shown + [MidFlow.Route.PathElement(.ticker(.init(name: "w")))]), to: store,
      links: links)
    #expect(reported.isEmpty)
    #expect(names(store.screenPath()) == ["t1", "m", "[m][x]", "[m][l]", "[m][l][y]", "[m][w]"])
  }

  @Test func aLinkOfTheOutermostFlowPushesItsOwnRoute() {
    let (store, links) = nestedStack()
    let shown = store.screenPath()
    let (written, reported) = write(
      ErasedPath(shown + [TopFlow.Route.PathElement(.ticker(.init(name: "t2")))]), to: store,
      links: links)
    #expect(reported.isEmpty)
    #expect(store.state.navigation.stack.ids == ["t1", "m", "t2"])
    // The element appended is the one the state now shows: nothing to read again.
    #expect(!written.needsRefresh)
  }

  @Test func aLinkTappedTwicePushesOnce() {
    let (store, links) = nestedStack()
    let shown: [any Hashable] = store.screenPath()
    let link = LeafFlow.Route.PathElement(.ticker(.init(name: "z")))
    _ = write(ErasedPath(shown + [link]), to: store, links: links)
    // The second tap, before the stack read the path again.
    let (written, reported) = write(ErasedPath(shown + [link]), to: store, links: links)
    #expect(reported.map(\.kind) == ["binding.stalePath"])
    #expect(written.needsRefresh)
    #expect(names(store.screenPath()).last == "[m][l][z]")
    #expect(store.screenPath().count == 6)
  }

  @Test func aValueNoFlowTakesIsReportedAndPushesNothing() {
    let (store, links) = nestedStack()
    let before = store.state
    let shown: [any Hashable] = store.screenPath()
    let (written, reported) = write(ErasedPath(shown + ["settings"]), to: store, links: links)
    #expect(reported.map(\.kind) == ["binding.unknownPathElement"])
    #expect(written.needsRefresh)
    #expect(store.state == before)
  }

  @Test func anElementReadFromTheStateIsNotPushedAgain() {
    let (store, links) = nestedStack()
    let before = store.state
    let shown = store.screenPath()
    let (_, reported) = write(ErasedPath(shown + [shown[0]]), to: store, links: links)
    #expect(reported.map(\.kind) == ["binding.unknownPathElement"])
    #expect(store.state == before)
  }

  @Test func aShorterPathPopsTheFlowThatHoldsTheScreen() {
    let (store, links) = nestedStack()
    let shown: [any Hashable] = store.screenPath()
    let (_, reported) = write(ErasedPath(Array(shown.dropLast(2))), to: store, links: links)
    #expect(reported.isEmpty)
    #expect(names(store.screenPath()) == ["t1", "m", "[m][x]"])
  }

  @Test func aPathWhoseBottomIsNotTheStacksIsStale() {
    let (store, links) = nestedStack()
    let before = store.state
    var shown: [any Hashable] = store.screenPath()
    shown[0] = TopFlow.Route.PathElement(.ticker(.init(name: "gone")))
    let (written, reported) = write(ErasedPath(shown), to: store, links: links)
    #expect(reported.map(\.kind) == ["binding.stalePath"])
    #expect(written.needsRefresh)
    #expect(store.state == before)
  }

  @Test func aProbeEqualsAnyElementOfItsTypeAndNothingElse() {
    let element = LeafFlow.Route.PathElement(.ticker(.init(name: "z")))
    let read = PathElementProbe<LeafFlow.Route>.read { probe in
      AnyHashable(probe) == AnyHashable(element)
    }
    #expect(read?.id == "z")
    let other = PathElementProbe<LeafFlow.Route>.read { probe in
      AnyHashable(probe) == AnyHashable(MidFlow.Route.PathElement(.ticker(.init(name: "z"))))
    }
    #expect(other == nil)
  }
}
