import Foundation

/// What a run of a built example printed, and how it ended.
struct ExampleRun: Sendable {
  /// The exit status.
  let status: Int32
  /// Standard output.
  let output: String
  /// Standard error, where the library prints its diagnostics.
  let errors: String

  /// The lines of standard output.
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Runs the example executables the package builds, the way a person would in a terminal.
enum ExampleRunner {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The directory of the built products: the one that holds the test bundle.
  static var productsDirectory: URL {
    #if os(macOS)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// Runs the executable `name` with `input` on standard input and waits for it to end.
  ///
  /// Output goes to files rather than pipes, so a chatty example cannot block on a full pipe.
  ///
  /// - Parameters:
  ///   - name: The executable product, such as `counter`.
  ///   - arguments: The command-line arguments.
  ///   - input: Everything the example reads; standard input ends after it.
  ///   - timeout: How long the example may run before it is terminated.
  /// - Returns: What it printed and its exit status.
  static func run(
    _ name: String,
    arguments: [String] = [],
    input: String = "",
    timeout: Duration = .seconds(60)
  ) async throws -> ExampleRun {
    let executable = productsDirectory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw Failure(
        description: """
          The example '\(name)' was not found at \(executable.path). Build it first: it must be \
          a dependency of the ExamplesTests target so that 'swift build --build-tests' builds it.
          """)
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("example-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputFile = directory.appendingPathComponent("stdin")
    let outputFile = directory.appendingPathComponent("stdout")
    let errorFile = directory.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let watchdog = Watchdog(process: process)
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
        return
      }
      watchdog.start(after: timeout)
    }
    if watchdog.fired {
      throw Failure(description: "The example '\(name)' did not end within \(timeout).")
    }
    return ExampleRun(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
    )
  }
}

/// Terminates a process that runs too long.
private final class Watchdog: @unchecked Sendable {
  private let process: Process
  private let lock = NSLock()
  private var didFire = false

  init(process: Process) { self.process = process }

  var fired: Bool { lock.withLock { didFire } }

  func start(after timeout: Duration) {
    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      guard process.isRunning else { return }
      lock.withLock { didFire = true }
      process.terminate()
    }
  }
}
