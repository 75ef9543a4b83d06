/// Builds the buttons of an alert or a confirmation dialog from a closure that lists them, with
/// `if`, `if`/`else`, `switch` and `for` as in any Swift code.
///
/// ```swift
/// AlertState {
///   TextState("Remove \(item.name)?")
/// } actions: {
///   if item.isShared {
///     ButtonState(action: .leave) { TextState("Leave") }
///   } else {
///     ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
///   }
///   for folder in folders {
///     ButtonState(action: .move(folder.id)) { TextState("Move to \(folder.name)") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// Spelled like TCA's `ButtonStateBuilder`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Makes one button a list of one.
  ///
  /// - Parameter expression: A button.
  /// - Returns: The button, alone in a list.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Joins the buttons of the statements of a block, in order.
  ///
  /// - Parameter components: The buttons of each statement.
  /// - Returns: All of them, in order.
  /// - Complexity: O(*n*) in the number of buttons.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`: none when the condition is false.
  ///
  /// - Parameter component: The buttons of the `if` body, or `nil`.
  /// - Returns: Those buttons, or none.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's buttons.
  /// - Returns: The same buttons.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: The branch's buttons.
  /// - Returns: The same buttons.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of every pass of a `for` loop, in order.
  ///
  /// - Parameter components: The buttons of each pass.
  /// - Returns: All of them, in order.
  /// - Complexity: O(*n*) in the number of buttons.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` body.
  ///
  /// - Parameter component: The body's buttons.
  /// - Returns: The same buttons.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
