import Foundation
import Testing

/// Runs the built `color-list` example with scripts, deep links and saved files, and checks
/// what it prints and how it exits.
@Suite struct ColorListExampleTests {
  @Test func helpListsCommandsAndFlags() async throws {
    let run = try await ExampleRunner.run("color-list", arguments: ["--help"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    for word in [
      "--script", "--deeplink", "--link", "--save", "--restore", "--graph", "--help", "back",
      "root", "dismiss", "quit",
    ] {
      #expect(run.output.contains(word), "--help does not mention '\(word)'")
    }
  }

  @Test func exploreRunsTheNavigationExplorerAndPrintsItsReport() async throws {
    let run = try await ExampleRunner.run("color-list", arguments: ["--explore", "20"])
    #expect(run.errors.isEmpty)
    #expect(run.status == 0, "the explorer found failures in the example:\n\(run.output)")
    let summary = try #require(run.lines.first)
    #expect(summary.hasPrefix("20 runs, "))
    #expect(summary.contains(" 0 failures; routes reached "))
    // A pushed list is not offered (see Exploration.swift), so the coverage names it.
    #expect(run.output.contains("unreached: AppFlow.Route.list"))
    let again = try await ExampleRunner.run("color-list", arguments: ["--explore", "20"])
    #expect(again.output == run.output, "the same seed gave another report")
  }

  @Test func exploreRefusesABadCount() async throws {
    for arguments in [["--explore"], ["--explore", "many"], ["--explore", "0"]] {
      let run = try await ExampleRunner.run("color-list", arguments: arguments)
      #expect(run.status == 2)
      #expect(run.errors.contains("--explore needs one number of runs"))
      #expect(run.output.isEmpty)
    }
  }

  @Test func scriptPrintsEachStepAndTheTree() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open red; settings; back; info; dismiss"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
        ColorList
        > open red
          push red
        ColorList
        └─ red · ColorDetail
        > settings
          push settings in red
        ColorList
        └─ red · ColorDetail
           └─ settings · SettingsHome
        > back
          pop settings in red
        ColorList
        └─ red · ColorDetail
        > info
          present sheet info in red
        ColorList
        └─ red · ColorDetail
           └─ sheet info
        > dismiss
          dismiss info in red
        ColorList
        └─ red · ColorDetail

        """)
  }

  @Test func pipedScriptRunsLikeTheScriptFlag() async throws {
    let script = "open red; settings; back; info; dismiss"
    let flag = try await ExampleRunner.run("color-list", arguments: ["--script", script])
    let piped = try await ExampleRunner.run(
      "color-list", input: script.replacingOccurrences(of: "; ", with: "\n") + "\n")
    #expect(piped.status == 0)
    #expect(piped.output == flag.output)
  }

  @Test func rootWorksFromAnyDepthAndListsPushAgainAtTheRoot() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open red; list; open blue; settings; about; root"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.contains(
        """
        > list
          push list-red
        ColorList
        ├─ red · ColorDetail
        └─ list-red
        """))
    #expect(
      run.output.hasSuffix(
        """
        > root
          pop blue, list-red, red
        ColorList

        """))
  }

  @Test func deepLinkOpensTheScreenInOneStepAndLinkGivesItBack() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--deeplink", "colors/red/settings?modal=info", "--link"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
        ColorList
        > deeplink colors/red/settings?modal=info
          push red
          push settings in red
          present sheet info in settings
        ColorList
        └─ red · ColorDetail
           └─ settings · SettingsHome
              └─ sheet info
        link: colors/red/settings?modal=info

        """)
  }

  @Test func linkSaysOnStandardErrorWhatItLeavesOut() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open red; list; open green; info", "--link"])
    #expect(run.status == 0)
    #expect(run.lines.suffix(2) == ["link: colors/red", ""])
    #expect(
      run.errors == """
        color-list: the link colors/red leaves out part of what is shown: it opens \
        ColorList › red, not ColorList › red › list-red › green › sheet info (missing: push \
        list-red, push green, present sheet info in green). A link follows one path and ends at \
        the first screen that holds a nested flow, so the screens above that one cannot be in \
        it; go back to a screen the link describes, or keep everything with --save.

        """)
  }

  @Test func theLinkCommandWarnsAndTheScriptGoesOn() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open red; list; link; back; link"])
    #expect(run.status == 0)
    let links = run.lines.filter { $0.hasPrefix("link: ") }
    #expect(links == ["link: colors/red", "link: colors/red"])
    // Only the first link leaves something out: after `back`, red is on top.
    let errorLines = run.errors.split(separator: "\n")
    #expect(errorLines.count == 1)
    #expect(errorLines.first?.contains("missing: push list-red)") == true)
  }

  @Test func aQueryItemTheAppDoesNotReadIsIgnored() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--deeplink", "colors/red?utm_source=mail", "--link"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.lines.suffix(2) == ["link: colors/red", ""])
  }

  @Test func aModalWithoutAValueIsRefusedLikeAModalNamedWrong() async throws {
    let empty = try await ExampleRunner.run(
      "color-list", arguments: ["--deeplink", "colors/red?modal"])
    let wrong = try await ExampleRunner.run(
      "color-list", arguments: ["--deeplink", "colors/red?modal=foo"])
    #expect(empty.status == 2)
    #expect(wrong.status == 2)
    #expect(empty.errors.contains("'modal=' names no route of 'ColorDetailFlow.State'"))
    #expect(empty.errors.contains("It accepts settings, info there."))
    #expect(
      empty.errors
        == wrong.errors
        .replacing("'colors/red?modal=foo'", with: "'colors/red?modal'")
        .replacing("'modal=foo'", with: "'modal='"))
  }

  @Test func linkOfAScriptedScreenOpensTheSameTree() async throws {
    let scripted = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open green; settings; about", "--link"])
    let link = try #require(scripted.lines.last { $0.hasPrefix("link: ") }).dropFirst(6)
    #expect(link == "colors/green/settings/about")
    let opened = try await ExampleRunner.run(
      "color-list", arguments: ["--deeplink", String(link), "--link"])
    #expect(opened.status == 0)
    #expect(treeAtTheEnd(of: opened) == treeAtTheEnd(of: scripted))
  }

  @Test(arguments: [
    (["--script", "open red; fly; info"], "unknown command 'fly' on red"),
    (["--script", "back"], "nothing to go back to"),
    (["--script", "open red; 9"], "there is no choice 9 on red"),
    (["--deeplink", "colors//red"], "malformed link 'colors//red'"),
    (["--deeplink", "colors/purple"], "the link 'colors/purple' does not open"),
    (["--deeplink", "news/1"], "does not start with 'colors/'"),
    (["--deeplink", "colors/red/settings?modal=nope"], "does not open"),
    (["--frobnicate"], "unknown argument '--frobnicate'"),
  ])
  func badInputPrintsOneLineAndExitsWithStatus2(arguments: [String], message: String)
    async throws
  {
    let run = try await ExampleRunner.run("color-list", arguments: arguments)
    #expect(run.status == 2)
    let errorLines = run.errors.split(separator: "\n")
    #expect(errorLines.count == 1)
    #expect(run.errors.contains(message))
    #expect(run.errors.hasPrefix("color-list: "))
    // The line says what is accepted.
    #expect(run.errors.contains("ccepted") || run.errors.contains("Links look like"))
  }

  @Test func aRefusedCommandLeavesTheStateAsItWas() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open red; info; fly"])
    #expect(run.status == 2)
    // The last tree printed is the one before the bad command, and nothing was printed after.
    #expect(run.lines.suffix(3) == ["   └─ sheet info", "> fly", ""])
  }

  @Test func saveAndRestoreRoundTrip() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("color-list-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let saved = try await ExampleRunner.run(
      "color-list", arguments: ["--script", "open blue; settings; info", "--save", file.path])
    #expect(saved.status == 0)
    #expect(saved.lines.contains("saved ColorList › blue › settings › sheet info to \(file.path)"))
    let restored = try await ExampleRunner.run(
      "color-list", arguments: ["--restore", file.path, "--link"])
    #expect(restored.status == 0)
    #expect(restored.errors.isEmpty)
    #expect(restored.lines.contains("link: colors/blue/settings?modal=info"))
    #expect(treeAtTheEnd(of: restored) == treeAtTheEnd(of: saved))
  }

  @Test(arguments: [
    "not json", #"{"format": 1, "example": "color-list", "links": ["colors/red", "colors/x"]}"#,
    #"{"format": 7, "example": "color-list", "links": ["colors"]}"#,
    #"{"format": 1, "example": "color-list", "navigation": {"formatVersion": 9}}"#,
  ])
  func corruptSavedFileIsRefusedWithStatus2(contents: String) async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("color-list-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(contents.utf8).write(to: file)
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--restore", file.path, "--link"])
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains(file.path))
    // Nothing was restored: no change was printed, and the only tree is the first one.
    #expect(run.lines.first == "ColorList")
    #expect(!run.output.contains("push"))
    #expect(!run.output.contains("└─"))
  }

  @Test func aListPushedAboveADetailSurvivesSaveAndRestore() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("color-list-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // No link describes screens above a nested flow; the snapshot keeps them.
    let saved = try await ExampleRunner.run(
      "color-list",
      arguments: ["--script", "open red; list; open blue; settings; info", "--save", file.path])
    #expect(saved.status == 0)
    let restored = try await ExampleRunner.run("color-list", arguments: ["--restore", file.path])
    #expect(restored.status == 0)
    #expect(restored.errors.isEmpty)
    #expect(
      restored.output.hasSuffix(
        """
        ColorList
        ├─ red · ColorDetail
        ├─ list-red
        └─ blue · ColorDetail
           └─ settings · SettingsHome
              └─ sheet info

        """))
    #expect(treeAtTheEnd(of: restored) == treeAtTheEnd(of: saved))
  }

  @Test func missingSavedFileIsRefusedWithStatus2() async throws {
    let run = try await ExampleRunner.run(
      "color-list", arguments: ["--restore", "/nonexistent/color-list.json"])
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.errors.contains("cannot read '/nonexistent/color-list.json'"))
  }

  /// The last tree the run printed: the lines after the last step's changes, up to the link
  /// or save line.
  private func treeAtTheEnd(of run: ExampleRun) -> [String] {
    let lines = run.lines.filter {
      !$0.isEmpty && !$0.hasPrefix("link: ") && !$0.hasPrefix("saved ")
    }
    guard let start = lines.lastIndex(of: "ColorList") else { return [] }
    return Array(lines[start...])
  }
}
