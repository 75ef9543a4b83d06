import ReducerRouting
import Testing

@testable import UIKitAdapterCheck

// `presentAlert(_:state:action:)` and `presentConfirmationDialog(_:state:action:)`: an alert a
// screen keeps in its own state, presented from its view controller, against the fakes of UIKit.

/// A screen that holds its alert as plain optional state: "Delete" and "Keep" send their
/// actions (and `ifLet` clears the alert), "Again" replaces it with a follow-up.
private struct Notes: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var deleted = 0
    var shared = 0
  }
  enum Action: Equatable {
    case deleteTapped
    case shareTapped
    case cancelFromCode
    case alert(Alert)
    case dialog(Dialog)
    enum Alert: Equatable { case delete, keep, again }
    enum Dialog: Equatable { case share }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped: state.alert = .delete(title: "Delete?")
      case .shareTapped: state.dialog = .share
      case .cancelFromCode: state.alert = nil
      case .alert(.delete): state.deleted += 1
      case .alert(.keep): break
      case .alert(.again): state.alert = .delete(title: "Really delete?")
      case .dialog(.share): state.shared += 1
      }
      return .none
    }
    .ifLet(\.alert, action: /Action.alert)
    .ifLet(\.dialog, action: /Action.dialog)
  }
}

extension AlertState where Action == Notes.Action.Alert {
  fileprivate static func delete(title: String) -> Self {
    AlertState {
      TextState(title)
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(action: .again) { TextState("Again") }
      ButtonState(role: .cancel, action: .keep) { TextState("Keep") }
    }
  }
}

extension ConfirmationDialogState where Action == Notes.Action.Dialog {
  fileprivate static var share: Self {
    ConfirmationDialogState {
      TextState("Share")
    } actions: {
      ButtonState(action: .share) { TextState("Share note") }
    }
  }
}

/// A screen whose alert's actions are TCA's `PresentationAction`s: "Cancel" has no action, and
/// sends `.dismiss`.
private struct Trash: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dismissals = 0
  }
  enum Action: Equatable {
    case emptyTapped
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable { case empty }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .emptyTapped:
        state.alert = AlertState {
          TextState("Empty the trash?")
        } actions: {
          ButtonState(role: .destructive, action: .empty) { TextState("Empty") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      case .alert(.dismiss): state.dismissals += 1
      case .alert(.presented(.empty)): break
      }
      return .none
    }
    .ifLet(\.alert, action: /Action.alert)
  }
}

@MainActor
@Suite(.serialized)
struct UIKitStateAlertTests {
  init() { FakeUIKit.reset() }

  /// A view controller on screen, in a window.
  private func onScreen() -> (UIViewController, UIWindow) {
    let controller = UIViewController()
    let window = UIWindow(frame: .zero)
    window.rootViewController = controller
    FakeUIKit.runUntilIdle()
    return (controller, window)
  }

  @Test func presentsTheAlertTheStateHoldsAndATappedButtonSendsItsActionAndDismisses() throws {
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    let token = screen.presentAlert(store, state: \.alert, action: /Notes.Action.alert)
    FakeUIKit.runUntilIdle()
    #expect(screen.presentedViewController == nil)

    store.send(.deleteTapped)
    FakeUIKit.runUntilIdle()
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete?")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Delete", "Again", "Keep"])
    #expect(alert.actions.map(\.style) == [.destructive, .default, .cancel])

    #expect(FakeUIKit.tap("Delete", in: alert))
    FakeUIKit.runUntilIdle()
    #expect(store.deleted == 1)
    #expect(store.alert == nil)
    #expect(screen.presentedViewController == nil)
    #expect(FakeUIKit.log.isEmpty && FakeUIKit.exceptions.isEmpty)
    withExtendedLifetime((token, window)) {}
  }

  @Test(arguments: [FakeUIKit.AlertHandlerTiming.afterDismissal, .duringDismissal])
  func aFollowUpAlertIsPresentedOnceTheFirstIsDismissed(
    timing: FakeUIKit.AlertHandlerTiming
  ) throws {
    FakeUIKit.alertHandlerTiming = timing
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    let token = screen.presentAlert(store, state: \.alert, action: /Notes.Action.alert)
    store.send(.deleteTapped)
    FakeUIKit.runUntilIdle()
    let first = try #require(screen.presentedViewController as? UIAlertController)
    #expect(FakeUIKit.tap("Again", in: first))
    FakeUIKit.runUntilIdle()
    let second = try #require(screen.presentedViewController as? UIAlertController)
    #expect(second !== first)
    #expect(second.title == "Really delete?")
    #expect(FakeUIKit.tap("Keep", in: second))
    FakeUIKit.runUntilIdle()
    #expect(store.alert == nil)
    #expect(store.deleted == 0)
    #expect(screen.presentedViewController == nil)
    withExtendedLifetime((token, window)) {}
  }

  @Test func theStateBecomingNilDismissesTheAlert() throws {
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    let token = screen.presentAlert(store, state: \.alert, action: /Notes.Action.alert)
    store.send(.deleteTapped)
    FakeUIKit.runUntilIdle()
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    store.send(.cancelFromCode)
    FakeUIKit.runUntilIdle()
    #expect(screen.presentedViewController == nil)
    // A tap that comes late (the alert is gone) sends nothing.
    #expect(!FakeUIKit.tap("Delete", in: alert))
    #expect(store.deleted == 0)
    withExtendedLifetime((token, window)) {}
  }

  @Test func aRefusedPresentationLeavesTheStateAndIsPresentedOnceTheScreenCanTakeIt() throws {
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    let token = screen.presentAlert(store, state: \.alert, action: /Notes.Action.alert)
    // The screen presents a view controller of its own: UIKit refuses a second presentation.
    let own = UIViewController()
    screen.present(own, animated: false)
    FakeUIKit.runUntilIdle()
    let diagnostics = UIKitHarness.collectingDiagnostics {
      store.send(.deleteTapped)
      FakeUIKit.runUntilIdle()
    }
    #expect(screen.presentedViewController === own)
    #expect(diagnostics.map(\.kind) == ["uikit.alertPresentationRefused"])
    // Nothing sent, nothing lost: the state still holds the alert.
    #expect(store.alert?.title == TextState("Delete?"))
    #expect(store.deleted == 0)

    // Once the screen can take it, the next change of the state presents it.
    own.dismiss(animated: false)
    FakeUIKit.runUntilIdle()
    store.send(.alert(.again))
    FakeUIKit.runUntilIdle()
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(alert.title == "Really delete?")
    #expect(FakeUIKit.tap("Delete", in: alert))
    FakeUIKit.runUntilIdle()
    #expect(store.deleted == 1)
    #expect(store.alert == nil)
    withExtendedLifetime((token, window)) {}
  }

  @Test func aScreenNotInAWindowPresentsNothingAndReportsNothing() {
    let store = Store(initialState: Notes.State()) { Notes() }
    let screen = UIViewController()
    let token = screen.presentAlert(store, state: \.alert, action: /Notes.Action.alert)
    let diagnostics = UIKitHarness.collectingDiagnostics {
      store.send(.deleteTapped)
      FakeUIKit.runUntilIdle()
    }
    #expect(screen.presentedViewController == nil)
    #expect(diagnostics.isEmpty)
    #expect(store.alert != nil)
    withExtendedLifetime(token) {}
  }

  @Test func aButtonWithoutActionSendsDismissWithPresentationActions() throws {
    let store = Store(initialState: Trash.State()) { Trash() }
    let (screen, window) = onScreen()
    let token = screen.presentAlert(store, state: \.alert, action: /Trash.Action.alert)
    store.send(.emptyTapped)
    FakeUIKit.runUntilIdle()
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(FakeUIKit.tap("Cancel", in: alert))
    FakeUIKit.runUntilIdle()
    #expect(store.dismissals == 1)
    #expect(store.alert == nil)
    #expect(screen.presentedViewController == nil)
    withExtendedLifetime((token, window)) {}
  }

  @Test func presentsAConfirmationDialogAsAnActionSheet() throws {
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    let token = screen.presentConfirmationDialog(
      store, state: \.dialog, action: /Notes.Action.dialog)
    store.send(.shareTapped)
    FakeUIKit.runUntilIdle()
    let sheet = try #require(screen.presentedViewController as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(FakeUIKit.tap("Share note", in: sheet))
    FakeUIKit.runUntilIdle()
    #expect(store.shared == 1)
    #expect(store.dialog == nil)
    #expect(screen.presentedViewController == nil)
    withExtendedLifetime((token, window)) {}
  }

  @Test func aReleasedTokenStopsFollowingTheState() {
    let store = Store(initialState: Notes.State()) { Notes() }
    let (screen, window) = onScreen()
    var token: ObservationToken? = screen.presentAlert(
      store, state: \.alert, action: /Notes.Action.alert)
    #expect(token != nil)
    token = nil
    store.send(.deleteTapped)
    FakeUIKit.runUntilIdle()
    #expect(screen.presentedViewController == nil)
    withExtendedLifetime(window) {}
  }
}
