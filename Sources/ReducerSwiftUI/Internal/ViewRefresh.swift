#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
  import Observation

  /// Renders again the view that made a binding, when a write through the binding left the state
  /// showing something else than what the UI wrote.
  ///
  /// The UI shows what it wrote (a popped screen, a dismissed sheet), and the store tells its
  /// observers only of changes: a write the state refused changes nothing, so nothing would show
  /// the screen the state still holds. The view's `body` reads ``track()`` while it makes the
  /// binding, which SwiftUI's observation records; ``request()`` then invalidates that `body`,
  /// which reads the state again. It is the only way this module renders a view again; every
  /// other update comes from the store's own observation.
  @MainActor
  final class ViewRefresh: Observable {
    private let registrar = ObservationRegistrar()
    private var generation = 0

    /// Records, for the observation in progress (a view's `body`), that it depends on this refresh.
    func track() {
      registrar.access(self, keyPath: \.generation)
    }

    /// Tells the observation that recorded ``track()`` to render its view again.
    func request() {
      registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
    }
  }
#endif
