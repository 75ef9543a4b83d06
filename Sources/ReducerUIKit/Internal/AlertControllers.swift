#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // The one place an `AlertPresentation` becomes a `UIAlertController`, and the one test of
  // whether UIKit would refuse a presentation: for the renderer's alert routes and for the
  // alerts a screen holds in its own state (`UIViewController+Alerts.swift`).

  extension AlertPresentation {
    /// An alert controller with this alert's title, message and buttons, in the alert or the
    /// action sheet style; tapping a button calls `tapped` with the button's action (UIKit
    /// dismisses the alert controller itself).
    @MainActor
    func makeController(
      asActionSheet: Bool,
      tapped: @escaping @MainActor (Action?) -> Void
    ) -> UIAlertController {
      let controller = UIAlertController(
        title: title, message: message, preferredStyle: asActionSheet ? .actionSheet : .alert)
      for button in buttons {
        let style: UIAlertAction.Style =
          switch button.role {
          case .cancel?: .cancel
          case .destructive?: .destructive
          case nil: .default
          }
        let action = button.action
        controller.addAction(
          UIAlertAction(title: button.title, style: style) { _ in tapped(action) })
      }
      return controller
    }
  }

  /// Why UIKit would refuse a presentation from `presenter` now, or `nil` when it would not: its
  /// view is not in a window, it already presents a view controller, or it is being presented or
  /// dismissed (UIKit then never calls the presentation's completion).
  @MainActor
  func presentationRefusal(from presenter: UIViewController) -> String? {
    if presenter.viewIfLoaded?.window == nil { return "its view is not in a window" }
    if let other = presenter.presentedViewController {
      return "it already presents '\(other)'"
    }
    if presenter.isBeingPresented || presenter.isBeingDismissed {
      return "it is being presented or dismissed"
    }
    return nil
  }
#endif
