/// Where a reducer being built lies in the tree of reducers: marks left by the reducers around
/// it, outermost first. A routing flow marks the reducers of its routes with its route type,
/// so that a flow built inside a route of a flow of the same route type knows it is not the
/// outermost one (and passes `.forward` steps up).
///
/// The marks are carried by the reducers themselves: a `LazyReducer` keeps the marks it was
/// made under and builds its reducer under them, whenever and on whichever thread that
/// happens. The task-local value only hands them from a reducer to those it builds, once per
/// reducer; nothing here is read while actions are reduced, and nothing belongs to a store.
@usableFromInline
package enum ReducerBuildContext {
  /// The marks of the reducers around the one being built, outermost first.
  @usableFromInline @TaskLocal package static var marks: [ObjectIdentifier] = []

  /// Builds with `mark` added to the current marks.
  @usableFromInline
  package static func building<Result>(
    inside mark: ObjectIdentifier,
    _ build: () -> Result
  ) -> Result {
    $marks.withValue(marks + [mark]) { build() }
  }
}
