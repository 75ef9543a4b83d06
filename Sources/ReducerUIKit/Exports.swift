// A `NavigationRenderer` that drives a `UINavigationController` (and tab and split
// controllers) from a flow's navigation tree. Built on Apple platforms; on Linux the module is
// empty, and the sources are type-checked against stand-in declarations by the
// `UIKitAdapterCheck` target.
@_exported import ReducerRouting
