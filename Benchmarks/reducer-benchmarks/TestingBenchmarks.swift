import ReducerTesting

/// TestStore cases; they are written once `ReducerTesting` has its API (issue 4).
@MainActor
var testingBenchmarks: [Benchmark] { [] }
