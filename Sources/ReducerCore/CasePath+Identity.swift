extension CasePath where Root == Value {
  /// The path from a value to itself: it embeds a value as it is and extracts every value, as
  /// TCA's `\.self` case path does.
  ///
  /// For a child reducer that handles the parent's own actions:
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.settings, action: .identity) { Settings() }  // Settings.Action == Action
  ///   Reduce { state, action in ... }
  ///     .ifLet(\.editor, action: .identity) { Editor() }  // Editor.Action == Action
  /// }
  /// ```
  ///
  /// Every parent action then reaches the child, so an `ifLet` over it reports the
  /// `ifLet.nilState` diagnostic for each action sent while its state is `nil`, as it does for
  /// any action of a child that is absent.
  @inlinable
  public static var identity: Self {
    CasePath(embed: { $0 }, extract: { $0 })
  }
}
