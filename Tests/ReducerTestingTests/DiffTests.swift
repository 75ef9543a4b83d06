import ReducerRouting
import ReducerTesting
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

private struct Address: Equatable {
  var street = "Main"
  var city = "Paris"
}

private struct User: Equatable {
  var name = "Blob"
  var address = Address()
  var friends = ["a", "b", "c"]
  var nickname: String?
}

private struct Row: Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

private struct Board: Equatable {
  var rows: IdentifiedArrayOf<Row>
  var footer = "end"
}

private struct ColorDetail: Equatable {
  var name: String
  var ticks = 0
}

private enum Screen: Routing, Equatable {
  case color(ColorDetail)
  case info

  enum Action {
    case color
    case info
  }

  var id: String {
    switch self {
    case let .color(detail): "color-\(detail.name)"
    case .info: "info"
    }
  }
}

private func board(count: Int) -> Board {
  Board(
    rows: IdentifiedArray(
      uncheckedUniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") }))
}

@Suite struct DiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(Diff.text(from: User(), to: User()) == nil)
  }

  @Test func aNestedChangeKeepsItsEnclosingLinesAndTwoLinesOfContext() {
    var new = User()
    new.address.city = "Rome"
    #expect(
      Diff.text(from: User(), to: new) == """
          User(
            name: "Blob",
            address: Address(
              street: "Main",
        −     city: "Paris",
        +     city: "Rome",
            ),
            friends: [
            …
          )
        """
    )
  }

  @Test func enumAndOptionalChangesShowOldAndNewLines() {
    var new = User()
    new.nickname = "B"
    #expect(
      Diff.text(from: User(), to: new) == """
          User(
            …
              "c",  // [2]
            ],
        −   nickname: nil,
        +   nickname: "B",
          )
        """
    )
    #expect(
      Diff.text(from: Result<Int, Never>.success(1), to: Result<Int, Never>.success(2)) == """
        − .success(1)
        + .success(2)
        """
    )
  }

  @Test func dictionaryChangesNameTheirKey() {
    let old = ["apples": 1, "bananas": 2, "cherries": 3, "dates": 4, "elderberries": 5, "figs": 6]
    var new = old
    new["figs"] = 7
    #expect(
      Diff.text(from: old, to: new) == """
          [
            …
            "dates": 4,
            "elderberries": 5,
        −   "figs": 6,
        +   "figs": 7,
          ]
        """
    )
  }

  @Test func appendingToAnArrayOnlyAddsLines() {
    var new = User()
    new.friends.append("d")
    #expect(
      Diff.text(from: User(), to: new) == """
          User(
            …
            friends: [
              …
              "b",
              "c",
        +     "d",
            ],
            nickname: nil,
          )
        """
    )
  }

  @Test func aNavigationStackChangeIsLocatedByItsElement() {
    let old = NavigationState<Screen>(stack: [.color(ColorDetail(name: "red")), .info])
    var new = NavigationState<Screen>(
      stack: [.color(ColorDetail(name: "red", ticks: 1)), .info],
      modal: .color(ColorDetail(name: "blue")),
      modalStyle: .fullScreen
    )
    #expect(
      Diff.text(from: old, to: new) == """
          NavigationState<Screen>(
            stack: [
              .color(  // [0], id: "color-red"
                ColorDetail(
                  name: "red",
        −         ticks: 0,
        +         ticks: 1,
                ),
              ),
              .info,
            ],
        −   modal: nil,
        −   modalStyle: nil,
        +   modal: .color(
        +     ColorDetail(
        +       name: "blue",
        +       ticks: 0,
        +     ),
        +   ),
        +   modalStyle: .fullScreen,
          )
        """
    )
    new.pop()
    let diff = Diff.text(from: old, to: new) ?? ""
    #expect(diff.contains("−     .info,\n"))
  }

  @Test func tenThousandElementsWithOneChangedFieldDiffQuickly() throws {
    let old = board(count: 10_000)
    var new = old
    new.rows[id: 5_000]?.isDone = true
    var diff: String?
    let elapsed = processorTime { diff = Diff.text(from: old, to: new) }
    #expect(elapsed < .seconds(1), "Diffing took \(elapsed) of processor time.")
    #expect(
      try #require(diff) == """
          Board(
            rows: [
              …
              Row(  // [5000], id: 5000
                id: 5000,
                title: "Row 5000",
        −       isDone: false,
        +       isDone: true,
              ),
              Row(
              …
            ],
            footer: "end",
          )
        """
    )
  }

  @Test func anElementInsertedInTheMiddleOfALargeArrayOnlyAddsItsLines() throws {
    let old = board(count: 10_000)
    var new = old
    new.rows.insert(Row(id: -1, title: "New"), at: 4_000)
    var diff: String?
    let elapsed = processorTime { diff = Diff.text(from: old, to: new) }
    #expect(elapsed < .seconds(1), "Diffing took \(elapsed) of processor time.")
    let lines = try #require(diff).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("+") }.count == 5)
    #expect(!lines.contains { $0.hasPrefix("\u{2212}") })
    #expect(lines.contains("+       id: -1,"))
    #expect(lines.count < 20)
  }

  @Test func completelyDifferentLargeValuesStillDiffQuickly() throws {
    let old = Array(0..<20_000)
    let new = Array(1_000_000..<1_020_000)
    var diff: String?
    let elapsed = processorTime { diff = Diff.text(from: old, to: new) }
    #expect(elapsed < .seconds(2), "Diffing took \(elapsed) of processor time.")
    let lines = try #require(diff).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("\u{2212}") }.count == 20_000)
    #expect(lines.filter { $0.hasPrefix("+") }.count == 20_000)
  }

  @Test func editScriptsAreShortestAndReproduceBothSides() {
    var generator = SplitMix(seed: 7)
    for _ in 0..<300 {
      let old = (0..<Int(generator.next() % 12)).map { _ in Int(generator.next() % 4) }
      let new = (0..<Int(generator.next() % 12)).map { _ in Int(generator.next() % 4) }
      let edits = Diff.edits(
        from: old.map { Dump.Line(indent: 0, text: "\($0)") },
        to: new.map { Dump.Line(indent: 0, text: "\($0)") }
      )
      #expect(edits.filter { $0.kind != .added }.map { old[$0.old] } == old)
      #expect(edits.filter { $0.kind != .removed }.map { new[$0.new] } == new)
      #expect(
        edits.filter { $0.kind == .same }.allSatisfy { old[$0.old] == new[$0.new] }
      )
      let changes = edits.filter { $0.kind != .same }.count
      #expect(changes == old.count + new.count - 2 * longestCommonSubsequence(old, new))
    }
  }
}

/// The length of the longest common subsequence, by dynamic programming.
private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in a.indices {
    for j in b.indices {
      table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
    }
  }
  return table[a.count][b.count]
}

/// A small deterministic random number generator.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
