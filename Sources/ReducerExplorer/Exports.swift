@_exported import ReducerRouting
@_exported import ReducerTesting
