import Testing

/// Runs the built `news-split` example and checks the split container: a story chosen in the
/// list shows in the secondary column, Info comes from either column, a story opens another.
@Suite struct NewsSplitExampleTests {
  @Test func helpListsCommandsAndFlags() async throws {
    let run = try await ExampleRunner.run("news-split", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("--deeplink"))
  }

  @Test func choosingAStoryShowsItInTheSecondaryColumn() async throws {
    let run = try await ExampleRunner.run(
      "news-split", arguments: ["--script", "open 2; related 3; story info; close; open 1"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: (empty)
        > open 2
          show story 2 in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 2)
        > related 3
          push story-3 in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 2)
           └─ story-3
        > story info
          present sheet info in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 2)
           ├─ story-3
           └─ sheet info
        > close
          dismiss info in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 2)
           └─ story-3
        > open 1
          pop story-3 in secondary
          show story 1 in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 1)

        """)
  }

  @Test func infoFromThePrimaryColumnAndClosingTheStory() async throws {
    let run = try await ExampleRunner.run(
      "news-split", arguments: ["--script", "open 4; list info; close; back", "--link"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("  present popover info in primary\n"))
    #expect(
      run.output.hasSuffix(
        """
        > back
          close secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: (empty)
        link: /

        """))
  }

  @Test func deepLinkOpensAStoryARelatedStoryAndInfo() async throws {
    let run = try await ExampleRunner.run(
      "news-split", arguments: ["--deeplink", "story/2/3?modal=info", "--link"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.hasSuffix(
        """
          show story 2 in secondary
          push story-3 in secondary
          present sheet info in secondary
        Split
        ├─ column 1 primary: NewsList
        └─ column 2 secondary: StoryScreen (story 2)
           ├─ story-3
           └─ sheet info
        link: story/2/3?modal=info

        """))
  }

  @Test func linkSaysWhatItLeavesOutOfTheOtherColumn() async throws {
    let run = try await ExampleRunner.run(
      "news-split", arguments: ["--script", "open 2; list info", "--link"])
    #expect(run.status == 0)
    #expect(run.lines.suffix(2) == ["link: story/2", ""])
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.hasPrefix("news-split: the link story/2 leaves out part of what is shown"))
    #expect(run.errors.contains("(missing: present popover info in primary)"))
  }

  @Test(arguments: [
    (["--deeplink", "story/9"], "parameter 'id'"),
    (["--deeplink", "story/x%zz"], "malformed link"),
    (["--script", "related 3"], "unknown command 'related 3'"),
  ])
  func badInputPrintsOneLineAndExitsWithStatus2(arguments: [String], message: String)
    async throws
  {
    let run = try await ExampleRunner.run("news-split", arguments: arguments)
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains(message))
  }
}
