import Foundation
import Testing

// Every swift block of the SwiftUI adapter's documentation compiles against the stand-ins: the
// blocks of the ReducerSwiftUI DocC articles and of the doc comments under
// Sources/ReducerSwiftUI/Alerts and Bindings are found, line for line (indentation aside), in
// Checks/SwiftUIAdapterCheck/AdapterDocSnippets.swift or in the example app's views
// (Examples/color-list-ui/SwiftUI), which SwiftUIAdapterCheck compiles, or,
// in an article, are marked `<!-- snippet: fragment REASON -->` as
// Tests/Scripts/check-doc-snippets.py allows.

// The repository's root: this file is Checks/Tests/SwiftUIAdapterTests/DocSnippetTests.swift.
private let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A swift block: where it is, its lines without indentation, and whether it is a fragment.
private struct Block: CustomStringConvertible {
  let location: String
  let lines: [String]
  let isFragment: Bool
  var description: String { location }
}

/// The swift blocks of `text`, whose lines start with `prefix` (`///` in a doc comment).
private func blocks(in text: String, prefix: String, file: String) -> [Block] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !prefix.isEmpty else { return trimmed }
    return trimmed.hasPrefix(prefix)
      ? String(trimmed.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) : "\u{0}"
  }
  var found: [Block] = []
  var index = 0
  while index < lines.count {
    guard lines[index] == "```swift" else {
      index += 1
      continue
    }
    var end = index + 1
    while end < lines.count, lines[end] != "```" { end += 1 }
    var previous = index - 1
    while previous >= 0, lines[previous].isEmpty { previous -= 1 }
    let isFragment = previous >= 0 && lines[previous].hasPrefix("<!-- snippet: fragment")
    let code = lines[(index + 1)..<min(end, lines.count)]
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    found.append(
      Block(location: "\(file):\(index + 2)", lines: Array(code), isFragment: isFragment))
    index = end + 1
  }
  return found
}

private func read(_ path: String) throws -> String {
  try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

private func documentedBlocks() throws -> [Block] {
  var found: [Block] = []
  let catalog = "Sources/ReducerSwiftUI/Documentation.docc"
  for name in try FileManager.default.contentsOfDirectory(
    atPath: root.appendingPathComponent(catalog).path
  ).sorted() where name.hasSuffix(".md") {
    let path = "\(catalog)/\(name)"
    found += blocks(in: try read(path), prefix: "", file: path)
  }
  for folder in ["Sources/ReducerSwiftUI/Alerts", "Sources/ReducerSwiftUI/Bindings"] {
    for name in try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(folder).path
    ).sorted() where name.hasSuffix(".swift") {
      let path = "\(folder)/\(name)"
      found += blocks(in: try read(path), prefix: "///", file: path)
    }
  }
  return found
}

@Suite struct DocSnippetTests {
  @Test func everyBlockIsCompiledAgainstTheStandInsOrMarkedAFragment() throws {
    // The snippets, and the example app's views (which the check targets compile too).
    let sources = try [
      "Checks/SwiftUIAdapterCheck/AdapterDocSnippets.swift",
      "Examples/color-list-ui/SwiftUI/ColorListViews.swift",
    ].map { path in
      try read(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let documented = try documentedBlocks()
    #expect(documented.count > 10)
    for block in documented where !block.isFragment {
      let isCompiled =
        !block.lines.isEmpty
        && sources.contains { compiled in
          compiled.indices.contains { start in compiled[start...].starts(with: block.lines) }
        }
      #expect(
        isCompiled,
        "\(block) is not in Checks/SwiftUIAdapterCheck/AdapterDocSnippets.swift nor in the example's views: copy it there, or mark it a fragment"
      )
    }
  }
}
