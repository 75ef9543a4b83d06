#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  /// Finds the routes a flow's view builder shows nothing for: a `destination:` (or `routes:`)
  /// closure written as an `if let … else if let …` chain over the route's cases compiles when it
  /// forgets a case, and shows an empty screen for it. The builder's result says so: a chain
  /// without a final `else` is an `Optional` that is `nil` when no branch was taken, and a
  /// `switch` or an `if`/`else` is a `_ConditionalContent` whose branch may be one.
  enum EmptyDestinationCheck {
    /// Wraps a flow's view builder so that each view it makes for a route is checked, and a
    /// route it shows nothing for is reported as `swiftui.emptyDestination`.
    ///
    /// - Parameters:
    ///   - routes: The builder of the routes' views.
    ///   - view: The name of the view the builder was given to (`FlowStack`), for the message.
    ///   - fileID: The file where the view was made.
    ///   - line: The line where the view was made.
    /// - Returns: The same builder, checking what it makes.
    @MainActor
    static func checking<Route: Routing, RouteView: View>(
      _ routes: @escaping @MainActor (Store<Route, Route.Action>) -> RouteView,
      in view: String,
      fileID: StaticString,
      line: UInt
    ) -> @MainActor (Store<Route, Route.Action>) -> RouteView {
      { routeStore in
        let made = routes(routeStore)
        if showsNothing(made) {
          report(routeStore.currentState, in: view, fileID: fileID, line: line)
        }
        return made
      }
    }

    /// Whether `view` is what a view builder makes when it took no branch: `nil`, `EmptyView`,
    /// or a conditional whose branch is one of them.
    @MainActor
    static func showsNothing(_ view: some View) -> Bool {
      (view as? any PossiblyEmptyView)?.showsNothing ?? false
    }

    private static func report<Route: Routing>(
      _ route: Route, in view: String, fileID: StaticString, line: UInt
    ) {
      let name = Dump.caseName(of: route).map { ".\($0)" } ?? "this case"
      Diagnostics.report(
        kind: "swiftui.emptyDestination",
        """
        The '\(view)' at \(fileID):\(line) shows nothing for the route \(name) (id \
        \(describe(route.id))) of '\(Dump.typeName(of: Route.self))': its view builder took \
        no branch for that case, so the screen is empty. Show every case: switch over the \
        route's state in the builder, with a 'case' for each route (the compiler then names \
        any case left out), or add the branch for \(name) to the 'if let' chain.
        """, fileID: fileID, line: line)
    }
  }

  /// A view type a view builder makes that may show nothing.
  @MainActor
  private protocol PossiblyEmptyView {
    var showsNothing: Bool { get }
  }

  extension Optional: PossiblyEmptyView where Wrapped: View {
    /// `nil` shows nothing: an `if` without an `else` whose condition failed.
    fileprivate var showsNothing: Bool {
      switch self {
      case .none: true
      case let .some(view): EmptyDestinationCheck.showsNothing(view)
      }
    }
  }

  extension EmptyView: PossiblyEmptyView {
    /// An `EmptyView` (a `default: EmptyView()`) shows nothing.
    fileprivate var showsNothing: Bool { true }
  }

  extension _ConditionalContent: PossiblyEmptyView where TrueContent: View, FalseContent: View {
    /// Whether the branch it holds shows nothing. SwiftUI keeps the branch in a stored property
    /// (an enum of the two branches); it is found by its type, at most three levels down, with
    /// `Mirror`, which reads any value's stored properties.
    fileprivate var showsNothing: Bool {
      var level: [Any] = [self]
      for _ in 0..<3 {
        var next: [Any] = []
        for value in level {
          for child in Mirror(reflecting: value).children {
            if let branch = child.value as? TrueContent {
              return EmptyDestinationCheck.showsNothing(branch)
            }
            if let branch = child.value as? FalseContent {
              return EmptyDestinationCheck.showsNothing(branch)
            }
            next.append(child.value)
          }
        }
        level = next
      }
      return false
    }
  }
#endif
