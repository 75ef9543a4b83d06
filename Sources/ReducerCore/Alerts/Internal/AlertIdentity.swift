/// Numbers the alerts and confirmation dialogs made in this process, for their `id`, as TCA's
/// `UUID()` does without needing Foundation.
///
/// The number only tells one alert from another (a SwiftUI adapter presents by identity, and
/// `ifLet` stops the effects of a replaced child); it is not state of any store, is left out of
/// `==`, `hash`, dumps and `Codable`, and so never makes two stores or two tests differ.
enum AlertIdentity {
  private static let last = AtomicWord(0)

  /// A number no alert or dialog of this process has had.
  static func next() -> UInt64 {
    last.increment()
  }
}
