import Foundation
import Testing

/// README's navigation diagrams are what the examples print with `--graph`: each Mermaid block
/// after a `<!-- route graph: swift run NAME --graph -->` line is compared with the output of
/// the built example.
@Suite struct ReadmeGraphTests {
  /// A diagram of the README: the example that prints it, and the block's lines.
  struct Diagram {
    var example: String
    var lines: [String]
  }

  /// The README of the package, found from this file's path.
  static var readme: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
  }

  /// The diagrams of `text`, each the Mermaid block that follows its marker line.
  static func diagrams(in text: String) -> [Diagram] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var diagrams: [Diagram] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard line.hasPrefix("<!-- route graph: swift run "), line.hasSuffix(" --graph -->"),
        index < lines.count, lines[index] == "```mermaid"
      else { continue }
      let example = line.dropFirst("<!-- route graph: swift run ".count)
        .dropLast(" --graph -->".count)
      let body = lines[(index + 1)...].prefix { $0 != "```" }
      diagrams.append(Diagram(example: String(example), lines: Array(body)))
      index += body.count + 1
    }
    return diagrams
  }

  @Test func eachDiagramIsWhatItsExamplePrintsNow() async throws {
    let diagrams = Self.diagrams(in: try String(contentsOf: Self.readme, encoding: .utf8))
    // The examples whose navigation README draws.
    #expect(Set(diagrams.map(\.example)).isSuperset(of: ["color-list", "tabs", "news-split", "meetings"]))
    for diagram in diagrams {
      let run = try await ExampleRunner.run(diagram.example, arguments: ["--graph"])
      #expect(run.status == 0, "\(diagram.example) --graph failed: \(run.errors)")
      let printed = run.lines.last == "" ? Array(run.lines.dropLast()) : run.lines
      // Recorded with the diff only: the whole blocks would hide it.
      guard printed != diagram.lines else { continue }
      Issue.record(
        """
        README's route graph of \(diagram.example) is not what the example prints now:
        \(Self.diff(readme: diagram.lines, printed: printed))
        Regenerate it with `swift run \(diagram.example) --graph` and paste the output into \
        README.md in place of the Mermaid block after \
        `<!-- route graph: swift run \(diagram.example) --graph -->`.
        """
      )
    }
  }

  @Test func theMarkersAreFoundAndABlockWithoutOneIsNot() {
    let text = """
      <!-- route graph: swift run tabs --graph -->
      ```mermaid
      graph LR
        A["a"]
      ```
      ```mermaid
      graph LR
      ```
      """
    let found = Self.diagrams(in: text)
    #expect(found.map(\.example) == ["tabs"])
    #expect(found.first?.lines == ["graph LR", "  A[\"a\"]"])
  }

  /// The lines only README has (`−`) and those only the example prints (`+`).
  static func diff(readme: [String], printed: [String]) -> String {
    let removed = readme.filter { !printed.contains($0) }.map { "− \($0)" }
    let added = printed.filter { !readme.contains($0) }.map { "+ \($0)" }
    let lines = removed + added
    return lines.isEmpty ? "(the same lines, in another order)" : lines.joined(separator: "\n")
  }
}
