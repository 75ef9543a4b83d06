import Foundation
import Testing

/// Runs the built `tabs` example and checks that each tab keeps its stack and that deep links
/// select a tab and push into it.
@Suite struct TabsExampleTests {
  @Test func helpListsCommandsAndFlags() async throws {
    let run = try await ExampleRunner.run("tabs", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    for word in ["--script", "--deeplink", "--link", "--save", "--restore", "back", "quit"] {
      #expect(run.output.contains(word), "--help does not mention '\(word)'")
    }
  }

  @Test func switchingTabsKeepsEachStackAndReselectingPopsToTheRoot() async throws {
    let run = try await ExampleRunner.run(
      "tabs", arguments: ["--script", "open red; tab news; open election; tab colors; tab colors"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.hasSuffix(
        """
        > tab colors
          select tab 1 colors
        Tabs
        ├─ tab 1 colors (selected): ColorsHome
        │  └─ red
        ├─ tab 2 news: Headlines
        │  └─ election
        └─ tab 3 profile: ProfileHome
        > tab colors
          pop red in colors
        Tabs
        ├─ tab 1 colors (selected): ColorsHome
        ├─ tab 2 news: Headlines
        │  └─ election
        └─ tab 3 profile: ProfileHome

        """))
  }

  @Test func deepLinkSelectsATabAndPushesIntoIt() async throws {
    let run = try await ExampleRunner.run(
      "tabs", arguments: ["--deeplink", "news/election/weather", "--link"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.hasSuffix(
        """
        > deeplink news/election/weather
          select tab 2 news
          push election in news
          push weather in news
        Tabs
        ├─ tab 1 colors: ColorsHome
        ├─ tab 2 news (selected): Headlines
        │  ├─ election
        │  └─ weather
        └─ tab 3 profile: ProfileHome
        link: news/election/weather

        """))
  }

  @Test(arguments: [
    (["--deeplink", "mail/inbox"], "names no route"),
    (["--deeplink", "news/sports"], "names no route"),
    (["--script", "tab mail"], "unknown command 'tab mail'"),
  ])
  func badInputPrintsOneLineAndExitsWithStatus2(arguments: [String], message: String)
    async throws
  {
    let run = try await ExampleRunner.run("tabs", arguments: arguments)
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains(message))
  }

  @Test func saveAndRestoreKeepTheSelectedTabAndItsStack() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tabs-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = try await ExampleRunner.run(
      "tabs",
      arguments: [
        "--script", "open red; tab profile; open edit; open privacy", "--save", file.path,
      ])
    #expect(saved.status == 0)
    let restored = try await ExampleRunner.run(
      "tabs", arguments: ["--restore", file.path, "--link"])
    #expect(restored.status == 0)
    #expect(restored.errors.isEmpty)
    #expect(restored.lines.contains("link: profile/edit/privacy"))
    // The hidden tab keeps its stack too.
    #expect(restored.output.contains("├─ tab 1 colors: ColorsHome\n│  └─ red\n"))
    #expect(
      restored.output.contains(
        "└─ tab 3 profile (selected): ProfileHome\n   ├─ edit\n   └─ privacy"))
  }
}
