import Foundation
import Testing

// The compiler's messages for mistakes an app makes with the library (Tests/CompilerMessages):
// each file there is type-checked as an app's build would, with `swiftc -typecheck -verify`,
// against the modules this test bundle was built with. A file says on each line the message
// the compiler must give there (Swift's own `expected-error {{...}}` comments), and any other
// error in the file fails the check: so a change that hides a mistake behind another message
// (a generic `Reduce.init(_:)`, which made every mistake in a `Reduce` closure read
// `type '(_, _) -> _' cannot conform to 'Reducer'`) fails here.

/// One type-check of a file of Tests/CompilerMessages.
struct CompilerMessagesFixture: Sendable, CustomTestStringConvertible {
  /// The file's name in Tests/CompilerMessages.
  let file: String
  /// The Swift language mode, `6` (the package's) or `5` (where a migrating app starts).
  let languageMode: String

  var testDescription: String { "\(file) in Swift \(languageMode)" }

  /// Every file of Tests/CompilerMessages, and the modes each is checked in.
  static let all = [
    CompilerMessagesFixture(file: "ReduceClosureMistakes.swift", languageMode: "6"),
    CompilerMessagesFixture(file: "ReduceClosureMistakes.swift", languageMode: "5"),
    CompilerMessagesFixture(file: "FlowStateInferredNavigation.swift", languageMode: "6"),
    CompilerMessagesFixture(file: "FlowStateNestedRoot.swift", languageMode: "6"),
  ]
}

/// Runs `swiftc -typecheck -verify` the way an app that imports the library builds.
enum CompilerCheck {
  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the files to type-check.
  static let fixtures = packageRoot.appendingPathComponent("Tests/CompilerMessages")

  /// The directories where the build that made this test bundle may have put its products.
  static var productsDirectoryCandidates: [URL] {
    var candidates: [URL] = []
    #if os(macOS)
      // `swift test` on macOS loads the test bundle into a helper process.
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
      }
    #endif
    candidates.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    return candidates
  }

  /// The build's products directory, the one with a `Modules` folder (SwiftPM's layout, for
  /// any scratch path: `.build`, `.build-asan`, ...), or `nil` under another build system.
  static var productsDirectory: URL? {
    productsDirectoryCandidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path)
    }
  }

  /// Whether the test runs in a SwiftPM build (always under `swift test`, as in `.ci/run`).
  static var isAvailable: Bool { productsDirectory != nil }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `swiftc`, found on `PATH` as a shell finds it: `swift test` runs with the toolchain's
  /// directory there, so it is the compiler that built the modules.
  static func swiftc() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Failure(
      description: """
        No 'swiftc' on PATH (\(path)). Run the tests with 'swift test' from a shell where the \
        toolchain that built the package is on PATH.
        """)
  }

  /// Type-checks `file` against the built modules, with `extraArguments`.
  ///
  /// - Returns: The compiler's exit status and everything it printed.
  static func typecheck(
    _ file: URL, languageMode: String, extraArguments: [String] = []
  ) throws -> (status: Int32, output: String) {
    guard let products = productsDirectory else {
      throw Failure(
        description:
          "No products directory with a 'Modules' folder among \(productsDirectoryCandidates).")
    }
    let modules = products.appendingPathComponent("Modules")
    for module in ["ReducerCore", "ReducerRouting"] {
      let path = modules.appendingPathComponent("\(module).swiftmodule").path
      guard FileManager.default.fileExists(atPath: path) else {
        throw Failure(
          description:
            "The built module \(path) is missing; build with 'swift build --build-tests'.")
      }
    }
    var arguments = [
      "-typecheck", "-swift-version", languageMode, "-I", modules.path,
      // ReducerCore imports the package's C target, as an app's build finds it.
      "-Xcc",
      "-fmodule-map-file="
        + products.appendingPathComponent("ReducerCRuntime.build/module.modulemap").path,
      "-Xcc", "-I", "-Xcc",
      packageRoot.appendingPathComponent("Sources/ReducerCRuntime/include").path,
      "-module-name", "CompilerMessages",
    ]
    let moduleCache = products.appendingPathComponent("ModuleCache")
    if FileManager.default.fileExists(atPath: moduleCache.path) {
      arguments += ["-module-cache-path", moduleCache.path]
    }
    #if os(macOS)
      // The package's lowest macOS (Package.swift), which the modules were built for.
      #if arch(arm64)
        arguments += ["-target", "arm64-apple-macosx14.0"]
      #else
        arguments += ["-target", "x86_64-apple-macosx14.0"]
      #endif
    #endif
    let process = Process()
    process.executableURL = try swiftc()
    process.arguments = arguments + extraArguments + [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// The arguments that make the compiler check the file's `expected-...` comments: every
  /// expected message must appear on its line, and no other error or warning may appear in
  /// the file (notes in the library's own sources, which an app cannot see, are not checked).
  static let verify = ["-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated"]
}

@Suite(.enabled(if: CompilerCheck.isAvailable, "needs SwiftPM's build layout ('swift test')"))
struct CompilerMessagesTests {
  @Test(arguments: CompilerMessagesFixture.all)
  func theCompilerSaysWhatTheFileExpects(_ fixture: CompilerMessagesFixture) throws {
    let result = try CompilerCheck.typecheck(
      CompilerCheck.fixtures.appendingPathComponent(fixture.file),
      languageMode: fixture.languageMode, extraArguments: CompilerCheck.verify)
    #expect(
      result.status == 0,
      """
      Tests/CompilerMessages/\(fixture.file) (Swift \(fixture.languageMode)): the compiler's \
      messages are not the ones the file expects. If a change of the library hides a mistake \
      behind another message, undo it; if the message changed for a good reason, update the \
      file and the documentation it names. The verifier said:
      \(result.output)
      """)
  }

  @Test func everyFileIsChecked() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: CompilerCheck.fixtures.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(Set(files) == Set(CompilerMessagesFixture.all.map(\.file)))
    #expect(files.count >= 3)
  }

  /// The check fails when a message differs from the one expected, so that it cannot pass
  /// without checking.
  @Test func aWrongExpectationFails() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("compiler-messages-\(UUID().uuidString).swift")
    try Data(
      """
      let count: Int = "one"  // expected-error {{value of type 'State' has no member 'cuont'}}

      """.utf8
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CompilerCheck.typecheck(
      file, languageMode: "6", extraArguments: CompilerCheck.verify)
    #expect(result.status != 0)
    #expect(result.output.contains("incorrect message found"), "\(result.output)")
  }
}
