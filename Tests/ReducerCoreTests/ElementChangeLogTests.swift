@testable import ReducerCore
import Testing

// An identified array's change marks (Observation/Internal/ElementChangeLog.swift): equal marks
// mean equal elements, and the ids an array says changed since a mark include every element
// that differs from the marked content.

private struct Item: Identifiable, Equatable {
  var id: Int
  var value = 0
}

private typealias Items = IdentifiedArray<Int, Item>

private func items(_ count: Int) -> Items {
  Items(uncheckedUniqueElements: (0..<count).map { Item(id: $0) })
}

@Suite struct ElementChangeLogTests {
  @Test func anUnchangedArrayReportsNothing() {
    let array = items(3)
    #expect(array.changedIDs(since: array.changeMark) == [])
    let copy = array
    #expect(copy.changedIDs(since: array.changeMark) == [])
  }

  @Test func eachWayOfChangingAnElementInPlaceIsRecorded() {
    var array = items(5)
    var mark = array.changeMark
    array[id: 1]?.value = 1
    #expect(array.changedIDs(since: mark) == [1])
    mark = array.changeMark
    array.modify(id: 2) { $0.value = 2 }
    #expect(array.changedIDs(since: mark) == [2])
    mark = array.changeMark
    array[3].value = 3
    #expect(array.changedIDs(since: mark) == [3])
    mark = array.changeMark
    array[4] = Item(id: 4, value: 4)
    #expect(array.changedIDs(since: mark) == [4])
    mark = array.changeMark
    array.updateOrAppend(Item(id: 0, value: 5))
    #expect(array.changedIDs(since: mark) == [0])
    mark = array.changeMark
    array[id: 0] = Item(id: 0, value: 6)
    #expect(array.changedIDs(since: mark) == [0])
  }

  @Test func anArrayHeldOnceKeepsOneLog() {
    var array = items(3)
    array[id: 0]?.value = 1
    let lineage = array.changeMark.lineage
    array[id: 1]?.value = 1
    array[id: 2]?.value = 1
    #expect(array.changeMark.lineage == lineage)
    let copy = array
    array[id: 0]?.value = 2
    #expect(array.changeMark.lineage != lineage, "a shared log was changed")
    #expect(copy.changeMark.lineage == lineage)
  }

  @Test func changesSinceAnOlderMarkAccumulate() {
    var array = items(5)
    let mark = array.changeMark
    array[id: 1]?.value = 1
    array[id: 3]?.value = 1
    array[id: 1]?.value = 2
    #expect(Set(array.changedIDs(since: mark) ?? []) == [1, 3])
    #expect(array.changedIDs(since: mark)?.count == 2)
  }

  @Test func aChangeOfTheIdsMakesEveryOlderMarkUnknown() {
    var array = items(3)
    let mark = array.changeMark
    array.append(Item(id: 9))
    #expect(array.changedIDs(since: mark) == nil)
    let afterAppend = array.changeMark
    array.remove(id: 0)
    #expect(array.changedIDs(since: afterAppend) == nil)
  }

  @Test func moreChangesThanTheLogKeepsMakeTheMarkUnknown() {
    var array = items(40)
    let mark = array.changeMark
    for id in 0..<(ElementChangeLog.capacity + 1) { array[id: id]?.value = 1 }
    #expect(array.changedIDs(since: mark) == nil)
    // A mark taken after most of them still sees the later changes.
    let recent = array.changeMark
    array[id: 39]?.value = 1
    #expect(array.changedIDs(since: recent) == [39])
  }

  @Test func copiesThatDivergeGetMarksOfTheirOwn() {
    var first = items(4)
    first[id: 0]?.value = 1
    let shared = first.changeMark
    var second = first
    first[id: 1]?.value = 1
    second[id: 2]?.value = 1
    #expect(first.changeMark != second.changeMark)
    #expect(first.changedIDs(since: shared) == [1])
    #expect(second.changedIDs(since: shared) == [2])
    // Neither is a descendant of the other's content.
    #expect(first.changedIDs(since: second.changeMark) == nil)
    #expect(second.changedIDs(since: first.changeMark) == nil)
  }

  @Test func anArrayBuiltElsewhereIsNeverTakenForTheMarkedOne() {
    let original = items(3)
    var rebuilt = items(3)
    rebuilt[id: 1]?.value = 5
    #expect(rebuilt.changedIDs(since: original.changeMark) == nil)
    #expect(original.changedIDs(since: rebuilt.changeMark) == nil)
  }

  /// Random changes, copies and assignments among a few arrays: whenever two arrays have the
  /// same mark they hold the same elements, and what an array says changed since any mark seen
  /// before covers every element that differs from the content marked.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func marksNeverHideAChange(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var arrays = [items(6), items(6), items(3)]
    // The contents seen, as plain arrays: holding them does not share the arrays' logs, so
    // that changes are recorded in place as well as into a log of a copy's own.
    var seen: [ElementChangeMark: [Item]] = [:]
    for _ in 0..<3_000 {
      let index = Int.random(in: 0..<arrays.count, using: &random)
      let id = Int.random(in: 0..<8, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: arrays[index] = arrays[Int.random(in: 0..<arrays.count, using: &random)]
      case 1: arrays[index].append(Item(id: id))
      case 2: arrays[index].remove(id: id)
      case 3: arrays[index].sort { $0.value < $1.value }
      case 4:
        if !arrays[index].isEmpty {
          arrays[index][id % arrays[index].count].value &+= 1
        }
      case 5: arrays[index].updateOrAppend(Item(id: id, value: Int(random.next() % 4)))
      default: arrays[index][id: id]?.value = Int(random.next() % 4)
      }
      for array in arrays {
        let mark = array.changeMark
        if let known = seen[mark] {
          #expect(known == Array(array), "one mark, two contents")
        } else {
          seen[mark] = Array(array)
        }
        for (old, content) in seen {
          guard let changed = array.changedIDs(since: old) else { continue }
          #expect(array.ids == content.map(\.id), "the ids changed but the mark was answered")
          let changedSet = Set(changed)
          let before = Dictionary(uniqueKeysWithValues: content.map { ($0.id, $0) })
          for element in array where !changedSet.contains(element.id) {
            #expect(before[element.id] == element, "a change went unreported")
          }
        }
      }
      if seen.count > 200 { seen = seen.filter { _ in random.next() % 2 == 0 } }
    }
  }
}

