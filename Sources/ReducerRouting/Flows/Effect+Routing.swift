extension Effect {
  /// Asks the flow that shows this screen to close it, however it was shown: a route on the
  /// stack is dropped with every route above it, a modal is dismissed.
  ///
  /// ```swift
  /// case .closeTapped:
  ///   return .dismissSelf()
  /// ```
  ///
  /// The flow closes the route that returned the effect, by its id, even if other navigation
  /// happened since it was shown. Returned by the root screen of a nested flow, it closes the
  /// whole nested flow in its parent.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: The effect.
  public static func dismissSelf(fileID: StaticString = #fileID, line: UInt = #line) -> Self {
    .signal(.dismissSelf(SignalOrigin(fileID: fileID, line: line), sentByEffect: false))
  }

  /// Forwards a navigation step up to the outermost flow whose routes are `R`, whatever the
  /// depth of the flow that returns it: a recursive screen, such as a list that opens another
  /// list, asks the root flow to push it.
  ///
  /// ```swift
  /// case let .folderTapped(folder):
  ///   return .forward(.push(BrowserFlow.Route.folder(.init(folder))))
  /// ```
  ///
  /// - Parameters:
  ///   - navigation: The step for the outermost flow of route type `R`.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: The effect.
  public static func forward<R: Routing>(
    _ navigation: NavigationAction<R>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self where R: Sendable {
    .signal(.forward(ForwardedStep(navigation, fileID: fileID, line: line)))
  }
}

extension ForwardedStep {
  /// A navigation step forwarded to the outermost flow of route type `Route`.
  init<Route: Routing & Sendable>(
    _ action: NavigationAction<Route>, fileID: StaticString, line: UInt
  ) {
    self.init(
      action: action, origin: SignalOrigin(fileID: fileID, line: line),
      unhandledMessage: """
        A reducer forwarded \(describe(action)) at \(fileID):\(line), but no flow with routes of \
        type '\(Dump.typeName(of: Route.self))' is above it. Nothing was navigated. Forward to \
        the route type of a flow that contains the screen, or return the step from \
        'navigation(for:)' of that flow.
        """)
  }
}

extension Send {
  /// Asks the flow that shows this screen to close it, from inside an effect: the same as
  /// returning ``Effect/dismissSelf(fileID:line:)``, once the effect gets there.
  ///
  /// ```swift
  /// case .saveTapped:
  ///   return .run { [draft = state.draft] send in
  ///     try await api.save(draft)
  ///     await send.dismissSelf()
  ///   }
  /// ```
  ///
  /// The flow receives it as a `.navigation(step)` action that closes the screen (`.drop(id)`
  /// for a stack route, `.dismiss` for the modal). Once the screen has left, its effects are
  /// cancelled and this does nothing.
  ///
  /// - Parameters:
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  @MainActor
  public func dismissSelf(fileID: StaticString = #fileID, line: UInt = #line) {
    self(signal: .dismissSelf(SignalOrigin(fileID: fileID, line: line), sentByEffect: true))
  }

  /// Forwards a navigation step from inside an effect to the outermost flow whose routes are
  /// `R`: the same as returning ``Effect/forward(_:fileID:line:)``, once the effect gets there.
  ///
  /// - Parameters:
  ///   - navigation: The step for the outermost flow of route type `R`.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  @MainActor
  public func forward<R: Routing>(
    _ navigation: NavigationAction<R>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where R: Sendable {
    self(signal: .forward(ForwardedStep(navigation, fileID: fileID, line: line)))
  }
}
