import Dispatch

import Foundation

/// Reads and writes the files of ``SharedKey/fileStorage(_:)`` values: the file system, or
/// memory for tests.
///
/// A file is read once, when the first `@Shared` names it; every `@Shared` of the same URL in
/// the same storage is then the same value. A change is saved after ``saveDelay``, on a
/// background queue, never on the thread that made it; changes made meanwhile are saved
/// together, in one write.
///
/// ```swift
/// // A test of real files, saved at once:
/// withDependencies {
///   $0.defaultFileStorage = .fileSystem(saveDelay: .zero)
/// } operation: { ... }
/// ```
public final class FileStorage: Sendable {
  /// Where the bytes go.
  enum Backend: Sendable {
    case fileSystem
    case memory(LockedValue<[URL: Data]>)
  }

  /// How long the storage waits after a change before saving it.
  public let saveDelay: Duration
  let backend: Backend
  private let roots = SharedRootTable<URL>()
  /// The saves waiting for their delay, by file: how to encode the value, and where the
  /// diagnostics of the change that asked for the save go.
  private let pending = LockedValue<[URL: PendingSave]>([:])
  /// Where saves run, one at a time, so that a later value is never overwritten by an earlier.
  private let queue = DispatchQueue(label: "RoutingReducer.FileStorage")

  init(backend: Backend, saveDelay: Duration) {
    self.backend = backend
    self.saveDelay = saveDelay
  }

  /// The file system, saving each change one second after it (changes made in that second
  /// are saved together). The app's default.
  public static let fileSystem = FileStorage(backend: .fileSystem, saveDelay: .seconds(1))

  /// A storage of its own on the file system, saving each change `saveDelay` after it; with
  /// `.zero` it saves on a background queue at once.
  ///
  /// - Parameter saveDelay: How long to wait after a change before saving it.
  /// - Returns: The storage.
  public static func fileSystem(saveDelay: Duration) -> FileStorage {
    FileStorage(backend: .fileSystem, saveDelay: saveDelay)
  }

  /// A new storage that keeps files in memory and saves each change at once; what a
  /// `TestStore` uses. Read what it saved with ``data(at:)``.
  public static var inMemory: FileStorage {
    FileStorage(backend: .memory(LockedValue([:])), saveDelay: .zero)
  }

  /// The bytes the storage holds at `url`: the file's contents, or `nil` when there is none.
  ///
  /// ```swift
  /// let storage = FileStorage.inMemory
  /// // ... run the feature with it ...
  /// let saved = try JSONDecoder().decode([Item].self, from: storage.data(at: url) ?? Data())
  /// ```
  ///
  /// - Parameter url: The file's location.
  /// - Returns: The bytes, or `nil`.
  public func data(at url: URL) -> Data? {
    try? read(canonicalFileURL(url))
  }

  /// Writes bytes at `url` as if another program had, such as a corrupt file for a test; a
  /// value already loaded from it is not read again.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: The file's location.
  /// - Throws: The file system's error.
  public func setData(_ data: Data, at url: URL) throws {
    try write(data, to: canonicalFileURL(url))
  }

  /// Saves now every change still waiting for its delay, and returns when they are written.
  ///
  /// ```swift
  /// FileStorage.fileSystem.flush()  // before the program exits
  /// ```
  public func flush() {
    queue.sync {
      let urls = pending.withLock { Array($0.keys) }
      for url in urls { saveWaiting(url) }
    }
  }

  // MARK: - Loading and saving

  /// The reference of the file at `url`, loaded with `coding` when it is the first.
  func reference<Value: Sendable>(
    url: URL, coding: FileCoding<Value>, key: String, default: () -> Value
  ) -> SharedReference<Value> {
    roots.reference(url, key: key, default: `default`) {
      let (value, canSave) = load(url, coding: coding, key: key, default: `default`)
      let persistence = canSave ? FilePersistence(storage: self, url: url, coding: coding) : nil
      return SharedRoot(value, keyDescription: key, persistence: persistence)
    }
  }

  /// The value in the file, or the default when there is no file; an unreadable file is
  /// reported and moved aside. `canSave` is false when the file could not be moved aside.
  private func load<Value: Sendable>(
    _ url: URL, coding: FileCoding<Value>, key: String, default: () -> Value
  ) -> (value: Value, canSave: Bool) {
    let data: Data
    do {
      guard let read = try read(url) else { return (`default`(), true) }
      data = read
      return (try coding.decode(data), true)
    } catch let error as RefusedFileError {
      Diagnostics.report(
        kind: "shared.unreadableFile",
        """
        '@Shared(.\(key))' did not read its file: \(error.clause). The value starts from its \
        default, and is not saved there while the program runs: what is there is left \
        untouched. A file stored by '@Shared' is a regular file the app wrote; remove what is \
        there, or store the value at another path.
        """,
        site: key, line: 0)
      return (`default`(), false)
    } catch {
      let aside: URL?
      do {
        aside = try moveAside(url)
      } catch {
        aside = nil
      }
      let outcome =
        aside.map {
          """
          The file was moved to \(quotedOutsideText($0.path)), so that nothing is lost; the value will be saved \
          to \(quotedOutsideText(url.path)) again after its next change.
          """
        }
          ?? """
          The file could not be moved aside, so the value will not be saved there while the \
          program runs: nothing is written over it.
          """
      Diagnostics.report(
        kind: "shared.unreadableFile",
        """
        '@Shared(.\(key))' could not read its file: \(describeFileError(error)). The value starts from its \
        default. \(outcome) Fix or remove the file, or check that it holds the JSON of a \
        '\(Dump.typeName(of: Value.self))'.
        """,
        site: key, line: 0)
      return (`default`(), aside != nil)
    }
  }

  /// Saves the value of `root` after the delay: the first change schedules the save, later
  /// ones until it runs are saved with it.
  fileprivate func scheduleSave(_ url: URL, encode: @escaping @Sendable () throws -> Data) {
    let save = PendingSave(encode: encode, diagnostics: Diagnostics.handler)
    let isFirst = pending.withLock { pending in
      defer { pending[url] = save }
      return pending[url] == nil
    }
    guard isFirst else { return }
    if saveDelay <= .zero {
      if case .memory = backend {
        queue.sync { saveWaiting(url) }
      } else {
        queue.async { self.saveWaiting(url) }
      }
      return
    }
    let (seconds, attoseconds) = saveDelay.components
    let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
    queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { self.saveWaiting(url) }
  }

  /// Writes the save waiting for `url`, if any; runs on `queue`.
  private func saveWaiting(_ url: URL) {
    guard let save = pending.withLock({ $0.removeValue(forKey: url) }) else { return }
    do {
      try write(try save.encode(), to: url)
    } catch {
      Diagnostics.$handler.withValue(save.diagnostics) {
        reportSaveFailure(url, error: error)
      }
    }
  }

  private func reportSaveFailure(_ url: URL, error: any Error) {
    Diagnostics.report(
      kind: "shared.saveFailed",
      """
      A '@Shared' value could not be saved to \(quotedOutsideText(url.path)): \(describeFileError(error)). The value in memory \
      is kept and will be saved again after its next change. Check that the folder exists \
      and can be written, and that the value encodes to JSON.
      """,
      site: url.path, line: 0)
  }

  // MARK: - The bytes

  private func read(_ url: URL) throws -> Data? {
    switch backend {
    case .fileSystem:
      switch FileKind(atPath: url.path) {
      case .none: return nil
      case .regular: return try Data(contentsOf: url)
      case let .refused(what): throw RefusedFileError(path: url.path, what: what)
      }
    case let .memory(files):
      return files.withLock { $0[url] }
    }
  }

  private func write(_ data: Data, to url: URL) throws {
    switch backend {
    case .fileSystem:
      if case let .refused(what) = FileKind(atPath: url.path) {
        throw RefusedFileError(path: url.path, what: what)
      }
      try createFolders(url.deletingLastPathComponent())
      try data.write(to: url, options: .atomic)
    case let .memory(files):
      files.withLock { $0[url] = data }
    }
  }

  /// Renames the file at `url` to a name of its own beside it, and returns that name.
  private func moveAside(_ url: URL) throws -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    let directory = url.deletingLastPathComponent()
    let name = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var candidate = directory.appendingPathComponent("\(name).unreadable-\(stamp)\(suffix)")
    var attempt = 1
    while candidateIsTaken(candidate) {
      attempt += 1
      candidate = directory.appendingPathComponent(
        "\(name).unreadable-\(stamp)-\(attempt)\(suffix)")
    }
    let aside = candidate
    switch backend {
    case .fileSystem:
      // Only the regular file the app wrote is moved: never a link, a folder or a device.
      if case let .refused(what) = FileKind(atPath: url.path) {
        throw RefusedFileError(path: url.path, what: what)
      }
      try FileManager.default.moveItem(at: url, to: aside)
    case let .memory(files):
      files.withLock { files in
        files[aside] = files.removeValue(forKey: url)
      }
    }
    return aside
  }
}

/// Whether a name to move a file aside to is in use.
extension FileStorage {
  fileprivate func candidateIsTaken(_ url: URL) -> Bool {
    switch backend {
    case .fileSystem:
      if case .none = FileKind(atPath: url.path) { return false }
      return true
    case let .memory(files):
      return files.withLock { $0[url] != nil }
    }
  }

  /// Creates `folder` and the folders above it that are missing, refusing when the first one
  /// that exists is not a folder, such as a symbolic link (dangling, or made after the key
  /// was): its target is not the app's to create.
  fileprivate func createFolders(_ folder: URL) throws {
    var existing = folder
    while case .none = FileKind(atPath: existing.path) {
      let parent = existing.deletingLastPathComponent()
      guard parent.path != existing.path else { break }
      existing = parent
    }
    if case .refused = FileKind(atPath: existing.path),
      !FileKind.isFolder(atPath: existing.path)
    {
      throw RefusedFileError(path: existing.path, what: FileKind.describe(atPath: existing.path))
    }
    if existing.path != folder.path {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
  }
}

/// What is at a path, looked at without following a symbolic link at its own name.
private enum FileKind {
  /// Nothing (or nothing the process may see).
  case none
  /// A regular file.
  case regular
  /// Something else: a symbolic link, a folder, a device; the payload says which.
  case refused(String)

  init(atPath path: String) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      self = .none
      return
    }
    let type = attributes[.type] as? FileAttributeType
    if type == .typeRegular {
      self = .regular
    } else {
      self = .refused(Self.describe(type))
    }
  }

  /// Whether a real folder (not a link to one) is at the path.
  static func isFolder(atPath path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.type] as? FileAttributeType == .typeDirectory
  }

  /// What is at the path, as a noun phrase.
  static func describe(atPath path: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return describe(attributes?[.type] as? FileAttributeType)
  }

  static func describe(_ type: FileAttributeType?) -> String {
    switch type {
    case .typeSymbolicLink?: "a symbolic link"
    case .typeDirectory?: "a folder"
    case .typeCharacterSpecial?, .typeBlockSpecial?: "a device"
    case .typeSocket?: "a socket"
    case .typeRegular?: "a regular file"
    default: "not a regular file"
    }
  }
}

/// A file refused because what is at its path is not a regular file.
private struct RefusedFileError: Error, CustomStringConvertible {
  let path: String
  let what: String

  /// The refusal as one clause.
  var clause: String {
    "\(quotedOutsideText(path)) is \(what), not a regular file, and is not followed"
  }

  var description: String { clause }
}

/// A save waiting for its delay.
private struct PendingSave: Sendable {
  let encode: @Sendable () throws -> Data
  /// The diagnostics handler of the task that changed the value, if any.
  let diagnostics: DiagnosticHandler?
}

/// Saves a file-stored root after each change.
private struct FilePersistence<Value: Sendable>: SharedPersistence {
  let storage: FileStorage
  let url: URL
  let coding: FileCoding<Value>

  func valueDidChange(_ root: any AnySharedRoot) {
    guard let root = root as? SharedRoot<Value> else { return }
    let coding = coding
    storage.scheduleSave(url) { try coding.encode(root.value(in: nil)) }
  }

  func saveNow() {
    storage.flush()
  }
}

/// A root whose pending save can be written at once (``Shared/save()``).
protocol SavableSharedRoot {
  func saveNow()
}

extension SharedRoot: SavableSharedRoot {
  func saveNow() {
    (persistence as? any FileSaving)?.saveNow()
  }
}

/// The file persistence seen without its value's type.
private protocol FileSaving {
  func saveNow()
}

extension FilePersistence: FileSaving {}

/// An error of reading or writing a file, as one clause of a sentence: without a final
/// period, and with the system's description when the error's own text says nothing
/// (`NSCocoaErrorDomain Code=256 "(null)"` on Linux).
package func describeFileError(_ error: any Error) -> String {
  var text = "\(error)"
  if text.contains("(null)"), let cocoa = error as? CocoaError {
    switch cocoa.code {
    case .fileReadNoPermission, .fileWriteNoPermission: text = "permission denied"
    case .fileReadNoSuchFile, .fileNoSuchFile: text = "no such file"
    case .fileReadUnknown: text = "the file could not be read (its path may name a folder)"
    case .fileWriteUnknown: text = "the file could not be written (its path may name a folder)"
    default: text = "file system error \(cocoa.code.rawValue)"
    }
  }
  while text.hasSuffix(".") { text.removeLast() }
  return text
}
