// The colour list on screen with SwiftUI: the list at the root of a navigation stack, each
// colour's detail and the settings pushed as nested flows on that same stack (with their own
// pushes: the settings inside a colour, About inside the settings), Info as a sheet from any
// flow, and a tab view over the tabs example's three flows. Type-checked on Linux by
// `SwiftUIAdapterCheck`; the decisions it relies on are tested headlessly (ScreenPathTests);
// never run on a device here.
#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
  #if !REDUCER_ADAPTER_CHECK
    import ReducerSwiftUI
  #elseif REDUCER_CHECK_SWIFT5
    // The adapter and the stand-ins, built in the Swift 6 mode (SwiftUIAdapterCheckSwift5).
    import SwiftUIAdapterCheckLibrary
  #endif

  // MARK: - The app flow

  /// The whole colour-list app: one navigation stack over `AppFlow`, its routes' screens, and
  /// Info presented as the sheet the flow chose.
  struct ColorListAppView: View {
    let store: StoreOf<AppFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        ColorListView(store: rootStore)
      } destination: { routeStore in
        AppRouteView(store: routeStore)
      }
    }
  }

  /// The screen of one route of the app flow, pushed or presented.
  ///
  /// A `switch` over the route's state shows every case: the compiler names a case left out,
  /// where an `if let` chain would compile and show an empty screen for it (reported at run
  /// time as `swiftui.emptyDestination`).
  ///
  /// A colour and the settings are flows of their own, pushed on the app's stack: their views
  /// are `FlowStack`s too, which show their screens on the app's stack (see
  /// ``ColorDetailFlowView``).
  struct AppRouteView: View {
    let store: Store<AppFlow.Route, AppFlow.Route.Action>

    var body: some View {
      switch store.state {
      case .color:
        store.scope(state: /AppFlow.Route.color, action: /AppFlow.Route.Action.color)
          .map(ColorDetailFlowView.init(store:))
      case .list:
        store.scope(state: /AppFlow.Route.list, action: /AppFlow.Route.Action.list)
          .map(ColorListView.init(store:))
      case .settings:
        store.scope(state: /AppFlow.Route.settings, action: /AppFlow.Route.Action.settings)
          .map(SettingsFlowView.init(store:))
      case .info:
        store.scope(state: /AppFlow.Route.info, action: /AppFlow.Route.Action.info)
          .map(InfoView.init(store:))
      }
    }
  }

  // MARK: - Screens

  /// The list of colours: the root screen, and the list pushed again from a colour's detail.
  struct ColorListView: View {
    let store: StoreOf<ColorList>

    var body: some View {
      List {
        ForEach(allColors, id: \.self) { name in
          Button(name) { store.send(.colorTapped(name)) }
        }
        Button("Settings") { store.send(.settingsTapped) }
        // A link pushes too: its value is an element of the app flow's routes.
        NavigationLink(
          "Settings, by link", value: AppFlow.Route.PathElement(.settings(SettingsFlow.State())))
        Button("Info") { store.send(.infoTapped) }
        if store.after != nil {
          Button("Back to the list") { store.send(.rootTapped) }
        }
      }
      .navigationTitle(store.after.map { "After \($0)" } ?? "Colors")
    }
  }

  /// A colour's detail: a nested flow on the app's stack.
  ///
  /// A `FlowStack` inside a route of another flow's `FlowStack` makes no navigation stack of its
  /// own: its root screen and the routes it pushes (the settings) show on the app's stack, a
  /// swipe back from them pops this flow, and its Info sheet is presented from its top screen.
  struct ColorDetailFlowView: View {
    let store: StoreOf<ColorDetailFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        ColorDetailView(store: rootStore)
      } destination: { routeStore in
        ColorDetailRouteView(store: routeStore)
      }
    }
  }

  /// The screen of one route of a colour's flow.
  struct ColorDetailRouteView: View {
    let store: Store<ColorDetailFlow.Route, ColorDetailFlow.Route.Action>

    var body: some View {
      if let settings = store.scope(
        state: /ColorDetailFlow.Route.settings, action: /ColorDetailFlow.Route.Action.settings)
      {
        SettingsFlowView(store: settings)
      } else if let info = store.scope(
        state: /ColorDetailFlow.Route.info, action: /ColorDetailFlow.Route.Action.info)
      {
        InfoView(store: info)
      }
    }
  }

  /// The root screen of a colour's flow.
  struct ColorDetailView: View {
    let store: StoreOf<ColorDetail>

    var body: some View {
      List {
        Text(verbatim: store.name)
        Button("Settings") { store.send(.settingsTapped) }
        // In a nested flow, a link's value is an element of this flow's routes: it pushes here.
        NavigationLink(
          "Settings, by link",
          value: ColorDetailFlow.Route.PathElement(.settings(SettingsFlow.State())))
        Button("Info") { store.send(.infoTapped) }
        Button("The list again") { store.send(.listTapped) }
        Button("Back to the list") { store.send(.rootTapped) }
      }
      .navigationTitle(store.name)
    }
  }

  /// The settings: a nested flow, in the app's flow or in a colour's, on the app's stack with
  /// About, which it pushes, and its Info sheet (see ``ColorDetailFlowView``).
  struct SettingsFlowView: View {
    let store: StoreOf<SettingsFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        SettingsHomeView(store: rootStore)
      } destination: { routeStore in
        SettingsRouteView(store: routeStore)
      }
    }
  }

  /// The screen of one route of the settings flow.
  struct SettingsRouteView: View {
    let store: Store<SettingsFlow.Route, SettingsFlow.Route.Action>

    var body: some View {
      if let about = store.scope(
        state: /SettingsFlow.Route.about, action: /SettingsFlow.Route.Action.about)
      {
        AboutView(store: about)
      } else if let info = store.scope(
        state: /SettingsFlow.Route.info, action: /SettingsFlow.Route.Action.info)
      {
        InfoView(store: info)
      }
    }
  }

  /// The settings' root screen.
  struct SettingsHomeView: View {
    let store: StoreOf<SettingsHome>

    var body: some View {
      List {
        Button("About") { store.send(.aboutTapped) }
        NavigationLink(
          "About, by link", value: SettingsFlow.Route.PathElement(.about(About.State())))
        Button("Info") { store.send(.infoTapped) }
        Button("Back to the list") { store.send(.rootTapped) }
      }
      .navigationTitle("Settings")
    }
  }

  /// A screen pushed in the settings.
  struct AboutView: View {
    let store: StoreOf<About>

    var body: some View {
      List {
        Text(verbatim: "RoutingReducer's colour list")
        Button("Back to the list") { store.send(.rootTapped) }
      }
      .navigationTitle("About")
    }
  }

  /// Info, presented as a sheet by whichever flow opened it; it closes itself.
  struct InfoView: View {
    let store: StoreOf<Info>

    var body: some View {
      List {
        Text(verbatim: "Colours, pushed as flows of their own.")
        Button("Close") { store.send(.closeTapped) }
        Button("Back to the list") { store.send(.rootTapped) }
      }
    }
  }

  // MARK: - Tabs

  /// The tabs example on screen: a tab view whose selection is the container's, each tab a
  /// navigation stack over its own flow. Tapping the selected tab again pops it to its root, as
  /// `AppTabs`' reducer decides.
  struct AppTabsView: View {
    let store: StoreOf<AppTabs>

    var body: some View {
      let selection = Binding(
        store.tabBinding(selection: \.selectedTab, action: /AppTabs.Action.tab))
      // `Tab` where the SDK has it (iOS 18); `tabItem(_:)`, which it deprecates, before.
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        TabView(selection: selection) {
          Tab(value: AppTabs.Tab.colors) {
            colors
          } label: {
            Text(verbatim: "Colors")
          }
          Tab(value: AppTabs.Tab.news) {
            news
          } label: {
            Text(verbatim: "News")
          }
          Tab(value: AppTabs.Tab.profile) {
            profile
          } label: {
            Text(verbatim: "Profile")
          }
        }
      } else {
        TabView(selection: selection) {
          colors
            .tabItem { Text(verbatim: "Colors") }
            .tag(AppTabs.Tab.colors)
          news
            .tabItem { Text(verbatim: "News") }
            .tag(AppTabs.Tab.news)
          profile
            .tabItem { Text(verbatim: "Profile") }
            .tag(AppTabs.Tab.profile)
        }
      }
    }

    private var colors: some View {
      ColorsTabView(store: store.scope(state: \.colors, action: /AppTabs.Action.colors))
    }

    private var news: some View {
      NewsTabView(store: store.scope(state: \.news, action: /AppTabs.Action.news))
    }

    private var profile: some View {
      ProfileTabView(store: store.scope(state: \.profile, action: /AppTabs.Action.profile))
    }
  }

  /// The colors tab of the tabs example: a navigation stack over its flow, the colours it
  /// pushes on it. Its own view, so that the app playground (Examples/ColorList.swiftpm) shows
  /// it as one of its tabs too.
  struct ColorsTabView: View {
    let store: StoreOf<ColorsFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        ItemListView(title: "Colors", items: ColorsFlow.items) { name in
          rootStore.send(.openTapped(name))
        }
      } destination: { routeStore in
        if let item = routeStore.scope(
          state: /ColorsFlow.Route.item, action: /ColorsFlow.Route.Action.item)
        {
          ItemScreenView(store: item, items: ColorsFlow.items)
        }
      }
    }
  }

  /// The news tab of the tabs example: a navigation stack over its flow.
  struct NewsTabView: View {
    let store: StoreOf<NewsFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        ItemListView(title: "Headlines", items: NewsFlow.items) { name in
          rootStore.send(.openTapped(name))
        }
      } destination: { routeStore in
        if let item = routeStore.scope(
          state: /NewsFlow.Route.item, action: /NewsFlow.Route.Action.item)
        {
          ItemScreenView(store: item, items: NewsFlow.items)
        }
      }
    }
  }

  /// The profile tab of the tabs example: a navigation stack over its flow.
  struct ProfileTabView: View {
    let store: StoreOf<ProfileFlow>

    var body: some View {
      FlowStack(store) { rootStore in
        ItemListView(title: "Profile", items: ProfileFlow.items) { name in
          rootStore.send(.openTapped(name))
        }
      } destination: { routeStore in
        if let item = routeStore.scope(
          state: /ProfileFlow.Route.item, action: /ProfileFlow.Route.Action.item)
        {
          ItemScreenView(store: item, items: ProfileFlow.items)
        }
      }
    }
  }

  /// An item pushed in a tab: its name, and the tab's items to push above it.
  struct ItemScreenView: View {
    let store: StoreOf<ItemScreen>
    let items: [String]

    var body: some View {
      ItemListView(title: store.name, items: items) { name in
        store.send(.openTapped(name))
      }
    }
  }

  /// A list of items to open, under a title: a tab's root screen and the items pushed in it.
  struct ItemListView: View {
    let title: String
    let items: [String]
    let open: @MainActor (String) -> Void

    var body: some View {
      List {
        ForEach(items, id: \.self) { name in
          Button(name) { open(name) }
        }
      }
      .navigationTitle(title)
    }
  }
#endif
