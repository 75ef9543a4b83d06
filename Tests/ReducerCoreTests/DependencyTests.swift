#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import Testing

@testable import ReducerCore

// Dependencies (issue 20): reading rules, overrides, the property wrapper, the reducer operator,
// the diagnostics of missing test values, and the built-in dependencies.

// MARK: - Fixtures

/// A dependency with distinct live, preview and test values.
private enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

/// A dependency with a live value only: its test value is the reporting default.
private struct Greeter: DependencyKey, Equatable {
  var greeting: String
  static let liveValue = Greeter(greeting: "live hello")
}

/// A dependency with a test value only, as in an interface module.
private enum InterfaceOnlyKey: TestDependencyKey {
  static let testValue = "interface test"
}

/// A test-only key whose live value is added by a conformance elsewhere, as in an
/// implementation module.
private enum SplitKey: TestDependencyKey {
  static let testValue = "split test"
}

extension SplitKey: DependencyKey {
  static let liveValue = "split live"
}

extension DependencyValues {
  fileprivate var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }

  fileprivate var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }

  fileprivate var interfaceOnly: String {
    get { self[InterfaceOnlyKey.self] }
    set { self[InterfaceOnlyKey.self] = newValue }
  }
}

/// Reads `\.number` through `@Dependency`, at the time `read()` is called.
private struct NumberReader {
  @Dependency(\.number) var number
  func read() -> Int { number }
}

/// A reducer that appends the `\.number` it sees to its state, tagged with `name`.
private struct NumberRecorder: Reducer {
  let name: String
  @Dependency(\.number) var number

  func reduce(into state: inout [String], action: Void) -> Effect<Void> {
    state.append("\(name)=\(number)")
    return .none
  }
}

private func context(_ context: DependencyContext) -> (inout DependencyValues) -> Void {
  { $0.context = context }
}

// MARK: - Reading

@Suite(.asInTheApp) struct DependencyReadingTests {
  @Test func readsTheValueOfTheContext() {
    let values = [DependencyContext.live, .preview, .test].map { mode in
      withDependencies(context(mode)) { DependencyValues.current.number }
    }
    #expect(values == [1, 2, 3])
  }

  @Test func nothingBoundIsLiveAndDefault() {
    #expect(DependencyValues.current.context == .live)
    #expect(DependencyValues.current.isDefault)
    #expect(DependencyValues.current.number == 1)
  }

  @Test func isDefaultTurnsFalseOnAnOverrideOrAnotherContext() {
    var overridden = DependencyValues()
    overridden.number = 1
    var preview = DependencyValues()
    preview.context = .preview
    #expect(!overridden.isDefault)
    #expect(!preview.isDefault)
    #expect(DependencyValues().isDefault)
  }

  @Test func defaultPreviewValues() {
    #expect(Greeter.previewValue == Greeter.liveValue)
    #expect(InterfaceOnlyKey.previewValue == "interface test")
  }

  @Test func anOverrideWinsInEveryContext() {
    for mode in [DependencyContext.live, .preview, .test] {
      let value = withDependencies {
        $0.context = mode
        $0.number = 42
      } operation: {
        DependencyValues.current.number
      }
      #expect(value == 42)
    }
  }

  @Test func aTestOnlyKeyFindsItsLiveValueAtRunTime() {
    var values = DependencyValues()
    #expect(values[SplitKey.self] == "split live")
    let (read, diagnostics) = capturingDiagnostics { readSplitAsTestKey(values) }
    #expect(read == "split live")
    #expect(diagnostics.isEmpty)
    values.context = .test
    #expect(readSplitAsTestKey(values) == "split test")
  }

  @Test func anOverrideSetThroughOneSubscriptReadsBackThroughTheOther() {
    var values = DependencyValues()
    values[SplitKey.self] = "set as a live key"
    #expect(readSplitAsTestKey(values) == "set as a live key")
    values = DependencyValues()
    setSplitAsTestKey(&values, to: "set as a test key")
    #expect(values[SplitKey.self] == "set as a test key")
  }

  @Test func overridesOfExistentialClassAndOptionalTypesReadBackAsSet() {
    let subclassed = LoudSpeaker()
    var values = DependencyValues()
    values[SpeakerKey.self] = subclassed
    values[ShapeKey.self] = Square(side: 3)
    values[MaybeKey.self] = nil
    values.context = .test
    #expect(values[SpeakerKey.self] === subclassed)
    #expect(values[SpeakerKey.self].speak() == "HELLO")
    #expect((values[ShapeKey.self] as? Square)?.side == 3)
    #expect(values[MaybeKey.self] == nil)
    values[MaybeKey.self] = 7
    #expect(values[MaybeKey.self] == 7)
  }

  @Test func aTestOnlyKeyInTheLiveContextReportsAndReturnsItsTestValue() {
    let (value, diagnostics) = capturingDiagnostics { DependencyValues().interfaceOnly }
    #expect(value == "interface test")
    #expect(diagnostics.map(\.kind) == ["dependency.missingLiveValue"])
    #expect(diagnostics.first?.message.contains("@Dependency(\\.interfaceOnly)") == true)
    #expect(diagnostics.first?.message.contains("'InterfaceOnlyKey'") == true)
  }
}

/// Overrides `SplitKey` through the subscript for keys only known to be test keys.
private func setSplitAsTestKey(_ values: inout DependencyValues, to value: String) {
  func write<Key: TestDependencyKey>(_ key: Key.Type, _ value: Key.Value) { values[key] = value }
  write(SplitKey.self, value)
}

/// A class dependency with a subclass, stored and read as the base class.
private class Speaker: @unchecked Sendable {
  func speak() -> String { "hello" }
}

private final class LoudSpeaker: Speaker, @unchecked Sendable {
  override func speak() -> String { "HELLO" }
}

private enum SpeakerKey: DependencyKey {
  static let liveValue = Speaker()
}

/// A dependency whose value is an existential.
private protocol Shape: Sendable {}
private struct Square: Shape { var side: Int }

private enum ShapeKey: DependencyKey {
  static let liveValue: any Shape = Square(side: 1)
}

/// A dependency whose value is optional.
private enum MaybeKey: DependencyKey {
  static let liveValue: Int? = 1
}

/// Reads `SplitKey` through the subscript for keys only known to be test keys.
private func readSplitAsTestKey(_ values: DependencyValues) -> String {
  func read<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value { values[key] }
  return read(SplitKey.self)
}

// MARK: - Overriding

@Suite(.asInTheApp) struct DependencyOverrideTests {
  @Test func nestedOverridesInnerWinsOuterRestored() {
    let seen = withDependencies {
      $0.number = 10
    } operation: {
      let outerBefore = DependencyValues.current.number
      let inner = withDependencies {
        $0.number += 5
      } operation: {
        DependencyValues.current.number
      }
      let outerAfter = DependencyValues.current.number
      return [outerBefore, inner, outerAfter]
    }
    #expect(seen == [10, 15, 10])
    #expect(DependencyValues.current.number == 1)
  }

  @Test func innerOverridesKeepTheOuterOnesOfOtherKeys() {
    let greeting = withDependencies {
      $0.greeter = Greeter(greeting: "outer")
    } operation: {
      withDependencies {
        $0.number = 7
      } operation: {
        "\(DependencyValues.current.greeter.greeting) \(DependencyValues.current.number)"
      }
    }
    #expect(greeting == "outer 7")
  }

  @Test func asyncOverridesHoldAcrossSuspensionsAndChildTasks() async {
    let values = await withDependencies {
      $0.number = 99
    } operation: {
      await Task.yield()
      async let child = DependencyValues.current.number
      return [DependencyValues.current.number, await child]
    }
    #expect(values == [99, 99])
  }

  @Test func concurrentTasksEachSeeTheirOwnOverrides() async {
    let results = await withTaskGroup(of: (Int, [Int]).self) { group in
      for index in 0..<8 {
        group.addTask {
          await withDependencies {
            $0.number = index
          } operation: {
            var seen: [Int] = []
            for _ in 0..<20 {
              seen.append(NumberReader().read())
              await Task.yield()
            }
            return (index, seen)
          }
        }
      }
      var results: [(Int, [Int])] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 8)
    for (index, seen) in results {
      #expect(seen == Array(repeating: index, count: 20))
    }
  }

  @Test func changingPartOfADependencyWithoutATestValueReportsThatTheRestStaysLive() {
    let (greeting, diagnostics) = capturingDiagnostics {
      withDependencies {
        $0.context = .test
        $0.greeter.greeting += " changed"
      } operation: {
        DependencyValues.current.greeter.greeting
      }
    }
    #expect(greeting == "live hello changed")
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented"])
    #expect(diagnostics.first?.message.contains("to override a part of it") == true)
    #expect(diagnostics.first?.message.contains("stay live") == true)
  }

  @Test func replacingADependencyWholeReportsNothing() {
    let (greeting, diagnostics) = capturingDiagnostics {
      withDependencies {
        $0.context = .test
        $0.greeter = Greeter(greeting: "whole")
        $0.replace(\.greeter, with: Greeter(greeting: "through a key path"))
      } operation: {
        DependencyValues.current.greeter.greeting
      }
    }
    #expect(greeting == "through a key path")
    #expect(diagnostics.isEmpty)
  }
}

// MARK: - The property wrapper

@Suite(.asInTheApp) struct DependencyPropertyWrapperTests {
  @Test func keyPathReadsAtEachUse() {
    let reader = NumberReader()
    let values = [
      reader.read(),
      withDependencies({ $0.number = 5 }) { reader.read() },
      withDependencies(context(.test)) { reader.read() },
    ]
    #expect(values == [1, 5, 3])
  }

  @Test func keyTypeReads() {
    @Dependency(NumberKey.self) var number
    @Dependency(InterfaceOnlyKey.self) var interfaceOnly
    @Dependency(SplitKey.self) var split
    #expect(number == 1)
    #expect(withDependencies(context(.preview)) { number } == 2)
    #expect(withDependencies({ $0[NumberKey.self] = 8 }) { number } == 8)
    #expect(withDependencies(context(.test)) { interfaceOnly } == "interface test")
    #expect(split == "split live")
  }

  @Test func keyPathIntoADependency() {
    @Dependency(\.greeter.greeting) var greeting
    #expect(greeting == "live hello")
    #expect(withDependencies({ $0.greeter = Greeter(greeting: "hi") }) { greeting } == "hi")
  }
}

// MARK: - The reducer operator

@Suite(.asInTheApp) struct DependencyReducerTests {
  @Test func overridesOnlyTheReducerItIsAppliedTo() {
    let reducer = CombineReducers {
      NumberRecorder(name: "before")
      NumberRecorder(name: "child").dependency(\.number, 20)
      NumberRecorder(name: "after")
    }
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: ())
    #expect(state == ["before=1", "child=20", "after=1"])
  }

  @Test func innerOperatorWinsAndTransformStartsFromTheCurrentValue() {
    let reducer = CombineReducers {
      NumberRecorder(name: "inner").dependency(\.number, 30)
      NumberRecorder(name: "transformed").transformDependency(\.number) { $0 *= 100 }
    }
    .dependency(\.number, 4)
    var state: [String] = []
    _ = reducer.reduce(into: &state, action: ())
    #expect(state == ["inner=30", "transformed=400"])
  }

  @Test func keepsTheStoreContext() {
    let reducer = NumberRecorder(name: "child").dependency(\.greeter, Greeter(greeting: "x"))
    var state: [String] = []
    withDependencies(context(.test)) { _ = reducer.reduce(into: &state, action: ()) }
    #expect(state == ["child=3"])
  }
}

// MARK: - Missing test values

@Suite(.asInTheApp) struct DependencyUnimplementedTests {
  @Test func readingWithoutATestValueReportsAndReturnsTheLiveValue() {
    @Dependency(\.greeter) var greeter
    let line = #line - 1
    let (value, diagnostics) = capturingDiagnostics {
      withDependencies(context(.test)) { greeter }
    }
    #expect(value == Greeter.liveValue)
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.kind == "dependency.unimplemented")
    #expect(diagnostic?.fileID == #fileID)
    #expect(diagnostic?.line == UInt(line))
    let message = diagnostic?.message ?? ""
    #expect(message.contains("@Dependency(\\.greeter)"))
    #expect(message.contains("'Greeter'"))
    #expect(message.contains("did not override"))
    #expect(message.contains("withDependencies: { $0.greeter = ... }"))
    #expect(message.contains("withDependencies { $0.greeter = ... }"))
  }

  @Test func aBuiltInKeyIsNotOfferedForImplementing() {
    @Dependency(\.uuid) var uuid
    let (_, diagnostics) = capturingDiagnostics {
      withDependencies(context(.test)) { _ = uuid() }
    }
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented"])
    let message = diagnostics.first?.message ?? ""
    #expect(message.contains("the test did not override it"))
    #expect(!message.contains("implement 'testValue'"))
    #expect(message.contains("withDependencies: { $0.uuid = ... }"))
  }

  @Test func aKeyTypeReadIsNamedAfterTheKey() {
    @Dependency(Greeter.self) var greeter
    let (_, diagnostics) = capturingDiagnostics {
      withDependencies(context(.test)) { greeter }
    }
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented"])
    #expect(diagnostics.first?.message.contains("@Dependency(Greeter.self)") == true)
  }

  @Test func aDirectReadIsNamedAfterTheProperty() {
    var values = DependencyValues()
    values.context = .test
    let (_, diagnostics) = capturingDiagnostics { values.greeter }
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented"])
    #expect(diagnostics.first?.message.contains("@Dependency(\\.greeter)") == true)
    #expect(diagnostics.first?.fileID == "Greeter")
  }

  @Test func keysWithATestValueAndOtherContextsReportNothing() {
    @Dependency(\.greeter) var greeter
    @Dependency(\.number) var number
    let (_, diagnostics) = capturingDiagnostics {
      _ = withDependencies(context(.test)) { number }
      _ = withDependencies(context(.preview)) { greeter }
      _ = greeter
      _ = withDependencies({
        $0.context = .test
        $0.greeter = Greeter(greeting: "mock")
      }) { greeter }
    }
    #expect(diagnostics.isEmpty)
  }
}

// MARK: - Built-in dependencies

@Suite(.asInTheApp) struct BuiltInDependencyTests {
  @Test func incrementingUUIDsCountUpInOrder() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func uuidOfAnIntIsWhatIncrementingGivesInThatPlace() {
    let uuid = UUIDGenerator.incrementing
    for n in 0..<300 { #expect(uuid() == UUID(n)) }
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUID(0x1234_5678_9ABC).uuidString == "00000000-0000-0000-0000-123456789ABC")
  }

  @Test func incrementingUUIDsAreUniqueFromManyTasks() async {
    let uuid = UUIDGenerator.incrementing
    let tasks = 16
    let perTask = 250
    let all = await withTaskGroup(of: [UUID].self) { group in
      for _ in 0..<tasks {
        group.addTask { (0..<perTask).map { _ in uuid() } }
      }
      var all: [UUID] = []
      for await batch in group { all += batch }
      return all
    }
    let count = tasks * perTask
    #expect(all.count == count)
    #expect(Set(all).count == count)
    let expected = Set(
      (0..<count).map { index in
        "00000000-0000-0000-0000-" + hex(index, digits: 12)
      })
    #expect(Set(all.map(\.uuidString)) == expected)
  }

  @Test func uuidDependency() {
    @Dependency(\.uuid) var uuid
    let ids = withDependencies({ $0.uuid = .incrementing }) { [uuid(), uuid()] }
    #expect(ids.map(\.uuidString).map { $0.suffix(1) } == ["0", "1"])
    let fixed = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    #expect(withDependencies({ $0.uuid = .constant(fixed) }) { uuid() } == fixed)
    #expect(uuid() != uuid())
  }

  @Test func constantDate() {
    @Dependency(\.date) var date
    @Dependency(\.date.now) var now
    let fixed = Date(timeIntervalSince1970: 1_234_567_890)
    let dates = withDependencies({ $0.date = .constant(fixed) }) { [date.now, date(), now] }
    #expect(dates == [fixed, fixed, fixed])
    #expect(DateGenerator.constant(fixed).now == fixed)
    #expect(abs(date.now.timeIntervalSinceNow) < 60)
  }

  @Test func generatorsWithoutATestValueReport() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    let (_, diagnostics) = capturingDiagnostics {
      withDependencies(context(.test)) {
        _ = uuid()
        _ = date.now
      }
    }
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented", "dependency.unimplemented"])
    #expect(diagnostics.first?.message.contains("@Dependency(\\.uuid)") == true)
    #expect(diagnostics.last?.message.contains("@Dependency(\\.date)") == true)
  }

  @Test func liveClocks() {
    @Dependency(\.continuousClock) var continuous
    @Dependency(\.suspendingClock) var suspending
    #expect(continuous is ContinuousClock)
    #expect(suspending is SuspendingClock)
  }

  @Test func testClocksReportAndThrowWhenSlept() async {
    @Dependency(\.continuousClock) var continuous
    @Dependency(\.suspendingClock) var suspending
    let recorder = Recorder<Diagnostic>()
    let errors = await Diagnostics.$handler.withValue(DiagnosticHandler { recorder.append($0) }) {
      await withDependencies(context(.test)) {
        var errors: [any Error] = []
        for clock in [continuous, suspending] {
          do {
            try await clock.sleep(for: .seconds(30))
          } catch {
            errors.append(error)
          }
        }
        return errors
      }
    }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0 is CancellationError })
    let diagnostics = recorder.values
    #expect(diagnostics.map(\.kind) == ["dependency.unimplemented", "dependency.unimplemented"])
    #expect(diagnostics.first?.message.contains("@Dependency(\\.continuousClock)") == true)
    #expect(diagnostics.last?.message.contains("@Dependency(\\.suspendingClock)") == true)
    #expect(diagnostics.first?.message.contains("TestClock") == true)
    #expect(diagnostics.first?.message.contains("ImmediateClock") == true)
  }
}

/// `value` in lowercase hexadecimal, padded with zeros to `digits`.
private func hex(_ value: Int, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
