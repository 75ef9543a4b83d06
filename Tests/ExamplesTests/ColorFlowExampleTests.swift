import Testing

/// Runs the built `color-flow` example with a script on standard input and checks what it
/// prints. The example echoes each command as `> command`, so the output reads as a transcript.
@Suite struct ColorFlowExampleTests {
  @Test func pushesPresentsAndNestsFlows() async throws {
    let run = try await runColorFlow(
      """
      push red
      push blue
      tree
      pop
      pop
      info
      close
      settings
      profile
      pop
      about
      dismiss
      pop
      quit
      """)
    let transcript = Transcript(run)

    #expect(transcript.reply(to: "push red").first == "ok: pushed red (top: red)")
    let twoColors = transcript.reply(to: "push blue")
    #expect(twoColors.first == "ok: pushed blue (top: blue)")
    #expect(twoColors.contains { $0.contains("[0] .color") && $0.contains("color-red") })
    #expect(twoColors.contains { $0.contains("[1] .color") && $0.contains("color-blue") })
    // `tree` prints the tree even though nothing changed; other commands print it on change.
    #expect(
      transcript.reply(to: "tree") == ["ok: the navigation tree (top: blue)"]
        + twoColors.dropFirst())
    #expect(transcript.reply(to: "pop", occurrence: 0).first == "ok: popped blue (top: red)")
    #expect(transcript.reply(to: "pop", occurrence: 1).first == "ok: popped red (top: Colors)")

    let info = transcript.reply(to: "info")
    #expect(info.first == "ok: presented Info as a sheet (top: Info)")
    #expect(info.contains { $0.contains("modal (sheet): .info") })
    #expect(
      transcript.reply(to: "close").first?.hasPrefix("ok: the app flow dismissed Info") == true)

    let settings = transcript.reply(to: "settings")
    #expect(settings.first == "ok: pushed Settings, a nested flow (top: Settings)")
    let profile = transcript.reply(to: "profile")
    #expect(profile.first == "ok: pushed Profile inside the settings flow (top: Profile)")
    // The nested flow's stack is printed under its route, indented deeper.
    let settingsLine = try #require(profile.firstIndex { $0.contains(".settings (id:") })
    let profileLine = try #require(profile.firstIndex { $0.contains(".profile (id:") })
    #expect(profileLine > settingsLine)
    #expect(indentation(of: profile[profileLine]) > indentation(of: profile[settingsLine]))
    #expect(
      transcript.reply(to: "pop", occurrence: 2).first
        == "ok: popped Profile inside the settings flow (top: Settings)")

    let about = transcript.reply(to: "about")
    #expect(about.first == "ok: presented About full screen inside the settings flow (top: About)")
    #expect(about.contains { $0.contains("modal (fullScreen): .about") })
    #expect(
      transcript.reply(to: "dismiss").first
        == "ok: dismissed About inside the settings flow (top: Settings)")
    #expect(
      transcript.reply(to: "pop", occurrence: 3).first
        == "ok: popped the settings flow (top: Colors)")

    #expect(transcript.reply(to: "quit") == ["bye"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty, "no library diagnostic: \(run.errors)")
  }

  @Test func poppingAScreenStopsItsTimer() async throws {
    let run = try await runColorFlow(
      """
      push red
      timer
      wait 700
      pop
      wait 600
      push red
      wait 600
      pop
      settings
      profile
      timer
      wait 500
      root
      wait 500
      quit
      """)
    let transcript = Transcript(run)

    #expect(
      transcript.reply(to: "timer", occurrence: 0).first?.hasPrefix("ok: started the timer of red")
        == true)
    let ticking = transcript.reply(to: "wait 700")
    #expect(ticking.filter { $0.hasPrefix("  [timer] red: tick") }.count >= 2, "ticks: \(ticking)")
    #expect(ticking.contains("ok: waited 700 ms (top: red)"))

    let popped = transcript.reply(to: "pop")
    #expect(popped.first == "ok: popped red (top: Colors)")
    #expect(popped.contains("  [timer] red: stopped, cancelled by the flow when its screen left"))
    // No tick after the pop, not even into a screen pushed later with the same id.
    let afterPop = transcript.lines(after: "pop")
    #expect(!afterPop.contains { $0.contains("[timer] red: tick") }, "late ticks: \(afterPop)")

    // A timer in a nested flow stops when the app pops the whole flow.
    let nested = transcript.reply(to: "wait 500", occurrence: 0)
    #expect(nested.contains { $0.hasPrefix("  [timer] profile: tick") }, "ticks: \(nested)")
    let root = transcript.reply(to: "root")
    #expect(root.first == "ok: popped 1 screen back to Colors (top: Colors)")
    #expect(root.contains("  [timer] profile: stopped, cancelled by the flow when its screen left"))
    #expect(!transcript.lines(after: "root").contains { $0.contains("[timer] profile: tick") })

    #expect(run.status == 0)
    #expect(run.errors.isEmpty, "no late action reached the flow: \(run.errors)")
  }

  @Test func aScreenClosesItselfAndItsTimerStops() async throws {
    let run = try await runColorFlow(
      """
      push red
      push blue
      timer
      wait 500
      close
      wait 500
      close
      settings
      close
      quit
      """)
    let transcript = Transcript(run)

    let closed = transcript.reply(to: "close", occurrence: 0)
    #expect(closed.first == "ok: blue closed itself with .dismissSelf() (top: red)")
    #expect(!closed.contains { $0.contains("color-blue") }, "blue left the stack: \(closed)")
    #expect(closed.contains("  [timer] blue: stopped, cancelled by the flow when its screen left"))
    #expect(!transcript.lines(after: "close").contains { $0.contains("[timer] blue: tick") })

    #expect(
      transcript.reply(to: "close", occurrence: 1).first
        == "ok: red closed itself with .dismissSelf() (top: Colors)")
    let settings = transcript.reply(to: "close", occurrence: 2)
    #expect(settings.first?.hasPrefix("ok: Settings closed itself with .dismissSelf()") == true)
    #expect(settings.first?.hasSuffix("(top: Colors)") == true)

    #expect(run.status == 0)
    #expect(run.errors.isEmpty, "no late action reached the flow: \(run.errors)")
  }

  @Test func badInputPrintsOneErrorLineAndTheProgramGoesOn() async throws {
    let run = try await runColorFlow(
      """
      pop
      dismiss
      root
      fly away
      push potato
      push
      wait soon
      close
      push red
      push red
      timer
      timer
      info
      pop extra
      quit
      push blue
      """)
    let transcript = Transcript(run)

    let errors: [(String, String)] = [
      ("pop", "error: nothing to pop: Colors is the root screen."),
      ("dismiss", "error: no modal to dismiss"),
      ("root", "error: already at the root"),
      ("fly away", "error: unknown command 'fly'. On Colors: push <color>, info, settings;"),
      ("push potato", "error: there is no color 'potato'. Colors: red, orange,"),
      ("push", "error: 'push' takes one color, as in 'push red'."),
      ("wait soon", "error: 'wait soon' needs a number of milliseconds"),
      ("close", "error: that does nothing on Colors. On Colors: push <color>, info, settings;"),
      ("info", "error: that does nothing on red. On red: push <color>, timer, close;"),
      ("pop extra", "error: 'pop' takes no argument"),
    ]
    for (command, start) in errors {
      // The timer started below may tick in between: its lines are not part of the error.
      let reply = transcript.reply(to: command).filter { !$0.hasPrefix("  [timer]") }
      #expect(reply.count == 1, "one line for '\(command)': \(reply)")
      #expect(reply.first?.hasPrefix(start) == true, "'\(command)' printed \(reply)")
    }
    #expect(transcript.reply(to: "push red", occurrence: 0).first == "ok: pushed red (top: red)")
    let duplicate = transcript.reply(to: "push red", occurrence: 1)
    #expect(duplicate.count == 1)
    #expect(duplicate.first?.hasPrefix("error: red is already on the stack at position 0") == true)
    #expect(
      transcript.reply(to: "timer", occurrence: 1).first?.hasPrefix(
        "error: the timer of red is already running") == true)

    // `quit` ends the program: the command after it is never read.
    #expect(run.lines.filter { !$0.isEmpty }.last == "bye")
    #expect(!run.output.contains("> push blue"))
    #expect(run.status == 0)
    #expect(run.errors.isEmpty, "bad input never reaches the library: \(run.errors)")
  }

  @Test func theEndOfInputEndsTheProgram() async throws {
    let run = try await runColorFlow("push red\ntimer\n")
    #expect(run.lines.filter { !$0.isEmpty }.last == "end of input: bye")
    #expect(run.status == 0)
  }

  @Test func helpListsTheCommands() async throws {
    let run = try await runColorFlow("help\n")
    let help = Transcript(run).reply(to: "help")
    for word in [
      "push <color>", "info", "settings", "profile", "about", "timer", "close", "pop",
      "dismiss", "root", "tree", "wait <ms>", "quit",
    ] {
      #expect(help.contains { $0.contains(word) }, "help mentions '\(word)'")
    }
  }
}

/// Runs the example with `script` as its input.
private func runColorFlow(_ script: String) async throws -> ExampleRun {
  try await ExampleRunner.run("color-flow", input: script.hasSuffix("\n") ? script : script + "\n")
}

private func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

/// The output of a run, cut into the replies to each echoed command.
private struct Transcript {
  /// The commands in order, each with the lines printed until the next command.
  let replies: [(command: String, lines: [String])]

  init(_ run: ExampleRun) {
    var replies: [(command: String, lines: [String])] = []
    for line in run.lines where !line.isEmpty {
      if line.hasPrefix("> ") {
        replies.append((String(line.dropFirst(2)), []))
      } else if !replies.isEmpty {
        replies[replies.count - 1].lines.append(line)
      }
    }
    self.replies = replies
  }

  /// The lines printed in reply to the `occurrence`-th time `command` was typed (from 0).
  func reply(to command: String, occurrence: Int = 0) -> [String] {
    let matches = replies.filter { $0.command == command }
    guard matches.indices.contains(occurrence) else {
      Issue.record("'\(command)' was not run \(occurrence + 1) time(s)")
      return []
    }
    return matches[occurrence].lines
  }

  /// Every line printed after the first time `command` was typed, its own reply excluded.
  func lines(after command: String) -> [String] {
    guard let index = replies.firstIndex(where: { $0.command == command }) else { return [] }
    return replies[(index + 1)...].flatMap(\.lines)
  }
}
