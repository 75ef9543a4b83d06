import ReducerRouting

/// Routing cases; they are written once `ReducerRouting` has its API (issue 3).
@MainActor
var routingBenchmarks: [Benchmark] { [] }
