import Testing

/// Runs the built `counter` example and checks what it prints.
@Suite struct CounterExampleTests {
  private let commands = ["+", "-", "delay", "quit"]

  /// The state lines the example printed, in order.
  private func states(_ run: ExampleRun) -> [String] {
    run.lines.filter { $0.hasPrefix("count:") }
  }

  @Test func printsTheStateAfterEachCommand() async throws {
    let run = try await ExampleRunner.run("counter", input: "+\n+\n-\n+\nquit\n")
    #expect(run.status == 0)
    #expect(states(run) == ["count: 1", "count: 2", "count: 1", "count: 2"])
    #expect(run.errors.isEmpty)
  }

  @Test func startsBySayingWhatItAccepts() async throws {
    let run = try await ExampleRunner.run("counter", input: "")
    #expect(run.status == 0)
    let usage = run.lines.first ?? ""
    for command in commands {
      #expect(usage.contains(command), "the first line does not mention '\(command)'")
    }
  }

  @Test func quitStopsReadingCommands() async throws {
    let run = try await ExampleRunner.run("counter", input: "+\nquit\n+\n+\n")
    #expect(run.status == 0)
    #expect(states(run) == ["count: 1"])
  }

  @Test func endOfInputEndsCleanly() async throws {
    // The last command has no newline: standard input just ends.
    let run = try await ExampleRunner.run("counter", input: "-\n-")
    #expect(run.status == 0)
    #expect(states(run) == ["count: -1", "count: -2"])
    #expect(run.errors.isEmpty)
  }

  @Test func delayWaitsForTheEffect() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let run = try await ExampleRunner.run("counter", input: "delay\n+\n")
    #expect(run.status == 0)
    // The delayed increment lands before the next command is read.
    #expect(states(run) == ["count: 1", "count: 2"])
    #expect(clock.now - start >= .milliseconds(250))
  }

  @Test func unknownCommandIsAnErrorAndTheProgramGoesOn() async throws {
    let run = try await ExampleRunner.run("counter", input: "+\njump\n  +  \n\nquit\n")
    #expect(run.status == 0)
    #expect(states(run) == ["count: 1", "count: 2"])
    let errors = run.errors.split(separator: "\n").map(String.init)
    #expect(errors.count == 1)
    let error = errors.first ?? ""
    #expect(error.contains("'jump'"))
    for command in commands {
      #expect(error.contains(command), "the error does not mention '\(command)'")
    }
  }
}
