import Foundation
import Testing

/// `--graph [mermaid|dot|json]` of the routing examples, run as a person runs them: each format
/// prints the same graph, and a bad format is refused with status 2 and nothing on standard
/// output.
@Suite struct GraphCommandTests {
  @Test func newsSplitPrintsItsColumnsInEachFormat() async throws {
    let json = try await ExampleRunner.run("news-split", arguments: ["--graph", "json"])
    #expect(json.status == 0, "\(json.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
    let groups = try #require((object as? [String: Any])?["groups"] as? [[String: Any]])
    #expect(Set(groups.compactMap { $0["label"] as? String }) == ["primary", "secondary"])
    let dot = try await ExampleRunner.run("news-split", arguments: ["--graph", "dot"])
    #expect(dot.status == 0)
    #expect(dot.output.hasPrefix("digraph"))
    #expect(dot.output.contains("subgraph \"cluster_StoryFlow\""))
  }

  @Test func meetingsPrintsItsScreensAndTheAlertsButton() async throws {
    let run = try await ExampleRunner.run("meetings", arguments: ["--graph"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.lines.first == "graph LR")
    for line in [
      #"  MeetingsApp_root -->|"meetingTapped → push"| MeetingsApp_detail"#,
      #"  MeetingsApp_detail -->|"editTapped → present sheet"| MeetingsApp_edit"#,
      #"  MeetingsApp_detail -->|"confirmDeletion → pop"| MeetingsApp_root"#,
      #"  MeetingsApp_edit -.->|"pull down"| MeetingsApp_detail"#,
    ] {
      #expect(run.lines.contains(line), "meetings --graph does not print \(line)")
    }
  }

  @Test func aBadFormatIsRefusedWithStatus2() async throws {
    for example in ["meetings", "news-split"] {
      let run = try await ExampleRunner.run(example, arguments: ["--graph", "svg"])
      #expect(run.status == 2)
      #expect(run.output.isEmpty)
      #expect(
        run.errors.hasPrefix(
          "\(example): --graph does not know the format \"svg\"; use one of mermaid, dot, json."))
    }
  }
}
