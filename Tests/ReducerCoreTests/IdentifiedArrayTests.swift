import Foundation
import Testing

@testable import ReducerCore

private struct Todo: Identifiable, Equatable, Hashable, Codable, Sendable {
  var id: Int
  var title: String
}

private func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
  IdentifiedArrayOf<Todo>(uncheckedUniqueElements: ids.map { Todo(id: $0, title: "\($0)") })
}

@Suite struct IdentifiedArrayTests {
  @Test func emptyArray() {
    let array = IdentifiedArrayOf<Todo>()
    #expect(array.isEmpty)
    #expect(array.ids == [])
    #expect(array[id: 1] == nil)
  }

  @Test func initKeepsTheFirstOfADuplicatedID() {
    let array = IdentifiedArrayOf<Todo>(uncheckedUniqueElements: [
      Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 1, title: "c"),
    ])
    #expect(array.ids == [1, 2])
    #expect(array[id: 1]?.title == "a")
  }

  @Test func arrayLiteralKeepsTheFirstOfADuplicatedID() {
    let array: IdentifiedArrayOf<Todo> = [
      Todo(id: 1, title: "first"), Todo(id: 2, title: "b"), Todo(id: 1, title: "duplicate"),
    ]
    #expect(array.count == 2)
    #expect(array[id: 1]?.title == "first")
  }

  @Test func lookupByID() {
    let array = todos(3, 1, 2)
    #expect(array.ids == [3, 1, 2])
    #expect(array.contains(id: 1))
    #expect(!array.contains(id: 4))
    #expect(array.index(id: 1) == 1)
    #expect(array.index(id: 4) == nil)
    #expect(array[id: 2]?.title == "2")
  }

  @Test func randomAccessCollection() {
    let array = todos(1, 2, 3)
    #expect(array.startIndex == 0)
    #expect(array.endIndex == 3)
    #expect(array.count == 3)
    #expect(array[1].id == 2)
    #expect(array.first?.id == 1)
    #expect(array.last?.id == 3)
    #expect(array.reversed().map(\.id) == [3, 2, 1])
    #expect(array.indices == 0..<3)
    #expect(array.map(\.title) == ["1", "2", "3"])
  }

  @Test func subscriptSetReplacesInPlace() {
    var array = todos(1, 2, 3)
    array[id: 2] = Todo(id: 2, title: "changed")
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 2]?.title == "changed")
    array[id: 2]?.title = "again"
    #expect(array[1].title == "again")
  }

  @Test func subscriptSetAppendsANewID() {
    var array = todos(1)
    array[id: 5] = Todo(id: 5, title: "new")
    #expect(array.ids == [1, 5])
  }

  @Test func subscriptSetNilRemoves() {
    var array = todos(1, 2, 3)
    array[id: 2] = nil
    #expect(array.ids == [1, 3])
    #expect(array.index(id: 3) == 1)
    array[id: 9] = nil
    #expect(array.ids == [1, 3])
  }

  @Test func subscriptSetWithAnotherIDMovesTheElement() {
    var array = todos(1, 2)
    array[id: 1] = Todo(id: 3, title: "three")
    #expect(array.ids == [2, 3])
    #expect(array[id: 1] == nil)
    #expect(array[id: 3]?.title == "three")
  }

  @Test func subscriptSetWithTheIDOfAnotherElementIsRefused() {
    var array = todos(1, 2)
    let before = array
    let (_, reported) = capturingDiagnostics { array[id: 1] = Todo(id: 2, title: "one, renumbered") }
    #expect(reported.map(\.kind) == ["identifiedArray.idChanged"])
    #expect(reported.first?.message.contains("neither element is lost") == true)
    #expect(array == before)
  }

  @Test func modifyInPlace() {
    var array = todos(1, 2)
    let result = array.modify(id: 2) { todo -> String in
      todo.title = "modified"
      return "done"
    }
    #expect(result == "done")
    #expect(array[id: 2]?.title == "modified")
    var called = false
    let missing: Void? = array.modify(id: 9) { _ in called = true }
    #expect(missing == nil)
    #expect(!called)
  }

  @Test func appendRefusesADuplicate() {
    var array = todos(1)
    let appended = array.append(Todo(id: 2, title: "b"))
    let duplicate = array.append(Todo(id: 1, title: "duplicate"))
    #expect(appended == (true, 1))
    #expect(duplicate == (false, 0))
    #expect(array.ids == [1, 2])
    #expect(array[id: 1]?.title == "1")
  }

  @Test func updateOrAppend() {
    var array = todos(1)
    let appended = array.updateOrAppend(Todo(id: 2, title: "b"))
    let replaced = array.updateOrAppend(Todo(id: 1, title: "a"))
    #expect(appended == nil)
    #expect(replaced == Todo(id: 1, title: "1"))
    #expect(array.ids == [1, 2])
    #expect(array[id: 1]?.title == "a")
  }

  @Test func insertAtAPosition() {
    var array = todos(1, 2)
    let inMiddle = array.insert(Todo(id: 3, title: "3"), at: 1)
    #expect(inMiddle == (true, 1))
    #expect(array.ids == [1, 3, 2])
    #expect(array.index(id: 2) == 2)
    let atStart = array.insert(Todo(id: 4, title: "4"), at: 0)
    #expect(atStart == (true, 0))
    #expect(array.ids == [4, 1, 3, 2])
    let duplicate = array.insert(Todo(id: 1, title: "duplicate"), at: 0)
    #expect(duplicate == (false, 1))
    #expect(array.ids == [4, 1, 3, 2])
  }

  @Test func insertClampsThePosition() {
    var array = todos(1)
    let pastTheEnd = array.insert(Todo(id: 2, title: "2"), at: 99)
    let beforeTheStart = array.insert(Todo(id: 0, title: "0"), at: -5)
    #expect(pastTheEnd == (true, 1))
    #expect(beforeTheStart == (true, 0))
    #expect(array.ids == [0, 1, 2])
    #expect(array.index(id: 2) == 2)
  }

  @Test func removeByID() {
    var array = todos(1, 2, 3, 4)
    let middle = array.remove(id: 2)
    #expect(middle?.id == 2)
    #expect(array.ids == [1, 3, 4])
    #expect(array.index(id: 3) == 1)
    #expect(array.index(id: 4) == 2)
    let last = array.remove(id: 4)
    #expect(last?.id == 4)
    #expect(array.ids == [1, 3])
    let missing = array.remove(id: 9)
    #expect(missing == nil)
    let appended = array.append(Todo(id: 2, title: "back"))
    #expect(appended == (true, 2))
    #expect(array.index(id: 2) == 2)
  }

  @Test func popLast() {
    var array = todos(1, 2)
    let second = array.popLast()
    let first = array.popLast()
    let none = array.popLast()
    #expect(second?.id == 2)
    #expect(first?.id == 1)
    #expect(none == nil)
    #expect(!array.contains(id: 1))
  }

  @Test func removeSuffix() {
    var array = todos(1, 2, 3, 4)
    let tail = array.removeSuffix(from: 2)
    #expect(tail.map(\.id) == [3, 4])
    #expect(array.ids == [1, 2])
    #expect(!array.contains(id: 3))
    let nothing = array.removeSuffix(from: 5)
    #expect(nothing.isEmpty)
    let everything = array.removeSuffix(from: -1)
    #expect(everything.map(\.id) == [1, 2])
    #expect(array.isEmpty)
    let appended = array.append(Todo(id: 1, title: "again"))
    #expect(appended.inserted)
  }

  @Test func removeAll() {
    var array = todos(1, 2)
    array.removeAll()
    #expect(array.isEmpty)
    #expect(!array.contains(id: 1))
    var kept = todos(1, 2)
    kept.removeAll(keepingCapacity: true)
    #expect(kept.isEmpty)
    let appended = kept.append(Todo(id: 1, title: "1"))
    #expect(appended == (inserted: true, index: 0))
    #expect(kept.index(id: 1) == 0)
  }

  @Test func equatableAndHashable() {
    #expect(todos(1, 2) == todos(1, 2))
    #expect(todos(1, 2) != todos(2, 1))
    var changed = todos(1, 2)
    changed[id: 1]?.title = "changed"
    #expect(changed != todos(1, 2))
    // Equal arrays built differently are equal and hash alike.
    var built = IdentifiedArrayOf<Todo>()
    built.append(Todo(id: 2, title: "2"))
    built.insert(Todo(id: 1, title: "1"), at: 0)
    #expect(built == todos(1, 2))
    #expect(Set([built, todos(1, 2), todos(2, 1)]).count == 2)
  }

  @Test func codableRoundTrip() throws {
    let array = todos(3, 1, 2)
    let data = try JSONEncoder().encode(array)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.hasPrefix("["))
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data)
    #expect(decoded == array)
    #expect(decoded.index(id: 2) == 2)
  }

  @Test func decodingDuplicateIDsThrows() throws {
    let json = #"[{"id": 1, "title": "a"}, {"id": 1, "title": "b"}]"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: Data(json.utf8))
    }
  }

  @Test func descriptionAndMirror() {
    let array = todos(1)
    #expect(array.description == [Todo(id: 1, title: "1")].description)
    let mirror = Mirror(reflecting: array)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.count == 1)
  }

  @Test func sendable() async {
    let array = todos(1, 2)
    let count = await Task.detached { array.count }.value
    #expect(count == 2)
  }
}
