import Foundation
import Testing

import ReducerCore

// TCA's `Identified<ID, Value>`: a value that is not `Identifiable`, paired with an id.

private struct User: Equatable, Hashable, Codable, Sendable {
  var email: String
  var name: String
}

@Suite struct IdentifiedTests {
  @Test func aPairHasItsIDAndItsValue() {
    var pair = Identified("Blob", id: 1)
    #expect(pair.id == 1)
    #expect(pair.value == "Blob")
    pair.value = "Blob Jr."
    #expect(pair.value == "Blob Jr.")
    #expect(pair.id == 1)
  }

  @Test func theIDCanComeFromAKeyPathOfTheValue() {
    let pair = Identified(User(email: "blob@example.com", name: "Blob"), id: \.email)
    #expect(pair.id == "blob@example.com")
  }

  @Test func membersOfTheValueAreReadAndWrittenThroughThePair() {
    var pair = Identified(User(email: "blob@example.com", name: "Blob"), id: 7)
    #expect(pair.name == "Blob")
    pair.name = "Blob Sr."
    #expect(pair.value.name == "Blob Sr.")
    let word = Identified("Blob", id: 1)
    #expect(word.count == 4)
    #expect(word.first == "B")
  }

  @Test func pairsAreEqualWhenTheirIDsAndValuesAre() {
    #expect(Identified("Blob", id: 1) == Identified("Blob", id: 1))
    #expect(Identified("Blob", id: 1) != Identified("Blob", id: 2))
    #expect(Identified("Blob", id: 1) != Identified("Blob Jr.", id: 1))
    let set: Set = [Identified("a", id: 1), Identified("a", id: 1), Identified("b", id: 1)]
    #expect(set.count == 2)
  }

  @Test func aPairIsSendableWhenItsParts() async {
    let pair = Identified(User(email: "blob@example.com", name: "Blob"), id: 1)
    let name = await Task.detached { pair.name }.value
    #expect(name == "Blob")
  }

  @Test func aPairEncodesItsIDAndValue() throws {
    let pair = Identified(User(email: "blob@example.com", name: "Blob"), id: 3)
    let data = try JSONEncoder().encode(pair)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["id"] as? Int == 3)
    #expect((object?["value"] as? [String: Any])?["name"] as? String == "Blob")
    let decoded = try JSONDecoder().decode(Identified<Int, User>.self, from: data)
    #expect(decoded == pair)
  }

  @Test func pairsAreTheElementsOfAnIdentifiedArray() {
    var names: IdentifiedArrayOf<Identified<Int, String>> = [
      Identified("Blob", id: 1),
      Identified("Blob Jr.", id: 2),
    ]
    #expect(names[id: 2]?.value == "Blob Jr.")
    names[id: 2]?.value = "Blob Sr."
    #expect(names[id: 2]?.count == 8)
    names.append(Identified("Blobby", id: 3))
    #expect(names.ids == [1, 2, 3])
    #expect(names.map(\.value) == ["Blob", "Blob Sr.", "Blobby"])
    names.remove(id: 1)
    #expect(names.index(id: 3) == 1)
  }

  @Test func aPairPrintsItsIDAndValue() {
    #expect(String(reflecting: Identified("Blob", id: 1)) == #"Identified(id: 1, value: "Blob")"#)
  }
}
