import Foundation
import ReducerRouting
import Testing

// Deep links from outside: bounded (NavigationLimits, refused before any work with a typed
// error naming the limit), opened in a loop however deep they go (the tests run on a thread
// with a 512 KB stack, where a recursion per level would overflow), styles and placements the
// flow allows only, and the link's text quoted escaped and cut in every message.

/// Runs `body` on a thread with a 512 KB stack, and returns what it found wrong.
func failuresOnASmallStack(
  _ name: String,
  _ body: @escaping @Sendable (inout [String]) -> Void
) async -> [String] {
  let found = LockedValue<[String]>([])
  _ = await runOnThread(named: name, stackSize: 512 * 1024) {
    var failures: [String] = []
    body(&failures)
    let result = failures
    found.withLock { $0 = result }
  }
  return found.withLock { $0 }
}

/// The reason a link is refused for, or `nil` when it opens.
func refusal(
  of link: DeepLink, on state: HostileFlow.State = hostileTop,
  limits: NavigationLimits = .default
) -> DeepLinkError? {
  do {
    _ = try state.opening(link, limits: limits)
    return nil
  } catch {
    return error
  }
}

@Suite struct DeepLinkLimitsTests {
  @Test func aLink4000LevelsDeepIsRefusedBeforeAnyWorkOnASmallStack() async {
    let failures = await failuresOnASmallStack("hostile-refused") { failures in
      let link = folderLink(levels: 4000)
      // Its text is over the length limit, its segments over the route limit.
      do throws(DeepLinkError) {
        _ = try DeepLink(link.description)
        failures.append("the 4000-level text parsed")
      } catch {
        if error.reason != .limitExceeded(.linkLength, limit: 8 * 1024) {
          failures.append("the text was refused for \(error.reason)")
        }
      }
      var state = hostileTop
      do throws(DeepLinkError) {
        try state.open(link)
        failures.append("the 4000-level link opened within the default limits")
      } catch {
        if error.reason != .limitExceeded(.routes, limit: 1_000) {
          failures.append("the link was refused for \(error.reason)")
        }
      }
      // Routes allowed, depth not: refused where the 65th level would start, state unchanged.
      let wide = NavigationLimits(maxLinkLength: 1 << 20, maxRoutes: 10_000)
      do throws(DeepLinkError) {
        try state.open(link, limits: wide)
        failures.append("the 4000-level link opened with the default depth")
      } catch {
        if error.reason != .limitExceeded(.depth, limit: 64) || error.segmentIndex != 63
          || error.segment != "f64" || error.flow != "HostileFlow.State"
        {
          failures.append("the deep link was refused with \(error)")
        }
      }
      if state != hostileTop { failures.append("a refused link changed the state") }
    }
    #expect(failures == [])
  }

  @Test func aLink4000LevelsDeepOpensInALoopWhenTheLimitsAllowIt() async {
    let failures = await failuresOnASmallStack("hostile-opened") { failures in
      let limits = NavigationLimits(maxLinkLength: 1 << 20, maxRoutes: 10_000, maxDepth: 10_000)
      do throws(DeepLinkError) {
        var opened = try hostileTop.opening(folderLink(levels: 4000), limits: limits)
        defer { release(&opened) }
        let depth = nestingDepth(of: opened)
        if depth != 4001 { failures.append("the link opened \(depth) levels") }
        // The way back, written in a loop too.
        if DeepLink(for: opened) != folderLink(levels: 4000) {
          failures.append("the way back is another link")
        }
        // A duplicate at the very end is refused, the state left as it was.
        var state = opened
        let last = DeepLink(segments: folderLink(levels: 4000).segments + ["sx", "sx"])
        do throws(DeepLinkError) {
          try state.open(last, limits: limits)
          failures.append("a duplicate at the end was accepted")
        } catch {
          if error.reason != .duplicateRoute("\"sx\"") || error.segmentIndex != 4001 {
            failures.append("the duplicate was refused with \(error)")
          }
        }
        if nestingDepth(of: state) != 4001 { failures.append("the refusal changed the state") }
        release(&state)
      } catch {
        failures.append("the link was refused: \(error)")
      }
    }
    #expect(failures == [])
  }

  @Test func limitsAreCheckedBeforeTheFlowsReadTheLink() {
    // The first segment names nothing: a link read at all would fail for it.
    let tooMany = DeepLink(segments: ["bogus"] + (1...1_000).map { "s\($0)" })
    #expect(refusal(of: tooMany)?.reason == .limitExceeded(.routes, limit: 1_000))
    let long = DeepLink(segments: ["bogus", String(repeating: "x", count: 9_000)])
    #expect(refusal(of: long)?.reason == .limitExceeded(.linkLength, limit: 8 * 1024))
    let query = DeepLink(
      segments: ["bogus"], query: Dictionary(uniqueKeysWithValues: (0..<33).map { ("k\($0)", "") }))
    #expect(refusal(of: query)?.reason == .limitExceeded(.queryItems, limit: 32))
    // The parser stops at the limit, and the limits are the app's to raise.
    let text = (0...1_000).map { "s\($0)" }.joined(separator: "/")
    #expect(throws: DeepLinkError(.limitExceeded(.routes, limit: 1_000))) { try DeepLink(text) }
    #expect(
      throws: DeepLinkError(.limitExceeded(.queryItems, limit: 2)),
      performing: { try DeepLink("a?x=1&y=2&z=3", limits: NavigationLimits(maxQueryItems: 2)) })
    let raised = NavigationLimits(maxLinkLength: 1 << 16, maxRoutes: 2_000)
    #expect((try? DeepLink(text, limits: raised))?.segments.count == 1_001)
    #expect(refusal(of: DeepLink(segments: (0...1_000).map { "s\($0)" }), limits: raised) == nil)
    // A type's own limits apply to `open(_:)` and `opening(_:)`.
    #expect(NavigationLimits.default == NavigationLimits())
    #expect(HostileFlow.State.navigationLimits == .default)
  }

  @Test func onlyTheStylesAndPlacementsAFlowAllowsOpen() {
    // Styles a link may name: the flow's, by their exact names.
    for style in [
      "", "\u{0}", "\u{202E}sheet", "drawer", "fullScreen", "custom(sheet)",
      String(repeating: "s", count: 5_000),
    ] {
      let link = DeepLink(segments: [], query: ["modal": "s1", "style": style])
      #expect(refusal(of: link)?.reason == .unknownStyle(style), "style \(style.prefix(20))")
    }
    #expect(refusal(of: DeepLink(segments: [], query: ["modal": "s1", "style": "sheet"])) == nil)
    // The alert screen only as an alert, and nothing else in that style.
    #expect(
      refusal(of: DeepLink(segments: [], query: ["modal": "alert", "style": "alert"])) == nil)
    #expect(
      refusal(of: DeepLink(segments: [], query: ["modal": "s1", "style": "alert"]))?.reason
        == .refusedPlacement(.modal(.alert)))
    #expect(
      refusal(of: DeepLink(segments: [], query: ["modal": "alert"]))?.reason
        == .refusedPlacement(.modal(.sheet)))
    let pushed = refusal(of: ["s1", "alert"])
    #expect(pushed?.reason == .refusedPlacement(.stack))
    #expect(pushed?.segmentIndex == 1)
    // A link cannot go on below its modal: the way back could not write it.
    #expect(
      refusal(of: DeepLink(segments: [], query: ["modal": "f1/s2"]))?.reason == .extraSegments)
  }

  @Test func byDefaultAlertsAndCustomStylesAreNotOpenedFromOutside() {
    // `DepthFlow` declares no styles: sheet, fullScreen and popover.
    let outermost = DepthFlow.State(root: .init(id: "level-1"))
    for (style, accepted) in [
      ("sheet", true), ("fullScreen", true), ("popover", true), ("alert", false),
      ("confirmationDialog", false), ("drawer", false),
    ] {
      let link = DeepLink(segments: [], query: ["modal": "leaf", "style": style])
      let opened = try? outermost.opening(link)
      #expect((opened != nil) == accepted, "\(style)")
    }
  }

  @Test func messagesQuoteTheLinksTextEscapedAndCut() {
    let hostile =
      "x\r\n[RoutingReducer] fake\u{1B}[2J\u{202E}\u{0}" + String(repeating: "y", count: 100_000)
    let error = refusal(
      of: DeepLink(segments: [hostile]), limits: NavigationLimits(maxLinkLength: 1 << 20))
    let text = error?.description ?? ""
    #expect(error?.reason == .unknownSegment(expected: ["f<name>", "s<name>", "alert"]))
    #expect(text.count < 1_000, "the message has \(text.count) characters")
    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" })
    #expect(text.contains(#"x\u{D}\u{A}[RoutingReducer] fake\u{1B}[2J\u{202E}\u{0}yyy"#))
    #expect(text.contains("(cut; \(hostile.utf8.count) bytes in all)"))
    // The store's report of the rejected link too.
    let issues = diagnostics {
      var state = hostileTop
      _ = HostileFlow().reduce(into: &state, action: .openLink(DeepLink(segments: [hostile])))
    }
    // Over the default length: refused before it is read, and quoted cut all the same.
    #expect(issues.map(\.kind) == ["deepLink.rejected"])
    let message = issues.first?.message ?? ""
    #expect(message.count < 2_000, "the report has \(message.count) characters")
    #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func snapshotsAreBoundedBeforeTheirRoutesAreDecoded() throws {
    typealias Snapshot = NavigationSnapshot<HostileFlow.Route>
    var navigation = HostileFlow.Route.NavigationState()
    navigation.setStack([.screen(.init(id: "a"))])
    let data = try JSONEncoder().encode(Snapshot(navigation))
    let text = String(decoding: data, as: UTF8.self)
    let route = #"{"screen":{"_0":{"id":"a","taps":0}}}"#
    func snapshot(routes count: Int) -> Data {
      let stack = "[" + repeatElement(route, count: count).joined(separator: ",") + "]"
      return Data(
        #"{"formatVersion":1,"routes":"HostileFlow.Route","navigation":{"stack":\#(stack)}}"#
          .utf8)
    }
    // The form the test writes is the form the library writes.
    #expect(
      try JSONDecoder().decode(Snapshot.self, from: snapshot(routes: 1)) == Snapshot(navigation))
    // 1,000,000 copies of one route: refused for its size, not after decoding them all.
    do {
      _ = try JSONDecoder().decode(Snapshot.self, from: snapshot(routes: 1_000_000))
      Issue.record("a stack of 1,000,000 routes was decoded")
    } catch {
      #expect("\(error)".contains("1000000 routes, more than the 1000"))
    }
    // The limit is the decoder's to raise.
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationLimits.userInfoKey] = NavigationLimits(maxRoutes: 1)
    #expect(throws: DecodingError.self) {
      try decoder.decode(Snapshot.self, from: snapshot(routes: 2))
    }
    // A version that is not a whole number is refused by the version message.
    for version in ["1.5", "1e400", "\"1\""] {
      let text =
        text
        .replacingOccurrences(of: "\"formatVersion\":1", with: "\"formatVersion\":\(version)")
        .replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : \(version)")
      do {
        _ = try JSONDecoder().decode(Snapshot.self, from: Data(text.utf8))
        Issue.record("the version \(version) was accepted")
      } catch {
        #expect("\(error)".contains("saved in format version"), "\(version): \(error)")
      }
    }
  }

  @Test func snapshotsNestedDeeperThanTheLimitAreRefused() throws {
    typealias Snapshot = NavigationSnapshot<HostileFlow.Route>
    let opened = try hostileTop.opening(
      folderLink(levels: 70),
      limits: NavigationLimits(maxDepth: 100))
    let data = try JSONEncoder().encode(Snapshot(of: opened))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Snapshot.self, from: data) }
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationLimits.userInfoKey] = NavigationLimits(maxDepth: 100)
    #expect(try decoder.decode(Snapshot.self, from: data).navigation == opened.navigation)
  }

  @Test func restoredSnapshotsAreCheckedByTheFlowsRules() throws {
    typealias Snapshot = NavigationSnapshot<HostileFlow.Route>
    // What a link may open, a snapshot may restore.
    let fine = try hostileTop.opening(DeepLink("f1/f2/s1?modal=alert&style=alert"))
    #expect(throws: Never.self) { try Snapshot(of: fine).validated(for: HostileFlow.State.self) }
    // The alert screen pushed, three levels down: refused there.
    var inner = HostileFlow.State(root: .init(id: "2"))
    inner.navigation.push(.screen(.init(id: "alert")))
    var state = hostileTop
    state.navigation.push(.folder(HostileFlow.State(root: .init(id: "1"))))
    state.navigation.push(.folder(inner))
    #expect(
      throws: DeepLinkError(
        .refusedPlacement(.stack), segmentIndex: 0, segment: "\"salert\"",
        flow: "HostileFlow.State")
    ) { try Snapshot(of: state).validated(for: HostileFlow.State.self) }
    // The whole state saved, checked the same way.
    #expect(throws: DeepLinkError.self) { try StateSnapshot(state).validated() }
    #expect(throws: Never.self) { try StateSnapshot(fine).validated() }
    // A screen in a style the flow does not allow, at the top.
    var styled = hostileTop
    styled.navigation.present(.screen(.init(id: "1")), style: .fullScreen)
    #expect(
      throws: DeepLinkError(
        .unknownStyle("fullScreen"), segment: "\"s1\"", flow: "HostileFlow.State")
    ) { try Snapshot(of: styled).validated(for: HostileFlow.State.self) }
    // A style the flow lists, for a route it refuses in it.
    styled.navigation.present(.screen(.init(id: "1")), style: .alert)
    #expect(
      throws: DeepLinkError(
        .refusedPlacement(.modal(.alert)), segment: "\"s1\"", flow: "HostileFlow.State")
    ) { try Snapshot(of: styled).validated(for: HostileFlow.State.self) }
    // Deeper than the limits.
    let deep = try hostileTop.opening(
      folderLink(levels: 70), limits: NavigationLimits(maxDepth: 100))
    #expect(
      throws: DeepLinkError(.limitExceeded(.depth, limit: 64), flow: "HostileFlow.State")
    ) { try Snapshot(of: deep).validated(for: HostileFlow.State.self) }
    #expect(throws: Never.self) {
      try Snapshot(of: deep).validated(
        for: HostileFlow.State.self, limits: NavigationLimits(maxDepth: 100))
    }
  }
}
