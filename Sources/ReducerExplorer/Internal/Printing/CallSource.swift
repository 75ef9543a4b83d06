import Foundation

/// The source text of a call's arguments, read from the file the call is in, so that a
/// printed test can show what the explorer holds only as a value (an invariant's closure,
/// the initial state): `#filePath` and `#line` say where the call is.
///
/// The file is input from outside, read defensively: at most ``maxFileBytes`` of it, an
/// argument at most ``maxArgumentLength`` characters, brackets matched outside string
/// literals (with their interpolations, multi-line and raw forms) and comments (nested block
/// comments too); anything unexpected gives a reason instead of text, never a guess.
enum CallSource {
  /// How much of a file is read at most.
  static let maxFileBytes = 1 << 20
  /// The longest argument text returned.
  static let maxArgumentLength = 2_000

  /// What a call's source says: the text of its arguments, by label (`""` for the unlabeled
  /// ones, in order), and of its trailing closure.
  struct Call: Equatable {
    /// The arguments in the parentheses, each with its label (empty when it has none).
    var arguments: [(label: String, text: String)]
    /// The trailing closure, braces included.
    var trailingClosure: String?

    static func == (lhs: Call, rhs: Call) -> Bool {
      lhs.arguments.map(\.label) == rhs.arguments.map(\.label)
        && lhs.arguments.map(\.text) == rhs.arguments.map(\.text)
        && lhs.trailingClosure == rhs.trailingClosure
    }

    /// The closure given last: the trailing closure, or else the last argument when it is a
    /// closure.
    var lastClosure: String? {
      if let trailingClosure { return trailingClosure }
      guard let last = arguments.last?.text, last.hasPrefix("{") else { return nil }
      return last
    }
  }

  /// The call of `function` (such as `invariant`) that starts on `line` of the file at
  /// `path`, or why it cannot be read.
  static func read(function: String, path: String, line: UInt) -> Result<Call, Refusal> {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(Refusal("the file \(quoted(path)) cannot be opened"))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxFileBytes) ?? Data()
    } catch {
      return .failure(Refusal("the file \(quoted(path)) cannot be read"))
    }
    return parse(function: function, in: Array(data), line: line)
  }

  /// Why a call's source cannot be read, as a clause for a sentence.
  struct Refusal: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The call of `function` that starts on `line` of `source`.
  static func parse(function: String, in source: [UInt8], line: UInt) -> Result<Call, Refusal> {
    var scanner = Scanner(bytes: source)
    guard let lineStart = scanner.start(ofLine: line) else {
      return .failure(Refusal("line \(line) is not in the first \(maxFileBytes) bytes of the file"))
    }
    let name = Array(function.utf8)
    // The first use of the name on the line that is a call: the name, generic arguments if
    // any (`NavigationExplorer<AppFlow>(…)`), then a parenthesis, or a brace for a call with
    // only a trailing closure (`dependencies { … }`).
    var searchFrom = lineStart
    var callStart: Int?
    var closureOnly = false
    while callStart == nil, let found = scanner.find(name, onLineFrom: lineStart, after: searchFrom)
    {
      searchFrom = found + 1
      // The whole name, not the end of a longer one.
      if found > 0, Scanner.isIdentifier(source[found - 1]) { continue }
      var position = found + name.count
      if position < source.count, source[position] == UInt8(ascii: "<"),
        let close = source[position...].firstIndex(of: UInt8(ascii: ">"))
      {
        position = close + 1
      }
      if position < source.count, source[position] == UInt8(ascii: "(") {
        callStart = position + 1
      } else {
        while position < source.count, source[position] == UInt8(ascii: " ") { position += 1 }
        if position < source.count, source[position] == UInt8(ascii: "{") {
          callStart = position
          closureOnly = true
        }
      }
    }
    guard let callStart else {
      return .failure(Refusal("line \(line) has no call of '\(function)'"))
    }
    scanner.index = callStart
    var arguments: [(label: String, text: String)] = []
    var argumentStart = scanner.index
    // The arguments, split at the commas outside any bracket, string or comment.
    while !closureOnly {
      guard let stop = scanner.skipCode(until: [UInt8(ascii: ","), UInt8(ascii: ")")]) else {
        return .failure(Refusal("the arguments of '\(function)' do not end"))
      }
      let text = scanner.text(from: argumentStart, to: stop)
      guard text.count <= maxArgumentLength else {
        return .failure(Refusal("an argument is longer than \(maxArgumentLength) characters"))
      }
      if !text.isEmpty || scanner.bytes[stop] == UInt8(ascii: ",") {
        arguments.append(labeled(text))
      }
      scanner.index = stop + 1
      if scanner.bytes[stop] == UInt8(ascii: ")") { break }
      argumentStart = scanner.index
    }
    // A trailing closure, if the next thing after the parentheses is a brace.
    scanner.skipSpaceAndComments()
    var trailing: String?
    if scanner.index < scanner.bytes.count, scanner.bytes[scanner.index] == UInt8(ascii: "{") {
      let start = scanner.index
      scanner.index += 1
      guard let end = scanner.skipCode(until: [UInt8(ascii: "}")]) else {
        return .failure(Refusal("the trailing closure of '\(function)' does not end"))
      }
      guard end + 1 - start <= maxArgumentLength else {
        return .failure(Refusal("the closure is longer than \(maxArgumentLength) characters"))
      }
      trailing = scanner.text(from: start, to: end + 1)
    }
    return .success(Call(arguments: arguments, trailingClosure: trailing))
  }

  /// An argument's text split into its label and its value.
  private static func labeled(_ text: String) -> (label: String, text: String) {
    guard let colon = text.firstIndex(of: ":") else { return ("", text) }
    let label = text[..<colon]
    guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return ("", text)
    }
    return (String(label), text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
  }

  private static func quoted(_ path: String) -> String {
    "'" + String(path.suffix(200)) + "'"
  }

  /// A position in source bytes, and the moves over code, strings and comments. Brackets,
  /// quotes, `#` and `\` are ASCII, so reading UTF-8 bytes one by one is safe.
  struct Scanner {
    let bytes: [UInt8]
    var index = 0

    /// The index where the 1-based `line` starts.
    func start(ofLine line: UInt) -> Int? {
      guard line >= 1 else { return nil }
      var current: UInt = 1
      var position = 0
      while current < line {
        guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
          return nil
        }
        position = newline + 1
        current += 1
      }
      return position
    }

    /// Where `needle` first occurs as a whole name on the line that starts at `start`, at
    /// `from` or after.
    func find(_ needle: [UInt8], onLineFrom start: Int, after from: Int) -> Int? {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      guard end - start >= needle.count else { return nil }
      var position = from
      while position + needle.count <= end {
        if bytes[position] == needle[0], Array(bytes[position..<position + needle.count]) == needle
        {
          // Not a part of a longer name (`myinvariant(`, `invariants`).
          let before = position > start ? bytes[position - 1] : UInt8(ascii: " ")
          let after = position + needle.count < end ? bytes[position + needle.count] : 0
          if !Self.isIdentifier(before), !Self.isIdentifier(after) { return position }
        }
        position += 1
      }
      return nil
    }

    /// The text between two indices, trimmed.
    func text(from start: Int, to end: Int) -> String {
      String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
    }

    /// Moves over code to the first of `stops` outside any bracket opened after the start,
    /// string literal or comment, and returns its index (the scanner stays before it);
    /// `nil` when the code ends first or a bracket does not match.
    mutating func skipCode(until stops: Set<UInt8>) -> Int? {
      var open: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        if open.isEmpty, stops.contains(byte) { return index }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          open.append(byte)
          index += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          guard let last = open.popLast(), Self.closer(of: last) == byte else { return nil }
          index += 1
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          if startsString() {
            guard skipString() else { return nil }
          } else {
            index += 1
          }
        case UInt8(ascii: "/"):
          guard skipComment() else { return nil }
        default:
          index += 1
        }
      }
      return nil
    }

    /// Moves over spaces, newlines and comments.
    mutating func skipSpaceAndComments() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          index += 1
        case UInt8(ascii: "/")
        where index + 1 < bytes.count
          && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
          guard skipComment() else { return }
        default:
          return
        }
      }
    }

    /// Whether a string literal starts here: `"`, or `#`s then `"` (a raw string).
    private func startsString() -> Bool {
      var position = index
      while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
      return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    /// Moves over a comment that starts here (or over the one `/` when none does).
    private mutating func skipComment() -> Bool {
      guard index + 1 < bytes.count else {
        index += 1
        return true
      }
      switch bytes[index + 1] {
      case UInt8(ascii: "/"):
        index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return true
      case UInt8(ascii: "*"):
        // Block comments nest in Swift.
        var depth = 0
        while index + 1 < bytes.count {
          if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
            depth -= 1
            index += 2
            if depth == 0 { return true }
          } else {
            index += 1
          }
        }
        return false
      default:
        index += 1
        return true
      }
    }

    /// Moves over the string literal that starts here, interpolations included.
    private mutating func skipString() -> Bool {
      var hashes = 0
      while bytes[index] == UInt8(ascii: "#") {
        hashes += 1
        index += 1
      }
      let multiline =
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
        && bytes[index + 2] == UInt8(ascii: "\"")
      index += multiline ? 3 : 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n"), !multiline { return false }
        if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
          index += 1 + hashes
          guard index < bytes.count else { return false }
          if bytes[index] == UInt8(ascii: "(") {
            index += 1
            guard let close = skipCode(until: [UInt8(ascii: ")")]) else { return false }
            index = close + 1
          } else {
            index += 1
          }
          continue
        }
        if byte == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          if index + quotes <= bytes.count,
            bytes[index..<index + quotes].allSatisfy({ $0 == UInt8(ascii: "\"") }),
            hashesFollow(hashes, at: index + quotes)
          {
            index += quotes + hashes
            return true
          }
        }
        index += 1
      }
      return false
    }

    /// Whether `count` `#`s are at `position`.
    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
      guard position + count <= bytes.count else { return false }
      return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private static func closer(of opener: UInt8) -> UInt8 {
      switch opener {
      case UInt8(ascii: "("): UInt8(ascii: ")")
      case UInt8(ascii: "["): UInt8(ascii: "]")
      default: UInt8(ascii: "}")
      }
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte >= 0x80
    }
  }
}
