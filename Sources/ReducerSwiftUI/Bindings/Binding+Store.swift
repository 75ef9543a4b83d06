#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif

  extension Binding {
    /// A SwiftUI binding over a flow's navigation binding: a stack's path, a modal, a selected tab
    /// or a split column.
    ///
    /// ```swift
    /// NavigationStack(path: Binding(store.pathBinding())) {
    ///   NotesListView(store: store.rootStore())
    /// }
    /// TabView(
    ///   selection: Binding(tabs.tabBinding(selection: \.selectedTab, action: /NotesTabs.Action.tab))
    /// ) {
    ///   NotesFlowView(store: store)
    /// }
    /// ```
    ///
    /// Reading it reads the store's state; writing it sends the navigation actions that make the
    /// state show what the UI wrote, as `NavigationBinding.set(_:)` decides. When the state does
    /// not take the write as it was (`NavigationWrite.needsRefresh`: a stale write, a reducer
    /// that decided otherwise), the view that made the binding is rendered again, so that the
    /// screen shows the state and the two never drift apart.
    ///
    /// Make it inside a view's `body`: it reads the value once there, so that the view is
    /// rendered again when the value changes, and it renders that view again after a refused
    /// write.
    ///
    /// - Parameter binding: The navigation binding, from `pathBinding()`, `modalBinding(style:)`,
    ///   `tabBinding(selection:action:)` or `columnBinding(_:show:close:)`.
    @MainActor
    public init(_ binding: NavigationBinding<Value>) {
      self.init(
        reading: { binding.value },
        writing: { binding.set($0).needsRefresh })
    }

    /// A SwiftUI binding over a `@BindingState` field of a store, for a text field, a toggle, a
    /// picker.
    ///
    /// ```swift
    /// TextField("Note", text: Binding(store.binding(\.$text)))
    /// Toggle("Pinned", isOn: Binding(store.binding(\.$isPinned)))
    /// ```
    ///
    /// Reading it reads the field; writing it sends the field's binding action,
    /// `.binding(.set(\.$field, value))`. When a reducer then leaves the field at another value
    /// than the one written (it trims, it clamps), the view that made the binding is rendered
    /// again and shows the field as the state holds it.
    ///
    /// Make it inside a view's `body`, as for a navigation binding.
    ///
    /// - Parameter binding: The field's binding, from `store.binding(\.$field)`.
    @MainActor
    public init(_ binding: StoreBinding<Value>) where Value: Equatable {
      self.init(
        reading: { binding.value },
        writing: { value in
          binding.set(value)
          return binding.value != value
        })
    }

    /// A binding that reads the state, and writes through `write`, which returns whether the
    /// state shows something else than what was written; the view that made the binding is then
    /// rendered again (``ViewRefresh``).
    ///
    /// The value is read once here, so that the `body` that makes the binding observes it.
    @MainActor
    init(
      reading read: @escaping @MainActor () -> Value,
      writing write: @escaping @MainActor (Value) -> Bool
    ) {
      let refresh = ViewRefresh()
      refresh.track()
      _ = read()
      self.init(
        get: { @MainActor in read() },
        set: { @MainActor value in
          if write(value) { refresh.request() }
        })
    }
  }
#endif
