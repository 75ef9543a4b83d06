import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running in a real terminal under `tmux`, typed at and read the way a person does:
/// `send-keys` to type, `capture-pane` to read the screen.
struct TmuxSession {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Whether `tmux` is installed; `.ci/run` installs it when it is missing.
  static var isAvailable: Bool { path != nil }

  private static var path: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The private server of this session, so that it never touches another tmux.
  private let socket = "examples-\(UUID().uuidString.prefix(8))"
  private let name = "example"

  /// Starts the built example `example` in a new terminal of 120 by 50 characters; when it
  /// ends, the terminal shows `EXITED <status>`.
  init(example: String) async throws {
    let executable = ExampleRunner.productsDirectory.appendingPathComponent(example).path
    try await tmux([
      "new-session", "-d", "-s", name, "-x", "120", "-y", "50",
      "'\(executable)'; echo EXITED $?; sleep 30",
    ])
  }

  /// Types a line and presses Enter.
  func type(_ line: String) async throws {
    try await tmux(["send-keys", "-t", name, "-l", line])
    try await tmux(["send-keys", "-t", name, "Enter"])
  }

  /// The whole screen and its scrollback, without the blank lines below the last line written.
  func screen() async throws -> String {
    try await tmux(["capture-pane", "-t", name, "-p", "-J", "-S", "-1000"])
      .trimmingTrailingBlankLines()
  }

  /// Waits until the screen shows `text` after what it showed before the last command, then
  /// returns what is new.
  ///
  /// - Parameters:
  ///   - text: The text to wait for.
  ///   - after: The screen before the command; only what follows it is searched.
  @discardableResult
  func waitFor(_ text: String, after: String = "") async throws -> String {
    for _ in 0..<200 {
      let new = String(try await screen().dropFirst(after.count))
      if new.contains(text) { return new }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure(
      description:
        "The terminal did not show '\(text)' within 10 s. It shows:\n\(try await screen())")
  }

  /// Ends the session's server and the program with it.
  func close() async {
    _ = try? await tmux(["kill-server"])
  }

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    guard let path = Self.path else { throw Failure(description: "tmux is not installed.") }
    // Spawned and waited for by hand: Foundation's `Process` learns that a child ended when a
    // descriptor it shares with it closes, and the server that `new-session` starts keeps it.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    // On a thread of its own: waiting for a process must not hold a thread of the pool that
    // other tests' tasks run on.
    let command = [path, "-L", socket] + arguments
    let status = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Int32, any Error>) in
      Thread.detachNewThread {
        continuation.resume(with: Result { try spawnAndWait(command, output: file.path) })
      }
    }
    guard status == 0 else {
      throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)).")
    }
    let data = try Data(contentsOf: file)
    return String(decoding: data, as: UTF8.self)
  }
}

/// Runs a program with standard output to a file and waits for it; returns its exit status.
private func spawnAndWait(_ arguments: [String], output: String) throws -> Int32 {
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
  #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  // The test runner blocks or ignores some signals; tmux and the program it runs need the
  // defaults, or `kill-server` ends nothing.
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
  guard spawned == 0 else {
    throw TmuxSession.Failure(description: "\(arguments[0]) could not start (\(spawned)).")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  // The exit status, as the shell's `$?` gives it.
  return (status >> 8) & 0xff
}

extension String {
  fileprivate func trimmingTrailingBlankLines() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
