#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || REDUCER_ADAPTER_CHECK
  #if canImport(UIKit)
    import UIKit
  #endif

  // Platform-neutral: no UIKit type appears here. The renderer turns each case into a
  // presentation style or an alert controller in one `switch`.

  /// How the UIKit renderer presents a modal route, decided from its ``ModalStyle``: a view
  /// controller in a presentation style, or an alert controller.
  enum ModalPresentation: Hashable, Sendable {
    /// A sheet: the renderer's sheet presentation style (a page sheet by default).
    case sheet
    /// A cover that fills the screen.
    case fullScreen
    /// A popover, anchored to the presenting view controller's view unless the view controller
    /// names its own anchor.
    case popover
    /// A style of the app's own, by name: the presentation style the app gives for it.
    case custom(String)
    /// An alert controller in the alert style.
    case alert
    /// An alert controller in the action sheet style: a confirmation dialog.
    case actionSheet

    /// The presentation of a modal route in this style (a sheet when the route has none).
    ///
    /// - Parameter style: The route's modal style.
    init(_ style: ModalStyle?) {
      switch style ?? .sheet {
      case .sheet: self = .sheet
      case .fullScreen: self = .fullScreen
      case .popover: self = .popover
      case let .custom(name): self = .custom(name)
      case .alert: self = .alert
      case .confirmationDialog: self = .actionSheet
      }
    }

    /// Whether the modal is shown by an alert controller, built from an ``AlertPresentation``.
    var isAlert: Bool {
      switch self {
      case .alert, .actionSheet: true
      case .sheet, .fullScreen, .popover, .custom: false
      }
    }
  }
#endif
