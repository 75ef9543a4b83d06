import Foundation
import ReducerRouting

/// One thing a person can do on the current screen: a command word and the action it sends.
public struct Choice<Action> {
  /// What to type, such as `open red` or `settings`; the choice's number works too.
  public var command: String
  /// The action the command sends to the store.
  public var action: Action

  /// Creates a choice.
  ///
  /// - Parameters:
  ///   - command: What to type.
  ///   - action: The action it sends.
  public init(_ command: String, _ action: Action) {
    self.command = command
    self.action = action
  }
}

/// The screen a person sees on top: its title, its choices and how to leave it.
public struct Screen<Action> {
  /// The screen's name, such as `red` or `ColorList`.
  public var title: String
  /// The numbered choices of the screen.
  public var choices: [Choice<Action>]
  /// The action that goes back one screen (dismisses a modal, pops a pushed screen), or `nil`
  /// at the root.
  public var back: Action?
  /// The action that goes back to the root screen, or `nil` when already there.
  public var root: Action?
  /// Whether the screen is presented as a modal: then `dismiss` goes back.
  public var isPresented: Bool

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - title: The screen's name.
  ///   - choices: The numbered choices.
  ///   - back: The action that goes back one screen, if any.
  ///   - root: The action that goes back to the root, if any.
  ///   - isPresented: Whether the screen is presented as a modal.
  public init(
    title: String, choices: [Choice<Action>], back: Action?, root: Action?,
    isPresented: Bool = false
  ) {
    self.title = title
    self.choices = choices
    self.back = back
    self.root = root
    self.isPresented = isPresented
  }
}

/// A headless example: a store, the screens it shows, and how deep links open in it. The
/// shared ``TerminalProgram`` turns it into a command-line program.
@MainActor
public protocol TerminalExample {
  /// The state of the whole example.
  associatedtype State: DeepLinkable
  /// The actions of the whole example.
  associatedtype Action

  /// The program's name, such as `color-list`.
  static var name: String { get }
  /// What the example shows, in one or two sentences, for `--help`.
  static var summary: String { get }
  /// The first segment of every link of this example, such as `colors`, or `nil`.
  static var linkPrefix: String? { get }
  /// Links that open, for `--help` and error messages.
  static var linkExamples: [String] { get }
  /// A script that shows the example, for `--help`.
  static var scriptExample: String { get }

  /// Creates the store at its first screen.
  static func makeStore() -> Store<State, Action>
  /// The action that opens a link (without ``linkPrefix``) in one step.
  static func openLink(_ link: DeepLink) -> Action
  /// The screen on top, with its choices.
  static func screen(of state: State) -> Screen<Action>
  /// The container at the top of the state (tabs, columns), or `nil`.
  static func container(of state: State) -> TerminalRenderer.Container?
  /// The links that rebuild the state's navigation when opened in order from the first
  /// screen, for `--save`: one link, or one per tab or column (the one shown last).
  static func savedLinks(of state: State) -> [DeepLink]
  /// The state's navigation encoded for `--save` (state restoration), or `nil` to save links.
  static func encodeNavigation(of state: State) throws -> Data?
  /// The action that restores navigation encoded by ``encodeNavigation(of:)``.
  ///
  /// - Throws: A `DecodingError` that says where the data is wrong.
  static func restoreNavigation(from data: Data) throws -> Action
}

extension TerminalExample {
  /// No container: the state is a flow.
  public static func container(of state: State) -> TerminalRenderer.Container? { nil }

  /// The link of what the state shows.
  public static func savedLinks(of state: State) -> [DeepLink] { [DeepLink(for: state)] }

  /// No encoding: `--save` writes links.
  public static func encodeNavigation(of state: State) throws -> Data? { nil }

  /// Never called, as ``encodeNavigation(of:)`` encodes nothing.
  public static func restoreNavigation(from data: Data) throws -> Action {
    throw TerminalProgramError(message: "\(name) saves links, not an encoded navigation.")
  }
}
