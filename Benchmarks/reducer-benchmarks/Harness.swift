#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One named measurement: a timed workload with an optional floor, or a memory figure.
///
/// A timed case is a setup closure that returns the workload: a closure that performs the
/// operation `n` times and consumes its result with ``blackHole(_:)``. Setup runs once, outside
/// the clock, and only when the case is selected.
///
/// ```swift
/// Benchmark("store.send", floor: rawDispatchFloor) {
///   let store = Store(initialState: Counter.State()) { Counter() }
///   return { n in
///     for _ in 0..<n { store.send(.increment) }
///     blackHole(store.state.count)
///   }
/// }
/// ```
struct Benchmark {
  /// Runs the operation the given number of times.
  typealias Workload = @MainActor (_ iterations: Int) async -> Void
  /// Prepares a workload; called once per run of the case.
  typealias Setup = @MainActor () async -> Workload

  enum Measure {
    /// Nanoseconds per operation of `body`, next to those of `floor` when there is one.
    case time(floor: Setup?, body: Setup)
    /// A figure in bytes, measured once per repetition.
    case bytes(@MainActor () async -> Double)
  }

  let name: String
  let measure: Measure
  /// For a timed case, what an operation does many of, shown as a rate beside the time
  /// (`unit` a second, `perOperation` of them an operation).
  let rate: (unit: String, perOperation: Double)?

  /// A timed case whose result is nanoseconds per operation, and, with `rate`, how many of
  /// what it does a second.
  init(
    _ name: String, floor: Setup? = nil, rate: (unit: String, perOperation: Double)? = nil,
    body: @escaping Setup
  ) {
    self.name = name
    self.measure = .time(floor: floor, body: body)
    self.rate = rate
  }

  /// A memory case; its name should say that the figure is in bytes.
  init(bytes name: String, measure: @escaping @MainActor () async -> Double) {
    self.name = name
    self.measure = .bytes(measure)
    self.rate = nil
  }
}

/// The summary of one case: median, spread, and floor.
struct CaseResult {
  let name: String
  let unit: String
  let median: Double
  let minimum: Double
  let maximum: Double
  let floor: Double?
  /// The rate of a case that has one (``Benchmark/rate``): its unit and how many a second.
  var rate: (unit: String, perSecond: Double)? = nil

  var ratio: Double? {
    guard let floor, floor > 0 else { return nil }
    return median / floor
  }

  /// The range of the repetitions relative to the median, in percent.
  var spreadPercent: Double { median > 0 ? (maximum - minimum) / median * 100 : 0 }
}

/// How long and how often to measure.
struct RunSettings {
  var sampleSeconds = 0.2
  var repetitions = 7
  /// A fixed iteration count instead of calibrating by time, for instruction-counting
  /// profilers such as `valgrind --tool=callgrind`.
  var fixedIterations: Int?
  /// Whether to measure the floors; off to profile a body alone.
  var measuresFloors = true
}

/// Measures cases one by one.
@MainActor
struct Runner {
  let settings: RunSettings
  let clock = ContinuousClock()

  func run(_ benchmark: Benchmark) async -> CaseResult {
    switch benchmark.measure {
    case let .time(floorSetup, bodySetup):
      let body = await bodySetup()
      let floor = settings.measuresFloors ? await floorSetup?() : nil
      let bodyIterations = await calibrate(body)
      var floorIterations: Int?
      if let floor { floorIterations = await calibrate(floor) }
      var bodySamples: [Double] = []
      var floorSamples: [Double] = []
      // Floor and body samples alternate so that both see the same machine load.
      for _ in 0..<settings.repetitions {
        if let floor, let floorIterations {
          floorSamples.append(await nanoseconds(floor, iterations: floorIterations))
        }
        bodySamples.append(await nanoseconds(body, iterations: bodyIterations))
      }
      let summary = Summary(bodySamples)
      return CaseResult(
        name: benchmark.name, unit: "ns", median: summary.median, minimum: summary.minimum,
        maximum: summary.maximum,
        floor: floorSamples.isEmpty ? nil : Summary(floorSamples).median,
        rate: benchmark.rate.map { ($0.unit, $0.perOperation * 1e9 / max(summary.median, 1e-9)) }
      )
    case let .bytes(measure):
      var samples: [Double] = []
      for _ in 0..<settings.repetitions { samples.append(await measure()) }
      let summary = Summary(samples)
      return CaseResult(
        name: benchmark.name, unit: "B", median: summary.median, minimum: summary.minimum,
        maximum: summary.maximum, floor: nil
      )
    }
  }

  /// Warms the workload up and returns the iteration count that lasts about one sample.
  private func calibrate(_ workload: Benchmark.Workload) async -> Int {
    if let fixed = settings.fixedIterations { return fixed }
    var iterations = 1
    while true {
      let elapsed = await seconds(workload, iterations: iterations)
      if elapsed >= settings.sampleSeconds / 20 || iterations >= 1 << 40 {
        let scaled = Double(iterations) * settings.sampleSeconds / max(elapsed, 1e-9)
        return max(1, Int(scaled.rounded()))
      }
      iterations *= elapsed < settings.sampleSeconds / 1000 ? 10 : 2
    }
  }

  private func nanoseconds(_ workload: Benchmark.Workload, iterations: Int) async -> Double {
    await seconds(workload, iterations: iterations) * 1e9 / Double(iterations)
  }

  private func seconds(_ workload: Benchmark.Workload, iterations: Int) async -> Double {
    let start = clock.now
    await workload(iterations)
    let duration = start.duration(to: clock.now)
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// Order statistics of the repetitions.
struct Summary {
  let median: Double
  let minimum: Double
  let maximum: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median =
      sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    minimum = sorted.first ?? 0
    maximum = sorted.last ?? 0
  }
}

// MARK: - Keeping the optimizer honest

// Both functions are compiled without optimization and never inlined, so the optimizer cannot
// see that they do nothing: without `@_optimize(none)` it removes the unused argument of an
// empty `@inline(never)` function, and then the work that produced it. This is the same device
// the Swift project's own benchmark suite uses.

/// Consumes a value so that the optimizer cannot drop the work that produced it.
@_optimize(none)
@inline(never)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimizer cannot see through, so that inputs are not
/// treated as constants and loops over them are not folded.
@_optimize(none)
@inline(never)
func opaque<T>(_ value: T) -> T { value }

// MARK: - Process measurements

/// The resident set size of this process in bytes, read from `/proc/self/statm`; `nil` where
/// that file does not exist.
func residentBytes() -> Double? {
  guard let file = fopen("/proc/self/statm", "r") else { return nil }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 128)
  guard fgets(&line, Int32(line.count), file) != nil else { return nil }
  let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  // The fields are: total program size, resident set size, ... in pages.
  let fields = text.split(separator: " ")
  guard fields.count >= 2, let pages = Double(fields[1]) else { return nil }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
}
