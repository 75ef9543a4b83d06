@_exported import ReducerCore
