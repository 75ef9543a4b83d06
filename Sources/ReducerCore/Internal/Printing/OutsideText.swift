/// Text that came from outside the app (a deep link, a file's name, a restored snapshot),
/// quoted for a message: in single quotes, its control, format (bidirectional) and separator
/// characters escaped as `\u{…}`, a backslash or quote escaped, and cut after `limit`
/// characters, with the length of the whole text (in UTF-8 bytes) said when it is cut.
///
/// ```swift
/// quotedOutsideText("red\u{202E}der")  // 'red\u{202E}der'
/// ```
///
/// Every message that shows outside text goes through this function: a link can carry line
/// breaks that fake a log line, terminal escapes, or a megabyte of text.
///
/// - Parameters:
///   - text: The text.
///   - limit: The most characters (Unicode scalars) shown.
/// - Returns: The text, quoted.
/// - Complexity: O(`limit`), whatever the text's length.
package func quotedOutsideText(_ text: some StringProtocol, limit: Int = 200) -> String {
  var quoted = "'"
  var shown = 0
  var cut = false
  for scalar in text.unicodeScalars {
    guard shown < limit else {
      cut = true
      break
    }
    shown += 1
    switch scalar {
    case "\\": quoted += "\\\\"
    case "'": quoted += "\\'"
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
        .unassigned:
        quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        quoted.unicodeScalars.append(scalar)
      }
    }
  }
  quoted += "'"
  if cut {
    quoted += "… (cut; \(text.utf8.count) bytes in all)"
  }
  return quoted
}
