import Testing

@testable import ReducerCore

// `LockIsolated`, TCA's test helper (issue 20, "Test helpers"): each method, and many tasks
// changing one value at once.

private struct Counter: Equatable, Sendable {
  var count = 0
  var label = "counter"
}

/// A value that is not `Sendable`, to check what the helper accepts without it.
private final class Box {
  var items: [Int] = []
}

@Suite struct LockIsolatedTests {
  @Test func readsTheValueItWasCreatedWith() {
    let counter = LockIsolated(Counter(count: 3))
    #expect(counter.value == Counter(count: 3))
  }

  @Test func dynamicMemberLookupReadsAProperty() {
    let counter = LockIsolated(Counter(count: 3, label: "taps"))
    #expect(counter.count == 3)
    #expect(counter.label == "taps")
    let list = LockIsolated([1, 2, 3])
    #expect(list.count == 3)
    #expect(list.last == 3)
  }

  @Test func withValueChangesTheValueAndReturnsTheResult() {
    let counter = LockIsolated(Counter())
    let result = counter.withValue { value -> Int in
      value.count += 5
      return value.count * 2
    }
    #expect(result == 10)
    #expect(counter.count == 5)
  }

  @Test func withValueRethrowsAndKeepsWhatWasChangedBeforeTheError() {
    struct Failure: Error {}
    let counter = LockIsolated(0)
    #expect(throws: Failure.self) {
      try counter.withValue { value in
        value = 1
        throw Failure()
      }
    }
    #expect(counter.value == 1)
    // The lock was released on the way out: this does not wait forever.
    counter.withValue { $0 += 1 }
    #expect(counter.value == 2)
  }

  @Test func setValueReplacesTheValue() {
    let counter = LockIsolated(1)
    counter.setValue(42)
    #expect(counter.value == 42)
  }

  @Test func setValueMayReadTheSameValue() {
    // The new value is computed before the lock is taken, so this does not wait for itself.
    let counter = LockIsolated(1)
    counter.setValue(counter.value + 1)
    #expect(counter.value == 2)
  }

  @Test func throwingInitializerAndSetterRethrow() throws {
    struct Failure: Error {}
    @Sendable func make() throws -> Int { throw Failure() }
    @Sendable func seven() throws -> Int { 7 }
    #expect(throws: Failure.self) { _ = try LockIsolated(try make()) }
    let counter = try LockIsolated(try seven())
    #expect(throws: Failure.self) { try counter.setValue(try make()) }
    #expect(counter.value == 7)
  }

  @Test func equalityComparesTheValues() {
    #expect(LockIsolated(1) == LockIsolated(1))
    #expect(LockIsolated(1) != LockIsolated(2))
    let counter = LockIsolated(Counter())
    #expect(counter == counter)
    let other = LockIsolated(Counter())
    other.withValue { $0.count += 1 }
    #expect(counter != other)
  }

  @Test func holdsAValueThatIsNotSendable() {
    let box = LockIsolated(Box())
    box.withValue { $0.items.append(1) }
    let count = box.withValue { $0.items.count }
    #expect(count == 1)
  }

  @Test func manyTasksChangeTheValueWithoutLosingAChange() async {
    let counter = LockIsolated(0)
    let log = LockIsolated<[Int]>([])
    let tasks = 64
    let increments = 500
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for _ in 0..<increments {
            counter.withValue { $0 += 1 }
          }
          log.withValue { $0.append(task) }
          // Readers run alongside the writers and never see a torn value.
          #expect(counter.value >= 0)
          #expect(log.count <= tasks)
        }
      }
    }
    #expect(counter.value == tasks * increments)
    #expect(log.value.sorted() == Array(0..<tasks))
  }

  @Test func aTransactionIsNotInterleavedWithAnother() async {
    // Each task reads, waits inside the lock, and writes back: without isolation two tasks
    // would read the same value and one increment would be lost.
    let counter = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<32 {
        group.addTask {
          for _ in 0..<50 {
            counter.withValue { value in
              let read = value
              for _ in 0..<10 { _ = Int.random(in: 0..<2) }
              value = read + 1
            }
          }
        }
      }
    }
    #expect(counter.value == 32 * 50)
  }

  @Test func setValueFromManyTasksLeavesOneOfTheValues() async {
    let latest = LockIsolated(-1)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<100 {
        group.addTask { latest.setValue(task) }
      }
    }
    #expect((0..<100).contains(latest.value))
  }
}
