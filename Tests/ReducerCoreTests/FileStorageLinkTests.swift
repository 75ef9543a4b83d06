import Foundation
import Testing

@testable import ReducerCore

// Files stay where the app put them: a symbolic link at a file's own name (planted, or
// dangling), a folder or a device there is refused with a diagnostic and left untouched; the
// value starts from its default and is not saved there; no folder is created where a link
// points; what the link points to is never read, moved or written.

@MainActor
@Suite struct FileStorageLinkTests {
  let directory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("shared-links-\(UUID().uuidString)")

  /// A folder outside the app's, with a file the app must never touch.
  func outside() throws -> (folder: URL, file: URL) {
    let folder = directory.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("victim.json")
    try Data("[\"keep\"]".utf8).write(to: file)
    return (folder, file)
  }

  /// Loads a `[String]` at `url`, changes it and saves it, returning the value it started
  /// from and what it reported.
  func loadChangeAndSave(_ url: URL) async -> ([String], [Diagnostic]) {
    let storage = FileStorage.fileSystem(saveDelay: .seconds(60))
    var started: [String] = []
    let issues = await withDiagnostics {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        @Shared(.fileStorage(url)) var items: [String] = []
        started = items
        items.append("written")
      }
      storage.flush()
    }
    return (started, issues)
  }

  @Test func aLinkAtTheFilesNameIsRefusedAndItsTargetIsUntouched() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, victim) = try outside()
    let app = directory.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let link = app.appendingPathComponent("items.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

    let (started, issues) = await loadChangeAndSave(link)
    #expect(started == [], "the value was read through the link")
    #expect(issues.map(\.kind) == ["shared.unreadableFile"])
    #expect(issues.first?.message.contains("is a symbolic link") == true)
    // The target keeps its content, the link stays a link to it, nothing was moved aside.
    #expect(try String(contentsOf: victim, encoding: .utf8) == "[\"keep\"]")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: app.path) == ["items.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: victim.deletingLastPathComponent().path)
        == ["victim.json"])
  }

  @Test func aDanglingLinkCreatesNoFolder() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = directory.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let target = directory.appendingPathComponent("nowhere/deeper/file.json")
    let link = app.appendingPathComponent("items.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)

    let (started, issues) = await loadChangeAndSave(link)
    #expect(started == [])
    #expect(issues.map(\.kind) == ["shared.unreadableFile"])
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test func aDanglingLinkAsTheFolderCreatesNoFolder() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = directory.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let target = directory.appendingPathComponent("elsewhere")
    let folderLink = app.appendingPathComponent("data")
    try FileManager.default.createSymbolicLink(
      atPath: folderLink.path, withDestinationPath: target.path)

    let (_, issues) = await loadChangeAndSave(folderLink.appendingPathComponent("items.json"))
    #expect(issues.map(\.kind) == ["shared.saveFailed"])
    #expect(issues.first?.message.contains("is a symbolic link") == true)
    #expect(!FileManager.default.fileExists(atPath: target.path), "the link's folder was created")
  }

  @Test func aFolderAtTheFilesNameIsRefusedAndLeftAsItIs() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("items.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("inside".utf8).write(to: folder.appendingPathComponent("keep.txt"))

    let (started, issues) = await loadChangeAndSave(folder)
    #expect(started == [])
    #expect(issues.map(\.kind) == ["shared.unreadableFile"])
    #expect(issues.first?.message.contains("is a folder") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["items.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.txt"])
  }

  @Test func aDeviceAtTheFilesNameIsNeitherReadNorMoved() async throws {
    // `/dev/null` is a device everywhere this builds; reading it as a file would give
    // nothing, moving it aside would rename it.
    let device = URL(fileURLWithPath: "/dev/null")
    guard FileManager.default.fileExists(atPath: device.path) else { return }
    let (started, issues) = await loadChangeAndSave(device)
    #expect(started == [])
    #expect(issues.map(\.kind) == ["shared.unreadableFile"])
    #expect(issues.first?.message.contains("is a device") == true)
    #expect(FileManager.default.fileExists(atPath: device.path))
  }

  @Test func aPathThroughAFolderLinkStillNamesTheSameValue() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let real = directory.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let alias = directory.appendingPathComponent("alias")
    try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: real)
    let storage = FileStorage.fileSystem(saveDelay: .seconds(60))
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(real.appendingPathComponent("a.json"))) var first: [String] = []
      @Shared(.fileStorage(alias.appendingPathComponent("./b/../a.json"))) var second: [String] = []
      first.append("one")
      #expect(second == ["one"])
    }
    storage.flush()
    #expect(
      try JSONDecoder().decode(
        [String].self, from: Data(contentsOf: real.appendingPathComponent("a.json"))) == ["one"])
  }
}
