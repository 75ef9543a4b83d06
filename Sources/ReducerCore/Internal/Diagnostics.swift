#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A misuse the library noticed at run time: what happened, why, and how to fix it.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// A short stable name for the kind of misuse, such as `ifLet.nilState`.
  package let kind: String
  /// The full explanation, in sentences.
  package let message: String
  /// The file of the code the misuse points at (an operator's call site, an effect's origin).
  package let fileID: String
  /// The line in ``fileID``.
  package let line: UInt

  package init(kind: String, message: String, fileID: String, line: UInt) {
    self.kind = kind
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  package var description: String { "\(fileID):\(line): [RoutingReducer] \(message)" }
}

/// Receives the diagnostics raised while it is installed with `Diagnostics.$handler.withValue`.
package struct DiagnosticHandler: Sendable {
  /// Called with each diagnostic.
  package let report: @Sendable (Diagnostic) -> Void

  /// Creates a handler that calls `report` with each diagnostic.
  package init(_ report: @escaping @Sendable (Diagnostic) -> Void) { self.report = report }
}

/// Where diagnostics go: a task-local handler when one is installed (the TestStore installs one
/// and turns each diagnostic into a test failure), standard error otherwise, once per site.
package enum Diagnostics {
  /// The handler for diagnostics raised in this task and the tasks it starts.
  ///
  /// A struct rather than an optional closure: Swift 6.3's optimizer miscompiles
  /// `withValue` on a task-local whose type is an optional function.
  @TaskLocal package static var handler: DiagnosticHandler?

  private static let printedSites = LockedValue<Set<String>>([])

  /// Reports a misuse.
  ///
  /// - Parameters:
  ///   - kind: A short stable name for the kind of misuse.
  ///   - message: What happened, why, and how to fix it, in full sentences.
  ///   - fileID: The file the misuse points at.
  ///   - line: The line the misuse points at.
  package static func report(
    kind: String,
    _ message: String,
    fileID: StaticString,
    line: UInt
  ) {
    report(kind: kind, message, site: "\(fileID)", line: line)
  }

  /// Reports a misuse whose site is not a source location, such as a type's name.
  ///
  /// - Parameters:
  ///   - kind: A short stable name for the kind of misuse.
  ///   - message: What happened, why, and how to fix it, in full sentences.
  ///   - site: What the misuse points at: a file, or a type's name.
  ///   - line: The line the misuse points at, or 0.
  package static func report(kind: String, _ message: String, site: String, line: UInt) {
    let diagnostic = Diagnostic(kind: kind, message: message, fileID: site, line: line)
    if let handler {
      handler.report(diagnostic)
      return
    }
    let site = "\(diagnostic.fileID):\(line):\(kind)"
    let isFirst = printedSites.withLock { $0.insert(site).inserted }
    guard isFirst else { return }
    writeToStandardError("\(diagnostic)\n")
  }
}

/// Writes `text` to standard error without buffering.
package func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = write(2, base + offset, bytes.count - offset)
      guard written > 0 else { return }
      offset += written
    }
  }
}
