// A mistake inside `Reduce { state, action in ... }` is reported where it is.
//
// Type-checked by Tests/ReducerRoutingTests/CompilerMessagesTests.swift with `swiftc -typecheck
// -verify` against the built modules: the comment that ends a line says the compiler's message
// on that line, and no other error may appear in this file. A generic `Reduce.init(_:)` taking
// any reducer hid each of them behind `type '(_, _) -> _' cannot conform to 'Reducer'`.

import ReducerCore

struct Child: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case close }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct State: Equatable {
  var count = 0
  var child: Child.State?
}

enum Action: Equatable {
  case increment, reset
  case child(Child.Action)
}

/// A misspelled property, in a multi-statement `switch`.
struct MisspelledProperty: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.cuont += 1  // expected-error {{value of type 'State' has no member 'cuont'}}
        return .none
      case .reset, .child:
        return .none
      }
    }
  }
}

/// A misspelled case, in a `switch`.
struct MisspelledCase: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .tap: return .none  // expected-error {{type 'Action' has no member 'tap'}}
      default: return .none
      }
    }
  }
}

/// A method the state does not have.
struct MissingMethod: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.bump()  // expected-error {{value of type 'State' has no member 'bump'}}
      return .none
    }
  }
}

/// A function that does not exist, in a single-expression closure.
struct UnknownFunction: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in foo() }  // expected-error {{cannot find 'foo' in scope}}
  }
}

/// A misspelled case, in a single-expression closure.
struct SingleExpression: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in .send(.tap) }  // expected-error {{type 'Action' has no member 'tap'}}
  }
}

/// A value of the wrong type.
struct WrongType: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.count = "one"  // expected-error {{cannot assign value of type 'String' to type 'Int'}}
      return .none
    }
  }
}

/// A mistake in a `Reduce` that an operator follows.
struct BeforeAnOperator: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.cuont = 0  // expected-error {{value of type 'State' has no member 'cuont'}}
      return .none
    }
    .ifLet(\.child, action: /Action.child) { Child() }
  }
}

/// Outside a builder, with the types given.
func standalone() {
  _ = Reduce<State, Action> { state, action in
    state.cuont += 1  // expected-error {{value of type 'State' has no member 'cuont'}}
    return .none
  }
}

/// The forms that must still compile: a closure, and another reducer wrapped (TCA's
/// `Reduce(_:)`), alone or in a builder.
struct Wrapping: Reducer {
  var body: some Reducer<State, Action> {
    Reduce { state, action in .none }
    Reduce(MissingMethod.Correct())
  }
}

extension MissingMethod {
  struct Correct: Reducer {
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}

func wrapped() -> Reduce<Child.State, Child.Action> {
  Reduce(Child())
}
