// SwiftUI views and modifiers over ReducerRouting: an observable store's fields, a flow's stack
// as a `NavigationStack`, its modal as a sheet, a cover, a popover or an alert, tabs and split
// columns. Built on Apple platforms; on Linux the module is empty, and the sources are
// type-checked against stand-in declarations by the `SwiftUIAdapterCheck` target.
@_exported import ReducerRouting
