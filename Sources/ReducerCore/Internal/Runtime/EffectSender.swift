/// Who sent the action being reduced, for the one reducer that asks (a flow, telling a tapped
/// alert button from an action the alert's own effect sent back).
///
/// The store sets it around its reducers only for an action that an effect of a child sent
/// (the path of that effect's child, outermost first); everything else is reduced without it,
/// so that a tap, a test's `send` or a root effect's action reads `nil`. It is scoped to that
/// one call of the reducers, on the store's task: nothing here outlives it. The steps a flow
/// asks about name one navigation state each (`ChildPath.route`), so a store that reduces
/// inside another's reducer cannot be taken for it.
@usableFromInline
package enum EffectSender {
  /// The child path of the effect that sent the action being reduced, or `nil`.
  @TaskLocal @usableFromInline static var path: [ChildPath]?

  /// Whether the action being reduced was sent by an effect of the child at `step` (or of a
  /// child inside it): an action that child's own reducer or effect sent back, not one from
  /// outside.
  @inlinable
  package static func isSent(fromWithin step: ChildPath) -> Bool {
    guard let path else { return false }
    return path.contains(step)
  }
}
