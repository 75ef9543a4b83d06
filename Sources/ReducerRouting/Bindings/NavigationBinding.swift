/// A part of a store's navigation that a UI control shows and changes: a flow's stack as a path,
/// its modal, a selected tab, a split column.
///
/// Reading ``value`` reads the store's current state; writing it sends the navigation actions
/// that make the state show what the UI wrote, through the store, so that reducers and tests
/// see them. A write the state has already moved past is ignored with a diagnostic.
///
/// ```swift
/// let path = store.pathBinding()
/// path.value.map(\.id)     // ["color-red", "info"]
/// path.value.removeLast()  // a swipe back: sends .navigation(.drop("info"))
/// ```
///
/// Made by ``ReducerCore/Store/pathBinding(fileID:line:)``, ``ReducerCore/Store/modalBinding(style:fileID:line:)``,
/// ``ReducerCore/Store/tabBinding(selection:action:)`` and ``ReducerCore/Store/columnBinding(_:show:close:fileID:line:)``.
/// A UI adapter wraps it in its own binding, and after each write reads it again when
/// ``NavigationWrite/needsRefresh`` says the state shows something else than what the UI wrote:
///
/// ```swift
/// // SwiftUI, inside a view's body; `refresh` is a `@State` counter, so that changing it
/// // renders the view again:
/// let path = store.pathBinding()
/// NavigationStack(
///   path: Binding(
///     get: { @MainActor in _ = refresh; return path.value },
///     set: { @MainActor in if path.set($0).needsRefresh { refresh &+= 1 } })
/// ) { ... }
/// ```
///
/// It keeps the store alive.
@MainActor
public struct NavigationBinding<Value> {
  @usableFromInline let read: @MainActor () -> Value
  @usableFromInline let write: @MainActor (Value) -> NavigationWrite

  init(
    read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> NavigationWrite
  ) {
    self.read = read
    self.write = write
  }

  /// What the store's current state shows; setting it sends the actions that show the new
  /// value, unless the state has moved past it.
  ///
  /// An adapter writes with ``set(_:)`` instead, to learn whether to read the value again.
  @inlinable
  public var value: Value {
    get { read() }
    nonmutating set { _ = write(newValue) }
  }

  /// Sends the actions that make the state show `value`, unless the state has moved past it.
  ///
  /// - Parameter value: What the UI now shows.
  /// - Returns: The tasks of the actions sent, and whether the UI must read ``value`` again.
  @discardableResult
  @inlinable
  public func set(_ value: Value) -> NavigationWrite {
    write(value)
  }
}

/// What a ``NavigationBinding`` did with a value the UI wrote.
///
/// ```swift
/// let write = path.set(newPath)
/// if write.needsRefresh { show(path.value) }  // the state did not take the write as it was
/// await write.finish()                        // waits for the effects of the actions sent
/// ```
@MainActor
public struct NavigationWrite {
  /// The tasks of the actions the write sent, in the order they were sent; empty when the
  /// value was already shown or the write was ignored.
  public let tasks: [StoreTask]
  /// Whether the state, after the write, shows something else than the value written: the
  /// write was ignored (stale), or a reducer decided otherwise.
  ///
  /// The UI shows what it wrote, and an observation of the state is not told about a write that
  /// changed nothing: when this is `true`, read the binding's value again and show it, so that
  /// the screen and the state do not drift apart.
  public let needsRefresh: Bool

  init(tasks: [StoreTask], needsRefresh: Bool) {
    self.tasks = tasks
    self.needsRefresh = needsRefresh
  }

  /// Waits until the effects of every action the write sent have finished or been cancelled.
  ///
  /// - Complexity: O(*n*) in the number of actions sent.
  public func finish() async {
    for task in tasks { await task.finish() }
  }
}

/// The id of the item a binding last showed the UI, so that a dismissal names what the UI
/// dismissed: the value when the binding was made, then after each read and write.
@MainActor
final class ShownItem<ID: Hashable> {
  var id: ID?

  init(_ id: ID?) { self.id = id }
}
