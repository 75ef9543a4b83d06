import ReducerRouting
import SwiftUIAdapterCheck

// A fake of the part of SwiftUI the alert and dialog modifiers rely on, driving the adapter's
// own sources (compiled into SwiftUIAdapterCheck against the behavioural stand-ins). Each
// behaviour cites the Apple documentation it models.

/// The order in which SwiftUI runs a tapped button's action and its own `isPresented = false`.
///
/// Apple documents that the system sets the binding to `false` when the user taps a button
/// ("When the user presses or taps one of the alert's actions, the system sets this value to
/// `false` and dismisses",
/// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka,
/// and for dialogs "When the user presses or taps the dialog's default action button, the
/// system sets this value to `false`",
/// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb);
/// the order is not documented, and is observed as below (issue 30, item 4).
enum TapOrder: String, CaseIterable, Sendable {
  /// The button's action, then the write (iOS, iPadOS, tvOS, watchOS, visionOS).
  case iOS
  /// The write, then the button's action (macOS).
  case macOS
}

/// A view the fakes look into: the stand-in containers (this host and the fake navigation stack
/// of NestedFlowStackTests).
protocol HostContainer {
  var hostChildren: [Any] { get }
}

extension TupleView: HostContainer {
  var hostChildren: [Any] { children }
}

extension _ConditionalContent: HostContainer {
  var hostChildren: [Any] { [child] }
}

extension ForEach: HostContainer {
  var hostChildren: [Any] { views }
}

extension Optional: HostContainer {
  var hostChildren: [Any] { map { [$0] } ?? [] }
}

extension List: HostContainer {
  var hostChildren: [Any] { [content] }
}

/// A button the host taps.
private protocol HostButton {
  var hostLabel: String? { get }
  var hostAction: @MainActor () -> Void { get }
}

extension Button: HostButton {
  fileprivate var hostLabel: String? { (label as? Text)?.content }
  fileprivate var hostAction: @MainActor () -> Void { action }
}

/// Renders a view as SwiftUI does (its `body`, again after each event), shows the alert or
/// dialog whose binding reads `true`, and taps its buttons.
@MainActor
final class SwiftUIHost<Root: View> {
  private let root: @MainActor () -> Root

  /// A host of the view `root` makes (read again at each render, as SwiftUI renders a view
  /// again when the state it read changes).
  init(_ root: @escaping @MainActor () -> Root) {
    self.root = root
  }

  /// The alerts and dialogs of the view as it renders now, outermost first.
  func presentations() -> [StandInPresentation] {
    var found: [StandInPresentation] = []
    collect(root(), into: &found)
    return found
  }

  /// The alert or dialog SwiftUI shows: the one whose `isPresented` reads `true` ("A binding to
  /// a Boolean value that determines whether to present the alert").
  func presented() async -> StandInPresentation? {
    for presentation in presentations() where await presentation.isPresented.standInRead() {
      return presentation
    }
    return nil
  }

  /// The labels of the buttons of the alert or dialog shown.
  func buttonLabels() async -> [String] {
    guard let presentation = await presented() else { return [] }
    return buttons(of: presentation).compactMap(\.hostLabel)
  }

  /// Taps the button labelled `label` of the alert or dialog shown, in `order`, and ends the
  /// event; `false` when no such button is shown.
  @discardableResult
  func tap(_ label: String, order: TapOrder) async -> Bool {
    guard let presentation = await presented(),
      let button = buttons(of: presentation).first(where: { $0.hostLabel == label })
    else { return false }
    switch order {
    case .iOS:
      button.hostAction()
      await presentation.isPresented.standInWrite(false)
    case .macOS:
      await presentation.isPresented.standInWrite(false)
      button.hostAction()
    }
    await endOfEvent()
    return true
  }

  /// Closes the dialog shown without a button, as a tap outside it or the escape key does
  /// ("The system ... includes a standard dismiss action by default",
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb):
  /// SwiftUI writes `false` and calls no action; `false` when nothing is shown.
  @discardableResult
  func dismissWithoutButton() async -> Bool {
    guard let presentation = await presented() else { return false }
    await presentation.isPresented.standInWrite(false)
    await endOfEvent()
    return true
  }

  /// The end of SwiftUI's event: the main actor runs, in order, the jobs enqueued during it
  /// (the main actor's executor is the main queue, serial and first-in first-out,
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main), before the job
  /// this enqueues after them.
  func endOfEvent() async {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
  }

  private func buttons(of presentation: StandInPresentation) -> [any HostButton] {
    var found: [any HostButton] = []
    if let actions = presentation.actions { collectButtons(actions, into: &found) }
    return found
  }

  private func collect(_ view: Any, into found: inout [StandInPresentation]) {
    if let presentation = view as? StandInPresentation {
      found.append(presentation)
      collect(presentation.content, into: &found)
    } else if let container = view as? any HostContainer {
      for child in container.hostChildren { collect(child, into: &found) }
    } else if let view = view as? any View, let body = Self.body(of: view) {
      collect(body, into: &found)
    }
  }

  private func collectButtons(_ view: Any, into found: inout [any HostButton]) {
    if let button = view as? any HostButton {
      found.append(button)
    } else if let container = view as? any HostContainer {
      for child in container.hostChildren { collectButtons(child, into: &found) }
    } else if let view = view as? any View, let body = Self.body(of: view) {
      collectButtons(body, into: &found)
    }
  }

  /// A view's body, or `nil` for a primitive stand-in (whose `Body` is `Never`).
  private static func body<V: View>(of view: V) -> Any? {
    V.Body.self == Never.self ? nil : view.body
  }
}
