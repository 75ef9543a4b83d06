import Testing

/// `color-list` at a real terminal, as a person uses it: choosing by number, `back`, `root`, a
/// bad command that is answered while the program goes on, and `quit`.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveExampleTests {
  @Test func colorListAtATerminal() async throws {
    let session = try await TmuxSession(example: "color-list")
    do {
      try await typeAndRead(session)
    } catch {
      await session.close()
      throw error
    }
    await session.close()
  }

  private func typeAndRead(_ session: TmuxSession) async throws {
    try await session.waitFor("On ColorList:\n  1. open red")

    var before = try await session.screen()
    try await session.type("1")
    var new = try await session.waitFor("On red (ColorList › red):", after: before)
    #expect(new.contains("  push red\n"))

    before = try await session.screen()
    try await session.type("1")
    new = try await session.waitFor("On SettingsHome (ColorList › red › settings):", after: before)
    #expect(new.contains("  push settings in red\n"))

    before = try await session.screen()
    try await session.type("back")
    new = try await session.waitFor("On red (ColorList › red):", after: before)
    #expect(new.contains("  pop settings in red\n"))

    before = try await session.screen()
    try await session.type("fly")
    new = try await session.waitFor("unknown command 'fly' on red", after: before)
    // The program goes on: the next command works.
    before = try await session.screen()
    try await session.type("list")
    new = try await session.waitFor("On the list again (after red)", after: before)
    #expect(new.contains("  push list-red\n"))

    before = try await session.screen()
    try await session.type("root")
    new = try await session.waitFor("On ColorList:", after: before)
    #expect(new.contains("  pop list-red, red\n"))

    before = try await session.screen()
    try await session.type("quit")
    try await session.waitFor("EXITED 0", after: before)
  }
}
