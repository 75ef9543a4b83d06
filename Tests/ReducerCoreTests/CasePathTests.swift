import Testing

@testable import ReducerCore

// MARK: - Enum shapes

private enum Action: Equatable, Sendable {
  case child(Int)
  case item(id: Int, action: String)
  case pair(Int, Int)
  case labelled(value: Int)
  case reset
  case other(Int)
  case maybe(Int?)
  case text(String)
  case big(Big)
  case object(Reference)
  case failure(Failure)
  indirect case nested(Action)
  case stop
}

private struct Big: Equatable, Sendable {
  var a = 1, b = 2, c = 3, d = 4, e = 5
  var name = "a string long enough to live on the heap, not inline"
}

private final class Reference: Equatable, Sendable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.value == rhs.value }
}

private struct Failure: Error, Equatable {
  let code: Int
}

/// No case is `Equatable`: no-payload cases need `CasePath(case:)`.
private enum Event: Sendable {
  case tick
  case tock
  case value(Int)
}

private enum Generic<Value: Sendable>: Sendable {
  case value(Value)
  case pair(Value, Value)
  case empty
  indirect case wrapped(Generic<Value>)
}

private indirect enum Tree: Equatable, Sendable {
  case leaf(Int)
  case node(Tree, Tree)
  case empty
}

private enum Parent: Equatable, Sendable {
  case child(Child)
  case sibling(Int)
}

private enum Child: Equatable, Sendable {
  case grandchild(Int)
  case other(String)
}

private protocol Shape: Sendable {}

private struct Square: Shape, Equatable {
  var side = 1
}

private struct Circle: Shape, Equatable {
  var radius = 2.0
  var name = "circle"
}

private enum Drawing: Sendable {
  case shape(any Shape)
  case count(Int?)
  case empty
}

/// Zero-sized: its only value takes no memory.
private enum Only: Equatable, Sendable {
  case only
}

private enum Direction: Equatable, Sendable {
  case up, down, left, right
}

/// More than 64 cases, past the bit set that remembers misses.
enum ManyCases: Equatable, Sendable {
  case target(Int)
  case c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20,
    c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39,
    c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58,
    c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70
}

// MARK: - Tests

@Suite struct CasePathTests {
  @Test func singlePayload() {
    let path = /Action.child
    #expect(path.extract(from: .child(1)) == 1)
    #expect(path.extract(from: .child(2)) == 2)
    #expect(path.extract(from: .reset) == nil)
    #expect(path.extract(from: .other(3)) == nil)
    #expect(path.embed(4) == .child(4))
  }

  @Test func multiPayloadWithLabels() throws {
    let path = /Action.item
    let (id, action) = try #require(path.extract(from: .item(id: 1, action: "a")))
    #expect(id == 1)
    #expect(action == "a")
    // The second extraction takes the learned fast path.
    let (id2, action2) = try #require(path.extract(from: .item(id: 2, action: "b")))
    #expect(id2 == 2)
    #expect(action2 == "b")
    #expect(path.extract(from: .child(1)) == nil)
    #expect(path.embed((3, "c")) == .item(id: 3, action: "c"))
  }

  @Test func multiPayloadWithoutLabels() throws {
    let path = /Action.pair
    for value in 0..<10 {
      let (first, second) = try #require(path.extract(from: .pair(value, -value)))
      #expect(first == value)
      #expect(second == -value)
    }
    #expect(path.extract(from: .child(1)) == nil)
  }

  @Test func singleLabelledPayload() {
    let path = /Action.labelled
    #expect(path.extract(from: .labelled(value: 5)) == 5)
    #expect(path.extract(from: .labelled(value: 6)) == 6)
    #expect(path.extract(from: .child(5)) == nil)
    #expect(path.embed(7) == .labelled(value: 7))
  }

  @Test func noPayloadOfEquatableEnum() {
    let path = /Action.reset
    #expect(path.extract(from: .reset) != nil)
    #expect(path.extract(from: .reset) != nil)
    #expect(path.extract(from: .stop) == nil)
    #expect(path.extract(from: .child(1)) == nil)
    #expect(path.embed(()) == .reset)

    let stop = /Action.stop
    #expect(stop.extract(from: .reset) == nil)
    #expect(stop.extract(from: .stop) != nil)
  }

  @Test func noPayloadOfNonEquatableEnum() {
    let tick = CasePath(case: Event.tick)
    #expect(tick.extract(from: .tick) != nil)
    #expect(tick.extract(from: .tock) == nil)
    #expect(tick.extract(from: .value(1)) == nil)
    #expect(tick.extract(from: .tick) != nil)
    guard case .tick = tick.embed(()) else {
      Issue.record("embed built \(tick.embed(())), not .tick")
      return
    }
    let value = /Event.value
    #expect(value.extract(from: .value(9)) == 9)
    #expect(value.extract(from: .tick) == nil)
  }

  @Test func enumWithoutPayloads() {
    let left = /Direction.left
    for direction in [Direction.up, .down, .right] {
      #expect(left.extract(from: direction) == nil)
    }
    #expect(left.extract(from: .left) != nil)
    #expect(left.extract(from: .up) == nil)
    #expect(left.extract(from: .left) != nil)
  }

  @Test func zeroSizedEnum() {
    let only = /Only.only
    #expect(only.extract(from: .only) != nil)
    #expect(only.extract(from: .only) != nil)
    #expect(only.embed(()) == .only)
  }

  @Test func genericEnum() throws {
    let value = /Generic<String>.value
    #expect(value.extract(from: .value("a")) == "a")
    #expect(value.extract(from: .value("b")) == "b")
    #expect(value.extract(from: .empty) == nil)

    let pair = /Generic<Big>.pair
    let (first, second) = try #require(pair.extract(from: .pair(Big(a: 10), Big(b: 20))))
    #expect(first == Big(a: 10))
    #expect(second == Big(b: 20))
    let (third, _) = try #require(pair.extract(from: .pair(Big(c: 30), Big())))
    #expect(third == Big(c: 30))
    #expect(pair.extract(from: .value(Big())) == nil)

    let integers = /Generic<Int>.value
    #expect(integers.extract(from: .value(1)) == 1)
    #expect(integers.extract(from: .pair(1, 2)) == nil)
    #expect(integers.extract(from: .value(2)) == 2)
  }

  @Test func indirectCase() {
    let path = /Action.nested
    #expect(path.extract(from: .nested(.child(1))) == .child(1))
    #expect(path.extract(from: .nested(.text("boxed"))) == .text("boxed"))
    #expect(path.extract(from: .nested(.nested(.reset))) == .nested(.reset))
    #expect(path.extract(from: .child(1)) == nil)

    let wrapped = /Generic<String>.wrapped
    let extracted = wrapped.extract(from: .wrapped(.value("x")))
    let again = wrapped.extract(from: .wrapped(.value("y")))
    guard case .value("x")? = extracted, case .value("y")? = again else {
      Issue.record("extracted \(String(describing: extracted)) and \(String(describing: again))")
      return
    }
  }

  @Test func indirectEnum() throws {
    let node = /Tree.node
    let tree = Tree.node(.leaf(1), .node(.leaf(2), .empty))
    let (left, right) = try #require(node.extract(from: tree))
    #expect(left == .leaf(1))
    #expect(right == .node(.leaf(2), .empty))
    let (left2, right2) = try #require(node.extract(from: right))
    #expect(left2 == .leaf(2))
    #expect(right2 == .empty)
    #expect(node.extract(from: .leaf(3)) == nil)
    #expect(node.extract(from: .empty) == nil)

    let leaf = /Tree.leaf
    #expect(leaf.extract(from: .leaf(7)) == 7)
    #expect(leaf.extract(from: .leaf(8)) == 8)
    #expect(leaf.extract(from: tree) == nil)

    let empty = /Tree.empty
    #expect(empty.extract(from: .empty) != nil)
    #expect(empty.extract(from: .leaf(1)) == nil)
  }

  @Test func optionalRoot() {
    let some = /Optional<Int>.some
    #expect(some.extract(from: 1) == 1)
    #expect(some.extract(from: nil) == nil)
    #expect(some.extract(from: 2) == 2)
    #expect(some.embed(3) == 3)

    let none = /Optional<String>.none
    #expect(none.extract(from: nil) != nil)
    #expect(none.extract(from: "a") == nil)
    #expect(none.extract(from: nil) != nil)

    let strings = /Optional<String>.some
    #expect(strings.extract(from: "x") == "x")
    #expect(strings.extract(from: "y") == "y")
    #expect(strings.extract(from: nil) == nil)
  }

  @Test func optionalPayload() {
    let path = /Action.maybe
    // The payload is itself optional: a `.maybe(nil)` matches with a `nil` payload.
    #expect(path.extract(from: .maybe(nil)) == .some(nil))
    #expect(path.extract(from: .maybe(1)) == .some(1))
    #expect(path.extract(from: .maybe(nil)) == .some(nil))
    #expect(path.extract(from: .child(1)) == nil)
  }

  @Test func casesSharingAPayloadType() {
    let child = /Action.child
    let other = /Action.other
    // Learn from the wrong case first: `.other(1)` has an `Int` payload too.
    #expect(child.extract(from: .other(1)) == nil)
    #expect(other.extract(from: .child(1)) == nil)
    #expect(child.extract(from: .child(2)) == 2)
    #expect(other.extract(from: .other(3)) == 3)
    // And again on the fast path.
    #expect(child.extract(from: .other(4)) == nil)
    #expect(other.extract(from: .child(5)) == nil)
    #expect(child.extract(from: .child(6)) == 6)
    #expect(other.extract(from: .other(7)) == 7)
  }

  @Test func referenceCountedPayloads() {
    let text = /Action.text
    let object = /Action.object
    let big = /Action.big
    for index in 0..<1_000 {
      #expect(text.extract(from: .text("value \(index)")) == "value \(index)")
      #expect(object.extract(from: .object(Reference(index)))?.value == index)
      #expect(big.extract(from: .big(Big(a: index)))?.a == index)
    }
    // Extraction copies the payload out: it neither leaks nor over-releases it.
    weak var released: Reference?
    do {
      let root = Action.object(Reference(42))
      for _ in 0..<100 { #expect(object.extract(from: root)?.value == 42) }
      released = object.extract(from: root)
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test func errorPayload() {
    let path = /Action.failure
    #expect(path.extract(from: .failure(Failure(code: 1))) == Failure(code: 1))
    #expect(path.extract(from: .failure(Failure(code: 2))) == Failure(code: 2))
    #expect(path.extract(from: .reset) == nil)
  }

  @Test func explicitInitializer() {
    let path = CasePath<Action, Int>(
      embed: Action.child,
      extract: { if case let .child(value) = $0 { value } else { nil } }
    )
    #expect(path.extract(from: .child(1)) == 1)
    #expect(path.extract(from: .other(1)) == nil)
    #expect(path.embed(2) == .child(2))
  }

  @Test func appending() {
    let path = (/Parent.child).appending(path: /Child.grandchild)
    #expect(path.extract(from: .child(.grandchild(1))) == 1)
    #expect(path.extract(from: .child(.other("a"))) == nil)
    #expect(path.extract(from: .sibling(1)) == nil)
    #expect(path.embed(2) == .child(.grandchild(2)))
  }

  @Test func composeOperator() {
    let path = /Parent.child .. /Child.other
    #expect(path.extract(from: .child(.other("a"))) == "a")
    #expect(path.extract(from: .child(.grandchild(1))) == nil)
    #expect(path.embed("b") == .child(.other("b")))

    let deep = /Action.nested .. /Action.nested .. /Action.child
    #expect(deep.extract(from: .nested(.nested(.child(3)))) == 3)
    #expect(deep.extract(from: .nested(.child(3))) == nil)
    #expect(deep.embed(4) == .nested(.nested(.child(4))))
  }

  @Test func modify() {
    let path = /Action.child
    var root = Action.child(1)
    let result = path.modify(&root) { value -> String in
      value += 10
      return "changed"
    }
    #expect(result == "changed")
    #expect(root == .child(11))

    var other = Action.other(1)
    var called = false
    let missing: Void? = path.modify(&other) { _ in called = true }
    #expect(missing == nil)
    #expect(!called)
    #expect(other == .other(1))
  }

  @Test func modifyRethrows() {
    let path = /Action.child
    var root = Action.child(1)
    #expect(throws: Failure(code: 3)) {
      try path.modify(&root) { _ in throw Failure(code: 3) }
    }
    #expect(root == .child(1))
  }

  @Test func repeatedExtractionAfterLearning() {
    // The first match teaches the path its case; every later extraction takes the fast path
    // and must give the same answers as the first, for matches and misses alike.
    let path = /Action.other
    #expect(path.extract(from: .child(1)) == nil)
    #expect(path.extract(from: .reset) == nil)
    #expect(path.extract(from: .other(2)) == 2)
    for value in 0..<1_000 {
      #expect(path.extract(from: .other(value)) == value)
      #expect(path.extract(from: .child(value)) == nil)
      #expect(path.extract(from: .nested(.other(value))) == nil)
    }
    #expect(path.extract(from: .reset) == nil)
    #expect(path.extract(from: .stop) == nil)
  }

  @Test func payloadOfAnotherTypeThanTheCaseStores() {
    // A case constructor converted to a narrower payload type: `(any Shape) -> Drawing` used
    // as `(Square) -> Drawing`. Whatever the path answers, it must never read a `Circle`'s
    // memory as a `Square`.
    let square: CasePath<Drawing, Square> = /Drawing.shape
    _ = square.extract(from: .shape(Square(side: 7)))
    #expect(square.extract(from: .shape(Circle())) == nil)
    #expect(square.extract(from: .empty) == nil)
    let answer = square.extract(from: .shape(Square(side: 8)))
    #expect(answer == nil || answer == Square(side: 8))

    // `(Int?) -> Drawing` used as `(Int) -> Drawing`: `.count(nil)` has no `Int` to read.
    let count: CasePath<Drawing, Int> = /Drawing.count
    let three = count.extract(from: .count(3))
    #expect(three == nil || three == 3)
    #expect(count.extract(from: .count(nil)) == nil)
  }

  @Test func manyOtherCasesBeforeTheFirstMatch() throws {
    let item = /Action.item
    let others: [Action] = [
      .child(1), .pair(1, 2), .labelled(value: 1), .reset, .other(1), .maybe(nil), .text("t"),
      .big(Big()), .object(Reference(1)), .failure(Failure(code: 1)),
      .nested(.item(id: 1, action: "n")),
      .stop,
    ]
    for _ in 0..<2 {
      for other in others {
        #expect(item.extract(from: other) == nil, "extracted .item from \(other)")
      }
    }
    let (id, action) = try #require(item.extract(from: .item(id: 9, action: "x")))
    #expect(id == 9)
    #expect(action == "x")
    for other in others {
      #expect(item.extract(from: other) == nil, "extracted .item from \(other)")
    }
  }

  @Test func moreThanSixtyFourCases() {
    let last = /ManyCases.c70
    let target = /ManyCases.target
    #expect(last.extract(from: .c69) == nil)
    #expect(last.extract(from: .c69) == nil)
    #expect(last.extract(from: .target(1)) == nil)
    #expect(last.extract(from: .c70) != nil)
    #expect(last.extract(from: .c1) == nil)
    #expect(target.extract(from: .c70) == nil)
    #expect(target.extract(from: .c65) == nil)
    #expect(target.extract(from: .target(5)) == 5)
    #expect(target.extract(from: .c66) == nil)
  }

  @Test func concurrentExtraction() async {
    let path = /Action.item
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            guard let (id, action) = path.extract(from: .item(id: index, action: "\(task)")),
              id == index, action == "\(task)", path.extract(from: .child(index)) == nil
            else { return false }
          }
          return true
        }
      }
      for await succeeded in group { #expect(succeeded) }
    }
  }
}
