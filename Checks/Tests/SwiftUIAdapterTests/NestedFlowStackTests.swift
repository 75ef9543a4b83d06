import ReducerRouting
import Testing

@testable import SwiftUIAdapterCheck

// The SwiftUI adapter's flows (Sources/ReducerSwiftUI/Flows) and the example's views
// (Examples/color-list-ui/SwiftUI) rendered by a fake navigation stack (issue 30, item 1): the
// stack shows a screen per element of its path, each built by the destination its root
// registered, in the environment its modifiers set; the sheets whose item reads non-`nil` are
// presented. Nested flows (a colour's flow, the settings in it) show on the one stack, a swipe
// back at each level pops the flow that holds the screen, and a deep link shows every level
// with the innermost flow's sheet, presented once.

/// A screen the fake shows: its title and the texts on it (labels included), and its links
/// (which take no part in comparing screens).
struct FakeScreen: Equatable, CustomStringConvertible {
  var title: String?
  var texts: [String] = []
  var links: [(label: String, value: AnyHashable?)] = []

  var description: String { title ?? texts.first ?? "untitled" }

  static func == (lhs: FakeScreen, rhs: FakeScreen) -> Bool {
    lhs.title == rhs.title && lhs.texts == rhs.texts
  }
}

/// Reads the sheets whose items are of one type.
@MainActor
private protocol SheetReader {
  func presented(by sheet: any StandInPresenting) async -> (view: any View, dismiss: () async -> Void)?
}

private struct Reader<Item: Sendable>: SheetReader {
  func presented(
    by sheet: any StandInPresenting
  ) async -> (view: any View, dismiss: () async -> Void)? {
    guard let (binding, view) = sheet.standInItem(of: Item.self),
      let item = await binding.standInRead()
    else { return nil }
    return (view(item), { await binding.standInWrite(nil) })
  }
}

/// Renders a view as a navigation stack does: "A view that displays a root view and enables you
/// to present additional views over the root view" (the stack's path elements, each shown by the
/// `navigationDestination(for:)` registered for its type,
/// https://developer.apple.com/documentation/swiftui/navigationstack), in the environment the
/// `environment(_:_:)` modifiers around each view set, with the sheets whose item is non-`nil`.
@MainActor
final class FakeNavigationStack<Element: Hashable & Sendable> {
  private let root: @MainActor () -> any View
  private let readers: [any SheetReader]

  private(set) var screens: [FakeScreen] = []
  private(set) var sheets: [FakeScreen] = []
  private var dismissals: [() async -> Void] = []
  /// Writes the stack's path, of either kind: a `[Element]` or a `NavigationPath`.
  private var write: (@MainActor ([AnyHashable]) async -> Void)?
  /// Whether the path is a `[Element]`, which holds elements of that type alone.
  private var isHomogeneous = true
  private var elements: [AnyHashable] = []
  private var destinations: [StandInDestination] = []

  init(sheetItems: [any Sendable.Type], root: @escaping @MainActor () -> any View) {
    self.root = root
    readers = sheetItems.map { type in Self.reader(for: type) }
  }

  private static func reader(for type: any Sendable.Type) -> any SheetReader {
    func make<T: Sendable>(_: T.Type) -> any SheetReader { Reader<T>() }
    return make(type)
  }

  /// Whether a route a flow's view builder shows nothing for is expected; otherwise it fails the
  /// test that renders it, so that every adapter test checks the example's views cover every
  /// route they show.
  var allowsEmptyDestinations = false
  /// The routes shown with an empty screen at the last render (`swiftui.emptyDestination`).
  private(set) var emptyDestinations: [Diagnostic] = []

  /// Renders the view again, as SwiftUI does after the state changed.
  func render() async {
    screens = []
    sheets = []
    dismissals = []
    write = nil
    elements = []
    destinations = []
    StandInEnvironment.current.values = EnvironmentValues()
    var outside = FakeScreen()
    let outer = Diagnostics.handler
    let found = LockedValue<[Diagnostic]>([])
    await Diagnostics.$handler.withValue(DiagnosticHandler { diagnostic in
      if diagnostic.kind == "swiftui.emptyDestination" { found.withLock { $0.append(diagnostic) } }
      outer?.report(diagnostic)
    }) {
      await walk(root(), into: &outside)
    }
    emptyDestinations = found.withLock { $0 }
    if !allowsEmptyDestinations, let first = emptyDestinations.first {
      Issue.record("A screen shown is empty: \(first.message)")
    }
  }

  /// What one view shows, read as a screen: its title and texts, outside any stack.
  func screen(of view: any View) async -> FakeScreen {
    var screen = FakeScreen()
    await walk(view, into: &screen)
    return screen
  }

  /// The user swipes back `count` screens: SwiftUI writes the shorter path.
  func swipeBack(_ count: Int = 1) async {
    guard let write else { return }
    await write(Array(elements.dropLast(count)))
    await render()
  }

  /// The user taps the link labelled `label` on the top screen. As SwiftUI documents it, the
  /// link pushes its value when a `navigationDestination(for:)` for the value's type is declared
  /// in the stack ("If SwiftUI finds a matching modifier within the view hierarchy of an
  /// enclosing NavigationStack, it pushes the modifier's corresponding destination view onto the
  /// stack"; "In other cases, the link doesn't do anything",
  /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)), and
  /// the stack appends it to its path: a `NavigationPath` holds a value of any type, an array
  /// only one of its element type. Returns whether the link pushed.
  @discardableResult
  func tapLink(_ label: String) async -> Bool {
    guard let write, let top = screens.last,
      let link = top.links.first(where: { $0.label == label }), let value = link.value,
      destinations.contains(where: { $0.accepts(value) }),
      !isHomogeneous || value.base is Element
    else { return false }
    await write(elements + [value])
    await render()
    return true
  }

  /// The user pulls down the topmost sheet: SwiftUI writes `nil` to its item.
  func pullDownSheet() async {
    guard let dismiss = dismissals.last else { return }
    await dismiss()
    await render()
  }

  private func walk(_ view: Any, into screen: inout FakeScreen) async {
    switch view {
    case let text as Text:
      screen.texts.append(text.content)
    case let writer as StandInEnvironmentWriter:
      let saved = StandInEnvironment.current.values
      writer.apply(&StandInEnvironment.current.values)
      await walk(writer.content, into: &screen)
      StandInEnvironment.current.values = saved
    case let titled as StandInTitled:
      if screen.title == nil { screen.title = titled.title }
      await walk(titled.content, into: &screen)
    case let destination as StandInDestination:
      destinations.append(destination)
      await walk(destination.content, into: &screen)
    case let link as any FakeLink:
      var label = FakeScreen()
      await walk(link.fakeLabel, into: &label)
      screen.texts += label.texts
      screen.links.append((label.texts.joined(separator: " "), link.fakeValue))
    case let presentation as StandInPresentation:
      await walk(presentation.content, into: &screen)
    case let sheet as any StandInPresenting:
      await walk(sheet.standInContent, into: &screen)
      await present(sheet)
    case let stack as any StandInStack:
      await show(stack, into: &screen)
    case let erased as AnyView:
      await walk(erased.view, into: &screen)
    case let button as any FakeLabelled:
      await walk(button.fakeLabel, into: &screen)
    case let container as any HostContainer:
      for child in container.hostChildren { await walk(child, into: &screen) }
    case let view as any View:
      if let body = Self.body(of: view) { await walk(body, into: &screen) }
    default:
      break
    }
  }

  /// The outermost stack shows its root, then a screen per element of its path; a stack inside
  /// a sheet is that sheet's (its root is walked into the sheet's screen).
  private func show(_ stack: any StandInStack, into screen: inout FakeScreen) async {
    guard write == nil else {
      await walk(stack.standInRoot, into: &screen)
      return
    }
    if let binding = stack.standInPath(of: Element.self) {
      isHomogeneous = true
      write = { path in await binding.standInWrite(path.compactMap { $0.base as? Element }) }
      elements = await binding.standInRead().map { AnyHashable($0) }
    } else if let binding = stack.standInNavigationPath {
      isHomogeneous = false
      write = { path in
        var written = NavigationPath()
        for element in path {
          if let value = element.base as? any Hashable { written.append(value) }
        }
        await binding.standInWrite(written)
      }
      elements = await binding.standInRead().standInElements
    } else {
      await walk(stack.standInRoot, into: &screen)
      return
    }
    let environment = StandInEnvironment.current.values
    var rootScreen = FakeScreen()
    await walk(stack.standInRoot, into: &rootScreen)
    screens.append(rootScreen)
    for element in elements {
      var pushed = FakeScreen()
      StandInEnvironment.current.values = environment
      // SwiftUI shows an element with the destination declared for its type nearest the root.
      if let view = destinations.lazy.compactMap({ $0.destination(element) }).first {
        await walk(view, into: &pushed)
      }
      screens.append(pushed)
    }
    StandInEnvironment.current.values = environment
  }

  private func present(_ sheet: any StandInPresenting) async {
    for reader in readers {
      guard let (view, dismiss) = await reader.presented(by: sheet) else { continue }
      let saved = StandInEnvironment.current.values
      var presented = FakeScreen()
      await walk(view, into: &presented)
      StandInEnvironment.current.values = saved
      sheets.append(presented)
      dismissals.append(dismiss)
      return
    }
  }

  /// A view's body, or `nil` for a primitive stand-in (whose `Body` is `Never`).
  private static func body<V: View>(of view: V) -> Any? {
    V.Body.self == Never.self ? nil : view.body
  }
}

/// A button's label, which the fake navigation stack reads as text of its screen.
private protocol FakeLabelled {
  var fakeLabel: Any { get }
}

extension Button: FakeLabelled {
  fileprivate var fakeLabel: Any { label }
}

/// A link, which the fake reads as a text of its screen and taps with `tapLink(_:)`.
private protocol FakeLink {
  var fakeLabel: Any { get }
  var fakeValue: AnyHashable? { get }
}

extension NavigationLink: FakeLink {
  fileprivate var fakeLabel: Any { label }
  fileprivate var fakeValue: AnyHashable? { standInValue }
}

// MARK: - The example's nested flows

@MainActor
private func colorListApp() -> (
  Store<AppFlow.State, AppFlow.Action>, FakeNavigationStack<AppFlow.Route.PathElement>
) {
  let store = Store(initialState: AppFlow.State()) { AppFlow() }
  let stack = FakeNavigationStack<AppFlow.Route.PathElement>(
    sheetItems: [AppFlow.Route.self, ColorDetailFlow.Route.self, SettingsFlow.Route.self]
  ) { ColorListAppView(store: store) }
  return (store, stack)
}

private func inRed(_ action: ColorDetailFlow.Action) -> AppFlow.Action {
  .route("red", .color(action))
}

private func inRedSettings(_ action: SettingsFlow.Action) -> AppFlow.Action {
  inRed(.route("settings", .settings(action)))
}

@MainActor
@Suite struct NestedFlowStackTests {
  @Test func theRoutesNestedFlowsPushShowOnTheOneStack() async {
    let (store, stack) = colorListApp()
    store.send(.root(.colorTapped("red")))
    store.send(inRed(.root(.settingsTapped)))
    store.send(inRedSettings(.root(.aboutTapped)))
    await stack.render()
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings", "About"])
    #expect(stack.sheets.isEmpty)
  }

  @Test func aSwipeBackAtEachLevelPopsTheFlowThatHoldsTheScreen() async {
    let (store, stack) = colorListApp()
    store.send(.root(.colorTapped("red")))
    store.send(inRed(.root(.settingsTapped)))
    store.send(inRedSettings(.root(.aboutTapped)))
    await stack.render()

    await stack.swipeBack()
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
    guard case let .color(red)? = store.state.navigation.stack[id: "red"],
      case let .settings(settings)? = red.navigation.stack[id: "settings"]
    else {
      Issue.record("the swipe from About removed more than About")
      return
    }
    #expect(settings.navigation.stack.isEmpty)

    await stack.swipeBack()
    #expect(stack.screens.map(\.title) == ["Colors", "red"])
    guard case let .color(detail)? = store.state.navigation.stack[id: "red"] else {
      Issue.record("the swipe from the settings removed the colour")
      return
    }
    #expect(detail.navigation.stack.isEmpty)

    await stack.swipeBack()
    #expect(stack.screens.map(\.title) == ["Colors"])
    #expect(store.state.navigation.stack.isEmpty)
  }

  @Test func aDeepLinkShowsEveryLevelAndTheInnermostSheetOnce() async throws {
    let (store, stack) = colorListApp()
    store.send(.openLink(try DeepLink("red/settings?modal=info")))
    await stack.render()
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
    #expect(stack.sheets.count == 1)
    #expect(stack.sheets.first?.texts.contains("Colours, pushed as flows of their own.") == true)

    await stack.pullDownSheet()
    #expect(stack.sheets.isEmpty)
    guard case let .color(red)? = store.state.navigation.stack[id: "red"],
      case let .settings(settings)? = red.navigation.stack[id: "settings"]
    else {
      Issue.record("pulling the sheet down removed a screen")
      return
    }
    #expect(settings.navigation.modal == nil)
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
  }

  @Test func aNestedFlowsSheetIsPresentedFromItsTopScreenOnly() async {
    let (store, stack) = colorListApp()
    store.send(.root(.colorTapped("red")))
    store.send(inRed(.root(.settingsTapped)))
    store.send(inRed(.root(.infoTapped)))
    await stack.render()
    // The colour's Info: presented once, though the colour's flow shows two screens.
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
    #expect(stack.sheets.count == 1)
  }

  @Test func aSheetReplacedByAnotherKeepsShowingItsOwnScreenAsItLeaves() async {
    // SwiftUI hands `sheet(item:content:)` the item of each presentation: the departing sheet
    // is rendered again, with its own item, while the next one comes (issue 30, item 5).
    let store = Store(initialState: AppFlow.State()) { AppFlow() }
    store.send(.root(.infoTapped))
    guard let info = store.state.navigation.modal else {
      Issue.record("the info sheet was not presented")
      return
    }
    store.send(.navigation(.present(.settings(SettingsFlow.State()), style: .sheet)))
    guard let settings = store.state.navigation.modal, settings.id == "settings" else {
      Issue.record("the settings did not replace the info sheet")
      return
    }
    let modal = FlowModal(store) { AppRouteView(store: $0) }
    let host = FakeNavigationStack<AppFlow.Route.PathElement>(sheetItems: []) { Text(verbatim: "") }

    guard let departing = modal.content(info), let arriving = modal.content(settings) else {
      Issue.record("no view for the departing or the arriving sheet")
      return
    }
    let departingScreen = await host.screen(of: departing)
    #expect(departingScreen.texts.contains("Colours, pushed as flows of their own."))
    #expect(await host.screen(of: arriving).title == "Settings")

    // A tap on the departing sheet reaches nothing: the settings stay presented.
    store.modalStore(for: info).send(.info(.closeTapped))
    #expect(store.state.navigation.modal?.id == "settings")
  }

  // MARK: Links (issue 42, item 9)

  @Test func aLinkOnTheOutermostFlowsScreenPushesItsRoute() async {
    let (store, stack) = colorListApp()
    await stack.render()
    let reported = await diagnostics {
      #expect(await stack.tapLink("Settings, by link"))
    }
    #expect(reported.isEmpty)
    #expect(store.state.navigation.stack.ids == ["settings"])
    #expect(stack.screens.map(\.title) == ["Colors", "Settings"])
  }

  @Test func aLinkOnANestedFlowsScreenPushesThatFlowsRoute() async {
    let (store, stack) = colorListApp()
    store.send(.root(.colorTapped("red")))
    await stack.render()
    let reported = await diagnostics {
      #expect(await stack.tapLink("Settings, by link"))
    }
    #expect(reported.isEmpty)
    // The settings are pushed in the colour's flow, not in the app's.
    #expect(store.state.navigation.stack.ids == ["red"])
    guard case let .color(red)? = store.state.navigation.stack[id: "red"] else {
      Issue.record("the link removed the colour")
      return
    }
    #expect(red.navigation.stack.ids == ["settings"])
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
  }

  @Test func aLinkInAFlowNestedTwoDeepPushesOnTheInnermostFlow() async {
    let (store, stack) = colorListApp()
    store.send(.root(.colorTapped("red")))
    await stack.render()
    await stack.tapLink("Settings, by link")
    let reported = await diagnostics {
      #expect(await stack.tapLink("About, by link"))
    }
    #expect(reported.isEmpty)
    guard case let .color(red)? = store.state.navigation.stack[id: "red"],
      case let .settings(settings)? = red.navigation.stack[id: "settings"]
    else {
      Issue.record("the link removed a flow")
      return
    }
    #expect(settings.navigation.stack.ids == ["about"])
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings", "About"])

    // A swipe back from the screen the link pushed pops it in its own flow.
    await stack.swipeBack()
    #expect(stack.screens.map(\.title) == ["Colors", "red", "Settings"])
  }

  @Test func aLinkOnAStackWithoutNestedFlowsPushesThroughItsTypedPath() async {
    let store = Store(initialState: SettingsFlow.State()) { SettingsFlow() }
    let stack = FakeNavigationStack<SettingsFlow.Route.PathElement>(
      sheetItems: [SettingsFlow.Route.self]
    ) { SettingsFlowView(store: store) }
    await stack.render()
    #expect(await stack.tapLink("About, by link"))
    #expect(store.state.navigation.stack.ids == ["about"])
    #expect(stack.screens.map(\.title) == ["Settings", "About"])
  }

  @Test func aSheetOfTheOutermostFlowHasAStackOfItsOwn() async {
    let (store, stack) = colorListApp()
    store.send(.root(.infoTapped))
    await stack.render()
    #expect(stack.screens.map(\.title) == ["Colors"])
    #expect(stack.sheets.count == 1)
    await stack.pullDownSheet()
    #expect(store.state.navigation.modal == nil)
  }
}
