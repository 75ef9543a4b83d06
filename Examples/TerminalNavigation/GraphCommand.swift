import Foundation
import ReducerExplorer

/// `--graph [mermaid|dot|json]`, shared by the routing examples: the example's route graph as
/// its navigation explorer draws it, printed. README's navigation diagrams are this output.
public enum GraphCommand {
  /// The formats `--graph` prints.
  public enum Format: String, CaseIterable, Sendable {
    /// A Mermaid `graph LR` block, the default.
    case mermaid
    /// Graphviz's DOT.
    case dot
    /// JSON, for tools.
    case json
  }

  /// How much the explorer explores to draw the graph: 200 runs of 30 steps, seed 1.
  public static let runs = 200
  /// The most steps a run takes.
  public static let steps = 30
  /// The seed: the same graph on every machine.
  public static let seed: UInt64 = 1

  /// The format `--graph` asks for, when the arguments start with it; a bad format is refused
  /// with a message that lists the good ones.
  ///
  /// - Parameter arguments: The program's arguments, without its name.
  /// - Returns: `nil` when the arguments do not start with `--graph`.
  public static func format(in arguments: [String]) -> Result<Format, TerminalProgramError>? {
    guard arguments.first == "--graph" else { return nil }
    let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
    guard arguments.count <= 2 else {
      return .failure(
        TerminalProgramError(message: "--graph takes at most one format (\(formats))."))
    }
    guard let name = arguments.dropFirst().first else { return .success(.mermaid) }
    guard let format = Format(rawValue: name) else {
      return .failure(
        TerminalProgramError(
          message:
            "--graph does not know the format \(String(reflecting: String(name.prefix(40)))); "
            + "use one of \(formats)."))
    }
    return .success(format)
  }

  /// The route graph `explorer` draws, in `format`.
  ///
  /// - Parameters:
  ///   - explorer: The example's explorer.
  ///   - format: The format to print.
  /// - Returns: The graph's text.
  @MainActor
  public static func text<App: Reducer>(of explorer: NavigationExplorer<App>, format: Format)
    async -> String
  {
    let graph = await explorer.explore(runs: runs, steps: steps, seed: seed).graph
    switch format {
    case .mermaid: return graph.mermaid
    case .dot: return graph.dot
    case .json: return graph.json
    }
  }

  /// Runs `--graph` when the arguments ask for it: prints the graph and exits with status 0,
  /// or prints why the format is refused on standard error and exits with status 2; returns
  /// when the arguments do not start with `--graph`.
  ///
  /// - Parameters:
  ///   - name: The program's name, for an error.
  ///   - explorer: Makes the example's explorer.
  @MainActor
  public static func runIfAsked<App: Reducer>(
    name: String, explorer: () -> NavigationExplorer<App>
  ) async {
    switch format(in: Array(CommandLine.arguments.dropFirst())) {
    case nil: return
    case .success(let format)?:
      print(await text(of: explorer(), format: format))
      fflush(nil)
      exit(0)
    case .failure(let error)?:
      FileHandle.standardError.write(Data("\(name): \(error.message)\n".utf8))
      exit(2)
    }
  }
}
