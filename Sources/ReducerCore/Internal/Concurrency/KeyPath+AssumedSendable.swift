// The one place a key path is taken as `Sendable` without the compiler's proof.
//
// A key path is an immutable object: reading or applying it from any thread is safe. What can
// make one not `Sendable` is a subscript argument it captured (`\.[index]` with a class value).
// Swift 6 infers `Sendable` for a literal whose captures are (`\.$email`, `\.continuousClock`:
// no capture), but the Swift 5 language mode infers it for none, so an API that asks for
// `KeyPath & Sendable` warns at every literal in an app built in that mode with complete
// strict concurrency. The APIs that store such a key path in a value that crosses isolation
// (a `BindingAction`, a `Dependency`) take a plain key path and assert it here.
//
// Assumption: the key path names properties of the root, with no captured subscript argument
// that is not `Sendable` (the documentation of `Store.binding(_:)` and `Dependency.init(_:)`
// says so). Check: none at run time; the literal forms those APIs document capture nothing.
// Safe path: the `& Sendable` types stay on `BindingAction.set(_:_:)`, where the compiler
// checks a key path made in Swift 6 code.

extension KeyPath {
  /// This key path, as `Sendable`: see the assumption above.
  @usableFromInline
  func assumedSendable() -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(self, to: (KeyPath<Root, Value> & Sendable).self)
  }
}

extension WritableKeyPath {
  /// This key path, as `Sendable`: see the assumption above.
  @usableFromInline
  func assumedSendableWritable() -> WritableKeyPath<Root, Value> & Sendable {
    unsafeBitCast(self, to: (WritableKeyPath<Root, Value> & Sendable).self)
  }
}
