extension Store where State: RoutingState, Action: RoutingAction, Action.Route == State.Route {
  /// The flow's modal as an optional item, which an interactive dismissal (a sheet pulled down,
  /// a popover tapped outside, an alert button without an action) sets to `nil`.
  ///
  /// ```swift
  /// let sheet = store.modalBinding(style: .sheet)
  /// sheet.value?.id      // the modal's id, when it is presented as a sheet
  /// sheet.value = nil    // the user pulled it down: sends .navigation(.drop(id))
  /// ```
  ///
  /// In SwiftUI, one binding per presentation: `.sheet(item:)` over `modalBinding(style: .sheet)`,
  /// `.fullScreenCover(item:)` over `modalBinding(style: .fullScreen)`, and so on.
  ///
  /// The binding remembers the modal it last showed the UI (when it was made, then at each read
  /// and write). Writing `nil` sends `.navigation(.drop(id))` of that modal only if the state
  /// still presents it, in this binding's style: a dismissal that comes after the state
  /// presented another modal is ignored and reported as `binding.staleModal`, and a dismissal of
  /// a modal already gone does nothing. Writing the route the state presents does nothing (the
  /// state keeps the modal's state); writing another route is ignored and reported as
  /// `binding.staleModal`: present routes by sending `.navigation(.present(route, style:))`.
  ///
  /// When the state does not end up showing what was written,
  /// ``NavigationWrite/needsRefresh`` is `true`: read the modal again.
  ///
  /// - Parameters:
  ///   - style: The style this binding shows the modal in, or `nil` for any style. With a
  ///     style, the value is `nil` while the modal is presented in another style.
  ///   - fileID: The file where the binding is made, for diagnostics.
  ///   - line: The line where the binding is made, for diagnostics.
  /// - Returns: The modal, bound to this store.
  public func modalBinding(
    style: ModalStyle? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationBinding<State.Route?> {
    func visible(_ navigation: NavigationState<State.Route>) -> State.Route? {
      guard style == nil || navigation.modalStyle == style else { return nil }
      return navigation.modal
    }
    let shown = ShownItem<State.Route.ID>(visible(currentState.navigation)?.id)
    return NavigationBinding(
      read: {
        // Observes what the item's identity depends on, not the modal's state (which the
        // modal's store observes).
        _ = self[dynamicMember: \.navigation.modal?.id]
        _ = self[dynamicMember: \.navigation.modalStyle]
        let modal = visible(self.currentState.navigation)
        shown.id = modal?.id
        return modal
      },
      write: { written in
        let navigation = self.currentState.navigation
        let current = visible(navigation)
        let showedID = shown.id
        shown.id = written?.id
        var tasks: [StoreTask] = []
        var isStale = false
        if let written {
          // The UI shows the modal the state presents, or it wrote a route of its own.
          isStale = written.id != current?.id
        } else if let current {
          // A dismissal: of the modal the UI showed, or of one the state replaced since.
          if current.id == showedID {
            tasks.append(self.send(.navigation(.drop(current.id))))
          } else {
            isStale = true
          }
        }
        if isStale {
          Diagnostics.report(
            kind: "binding.staleModal",
            Self.staleModalMessage(
              written: written?.id, showed: showedID, navigation: navigation, style: style),
            fileID: fileID,
            line: line)
        }
        let needsRefresh = visible(self.currentState.navigation)?.id != written?.id
        return NavigationWrite(tasks: tasks, needsRefresh: needsRefresh)
      }
    )
  }

  private static func staleModalMessage(
    written: State.Route.ID?,
    showed: State.Route.ID?,
    navigation: NavigationState<State.Route>,
    style: ModalStyle?
  ) -> String {
    let binding =
      "A modal binding of '\(Dump.typeName(of: State.Route.self))'"
      + (style.map { " for the style \($0)" } ?? "")
    let presented =
      navigation.modal.map { modal in
        "the state presents \(describe(modal.id)) in the style \(navigation.modalStyle ?? .sheet)"
      } ?? "the state presents no modal"
    guard let written else {
      guard let showed else {
        return """
          \(binding) was set to nil, but \(presented), and this binding was not read since: it \
          never showed the UI that modal, so it cannot tell that the UI dismissed it. The write \
          was ignored, no action was sent, and the modal stays. A sheet reads its binding \
          before it can be dismissed; code that writes a binding should read its 'value' first.
          """
      }
      return """
        \(binding) was set to nil, but the UI dismissed \(describe(showed)) and \(presented). \
        The write was ignored and no action was sent; the screen is shown the modal again. This \
        happens when the state presented another modal while the user dismissed the one shown; \
        nothing needs fixing unless it happens for every dismissal.
        """
    }
    return """
      \(binding) was set to the route \(describe(written)), but \(presented). A modal binding \
      only dismisses the modal it shows, so the write was ignored and no action was sent. \
      Present a route by sending '.navigation(.present(route, style:))'.
      """
  }
}
