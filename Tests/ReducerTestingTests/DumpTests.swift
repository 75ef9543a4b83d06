import ReducerTesting
import Testing

private struct Todo: Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

private enum Mode: Equatable, CustomStringConvertible {
  case idle
  case loading(progress: Double, label: String)
  case failed(String)
  case detail(Todo)

  // A custom description must not hide the case name.
  var description: String { "custom" }
}

private final class Link {
  var value = 1
  var next: Link?
}

@Suite struct DumpTests {
  @Test func structsPrintOneFieldPerLineWithTrailingCommas() {
    struct Profile {
      var name = "Blob"
      var age = 42
      var tags: [String] = ["a", "b"]
      var empty: [Int] = []
    }
    #expect(
      Dump.text(of: Profile()) == """
        Profile(
          name: "Blob",
          age: 42,
          tags: [
            "a",
            "b",
          ],
          empty: [],
        )
        """
    )
  }

  @Test func enumsPrintTheirCaseAndPayload() {
    #expect(Dump.text(of: Mode.idle) == ".idle")
    #expect(Dump.text(of: Mode.failed("boom")) == ".failed(\"boom\")")
    #expect(
      Dump.text(of: Mode.loading(progress: 0.5, label: "x"))
        == ".loading(progress: 0.5, label: \"x\")")
    #expect(
      Dump.text(of: Mode.detail(Todo(id: 1, title: "Milk"))) == """
        .detail(
          Todo(
            id: 1,
            title: "Milk",
            isDone: false,
          ),
        )
        """
    )
  }

  @Test func optionalsPrintTheirValueOrNil() {
    struct State {
      var missing: Int?
      var present: String? = "hi"
      var nested: Int?? = .some(nil)
    }
    #expect(
      Dump.text(of: State()) == """
        State(
          missing: nil,
          present: "hi",
          nested: nil,
        )
        """
    )
  }

  @Test func dictionariesAndSetsAreSorted() {
    struct State {
      var scores = ["b": 2, "c": 3, "a": 1]
      var byNumber = [10: "ten", 2: "two"]
      var ids: Set<Int> = [3, 1, 2]
      var none: [String: Int] = [:]
    }
    #expect(
      Dump.text(of: State()) == """
        State(
          scores: [
            "a": 1,
            "b": 2,
            "c": 3,
          ],
          byNumber: [
            2: "two",
            10: "ten",
          ],
          ids: Set([
            1,
            2,
            3,
          ]),
          none: [:],
        )
        """
    )
  }

  @Test func identifiedArraysPrintLikeArrays() {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 7, title: "Eggs")]
    #expect(
      Dump.text(of: todos) == """
        [
          Todo(
            id: 7,
            title: "Eggs",
            isDone: false,
          ),
        ]
        """
    )
    #expect(Dump.lines(of: todos)[1].note == "[0], id: 7")
  }

  @Test func stringsAreQuotedAndMultilineStringsAreBlocks() {
    struct Note {
      var title = "Say \"hi\""
      var body = "one\ntwo"
    }
    #expect(
      Dump.text(of: Note()) == #"""
        Note(
          title: "Say \"hi\"",
          body: """
            one
            two
            """,
        )
        """#
    )
  }

  @Test func tuplesKeepTheirLabels() {
    #expect(Dump.text(of: (1, label: "x")) == "(1, label: \"x\")")
  }

  @Test func referenceCyclesAreCut() {
    let link = Link()
    link.next = link
    #expect(
      Dump.text(of: link) == """
        Link(
          value: 1,
          next: Link(↩︎),
        )
        """
    )
  }

  @Test func standardLibraryValuesPrintTheirDescription() {
    struct Timing { var delay = Duration.seconds(2) }
    #expect(
      Dump.text(of: Timing()) == """
        Timing(
          delay: 2.0 seconds,
        )
        """
    )
  }

  @Test func inlineDumpsFitOnOneLine() {
    #expect(
      Dump.inline(Mode.detail(Todo(id: 1, title: "Milk")))
        == ".detail(Todo(id: 1, title: \"Milk\", isDone: false))"
    )
    #expect(Dump.inline(Array(repeating: 1, count: 100), limit: 10) == "[1, 1, 1, …")
  }

  @Test func typeNamesDropModulesAndContexts() {
    struct Local {}
    #expect(Dump.typeName(of: Local.self) == "Local")
    #expect(Dump.typeName(of: Counter.State.self) == "Counter.State")
    #expect(Dump.typeName(of: [Todo?].self) == "Array<Optional<Todo>>")
    #expect(Dump.typeName(of: (Int, String).self) == "(Int, String)")
  }
}
