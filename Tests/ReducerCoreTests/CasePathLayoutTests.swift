import Testing

@testable import ReducerCore

// Case paths read payloads straight from memory once they learned the case; these tests pin the
// checks that keep that safe when the path's value type is not exactly the payload's type.

private protocol Animal: Sendable { var name: String { get } }
private struct Dog: Animal, Equatable { let name: String }

private enum Event: Sendable {
  case animal(any Animal)
  case optional(Int?)
  case labelled(id: Int, name: String)
  case other(String)
}

@Test func existentialPayloadIsNotReadAsAConcreteType() {
  // `(Dog) -> Event` converts from the constructor that takes `any Animal`: the payload is an
  // existential container, which must never be read as a `Dog`.
  let path: CasePath<Event, Dog> = /{ (dog: Dog) in Event.animal(dog) }
  for _ in 0..<3 {
    #expect(path.extract(from: .animal(Dog(name: "Rex"))) == Dog(name: "Rex"))
    #expect(path.extract(from: .other("x")) == nil)
  }
}

@Test func existentialPayloadAsItsOwnType() {
  let path: CasePath<Event, any Animal> = /Event.animal
  for _ in 0..<3 {
    #expect(path.extract(from: .animal(Dog(name: "Rex")))?.name == "Rex")
  }
}

@Test func optionalPayloadReadThroughANonOptionalPath() {
  let path: CasePath<Event, Int> = /{ (value: Int) in Event.optional(value) }
  for _ in 0..<3 {
    #expect(path.extract(from: .optional(5)) == 5)
    #expect(path.extract(from: .optional(nil)) == nil)
  }
}

@Test func labelledTupleMatchesUnlabelledValue() {
  let path = /Event.labelled
  for _ in 0..<3 {
    let value = path.extract(from: .labelled(id: 7, name: "seven"))
    #expect(value?.0 == 7)
    #expect(value?.1 == "seven")
  }
}

@Test func freshPathsLearnWithoutMirror() {
  // Bodies are rebuilt for every action, so every action makes fresh paths: learning must be
  // cheap and must agree with the fast path.
  for index in 0..<200 {
    let path = /Event.other
    #expect(path.extract(from: .other("\(index)")) == "\(index)")
    #expect(path.extract(from: .labelled(id: index, name: "")) == nil)
  }
}
