import Testing
@testable import ReducerCore

indirect enum Shape<T: Sendable>: Sendable, Equatable where T: Equatable {
  case one(T), many(id: Int, name: String), none, nested(Shape<T>)
}
enum Plain: Sendable, Equatable { case a(Int), b(String), c; indirect case d(Plain); case e(Int) }

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case inc, dec, child(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action { case .inc: state.count += 1; case .dec: state.count -= 1; case .child: break }
    return .none
  }
}

@Test func smoke() async {
  let one = /Shape<Int>.one
  #expect(one.extract(from: .one(3)) == 3)
  #expect(one.extract(from: .none) == nil)
  #expect(one.extract(from: .one(4)) == 4)
  let many = /Shape<Int>.many
  #expect(many.extract(from: .many(id: 1, name: "x"))! == (1, "x"))
  #expect(many.extract(from: .many(id: 2, name: "y"))! == (2, "y"))
  #expect(many.extract(from: .one(1)) == nil)
  let none = /Shape<Int>.none
  #expect(none.extract(from: .none) != nil)
  #expect(none.extract(from: .one(1)) == nil)
  let nested = /Shape<Int>.nested
  #expect(nested.extract(from: .nested(.one(5))) == .one(5))
  #expect(nested.extract(from: .nested(.many(id: 9, name: "q"))) == .many(id: 9, name: "q"))
  let d = /Plain.d
  #expect(d.extract(from: .d(.b("hi"))) == .b("hi"))
  #expect(d.extract(from: .d(.a(2))) == .a(2))
  #expect(d.extract(from: .a(1)) == nil)
  let a = /Plain.a, e = /Plain.e
  #expect(a.extract(from: .e(1)) == nil)
  #expect(e.extract(from: .e(1)) == 1)
  #expect(a.extract(from: .a(7)) == 7)
  #expect(a.extract(from: .e(7)) == nil)
  let b = /Plain.b
  for i in 0..<1000 { #expect(b.extract(from: .b("s\(i)")) == "s\(i)") }
  await MainActor.run {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.inc); store.send(.inc)
    #expect(store.state.count == 2)
  }
}
