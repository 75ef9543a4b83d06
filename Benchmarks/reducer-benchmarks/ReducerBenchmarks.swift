// Measures what the library costs per action, per scope, per case path, per route and per test
// assertion, next to the cost of the same work written by hand. Run it with
// `swift run -c release reducer-benchmarks [--filter NAME] [--json FILE]`, or the effect-leak
// soak with `--soak`; see BENCHMARKS.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every case, in the order they run. A new case is one more `Benchmark` in one of these lists.
@MainActor
var allBenchmarks: [Benchmark] {
  coreBenchmarks + observationBenchmarks + routingBenchmarks + treeBenchmarks + deepLinkBenchmarks
    + depthBenchmarks
    + testingBenchmarks + explorerBenchmarks
}

@main
struct ReducerBenchmarks {
  static let usage = """
    usage: reducer-benchmarks [--filter NAME]... [--json FILE] [--repetitions N] \
    [--sample-time SECONDS] [--iterations N] [--no-floor] [--list]
           reducer-benchmarks --soak [--soak-cycles N]

      --filter NAME         run only the cases whose name contains NAME, or the case
                            named NAME exactly (repeatable)
      --json FILE           also write the results to FILE as a JSON array
      --repetitions N       samples per case, the median is reported (default 7)
      --sample-time SECONDS length of one sample (default 0.2)
      --iterations N        run each workload N times per sample instead of timing it,
                            for profilers: valgrind --tool=callgrind ... --iterations 100000
      --no-floor            skip the floors (to profile the library's side alone)
      --list                print the case names and exit
      --soak                instead of timing, run the soak: N cycles of push → start a
                            long-running effect in the route → pop, in a flow and through a
                            nested flow; fails (exit 1) when an effect still runs, a route
                            is left, or the resident memory after N cycles is more than 10 %
                            above what it was after the first 1,000
      --soak-cycles N       cycles per soak scenario (default 100000)
    """

  @MainActor
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("reducer-benchmarks: \(error.message)\n\n\(usage)")
      exit(2)
    }
    if options.showHelp {
      print(usage)
      return
    }
    if options.soak {
      let passed = await runSoak(cycles: options.soakCycles)
      exit(passed ? 0 : 1)
    }
    let benchmarks = allBenchmarks
    let names = Set(benchmarks.map(\.name))
    let selected = benchmarks.filter { benchmark in
      options.filters.isEmpty
        || options.filters.contains { filter in
          // A full case name selects that case alone: `store.send` is not `teststore.send…`.
          names.contains(filter) ? benchmark.name == filter : benchmark.name.contains(filter)
        }
    }
    if options.listOnly {
      for benchmark in selected { print(benchmark.name) }
      return
    }
    guard !selected.isEmpty else {
      printError(
        "reducer-benchmarks: no case matches \(options.filters); run with --list to see the names."
      )
      exit(2)
    }

    let runner = Runner(settings: options.settings)
    var results: [CaseResult] = []
    printLine(Table.header)
    for benchmark in selected {
      let result = await runner.run(benchmark)
      printLine(Table.row(result))
      results.append(result)
    }
    if let path = options.jsonPath {
      do {
        try writeJSON(results, to: path)
      } catch {
        printError("reducer-benchmarks: \(error.message)")
        exit(1)
      }
    }
  }
}

/// The command line, parsed.
struct Options {
  var filters: [String] = []
  var jsonPath: String?
  var settings = RunSettings()
  var listOnly = false
  var showHelp = false
  /// Whether to run the soak instead of the timed cases.
  var soak = false
  var soakCycles = 100_000

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    func value(for flag: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else {
        throw UsageError(message: "\(flag) needs a value.")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--filter": filters.append(try value(for: argument))
      case "--json": jsonPath = try value(for: argument)
      case "--repetitions":
        let text = try value(for: argument)
        guard let count = Int(text), count > 0 else {
          throw UsageError(message: "--repetitions needs a positive integer, not '\(text)'.")
        }
        settings.repetitions = count
      case "--sample-time":
        let text = try value(for: argument)
        guard let seconds = Double(text), seconds > 0 else {
          throw UsageError(
            message: "--sample-time needs a positive number of seconds, not '\(text)'.")
        }
        settings.sampleSeconds = seconds
      case "--iterations":
        let text = try value(for: argument)
        guard let count = Int(text), count > 0 else {
          throw UsageError(message: "--iterations needs a positive integer, not '\(text)'.")
        }
        settings.fixedIterations = count
      case "--no-floor": settings.measuresFloors = false
      case "--list": listOnly = true
      case "--soak": soak = true
      case "--soak-cycles":
        let text = try value(for: argument)
        guard let count = Int(text), count > 0 else {
          throw UsageError(message: "--soak-cycles needs a positive integer, not '\(text)'.")
        }
        soakCycles = count
      case "--help", "-h": showHelp = true
      default: throw UsageError(message: "unknown argument '\(argument)'.")
      }
    }
  }
}

/// A command-line or output problem, with a message for the user.
struct UsageError: Error {
  let message: String
}

/// Writes a line to standard error.
func printError(_ message: String) {
  write(message + "\n", to: STDERR_FILENO)
}

/// Writes a line to standard output at once, so that each result shows as soon as it is
/// measured, even through a pipe.
func printLine(_ line: String) {
  write(line + "\n", to: STDOUT_FILENO)
}

private func write(_ text: String, to descriptor: Int32) {
  _ = text.withCString { write(descriptor, $0, strlen($0)) }
}

// MARK: - Output

/// The text table printed as cases finish.
enum Table {
  static let header =
    pad("case", 24) + pad("median", 14, right: true) + pad("min … max", 26, right: true)
    + pad("spread", 9, right: true) + pad("floor", 12, right: true)
    + pad("ratio", 9, right: true)

  static func row(_ result: CaseResult) -> String {
    pad(result.name, 24) + pad(format(result.median) + " " + result.unit, 14, right: true)
      + pad(format(result.minimum) + " … " + format(result.maximum), 26, right: true)
      + pad(format(result.spreadPercent, decimals: 1) + "%", 9, right: true)
      + pad(result.floor.map { format($0) + " ns" } ?? "-", 12, right: true)
      + pad(result.ratio.map { format($0, decimals: 2) + "×" } ?? "-", 9, right: true)
      + (result.rate.map { "  \(format($0.perSecond)) \($0.unit)/s" } ?? "")
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(1, width - text.count))
    return right ? fill + text : text + fill
  }
}

/// Formats a number with a fixed number of decimals, or none above 1,000.
func format(_ value: Double, decimals: Int? = nil) -> String {
  let decimals = decimals ?? (abs(value) >= 1000 ? 0 : abs(value) >= 10 ? 1 : 2)
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return text
}

/// Writes `[{"name", "median_ns", "floor_ns", "ratio"}]`; memory cases carry bytes in
/// `median_ns`, as their names say.
func writeJSON(_ results: [CaseResult], to path: String) throws(UsageError) {
  func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    return String(value)
  }
  func string(_ text: String) -> String {
    var escaped = "\""
    for character in text {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped + "\""
  }
  let objects = results.map { result in
    """
      {"name": \(string(result.name)), "median_ns": \(number(result.median)), \
    "floor_ns": \(number(result.floor)), "ratio": \(number(result.ratio))}
    """
  }
  let text = "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  guard let file = fopen(path, "w") else {
    throw UsageError(message: "cannot write '\(path)': \(String(cString: strerror(errno))).")
  }
  defer { fclose(file) }
  guard fputs(text, file) >= 0 else {
    throw UsageError(message: "writing '\(path)' failed: \(String(cString: strerror(errno))).")
  }
}
