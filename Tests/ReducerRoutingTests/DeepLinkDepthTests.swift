import ReducerRouting
import Testing

// A deep link 64 levels deep: `level-2/level-3/…/level-64/leaf` opened on the outermost flow
// of `DepthTests` gives its 64 nested flows, the way back gives the same link, a store cancels
// the effects of the routes the link removes, and a bad segment at the last level leaves the
// state as it was. Heavy, like the rest of the depth tests:
// `REDUCER_HEAVY_TESTS=1 swift test --filter DepthTests`.

// MARK: - Fixtures

extension DepthFlow.State: DeepLinkableFlow {
  /// `level-<n>` is the flow whose root screen is `level-<n>`; `leaf` and `other` are screens.
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> DepthFlow.Route
  {
    // A link is read level by level, the deepest last: where its reading is deepest.
    StackProbe.record()
    if segment.hasPrefix("level-") {
      guard let level = Int(segment.dropFirst("level-".count)), level > 0 else {
        throw link.badParameterValue("level", value: segment)
      }
      return .nested(DepthFlow.State(root: .init(id: levelID(level))))
    }
    switch segment {
    case "leaf", "other": return .screen(.init(id: segment))
    default: throw link.unknownSegment(expected: ["level-<n>", "leaf", "other"])
    }
  }

  static func segments(for route: DepthFlow.Route) -> [String] {
    StackProbe.record()
    return switch route {
    case let .screen(screen): [screen.id]
    case let .nested(flow): [flow.root.id]
    }
  }

  static let nestedLinks = [NestedLink(/DepthFlow.Route.nested)]
}

/// The depth flow with deep links opened as actions.
struct DepthLinks: Reducer {
  typealias State = DepthFlow.State
  enum Action: Equatable, Sendable {
    case flow(DepthFlow.Action)
    case openLink(DeepLink)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.self, action: /Action.flow) { DepthFlow() }
      .deepLinks(action: /Action.openLink)
  }
}

/// The link through the flows of levels 2 to `levels`, then `last` (none when `nil`).
func depthLink(levels: Int, last: String? = "leaf") -> DeepLink {
  DeepLink(segments: (2...levels).map(levelID) + (last.map { [$0] } ?? []))
}

/// The outermost flow at its root.
private let outermost = DepthFlow.State(root: .init(id: levelID(1)))

// MARK: - Tests

/// The checks of the 64-level link on states; returns what failed.
private func deepLinkFailures() -> [String] {
  var failures: [String] = []
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }
  let link = depthLink(levels: nestingLevels)
  check(link.segments.count == nestingLevels, "the link has \(link.segments.count) segments")
  do {
    // Opened on the outermost flow, from its root and from the same nesting.
    let opened = try outermost.opening(link)
    check(opened == nestedState(levels: nestingLevels), "the link opened another state")
    let reopened = try nestedState(levels: nestingLevels, leafTaps: 3).opening(link)
    check(
      reopened == nestedState(levels: nestingLevels, leafTaps: 3),
      "opening the link on its own nesting changed it")
    // Another leaf at the bottom keeps the 63 flows above it.
    let other = try nestedState(levels: nestingLevels).opening(
      depthLink(levels: nestingLevels, last: "other"))
    check(
      other == nestedState(levels: nestingLevels, leaf: "other"),
      "the link to another leaf opened another state")
    // The text, parsed, is the same link.
    check(try DeepLink(link.description) == link, "the link's text parses to another link")
  } catch {
    failures.append("the link was rejected: \(error)")
  }
  // The way back.
  let back = DeepLink(for: nestedState(levels: nestingLevels))
  check(back == link, "the link of the nesting is \(back)")
  check(
    DeepLink(for: nestedState(levels: nestingLevels, leaf: nil))
      == depthLink(levels: nestingLevels, last: nil),
    "the link of the nesting without its leaf is wrong")

  // A bad segment at the last level: the state stays, and the error names the segment.
  let last = nestingLevels - 1
  let cases: [(String, DeepLinkError.Reason)] = [
    ("bogus", .unknownSegment(expected: ["level-<n>", "leaf", "other"])),
    ("level-x", .badParameterValue(name: "level", value: "level-x")),
  ]
  for (segment, reason) in cases {
    var state = nestedState(levels: nestingLevels, leafTaps: 2)
    do {
      try state.open(depthLink(levels: nestingLevels, last: segment))
      failures.append("the segment '\(segment)' at level \(nestingLevels) was accepted")
    } catch {
      check(error.reason == reason, "'\(segment)' was rejected for \(error.reason)")
      check(error.segmentIndex == last, "'\(segment)' was reported at \(error.segmentIndex as Any)")
      check(error.segment == segment, "the error names the segment \(error.segment as Any)")
      check(error.flow == "DepthFlow.State", "the error names the flow \(error.flow as Any)")
    }
    check(
      state == nestedState(levels: nestingLevels, leafTaps: 2),
      "the rejected segment '\(segment)' changed the state")
  }
  // The leaf twice at the last level: two routes with one id on a stack.
  var state = nestedState(levels: nestingLevels)
  do {
    try state.open(DeepLink(segments: link.segments + ["leaf"]))
    failures.append("a second leaf at level \(nestingLevels) was accepted")
  } catch {
    check(error.reason == .duplicateRoute("\"leaf\""), "the second leaf: \(error.reason)")
    check(error.segmentIndex == nestingLevels, "the second leaf is at \(error.segmentIndex as Any)")
  }
  check(state == nestedState(levels: nestingLevels), "the rejected second leaf changed the state")
  return failures
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func aDeepLink64LevelsDeep() {
  #expect(deepLinkFailures() == [])
}

@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func aDeepLink64LevelsDeepOnASmallThreadStack() async {
  #if DEBUG
    // Measured in debug: about 7 KB a level to open the link (451 KB for 64 levels: the
    // flow's `navigate`, the nested link's closure, the reader's `open`), 1.7 KB to make it
    // back. The budget keeps that from growing.
    let (stackSize, budget) = (1024 * 1024, 10 * 1024 * nestingLevels)
  #else
    // Measured in release: opening 134 KB (2.1 KB a level), writing back 39 KB.
    let (stackSize, budget) = (512 * 1024, 256 * 1024)
  #endif
  let failures = LockedValue<[String]>([])
  let used = await runOnThread(named: "depth-link", stackSize: stackSize) {
    let found = deepLinkFailures()
    failures.withLock { $0 = found }
  }
  #expect(failures.withLock { $0 } == [])
  let bytes = used ?? .max
  #expect(
    bytes < budget,
    """
    Opening a link \(nestingLevels) levels deep and making it back used \(bytes) bytes of \
    stack (\(bytes / UInt(nestingLevels)) per level); the budget is \(budget).
    """)
}

@MainActor
@Test(.enabled(if: heavyTestsEnabled, "set REDUCER_HEAVY_TESTS=1 and run it on its own"))
func aDeepLink64LevelsDeepThroughAStoreCancelsTheEffectsOfWhatLeaves() async {
  let store = Store(initialState: outermost) { DepthLinks() }
  let issues = await withDiagnostics {
    store.send(.openLink(depthLink(levels: nestingLevels)))
    #expect(store.state == nestedState(levels: nestingLevels))
    // An effect in the leaf, and one in the root screen of the innermost flow.
    store.send(.flow(action(.route("leaf", .screen(.start)), toLevel: nestingLevels)))
    store.send(.flow(action(.root(.start), toLevel: nestingLevels)))
    #expect(store.runningEffectOrigins?.count == 2)
    await Task.yield()
    // Another leaf: the leaf's effect stops, the innermost flow, kept, keeps its own.
    store.send(.openLink(depthLink(levels: nestingLevels, last: "other")))
    #expect(store.state == nestedState(levels: nestingLevels, leaf: "other"))
    #expect(
      await eventually { store.runningEffectOrigins?.count == 1 },
      "the removed leaf's effect still runs, or the kept flow's stopped")
    // A bad segment at the last level: the state and the effect stay.
    store.send(.openLink(depthLink(levels: nestingLevels, last: "bogus")))
    #expect(store.state == nestedState(levels: nestingLevels, leaf: "other"))
    #expect(store.runningEffectOrigins?.count == 1)
    // A link that stops at level 3 removes the 61 flows below it, with the innermost's effect.
    store.send(.openLink(depthLink(levels: 3, last: nil)))
    #expect(store.state == nestedState(levels: 3, leaf: nil))
  }
  #expect(kinds(issues) == ["deepLink.rejected"])
  #expect(
    await store.settles(within: .seconds(10)),
    "the innermost flow's effect still runs after the link removed it")
}
