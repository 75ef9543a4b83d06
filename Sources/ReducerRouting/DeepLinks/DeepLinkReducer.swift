extension Reducer where State: DeepLinkable {
  /// Opens the deep links carried by an action, in that action: atomically, and cleaning up
  /// what leaves.
  ///
  /// ```swift
  /// enum Action: RoutingAction {
  ///   ...
  ///   case openLink(DeepLink)
  /// }
  /// var body: some ReducerOf<Self> {
  ///   routing.deepLinks(action: /Action.openLink)
  /// }
  ///
  /// store.send(.openLink(try DeepLink("colors/red/settings?modal=info")))
  /// ```
  ///
  /// The reducer runs first, then the link is opened with ``DeepLinkable/opening(_:)``. If
  /// every level accepts it, the state takes the new navigation and the effects of every
  /// route that left (in this flow, in nested flows, in containers'
  /// ``NavigationContainer`` children) are cancelled; routes whose ids stay keep theirs. If a
  /// level rejects it, the state is left as it was and the ``DeepLinkError`` is reported as a
  /// `deepLink.rejected` diagnostic, which quotes the link escaped and cut. A link over the
  /// state type's ``DeepLinkable/navigationLimits`` is rejected before any level reads it.
  ///
  /// A link that replaces an optional child (a split column, an `ifLet` child) with another
  /// one leaves that child's own effects to the `ifLet` around it: apply `deepLinks` inside it
  /// (before `splitColumn` or `ifLet`), so that it sees the child replaced.
  ///
  /// - Parameters:
  ///   - toLink: The case path of the action that carries a link.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs this one and opens links.
  @inlinable
  public func deepLinks(
    action toLink: CasePath<Action, DeepLink>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action> {
    DeepLinkReducer(base: self, toLink: toLink, fileID: fileID, line: line)
  }
}

/// The reducer of ``Reducer/deepLinks(action:fileID:line:)``; inlinable, so that the levels'
/// code is specialized in the app that uses it.
@usableFromInline
struct DeepLinkReducer<Base: Reducer>: Reducer where Base.State: DeepLinkable {
  @usableFromInline let base: Base
  @usableFromInline let toLink: CasePath<Base.Action, DeepLink>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(base: Base, toLink: CasePath<Base.Action, DeepLink>, fileID: StaticString, line: UInt) {
    self.base = base
    self.toLink = toLink
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  func reduce(
    into state: inout Base.State, action: Base.Action
  ) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    guard let link = toLink.extract(from: action) else { return effect }
    let opened: Base.State
    do {
      opened = try state.opening(link)
    } catch {
      reportRejected(link, error)
      return effect
    }
    // The routes the link took away, at any depth: their effects end after the action, by
    // the store's lifetime rule (`ChildLifetime.swift`).
    state = opened
    return effect
  }

  @usableFromInline
  func reportRejected(_ link: DeepLink, _ error: DeepLinkError) {
    Diagnostics.report(
      kind: "deepLink.rejected",
      """
      Opening the deep link \(quotedOutsideText(link.description)) failed, and the state was \
      left as it was. \(error)
      """,
      fileID: fileID, line: line)
  }
}
