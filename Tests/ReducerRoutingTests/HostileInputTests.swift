import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// A hostile-input run with a fixed seed: random and mutated links, late and bogus actions, and
// files (snapshots truncated, flipped, of other versions, deep, huge; symbolic links, folders)
// against an app with recursive flows and a renderer. Every input must end: no crash, a
// refusal changes nothing, the renderer shows the state, and no file outside its place is
// touched.
//
// Small by default (a few seconds); CI runs a bigger budget:
// `REDUCER_HOSTILE_INPUTS=20000 swift test --filter HostileInputTests`.

/// The number of inputs of each kind: `REDUCER_HOSTILE_INPUTS`, 300 by default.
let hostileInputCount =
  ProcessInfo.processInfo.environment["REDUCER_HOSTILE_INPUTS"].flatMap { Int($0) } ?? 300

/// A renderer that shows each batch at once.
@MainActor
final class ShowingRenderer: NavigationRenderer {
  var display = NavigationTree()

  func render(_ changes: [NavigationChange], confirmation: NavigationConfirmation) {
    display = display.applying(changes)
    confirmation.confirm()
  }
}

/// Random link texts: pieces of valid links, escapes, separators and hostile characters, and
/// valid links mutated (truncated, a byte flipped, a piece repeated).
struct HostileLinks {
  var random: SplitMix64

  static let pieces = [
    "f1", "f2", "f3", "s1", "s2", "sx", "alert", "x", "", "/", "//", "?", "&", "=", "#", "%",
    "%zz", "%0D%0A", "%00", "%1B[2J", "%E2%80%AE", "modal=", "style=", "modal=s1", "style=alert",
    "style=sheet", "style=", "modal=alert", "modal=f1/s1", "utm=1", "myapp://", "https://h/",
    "\u{202E}", "\u{0}", ":", "..", "level-1",
  ]

  mutating func next() -> String {
    switch random.below(4) {
    case 0:
      return (0..<random.below(12)).map { _ in Self.pieces[random.below(Self.pieces.count)] }
        .joined()
    case 1:
      // A valid link, mutated.
      var bytes = Array(valid().utf8)
      switch random.below(3) {
      case 0 where !bytes.isEmpty: bytes.removeLast(random.below(bytes.count))
      case 1 where !bytes.isEmpty: bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
      default: bytes += bytes.prefix(random.below(bytes.count + 1))
      }
      return String(decoding: bytes, as: UTF8.self)
    case 2:
      // Deep or long: around the limits.
      let count = [10, 63, 64, 65, 200, 1_000, 1_001, 3_000][random.below(8)]
      let piece = random.oneIn(2) ? "f" : "s"
      return (1...count).map { "\(piece)\($0)" }.joined(separator: "/")
    default:
      return valid()
    }
  }

  /// A link the app can open.
  mutating func valid() -> String {
    var segments = (0..<random.below(4)).map { "f\($0 + 1)" }
    segments += (0..<random.below(3)).map { "s\($0 + 1)" }
    var text = segments.joined(separator: "/")
    if random.oneIn(2) {
      text += random.oneIn(3) ? "?modal=alert&style=alert" : "?modal=s\(random.below(3) + 5)"
    }
    return text
  }
}

@MainActor
@Suite struct HostileInputTests {
  @Test func linksAndLateActionsNeverCrashAndARefusalChangesNothing() async {
    var links = HostileLinks(random: SplitMix64(seed: 0x0_5EED_0028))
    var random = SplitMix64(seed: 0x0_5EED_0029)
    let store = Store(initialState: hostileTop) { HostileFlow() }
    let renderer = ShowingRenderer()
    let connection = store.render(to: renderer)
    defer { connection.disconnect() }
    var failures: [String] = []
    var opened = 0
    for index in 0..<hostileInputCount {
      // A link.
      let text = links.next()
      let before = store.state
      let parsed: DeepLink?
      do throws(DeepLinkError) {
        parsed = try DeepLink(text)
      } catch {
        parsed = nil
        if error.description.unicodeScalars.contains(where: {
          $0.properties.generalCategory == .control
        }) {
          failures.append("\(index): the error of \(text.debugDescription) has control characters")
        }
      }
      if let link = parsed {
        let expected = try? before.opening(link)
        let issues = diagnostics { store.send(.openLink(link)) }
        if let expected {
          opened += 1
          if store.state != expected { failures.append("\(index): \(text) opened another state") }
        } else {
          if store.state != before {
            failures.append("\(index): refused \(text) changed the state")
          }
          if kinds(issues) != ["deepLink.rejected"] {
            failures.append("\(index): refused \(text) reported \(kinds(issues))")
          }
        }
      }
      // A late or bogus action.
      let action = bogusAction(in: store.state, random: &random)
      let beforeAction = store.state
      let issues = diagnostics { store.send(action) }
      if !issues.isEmpty, store.state != beforeAction {
        failures.append(
          "\(index): \(action) was refused (\(kinds(issues))) but changed the state")
      }
      if renderer.display != NavigationTree(of: store.state) {
        failures.append("\(index): the renderer does not show the state")
      }
      if failures.count > 5 { break }
    }
    #expect(failures == [])
    #expect(opened > hostileInputCount / 10, "only \(opened) links opened")
  }

  @Test func recordingsCutShortChangedDeepHugeOrOfAnotherVersionAreRefused() async throws {
    let data = try await recordNotesSession()
    #expect(try readNotesRecording(data) == 12)
    var random = SplitMix64(seed: 48)
    let bytes = [UInt8](data)
    // Cut short anywhere: refused, never read.
    for _ in 0..<hostileInputCount {
      let cut = random.below(bytes.count)
      #expect(throws: ActionRecordingError.self) {
        try readNotesRecording(Data(bytes[..<cut]))
      }
    }
    #expect(throws: ActionRecordingError.truncated(byteCount: bytes.count / 2)) {
      try readNotesRecording(Data(bytes[..<(bytes.count / 2)]))
    }
    // One byte changed anywhere: refused (the checksum, or the JSON around it).
    for _ in 0..<hostileInputCount {
      var changed = bytes
      let index = random.below(changed.count)
      changed[index] ^= UInt8(1 << random.below(8))
      #expect(throws: ActionRecordingError.self) { try readNotesRecording(Data(changed)) }
    }
    let text = String(decoding: data, as: UTF8.self)
    let altered = text.replacingOccurrences(of: #""hi""#, with: #""ho""#)
    #expect(throws: ActionRecordingError.altered) { try readNotesRecording(Data(altered.utf8)) }
    // Another format version, checked before the checksum.
    let version2 = text.replacingOccurrences(of: #"{"version":1,"#, with: #"{"version":2,"#)
    #expect(throws: ActionRecordingError.unsupportedVersion(2)) {
      try readNotesRecording(Data(version2.utf8))
    }
    // Deep or huge: refused before decoding.
    let deep =
      #"{"version":1,"x":"# + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000) + "}"
    #expect(throws: ActionRecordingError.tooDeep(offset: 272, maximum: 256)) {
      try readNotesRecording(Data(deep.utf8))
    }
    #expect(throws: ActionRecordingError.tooLarge(byteCount: bytes.count, maximum: 1_000)) {
      try readNotesRecording(data, maximumByteCount: 1_000)
    }
    for garbage in ["", "null", "[]", "{}", #"{"format":"x","version":1}"#, "\u{0}{"] {
      #expect(throws: ActionRecordingError.self) { try readNotesRecording(Data(garbage.utf8)) }
    }
    // A recording from another version of the app names the first step that does not decode:
    // step 5, the first action of a case that version does not have.
    do {
      _ = try readNotesRecordingOfAnotherVersion(data)
      Issue.record("A recording of another version of the app was read.")
    } catch {
      guard case let .stepDoesNotDecode(index, part, type, _) = error else {
        Issue.record("Refused with \(error) instead.")
        return
      }
      #expect(index == 5)
      #expect(part == "action")
      #expect(type == "OtherNotesAction")
      #expect(error.description.hasPrefix("Step 5 of the recording, the first that does not,"))
    }
  }

  @Test func snapshotFilesNeverCrashAndNothingOutsideIsTouched() async throws {
    typealias Snapshot = NavigationSnapshot<HostileFlow.Route>
    var random = SplitMix64(seed: 0x0_5EED_002A)
    let valid = try JSONEncoder().encode(
      Snapshot(of: try hostileTop.opening(DeepLink("f1/f2/s1?modal=s3"))))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outside = directory.appendingPathComponent("outside")
    let app = directory.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let victim = outside.appendingPathComponent("victim.json")
    let victimContent = Data("[\"keep\"]".utf8)
    try victimContent.write(to: victim)

    var failures: [String] = []
    for index in 0..<hostileInputCount {
      // Snapshot data: mutated, of another version, deep, huge.
      var data = valid
      switch random.below(6) {
      case 0: data = data.prefix(random.below(data.count))
      case 1: data[random.below(data.count)] ^= UInt8(1 << random.below(8))
      case 2:
        let version = ["0", "2", "1.5", "1e400", "-1", "\"1\"", "null", "[]"][random.below(8)]
        data = Data(
          String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\"formatVersion\":1", with: "\"formatVersion\":\(version)")
            .utf8)
      case 3:
        let depth = random.below(5_000)
        data = Data(
          (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
      case 4:
        let route = #"{"screen":{"_0":{"id":"a","taps":0}}}"#
        let stack =
          "[" + repeatElement(route, count: random.below(3_000)).joined(separator: ",") + "]"
        data = Data(
          #"{"formatVersion":1,"routes":"HostileFlow.Route","navigation":{"stack":\#(stack)}}"#
            .utf8)
      default: break
      }
      if let snapshot = try? JSONDecoder().decode(Snapshot.self, from: data) {
        var state = hostileTop
        snapshot.restore(into: &state)
        if state.navigation != snapshot.navigation {
          failures.append("\(index): a decoded snapshot restored another navigation")
        }
      }
      // A file at the app's path: data, a link out, a dangling link, a folder.
      let url = app.appendingPathComponent("file-\(index % 7).json")
      try? FileManager.default.removeItem(at: url)
      switch random.below(4) {
      case 0: try data.write(to: url)
      case 1: try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)
      case 2:
        try FileManager.default.createSymbolicLink(
          atPath: url.path, withDestinationPath: outside.appendingPathComponent("new/deeper").path)
      default: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
      let storage = FileStorage.fileSystem(saveDelay: .seconds(60))
      _ = diagnostics {
        withDependencies {
          $0.defaultFileStorage = storage
        } operation: {
          @Shared(.fileStorage(url)) var value: [String] = []
          value.append("written")
        }
        storage.flush()
      }
      let outsideNames = try FileManager.default.contentsOfDirectory(atPath: outside.path)
      if outsideNames != ["victim.json"] || (try? Data(contentsOf: victim)) != victimContent {
        failures.append("\(index): a file outside the app's folder was touched: \(outsideNames)")
        break
      }
      if failures.count > 5 { break }
    }
    #expect(failures == [])
  }
}

/// An action a late effect or a bogus source could send: to routes that may be gone, to the
/// modal, nested, navigation steps that may fail.
@MainActor
private func bogusAction(
  in state: HostileFlow.State, random: inout SplitMix64
) -> HostileFlow.Action {
  let ids = state.navigation.stack.ids + ["sgone", "f1", "s1", "salert"]
  let id = ids[random.below(ids.count)]
  let screen: HostileScreen.Action = [.tap, .close, .tap][random.below(3)]
  let step: HostileFlow.Route.NavigationAction = [
    .pop, .popToRoot, .dismiss, .popTo(id), .push(.screen(.init(id: "x"))),
    .present(.screen(.init(id: "alert")), style: .alert),
  ][random.below(6)]
  switch random.below(6) {
  case 0: return .route(id, .screen(screen))
  case 1: return .route(id, .folder(.navigation(step)))
  case 2: return .modalRoute(.screen(screen))
  case 3: return .modalRoute(.folder(.navigation(step)))
  case 4: return .navigation(step)
  default: return .route(id, .folder(.route("sgone", .screen(screen))))
  }
}
