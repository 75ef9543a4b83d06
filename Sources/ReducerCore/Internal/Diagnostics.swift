import Foundation

/// A misuse the library noticed at run time: what happened, why, and how to fix it.
///
/// The library never stops the program for a misuse: it leaves the state as it was and reports
/// a diagnostic, by default to standard error, once per site. Send them to your own logging or
/// crash reporting with ``setHandler(_:)``.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// A short stable name for the kind of misuse, such as `ifLet.nilState`.
  public let kind: String
  /// The full explanation, in sentences.
  public let message: String
  /// The file of the code the misuse points at (an operator's call site, an effect's origin),
  /// or the name of the type at fault when there is no source location.
  public let fileID: String
  /// The line in ``fileID``, or 0 when ``fileID`` names a type rather than a file.
  public let line: UInt

  package init(kind: String, message: String, fileID: String, line: UInt) {
    self.kind = kind
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// Whether ``fileID`` and ``line`` are a source location, rather than the name of the type at
  /// fault.
  package var hasSourceLocation: Bool { line > 0 }

  /// Where the diagnostic points: `File.swift:12`, or the name of the type at fault.
  package var site: String { hasSourceLocation ? "\(fileID):\(line)" : fileID }

  /// The diagnostic as printed to standard error: the source location when there is one, the
  /// kind, the type at fault when there is no location, then the message.
  ///
  /// ```text
  /// Feature.swift:12: [RoutingReducer] ifLet.nilState: An 'ifLet' at Feature.swift:12 ...
  /// [RoutingReducer] flow.missingRoute in AppFlow: 'AppFlow' received an action for ...
  /// ```
  public var description: String {
    hasSourceLocation
      ? "\(fileID):\(line): [RoutingReducer] \(kind): \(message)"
      : "[RoutingReducer] \(kind) in \(fileID): \(message)"
  }

  /// Sends every diagnostic the library reports to `handler` instead of standard error, such as
  /// into the app's logging or crash reporting; `nil` restores the default.
  ///
  /// ```swift
  /// Diagnostic.setHandler { diagnostic in
  ///   logger.fault("\(diagnostic.kind): \(diagnostic.message)")
  /// }
  /// ```
  ///
  /// The handler gets every report, repeated ones included (the default prints each site
  /// once), on the thread that reports it: make it quick and thread-safe. A `TestStore` takes
  /// the diagnostics of the actions it sends, as test failures, whatever the handler.
  ///
  /// - Parameter handler: Receives each diagnostic, or `nil` for standard error.
  public static func setHandler(_ handler: (@Sendable (Diagnostic) -> Void)?) {
    Diagnostics.appHandler.withLock { $0 = handler.map(DiagnosticHandler.init) }
  }
}

/// Receives the diagnostics raised while it is installed with `Diagnostics.$handler.withValue`.
package struct DiagnosticHandler: Sendable {
  /// Called with each diagnostic.
  package let report: @Sendable (Diagnostic) -> Void

  /// Creates a handler that calls `report` with each diagnostic.
  package init(_ report: @escaping @Sendable (Diagnostic) -> Void) { self.report = report }
}

/// Where diagnostics go: a task-local handler when one is installed (the TestStore installs one
/// and turns each diagnostic into a test failure), the app's handler, standard error otherwise,
/// once per site and kind (the printed line says that repeats are not shown).
package enum Diagnostics {
  /// The handler for diagnostics raised in this task and the tasks it starts.
  ///
  /// A struct rather than an optional closure: Swift 6.3's optimizer miscompiles
  /// `withValue` on a task-local whose type is an optional function.
  @TaskLocal package static var handler: DiagnosticHandler?

  private static let printedSites = LockedValue<Set<String>>([])

  /// The handler an app installed with ``Diagnostic/setHandler(_:)``.
  static let appHandler = LockedValue<DiagnosticHandler?>(nil)

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
    if let appHandler = appHandler.withLock({ $0 }) {
      appHandler.report(diagnostic)
      return
    }
    guard let text = standardErrorLine(for: diagnostic) else { return }
    writeToStandardError("\(text)\n")
  }

  /// The line standard error shows for `diagnostic`: the diagnostic and that later reports of
  /// its kind from its site are not shown, the first time; `nil` for those later reports.
  package static func standardErrorLine(for diagnostic: Diagnostic) -> String? {
    let key = "\(diagnostic.fileID):\(diagnostic.line):\(diagnostic.kind)"
    let isFirst = printedSites.withLock { $0.insert(key).inserted }
    guard isFirst else { return nil }
    return """
      \(diagnostic) (Shown once: later \(diagnostic.kind) reports from \(diagnostic.site) are \
      not shown.)
      """
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
