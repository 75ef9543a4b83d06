// The app playground's entry point, alone in its file: `SwiftUIAdapterCheck` type-checks the
// app's sources on Linux as a library, which has no entry point, so it compiles the other
// files (Sources/App, through Checks/SwiftUIAdapterCheck/AppPlayground) and not this one.
// SwiftUI's `App` gives `ColorListApp` its `main()`.
import SwiftUI

@main
extension ColorListApp {}
