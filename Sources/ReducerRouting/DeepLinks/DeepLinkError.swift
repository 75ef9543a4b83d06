/// Why a deep link could not be parsed or opened: which segment, which flow rejected it, and
/// the reason.
///
/// ```swift
/// do throws(DeepLinkError) {
///   try state.open(DeepLink("colors/purple"))
/// } catch {
///   print(error.reason)              // unknownSegment(expected: ["red", "green", "settings"])
///   print(error.segmentIndex ?? -1)  // 1 (nil when the fault is in the query or the text)
///   print(error.flow ?? "")          // ColorFlow.State (nil when the text did not parse)
/// }
/// ```
///
/// When opening a link fails, the state is left exactly as it was.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// The link has an empty segment, such as the middle of `colors//red`.
    case emptySegment
    /// A percent escape is not two hexadecimal digits, or the bytes it decodes to are not
    /// UTF-8; the payload is the offending text.
    case badEscape(String)
    /// The query is not a list of `name=value` items with distinct, non-empty names; the
    /// payload says what is wrong.
    case badQuery(String)
    /// No route of the flow is named by the segment; the payload lists what it accepts.
    case unknownSegment(expected: [String])
    /// A route needs a parameter segment after its name, and the link ends before it; the
    /// payload is the parameter's name.
    case missingParameter(String)
    /// A parameter segment cannot be read as the value the route needs.
    case badParameterValue(name: String, value: String)
    /// Segments are left once every level has taken its part.
    case extraSegments
    /// Two routes of one stack would have the same id; the payload describes the id.
    case duplicateRoute(String)
    /// A `modal` or `style` item that no level took, such as `modal` when the deepest level
    /// is not a flow. Other query items (`utm_source=…`) belong to the app: one that no level
    /// takes is ignored, and never makes a link fail.
    case unusedQueryItem(String)
    /// The link is over one of the app's ``NavigationLimits``: longer, with more routes or
    /// query items, or nested deeper than it allows. Refused before any level reads it (the
    /// depth when the level past it would start reading). The payload names the limit and
    /// gives its value.
    case limitExceeded(NavigationLimits.Limit, limit: Int)
    /// The `style` item names no style the flow lets a link use (see
    /// ``DeepLinkableFlow/linkModalStyles``); the payload is the name given.
    case unknownStyle(String)
    /// The flow does not let a link show the route there (see
    /// ``DeepLinkableFlow/acceptsLink(to:as:)``): pushed, or presented in that style.
    case refusedPlacement(LinkPlacement)
  }

  /// What was wrong.
  public let reason: Reason
  /// The index of the segment at fault in ``DeepLink/segments``, or `nil` when the fault is
  /// in the query or in the text as a whole.
  public let segmentIndex: Int?
  /// The segment (or `name=value` query item) at fault, decoded, if there is one.
  public let segment: String?
  /// The name of the type of the flow or container that rejected the link, or `nil` when the
  /// text could not be parsed.
  public let flow: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: What was wrong.
  ///   - segmentIndex: The index of the segment at fault, if any.
  ///   - segment: The segment or query item at fault, if any.
  ///   - flow: The name of the type of the level that rejected the link, if any.
  public init(
    _ reason: Reason, segmentIndex: Int? = nil, segment: String? = nil, flow: String? = nil
  ) {
    self.reason = reason
    self.segmentIndex = segmentIndex
    self.segment = segment
    self.flow = flow
  }

  /// A sentence for each of what happened, the likely cause and the fix.
  ///
  /// The link's own text (segments, values, names) is quoted escaped and cut (see
  /// `quotedOutsideText`): control and bidirectional characters are shown as `\u{…}`, and
  /// long text is cut, with its length given.
  public var description: String {
    let place: String
    if let segmentIndex, let segment {
      place = "segment \(segmentIndex) (\(quotedOutsideText(segment)))"
    } else if let segment {
      place = quotedOutsideText(segment)
    } else {
      place = "the link"
    }
    let by = flow.map { " '\($0)'" } ?? ""
    switch reason {
    case .emptySegment:
      return """
        The deep link has an empty segment at position \(segmentIndex ?? 0). Two slashes in a \
        row (or a link made of slashes) usually come from joining an empty name; leave empty \
        names out of the link.
        """
    case let .badEscape(text):
      return """
        The deep link has the bad escape \(quotedOutsideText(text)) in \(place). A '%' must be followed by two \
        hexadecimal digits, and the escaped bytes must be UTF-8; encode '%' itself as '%25'.
        """
    case let .badQuery(detail):
      return """
        The deep link's query is malformed: \(detail). Write the query as 'name=value' items \
        separated by '&', each name once.
        """
    case let .unknownSegment(expected):
      // The app's own names, not the link's.
      let accepted = expected.isEmpty ? "nothing more" : expected.joined(separator: ", ")
      guard segment != nil else {
        // No segment left: the link ended where a level needed one.
        return """
          The deep link ends where\(by.isEmpty ? " a level" : by) needs a segment. It accepts \
          \(accepted) there. Add one of them to the link, or open the level without a link.
          """
      }
      return """
        The deep link's \(place) names no route of\(by). It accepts \(accepted) there. The \
        link may be from another version of the app, or a name is misspelled.
        """
    case let .missingParameter(name):
      return """
        The deep link ends before the parameter \(quotedOutsideText(name)) that\(by) needs after \(place). \
        Add the parameter as the next segment.
        """
    case let .badParameterValue(name, value):
      return """
        The deep link's \(place) gives \(quotedOutsideText(value)) for the parameter \
        \(quotedOutsideText(name)) of\(by), which cannot read it. Check the value's format.
        """
    case .extraSegments:
      return """
        The deep link has segments left from \(place) on, after\(by) took its part. The link \
        goes deeper than the screens it names can show; remove the extra segments.
        """
    case let .duplicateRoute(id):
      return """
        The deep link's \(place) would show the route \(quotedOutsideText(id)) twice in one stack of\(by), and \
        a stack holds each id once. Name each screen once per flow.
        """
    case let .unusedQueryItem(name) where name == "style":
      return """
        The deep link's query item 'style' was taken by no level (the deepest level was\
        \(by)). A style is the style of the link's 'modal' item, and no flow presented one; \
        add the modal, or remove the item.
        """
    case let .unusedQueryItem(name):
      return """
        The deep link's query item \(quotedOutsideText(name)) was taken by no level (the deepest level was\
        \(by)). A modal is opened by the deepest flow of the link; end the link at a flow, or \
        remove the item.
        """
    case let .limitExceeded(limit, value):
      let what =
        switch limit {
        case .linkLength: "is longer than the \(value) bytes"
        case .routes: "names more than the \(value) routes"
        case .depth: "goes through more than the \(value) nested levels"
        case .queryItems: "has more than the \(value) query items"
        }
      return """
        The deep link \(what) the app accepts (NavigationLimits.\(limit)), and was refused \
        before it was read\(flow == nil ? "" : ", at \(place)"). A link this large usually \
        comes from outside the app; if the app makes such links, raise the limit in the \
        'navigationLimits' of the state that opens them.
        """
    case let .unknownStyle(name):
      return """
        The deep link's 'style' item names the style \(quotedOutsideText(name)), which\(by) \
        does not let a link use. The link may be from another version of the app; a flow \
        lists the styles a link may name in its 'linkModalStyles'.
        """
    case let .refusedPlacement(placement):
      return """
        The deep link's \(place) names a route that\(by) does not let a link show there \
        (\(placement)). The flow decides what a link may open in its \
        'acceptsLink(to:as:)'; open the route from the app instead.
        """
    }
  }
}
