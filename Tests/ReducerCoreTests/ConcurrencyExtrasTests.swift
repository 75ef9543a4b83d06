import ReducerCore
import Testing

// swift-concurrency-extras' helpers, as TCA users spell them.

/// A class that is not `Sendable`.
private final class Counter {
  var count = 0
}

@Suite struct ConcurrencyExtrasTests {
  @Test func uncheckedSendableCarriesANonSendableValueIntoATask() async {
    let counter = UncheckedSendable(Counter())
    let count = await Task {
      counter.value.count += 1
      return counter.count
    }.value
    #expect(count == 1)
    #expect(counter.wrappedValue.count == 1)
  }

  @Test func uncheckedSendableIsAPropertyWrapperWithWritableMembers() {
    struct Point: Equatable { var x = 0 }
    @UncheckedSendable var point = Point()
    $point.x = 3
    #expect(point == Point(x: 3))
    #expect(UncheckedSendable(Point(x: 3)) == $point)
  }

  @Test func finishedStreamsEndAtOnce() async throws {
    var elements: [Int] = []
    for await element in AsyncStream<Int>.finished { elements.append(element) }
    for try await element in AsyncThrowingStream<Int, any Error>.finished() {
      elements.append(element)
    }
    #expect(elements.isEmpty)
  }

  @Test func aFinishedThrowingStreamThrowsItsError() async {
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    }
  }
}
