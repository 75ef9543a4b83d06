import ReducerCore
import Testing

// The decision behind the SwiftUI adapter's alerts and dialogs, headless: SwiftUI's
// `isPresented = false` write on a button tap comes after the button's action on iOS and before
// it on macOS; either order gives the same result, and a dismissal without a button sends the
// dismissal once.

@MainActor
@Suite struct ButtonPresentationDismissalTests {
  @Test func iOSOrderWriteAfterTheButtonIsAbsorbedWhateverTheStateShowsNow() {
    let dismissal = ButtonPresentationDismissal<Int>()
    dismissal.buttonTapped(in: 1)
    // The button's action presented a follow-up (2), closed it (nil), or kept 1 (same id).
    #expect(dismissal.uiDismissed(1, current: 2) == .absorb)
    #expect(dismissal.uiDismissed(1, current: nil) == .absorb)
    #expect(dismissal.uiDismissed(1, current: 1) == .absorb)
    #expect(dismissal.flush(current: 1) == false)
  }

  @Test func macOSOrderWriteBeforeTheButtonIsDeferredAndTheButtonWins() {
    let dismissal = ButtonPresentationDismissal<Int>()
    #expect(dismissal.uiDismissed(1, current: 1) == .deferUntilEndOfEvent)
    dismissal.buttonTapped(in: 1)
    // The button's action kept the same presentation: the write is still not a dismissal.
    #expect(dismissal.flush(current: 1) == false)
  }

  @Test func aDismissalWithoutAButtonSendsOnceAtTheEndOfTheEvent() {
    let dismissal = ButtonPresentationDismissal<Int>()
    #expect(dismissal.uiDismissed(1, current: 1) == .deferUntilEndOfEvent)
    #expect(dismissal.uiDismissed(1, current: 1) == .deferUntilEndOfEvent)
    #expect(dismissal.flush(current: 1) == true)
    #expect(dismissal.flush(current: 1) == false)
  }

  @Test func aDeferredWriteForAPresentationTheStateReplacedSendsNothing() {
    let dismissal = ButtonPresentationDismissal<Int>()
    #expect(dismissal.uiDismissed(1, current: 1) == .deferUntilEndOfEvent)
    // An effect replaced the alert before the end of the event.
    #expect(dismissal.flush(current: 2) == false)
    #expect(dismissal.uiDismissed(nil, current: 2) == .absorb)
    #expect(dismissal.uiDismissed(3, current: 2) == .absorb)
  }

  @Test func aButtonOfAnotherPresentationDoesNotCancelTheDismissal() {
    let dismissal = ButtonPresentationDismissal<Int>()
    #expect(dismissal.uiDismissed(2, current: 2) == .deferUntilEndOfEvent)
    dismissal.buttonTapped(in: 1)
    #expect(dismissal.flush(current: 2) == true)
  }
}
