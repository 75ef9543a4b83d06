import ReducerCore
import ReducerRouting
import ReducerTesting

/// Explores an app's navigation at random, as people and the system would use it, and checks
/// after every step that the library reported nothing and that the app's own rules hold.
///
/// ```swift
/// @Test func navigationHolds() async {
///   var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
///   explorer.actions(for: ColorList.self) { _ in [.colorTapped("red"), .infoTapped] }
///   explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped, .closeTapped] }
///   explorer.actions { _ in [.root(.refresh)] }
///   explorer.invariant("at most one settings screen") { $0.settingsCount <= 1 }
///   let report = await explorer.check(runs: 200, steps: 30, seed: 1)
///   #expect(report.coverage.unreached.isEmpty)
/// }
/// ```
///
/// Each step is one action sent to a `TestStore` of the app (exhaustivity off), chosen from what is
/// on screen: the modal when one is shown, else the top of the stack, else the root screen. On that
/// screen the explorer taps the actions registered with ``actions(for:_:)`` (or every case of a
/// `CaseIterable` action type), swipes back from a pushed route and pulls down a sheet
/// (`.navigation(.drop(id))`, as a renderer reports them), taps the buttons of an alert or a dialog
/// a modal route shows, sends the app-wide actions of ``actions(_:)``, while effects run lets time
/// pass (the app's clocks are a `TestClock`, advanced by a second in such a step), and, when the
/// routes are `Codable`, saves the navigation and relaunches the app from the snapshot; for a
/// `DeepLinkable` state, it opens the link of a screen it showed from a cold start.
///
/// After every step it checks that the library reported no diagnostic (each one fails a
/// `TestStore`, so each one is a failure here), that no effect runs for a screen that is gone,
/// that the tree's ordered changes from the previous step lead to the new tree, that each route
/// a `DeepLinkableFlow` shows comes back with its id from its own link, that the link of the
/// whole navigation shown opens that same navigation from the initial state, that the navigation
/// saved as a `NavigationSnapshot` (when the routes are `Codable`) restores to the same tree,
/// and that every ``invariant(_:filePath:line:_:)`` holds. A failure is shrunk to the shortest sequence of
/// steps that still fails the same check, replayed once more, and kept in the ``Report`` with
/// a Swift Testing test that reproduces it.
///
/// The same seed and app give the same steps and failures on every machine: the steps are
/// drawn from a seeded SplitMix64 generator, never from the system's.
///
/// In this version the explorer finds the screens of the app's top flow, or of the selected
/// tab's flow in a container whose body scopes to it, and of the flows their routes hold (a
/// route's screen is found by its case: the action case of the same name carries its
/// actions); it switches the tabs of a `tabs(...)` container whose tab type is `CaseIterable`.
/// The flows a root screen's state holds are explored with the root screen, through the
/// root's body, the columns of `splitColumn(...)` while they show, and the registered children
/// a screen shows under `ifLet`, and under `forEach` (each element), with the screen.
public struct NavigationExplorer<R: Reducer>: Sendable
where R.State: Equatable & Sendable, R.Action: Sendable {
  let initialState: R.State
  let makeReducer: @Sendable () -> R
  var screens: [ScreenActions] = []
  var appActions: [@Sendable (R.State) -> [R.Action]] = []
  var invariants: [Invariant] = []
  var prepareDependencies: @Sendable (inout DependencyValues) -> Void = { _ in }
  /// Where each ``dependencies(filePath:line:_:)`` call is, in order, to print its closure in
  /// a failure's test.
  var dependencySources: [(filePath: String, line: UInt)] = []
  /// Where the explorer was made, to print its initial state and reducer in a failure's test.
  let origin: (filePath: String, line: UInt)

  /// A rule of the app, and where it was added, to print it in a failure's test.
  struct Invariant: Sendable {
    var name: String
    var holds: @Sendable (R.State) -> Bool
    var filePath: String
    var line: UInt
  }

  /// Creates an explorer of the app that `reducer` runs, from `initialState`.
  ///
  /// ```swift
  /// var explorer = NavigationExplorer(initialState: AppFlow.State()) { AppFlow() }
  /// ```
  ///
  /// A failure's test makes its `TestStore` with the same initial state and reducer, read as
  /// source from the file and line of this call (`filePath` and `line`); when that source
  /// cannot be read, it uses `State()` and the reducer type's `init()`.
  ///
  /// - Parameters:
  ///   - initialState: The state every run starts from.
  ///   - filePath: The file of the call, read to print the initial state and the reducer.
  ///   - line: The line of the call.
  ///   - reducer: Builds the app's reducer; called for each run, as a new app launch.
  public init(
    initialState: R.State, filePath: StaticString = #filePath, line: UInt = #line,
    reducer: @escaping @Sendable () -> R
  ) {
    self.initialState = initialState
    makeReducer = reducer
    origin = ("\(filePath)", line)
  }

  /// Registers what a person can do on the screens that `screen` runs: a flow's root screen,
  /// or a route's screen, given its state as shown now.
  ///
  /// ```swift
  /// explorer.actions(for: ColorDetail.self) { _ in [.settingsTapped, .closeTapped] }
  /// ```
  ///
  /// The explorer sends each action as the app receives it (`.root(…)`, `.route(id, …)`,
  /// `.modalRoute(…)`). A screen is found by its reducer's `State` and `Action` types; a
  /// screen whose `Action` is `CaseIterable` needs no registration. A child a screen shows
  /// under `ifLet` is tapped with it, its actions embedded as the `ifLet` embeds them; so is
  /// each element of an identified array the screen runs under `forEach` (a registered screen
  /// whose state is `Identifiable`), its actions sent with the element's id.
  ///
  /// - Parameters:
  ///   - screen: The reducer that runs the screen.
  ///   - actions: The actions to offer for the screen's state.
  public mutating func actions<Screen: Reducer>(
    for screen: Screen.Type,
    _ actions: @escaping @Sendable (Screen.State) -> [Screen.Action]
  ) {
    screens.append(
      ScreenActions(
        stateType: ObjectIdentifier(Screen.State.self),
        actionType: ObjectIdentifier(Screen.Action.self),
        optionalStateType: ObjectIdentifier(Screen.State?.self),
        make: { state in (state as? Screen.State).map { actions($0).map { $0 as Any } } },
        elements: ElementActions.of(Screen.self, actions: actions)
      ))
  }

  /// Registers actions sent to the whole app, whatever it shows: a notification, a push
  /// message.
  ///
  /// ```swift
  /// explorer.actions { _ in [.root(.refresh)] }
  /// ```
  ///
  /// - Parameter actions: The app's actions to offer in a state.
  public mutating func actions(_ actions: @escaping @Sendable (R.State) -> [R.Action]) {
    appActions.append(actions)
  }

  /// Adds a rule of the app, checked after every step.
  ///
  /// ```swift
  /// explorer.invariant("at most one settings screen") { $0.settingsCount <= 1 }
  /// ```
  ///
  /// A failure's test asserts the rule with the closure's source, read from the file and
  /// line of this call (`filePath` and `line`): a closure that uses only its state and the
  /// app's types compiles there as is. When the source cannot be read, the test records an
  /// issue that names the rule instead.
  ///
  /// - Parameters:
  ///   - name: The rule's name, which names the check of a failure.
  ///   - filePath: The file of the call, read to print the rule in a failure's test.
  ///   - line: The line of the call.
  ///   - holds: Whether the rule holds in a state.
  public mutating func invariant(
    _ name: String, filePath: StaticString = #filePath, line: UInt = #line,
    _ holds: @escaping @Sendable (R.State) -> Bool
  ) {
    invariants.append(Invariant(name: name, holds: holds, filePath: "\(filePath)", line: line))
  }

  /// Sets the dependencies of the app for every run, as `TestStore`'s `withDependencies` does.
  ///
  /// The app's `continuousClock` and `suspendingClock` are the run's `TestClock` unless set
  /// here; the explorer then no longer moves them.
  ///
  /// ```swift
  /// explorer.dependencies { $0.uuid = .incrementing }
  /// ```
  ///
  /// A failure's test sets the same dependencies, with the closure's source read from the
  /// file and line of this call (`filePath` and `line`): a closure that uses only the
  /// dependencies and the app's types compiles there as is. When the source cannot be read,
  /// the test says so in a comment, where the dependencies are to be set.
  ///
  /// - Parameters:
  ///   - filePath: The file of the call, read to print the closure in a failure's test.
  ///   - line: The line of the call.
  ///   - prepare: Sets the dependencies the test controls; the others take their test values.
  public mutating func dependencies(
    filePath: StaticString = #filePath, line: UInt = #line,
    _ prepare: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    dependencySources.append(("\(filePath)", line))
    let previous = prepareDependencies
    prepareDependencies = { values in
      previous(&values)
      prepare(&values)
    }
  }

  /// Explores the app and returns what it found, without recording test failures.
  ///
  /// ```swift
  /// let report = await explorer.explore(runs: 100, steps: 20, seed: 7)
  /// #expect(report.failures.map(\.check) == ["invariant \"at most one settings screen\""])
  /// ```
  ///
  /// - Parameters:
  ///   - runs: How many runs, each from the initial state.
  ///   - steps: The most steps a run takes.
  ///   - seed: The seed of the steps; the same seed gives the same report.
  /// - Returns: The distinct failures, each shrunk, and the routes the runs reached.
  /// - Complexity: O(*runs* × *steps*) sends, plus the replays that shrink each failure.
  @MainActor
  public func explore(runs: Int, steps: Int, seed: UInt64) async -> Report {
    await Exploration(explorer: self).explore(runs: runs, steps: steps, seed: seed)
  }

  /// Explores the app, and records one test failure per distinct failure found.
  ///
  /// ```swift
  /// let report = await explorer.check(runs: 200, steps: 30, seed: 1)
  /// ```
  ///
  /// Each recorded failure names the check, the step and the screen, and shows the test that
  /// reproduces it.
  ///
  /// - Parameters:
  ///   - runs: How many runs, each from the initial state.
  ///   - steps: The most steps a run takes.
  ///   - seed: The seed of the steps; the same seed gives the same report.
  ///   - fileID: The file of the call, where failures are reported.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Returns: The same report as ``explore(runs:steps:seed:)``.
  /// - Complexity: As ``explore(runs:steps:seed:)``.
  @MainActor
  @discardableResult
  public func check(
    runs: Int, steps: Int, seed: UInt64,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> Report {
    let report = await explore(runs: runs, steps: steps, seed: seed)
    let location = SourceLocationInfo(
      fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in report.failures {
      recordFailure(failure.message, at: location)
    }
    return report
  }
}
