import Foundation
import Testing

@testable import ReducerCore

// The runtime readings and the locks that replaced the standard library's SPI and the
// Apple-only lock (issue 27): the same code runs on every platform, so these tests cover what
// an app built for iOS runs.

private protocol Carrier<Item> {
  associatedtype Item
}

private struct Plain {
  var count: Int
  var name: String
  weak var owner: NSObject?
  var handler: () -> Void
}

private struct Generic<T> {
  var value: T
  var values: [T]
}

/// The shape that crashed the standard library's `_forEachField(of:)`: a generic struct with a
/// constrained existential of its own generic parameter.
private struct Boxed<T> {
  var item: any Carrier<T>
  var other: Int
}

@Suite struct PortableRuntimeTests {
  @Test func aStructsStoredPropertiesComeWithTheirDeclaredTypes() throws {
    let fields = try #require(storedFields(of: Plain.self))
    #expect(fields.map(\.name) == ["count", "name", "owner", "handler"])
    #expect(fields[0].type == Int.self)
    #expect(fields[1].type == String.self)
    #expect(fields[2].type == NSObject?.self)
    #expect(fields[3].type.map { metadataKind(of: $0) } == 0x302)
  }

  @Test func aGenericStructsFieldsAreNamedWithItsArguments() throws {
    let fields = try #require(storedFields(of: Generic<String>.self))
    #expect(fields.map(\.name) == ["value", "values"])
    #expect(fields[0].type == String.self)
    #expect(fields[1].type == [String].self)
  }

  @Test func aConstrainedExistentialOfAGenericParameterIsDescribed() throws {
    let fields = try #require(storedFields(of: Boxed<Int>.self))
    #expect(fields.map(\.name) == ["item", "other"])
    #expect(fields[0].type == (any Carrier<Int>).self)
    #expect(fields[1].type == Int.self)
  }

  @Test func aTuplesElementsComeWithTheirLabels() throws {
    let fields = try #require(storedFields(of: (a: Int, String, c: Double).self))
    #expect(fields.map(\.name) == ["a", "1", "c"])
    #expect(fields.map { $0.type.map(ObjectIdentifier.init) } == [
      ObjectIdentifier(Int.self), ObjectIdentifier(String.self), ObjectIdentifier(Double.self),
    ])
  }

  @Test func otherKindsHaveNoStoredFields() {
    #expect(storedFields(of: Int?.self) == nil)
    #expect(storedFields(of: NSObject.self) == nil)
    #expect(storedFields(of: Any.self) == nil)
  }

  @Test func anEnumsCaseNameComesFromItsFieldRecords() {
    enum Shape { case circle(radius: Double), square, named(String) }
    #expect(enumCaseName(of: Shape.circle(radius: 1)) == "circle")
    #expect(enumCaseName(of: Shape.square) == "square")
    #expect(enumCaseName(of: Shape.named("x")) == "named")
    #expect(enumCaseName(of: 1) == nil)
  }

  @Test func anAtomicWordCountsEveryIncrementFromManyThreads() async {
    // The same C11 atomics on every OS version the package supports (no `Synchronization`).
    let word = AtomicWord(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { _ = word.increment() }
        }
      }
    }
    #expect(word.load() == 8_000)
    #expect(word.formUnion(0b100) == 8_000)
    #expect(word.load() == 8_000 | 0b100)
    word.decrement()
    #expect(word.load() == 8_000 | 0b011)
    word.store(42)
    #expect(word.load() == 42)
  }

  @Test func aRecursiveLockMayBeTakenAgainByItsThread() {
    let lock = RecursiveLock()
    let value = lock.withLock { lock.withLock { 42 } }
    #expect(value == 42)
  }
}
