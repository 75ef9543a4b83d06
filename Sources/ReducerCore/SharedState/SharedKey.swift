import Foundation

/// Where a ``Shared`` value is kept: in memory under a name, in a JSON file, in `UserDefaults`,
/// or in a storage of the app's own.
///
/// ```swift
/// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
/// @Shared(.fileStorage(url)) var items: IdentifiedArrayOf<Item> = []
/// @Shared(.appStorage("isOn")) var isOn = false
/// ```
///
/// A storage of the app's own conforms to ``SharedKeyStorage``, and ``init(_:)`` makes a key
/// of it.
public struct SharedKey<Value: Sendable>: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case inMemory(String)
    case file(URL, FileCoding<Value>)
    /// A ``SharedKeyStorage``, such as `UserDefaults` (`.appStorage("isOn")`).
    case storage(StorageKey<Value>)
  }

  let kind: Kind

  /// A value kept in memory under `name` while the program runs: every `@Shared` with the
  /// same name is the same value.
  ///
  /// ```swift
  /// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
  /// ```
  ///
  /// The values live in ``DependencyValues/defaultInMemoryStorage``; a `TestStore` gives each
  /// test its own.
  ///
  /// - Parameter name: The value's name.
  /// - Returns: The key.
  public static func inMemory(_ name: String) -> Self { Self(kind: .inMemory(name)) }

  /// The key as diagnostics name it, such as `inMemory("isLoggedIn")` or
  /// `appStorage("isOn")`.
  public var description: String {
    switch kind {
    case let .inMemory(name): "inMemory(\"\(name)\")"
    case let .file(url, _): "fileStorage(\"\(url.path)\")"
    case let .storage(storage): storage.describe()
    }
  }

  /// The reference the key names in the storage of the dependencies in effect.
  func reference(default: () -> Value) -> SharedReference<Value> {
    let dependencies = DependencyValues.current
    switch kind {
    case let .inMemory(name):
      return dependencies.defaultInMemoryStorage.reference(
        name: name, key: description, default: `default`)
    case let .file(url, coding):
      return dependencies.defaultFileStorage.reference(
        url: url, coding: coding, key: description, default: `default`)
    case let .storage(storage):
      return storage.reference(dependencies.defaultInMemoryStorage, `default`)
    }
  }
}

extension SharedKey where Value: Codable {
  /// A value kept in a JSON file at `url`: loaded the first time a `@Shared` names it, and
  /// saved after it changes, a moment later and off the thread that changed it.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documents.appendingPathComponent("items.json")))
  /// var items: IdentifiedArrayOf<Item> = []
  /// ```
  ///
  /// The file is read and written by ``DependencyValues/defaultFileStorage``: the file system
  /// in the app, memory in a `TestStore`. Changes made within the storage's save delay are
  /// saved once; call ``Shared/save()`` or ``FileStorage/flush()`` to save at once. When the
  /// file cannot be read or decoded, the value starts from its default, a `shared.unreadableFile`
  /// diagnostic says why, and the file is moved aside (renamed with `.unreadable-` and a
  /// timestamp) so that nothing is lost; when it cannot be moved, the value is not saved there.
  ///
  /// Two spellings of one file (`dir/a.json`, `dir/./sub/../a.json`, a path through a folder
  /// that is a symbolic link) name the same value: the URL is standardized and the symbolic
  /// links of its folders resolved. A symbolic link at the file's own name, or anything there
  /// that is not a regular file (a folder, a device), is not followed: it is refused with a
  /// `shared.unreadableFile` diagnostic and left untouched, and the value is not saved there;
  /// folders are never created where a symbolic link points.
  ///
  /// - Parameter url: The file's location.
  /// - Returns: The key.
  public static func fileStorage(_ url: URL) -> Self {
    Self(kind: .file(canonicalFileURL(url), .json))
  }
}

/// How a file-stored value becomes bytes and back.
struct FileCoding<Value: Sendable>: Sendable {
  let encode: @Sendable (Value) throws -> Data
  let decode: @Sendable (Data) throws -> Value
}

extension FileCoding where Value: Codable {
  /// JSON, pretty-printed with sorted keys so that the file reads and diffs well.
  static var json: Self {
    Self(
      encode: { value in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
      },
      decode: { data in try JSONDecoder().decode(Value.self, from: data) }
    )
  }
}

/// `url` standardized (`.` and `..` removed), with the symbolic links of its existing folders
/// resolved, so that two spellings of one file give one key; a URL that is not a file URL is
/// left as it is.
///
/// The file's own name is not resolved: a symbolic link there is not the app's file, and
/// ``FileStorage`` refuses it, leaving it untouched, rather than read, move or write whatever
/// it points to.
func canonicalFileURL(_ url: URL) -> URL {
  guard url.isFileURL else { return url }
  let standardized = url.standardizedFileURL
  let name = standardized.lastPathComponent
  guard !name.isEmpty, name != "/" else { return standardized }
  return standardized.deletingLastPathComponent().resolvingSymlinksInPath()
    .appendingPathComponent(name, isDirectory: false)
}
