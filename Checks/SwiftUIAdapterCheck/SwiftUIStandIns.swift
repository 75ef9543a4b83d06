// Stand-in declarations of the SwiftUI API the adapter uses, each signature taken from Apple's
// documentation (isolation, overload family, availability), so that the adapter's sources
// type-check on Linux. Where the adapter's alerts and dialogs rely on SwiftUI's behaviour, they
// are behavioural fakes: `Binding` keeps its getter and setter, `Button` its role and action,
// `ForEach` and `TupleView` their views, and `alert`/`confirmationDialog` return a
// `StandInPresentation` that keeps the binding and the buttons, which the fake host of
// Checks/Tests/SwiftUIAdapterTests taps. Members marked "not SwiftUI API" exist only for that
// host.
// Only the check targets compile them; on Apple platforms the real SwiftUI is used instead.
// Each declaration was checked against Apple's documentation (issue 41); what differed and was
// fixed, and what could not be checked, is listed in Checks/README.md.
#if !canImport(SwiftUI)
  import Observation

  // MARK: - Views and the view builder

  /// https://developer.apple.com/documentation/swiftui/view
  /// `@MainActor @preconcurrency protocol View`, and its requirements
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  /// (`associatedtype Body : View`) and
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  /// (`@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`; `ContentBuilder`
  /// is a type alias of `ViewBuilder`, see below).
  @MainActor @preconcurrency
  public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  /// Primitive views have `Body == Never`: SwiftUI declares `extension Never: View` (see
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype).
  extension Never: View {
    /// A stand-in is primitive: it has no body.
    public typealias Body = Never
    /// Never called: a stand-in is never rendered.
    public var body: Never { self }
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder
  /// `@resultBuilder struct ViewBuilder`; https://developer.apple.com/documentation/swiftui/contentbuilder
  /// is `typealias ContentBuilder = ViewBuilder`. Only the builder methods the adapter's closures
  /// need, with the `View` constraints of the SDKs before Xcode 27 (the stricter of the two).
  @resultBuilder
  public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    /// `static func buildBlock<Content>(_ content: Content) -> Content`
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    /// `static func buildBlock<each Content>(_ content: repeat each Content)
    /// -> TupleView<(repeat each Content)> where repeat each Content : View`; for the example
    /// app's views (Examples/color-list-ui), whose lists hold several rows.
    public static func buildBlock<each Content: View>(
      _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
      var children: [any View] = []
      for view in repeat each content { children.append(view) }
      return TupleView(children: children)
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    /// `static func buildIf<Content>(_ content: Content?) -> Content?`
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    /// `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
    /// where Content : View`: what an `if #available` branch builds.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
      AnyView(content)
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    /// `static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    /// -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      _ConditionalContent(child: first)
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    /// `static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    /// -> _ConditionalContent<TrueContent, FalseContent>`
    public static func buildEither<TrueContent: View, FalseContent: View>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      _ConditionalContent(child: second)
    }
  }

  /// https://developer.apple.com/documentation/swiftui/tupleview
  /// `@frozen nonisolated struct TupleView<T>`, a `View`: what `ViewBuilder.buildBlock` returns
  /// for several views.
  @frozen
  public nonisolated struct TupleView<T>: View {
    /// The views, in order (the fake host looks into them; SwiftUI's is `value: T`).
    public let children: [any View]
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// What `ViewBuilder.buildEither` returns (see above): a view when both branches are.
  public struct _ConditionalContent<TrueContent, FalseContent> {
    /// The branch taken (the fake host looks into it).
    public let child: Any
  }

  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// `Optional` is a view when its wrapped value is: what `ViewBuilder.buildIf(_:)` returns
  /// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)).
  extension Optional: View where Wrapped: View {
    /// A stand-in is primitive: it has no body.
    public typealias Body = Never
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  // MARK: - Bindings

  /// https://developer.apple.com/documentation/swiftui/binding
  /// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
  ///
  /// Behavioural: it keeps its getter and setter, which the fake host of the tests
  /// (Checks/Tests/SwiftUIAdapterTests) calls as SwiftUI does ("A binding connects a property to
  /// a source of truth stored elsewhere",
  /// https://developer.apple.com/documentation/swiftui/binding).
  /// They are `@isolated(any)`, which Swift calls only with `await`: the fake reads and writes
  /// with ``standInRead()`` and ``standInWrite(_:)``, on the closures' isolation (the main actor
  /// for the adapter's bindings), where SwiftUI calls them synchronously on the main thread.
  @frozen @propertyWrapper @dynamicMemberLookup
  public struct Binding<Value> {
    fileprivate let getter: @isolated(any) @Sendable () -> Value
    fileprivate let setter: @isolated(any) @Sendable (Value) -> Void

    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`
    @preconcurrency
    public init(
      get: @escaping @isolated(any) @Sendable () -> Value,
      set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
      getter = get
      setter = set
    }

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }` (required of a property wrapper). Not
    /// behavioural: the closures are `@isolated(any)` (see ``standInRead()``).
    public var wrappedValue: Value {
      get { fatalError("A stand-in binding is read with standInRead().") }
      nonmutating set { fatalError("A stand-in binding is written with standInWrite(_:).") }
    }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject>`
    /// (required of `@dynamicMemberLookup`).
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      fatalError("A stand-in is never read.")
    }
  }

  // MARK: - Bindable (bindings to an observable object's properties)

  /// https://developer.apple.com/documentation/swiftui/bindable
  /// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>` (iOS 17, macOS 14, tvOS 17,
  /// watchOS 10, visionOS 1).
  ///
  /// Behavioural: a binding it returns reads and writes the object through the key path ("Returns
  /// a binding to the value of a given key path",
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)), on
  /// the main actor, where SwiftUI calls bindings.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @dynamicMemberLookup @propertyWrapper
  public struct Bindable<Value> {
    /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    /// `var wrappedValue: Value`
    public var wrappedValue: Value

    /// The initializers are those of the extension below, as SwiftUI declares them (this one
    /// only keeps Swift from making an internal memberwise one). Not SwiftUI API.
    fileprivate init(standInWrapping object: Value) {
      wrappedValue = object
    }

    /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    /// `var projectedValue: Bindable<Value> { get }`
    public var projectedValue: Bindable<Value> { self }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable where Value: AnyObject, Value: Observable {
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    /// `init(wrappedValue: Value)`, in `extension Bindable where Value : AnyObject,
    /// Value : Observable`.
    public init(wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }

    /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    /// `init(_ wrappedValue: Value)`.
    public init(_ wrappedValue: Value) {
      self.wrappedValue = wrappedValue
    }

    /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    /// `init(projectedValue: Bindable<Value>)`.
    public init(projectedValue: Bindable<Value>) {
      self = projectedValue
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension Bindable where Value: AnyObject {
    /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    /// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    /// -> Binding<Subject> { get }`, in `extension Bindable where Value : AnyObject`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
      let target = StandInBindableTarget(object: wrappedValue, keyPath: keyPath)
      return Binding(
        get: { @MainActor in target.object[keyPath: target.keyPath] },
        set: { @MainActor in target.object[keyPath: target.keyPath] = $0 })
    }
  }

  /// The object and key path a stand-in `Bindable`'s binding reads and writes, only on the main
  /// actor (the binding's closures are isolated to it). Not SwiftUI API.
  public struct StandInBindableTarget<Object: AnyObject, Subject>: @unchecked Sendable {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Subject>
  }

  /// `Binding` is a `DynamicProperty` (its page lists it among the conforming types,
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty).
  extension Binding: DynamicProperty {}

  extension Binding where Value: Sendable {
    /// The fake host's read: the getter, on its isolation. Not SwiftUI API.
    @MainActor public func standInRead() async -> Value { await getter() }

    /// The fake host's write: the setter, on its isolation. Not SwiftUI API.
    @MainActor public func standInWrite(_ value: Value) async { await setter(value) }
  }
  /// What the stand-in `navigationTitle(_:)` returns: the view and its title, which the fake
  /// host reads as the screen's title. Not SwiftUI API.
  public nonisolated struct StandInTitled: View {
    /// The view the modifier was applied to.
    public let content: any View
    /// The title.
    public let title: String

    /// Never called: a stand-in is primitive.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// What the stand-in modifiers return: SwiftUI returns `some View` from each of them.
  public nonisolated struct StandInModifiedView: View {
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  // MARK: - Navigation stacks

  /// https://developer.apple.com/documentation/swiftui/navigationstack
  /// `nonisolated struct NavigationStack<Data, Root> where Root : View`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public nonisolated struct NavigationStack<Data, Root>: View where Root: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    /// `nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    /// where Data : MutableCollection, Data : RandomAccessCollection,
    /// Data : RangeReplaceableCollection, Data.Element : Hashable`
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {
      self.path = path
      self.root = root()
    }

    /// The path: SwiftUI reads it to show a screen per element and writes it when the user goes
    /// back ("A binding to the navigation state for this stack",
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q).
    /// Not SwiftUI API.
    public let path: Binding<Data>
    /// The root view, at the bottom of the stack. Not SwiftUI API.
    public let root: Root

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type,
    /// @ContentBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func navigationDestination<D, C>(
      for data: D.Type,
      @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
      StandInDestination(
        content: self, accepts: { element in element.base is D },
        destination: { element in (element.base as? D).map(destination) })
    }
  }

  /// A navigation stack as the fake host shows it: its root, and its path's binding, for the
  /// element type the host asks for. Not SwiftUI API.
  public protocol StandInStack {
    /// The root view.
    var standInRoot: any View { get }
    /// The path's binding, if its elements are of type `element`.
    func standInPath<Element>(of element: Element.Type) -> Binding<[Element]>?
    /// The path's binding, if it is a `NavigationPath`.
    var standInNavigationPath: Binding<NavigationPath>? { get }
  }

  extension NavigationStack: StandInStack {
    /// The root view.
    public var standInRoot: any View { root }

    /// The path's binding, if its elements are of type `element`.
    public func standInPath<Element>(of element: Element.Type) -> Binding<[Element]>? {
      path as? Binding<[Element]>
    }

    /// The path's binding, if it is a `NavigationPath`.
    public var standInNavigationPath: Binding<NavigationPath>? {
      path as? Binding<NavigationPath>
    }
  }

  extension NavigationStack {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    /// `nonisolated init(path: Binding<NavigationPath>, @ContentBuilder root: () -> Root)
    /// where Data == NavigationPath` ("Creates a navigation stack with heterogeneous
    /// navigation state that you can control").
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {
      self.path = path
      self.root = root()
    }
  }

  /// https://developer.apple.com/documentation/swiftui/navigationpath
  /// `struct NavigationPath`, `Equatable` (a test compares paths with `==`): "A type-erased list
  /// of data representing the content of a navigation stack", whose elements cannot be read, only
  /// counted, appended, removed from the end and compared. iOS 16, macOS 13, tvOS 16, watchOS 9.
  ///
  /// Behavioural: it keeps its elements type-erased and compares them with their own `==`, which
  /// is the only comparison a list of `Hashable` values of any type has. It is `Sendable` here
  /// only so that the fake stack can read it through a binding's `@isolated(any)` getter; the
  /// adapter never relies on that (see Checks/README.md).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct NavigationPath: Equatable, @unchecked Sendable {
    /// The elements (not SwiftUI API: the fake stack reads them to show its screens, as SwiftUI
    /// does internally; the adapter cannot).
    public private(set) var standInElements: [AnyHashable] = []

    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    /// `init()`
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
    /// `init<S>(_ elements: S) where S : Sequence, S.Element : Hashable`
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
      standInElements = elements.map { AnyHashable($0) }
    }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    /// `var count: Int { get }`
    public var count: Int { standInElements.count }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    /// `var isEmpty: Bool { get }`
    public var isEmpty: Bool { standInElements.isEmpty }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    /// `mutating func append<V>(_ value: V) where V : Hashable`
    public mutating func append<V>(_ value: V) where V: Hashable {
      standInElements.append(AnyHashable(value))
    }

    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    /// `mutating func removeLast(_ k: Int = 1)`; `k` must be between 0 and `count`.
    public mutating func removeLast(_ k: Int = 1) {
      standInElements.removeLast(k)
    }

    /// Whether both paths hold equal elements, in order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
      lhs.standInElements == rhs.standInElements
    }
  }

  /// https://developer.apple.com/documentation/swiftui/navigationlink
  /// `nonisolated struct NavigationLink<Label, Destination> where Label : View,
  /// Destination : View`, the value-presenting initializers: "When someone activates the
  /// navigation link ..., SwiftUI looks for a nearby `navigationDestination(for:destination:)`
  /// view modifier with a data input parameter that matches the type of this initializer's value
  /// input" and pushes it onto the enclosing stack; "In other cases, the link doesn't do
  /// anything"
  /// (https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)).
  ///
  /// Behavioural: it keeps its value and label, so that the fake stack can activate it.
  public nonisolated struct NavigationLink<Label, Destination>: View
  where Label: View, Destination: View {
    /// The value the link presents; `nil` disables the link (not SwiftUI API: the fake reads it).
    public let standInValue: AnyHashable?
    /// The label.
    public let label: Label

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    /// `nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P : Hashable`;
    /// iOS 16, macOS 13, tvOS 16, watchOS 9.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
      standInValue = value.map { AnyHashable($0) }
      self.label = label()
    }
  }

  extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
    /// `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Hashable`;
    /// iOS 16, macOS 13, tvOS 16, watchOS 9.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Hashable {
      standInValue = value.map { AnyHashable($0) }
      label = Text(verbatim: titleKey.key)
    }

    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
    /// `nonisolated init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable`
    /// (disfavoured, as SwiftUI's `StringProtocol` titles are, so that a literal is a key);
    /// iOS 16, macOS 13, tvOS 16, watchOS 9.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public nonisolated init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable {
      standInValue = value.map { AnyHashable($0) }
      label = Text(verbatim: String(title))
    }
  }

  /// https://developer.apple.com/documentation/swiftui/emptyview
  /// `@frozen struct EmptyView`, "A view that doesn't contain any content", with `init()`.
  @frozen
  public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// What the stand-in `navigationDestination(for:destination:)` returns: the view it modifies,
  /// and the destination it registers with the enclosing stack for elements of its type ("Use
  /// this modifier ... to associate a view with a kind of data",
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).
  /// Not SwiftUI API.
  public nonisolated struct StandInDestination: View {
    /// The view the modifier was applied to.
    public let content: any View
    /// Whether an element is of the type the destination is for.
    public let accepts: (AnyHashable) -> Bool
    /// The view of an element, or `nil` for an element of another type.
    public let destination: (AnyHashable) -> (any View)?

    /// Never called: a stand-in is primitive.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// What the stand-in `sheet`, `fullScreenCover` and `popover` modifiers return: the view they
  /// modify, and the item they present, which the fake host shows while it reads non-`nil`
  /// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:):
  /// "When `item` is non-`nil`, the system passes the item's content to the modifier's closure").
  /// Not SwiftUI API.
  public nonisolated struct StandInSheet<Item, Content>: View {
    /// The view the modifier was applied to.
    public let content: any View
    /// The item presented.
    public let item: Binding<Item?>
    /// The view of the item.
    public let sheet: (Item) -> Content

    /// Never called: a stand-in is primitive.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// A sheet as the fake host shows it: the view it modifies, and its item's binding and view,
  /// for the item type the host asks for. Not SwiftUI API.
  public protocol StandInPresenting {
    /// The view the modifier was applied to.
    var standInContent: any View { get }
    /// The item's binding and the view of an item, if the items are of type `item`.
    func standInItem<Item>(of item: Item.Type) -> (Binding<Item?>, (Item) -> any View)?
  }

  extension StandInSheet: StandInPresenting where Content: View {
    /// The view the modifier was applied to.
    public var standInContent: any View { content }

    /// The item's binding and the view of an item, if the items are of type `item`.
    public func standInItem<Asked>(of item: Asked.Type) -> (Binding<Asked?>, (Asked) -> any View)? {
      guard let binding = self.item as? Binding<Asked?> else { return nil }
      let sheet = self.sheet
      return (binding, { asked in (asked as? Item).map(sheet) as (any View)? ?? Text(verbatim: "") })
    }
  }

  // MARK: - Modal presentations

  extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>,
    /// onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content)
    /// -> some View where Item : Identifiable, Content : View`
    public nonisolated func sheet<Item, Content>(
      item: Binding<Item?>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
      StandInSheet(content: self, item: item, sheet: content)
    }

    // `@available(macOS, unavailable)` has no effect where the stand-ins are compiled (Linux):
    // the check target of each platform (REDUCER_CHECK_<PLATFORM>) declares only what that
    // platform's SDK has, so a use the platform lacks fails its check as it fails a real build.
    #if !REDUCER_CHECK_MACOS
      /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
      /// `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>,
      /// onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content)
      /// -> some View where Item : Identifiable, Content : View`; iOS 14, tvOS 14, watchOS 7,
      /// visionOS 1, not macOS.
      @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
      @available(macOS, unavailable)
      public nonisolated func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
      ) -> some View where Item: Identifiable, Content: View {
        StandInSheet(content: self, item: item, sheet: content)
      }
    #endif

    #if !REDUCER_CHECK_TVOS && !REDUCER_CHECK_WATCHOS
      /// https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
      /// `nonisolated func popover<Item, Content>(item: Binding<Item?>,
      /// attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
      /// @ContentBuilder content: @escaping (Item) -> Content) -> some View
      /// where Item : Identifiable, Content : View`; iOS 13, macOS 10.15, visionOS 1, not tvOS or
      /// watchOS. The two defaulted parameters, which the adapter does not pass, are left out (their
      /// types are not stood in); a call without them type-checks the same.
      @available(tvOS, unavailable)
      @available(watchOS, unavailable)
      public nonisolated func popover<Item, Content>(
        item: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content
      ) -> some View where Item: Identifiable, Content: View {
        StandInSheet(content: self, item: item, sheet: content)
      }
    #endif
  }

  // MARK: - Alerts and confirmation dialogs

  /// The 12 forms of `alert` and the 12 of `confirmationDialog` that take a `Binding<Bool>`, as
  /// SwiftUI declares them: a title as a `LocalizedStringKey`, a `StringProtocol` or a `Text`;
  /// with or without a message; with or without `presenting` data. iOS 15, macOS 12, tvOS 15,
  /// watchOS 8, visionOS 1 each, e.g.
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  /// and
  /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
  /// (the `LocalizedStringResource` and `item:` forms of newer SDKs are left out: they need
  /// Foundation's resource type or iOS 17/26, and no adapter caller reaches them).
  ///
  /// Behavioural: each returns a ``StandInPresentation`` that keeps the binding and the views
  /// `actions` and `message` built for the data, as SwiftUI evaluates them when it presents.
  extension View {
    /// `alert(_:isPresented:actions:)`, the localized string key title:
    /// `nonisolated func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .alert, title: titleKey.key, content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `alert(_:isPresented:actions:)`, the string title:
    /// `nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A) -> some View where S : StringProtocol, A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<S, A>(
      _ title: S,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
      StandInPresentation(
        kind: .alert, title: String(title), content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `alert(_:isPresented:actions:)`, the text view title:
    /// `nonisolated func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A>(
      _ title: Text,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .alert, title: title.content, content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `alert(_:isPresented:actions:message:)`, the localized string key title, with a message:
    /// `nonisolated func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, M>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .alert, title: titleKey.key, content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `alert(_:isPresented:actions:message:)`, the string title, with a message:
    /// `nonisolated func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where S : StringProtocol, A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<S, A, M>(
      _ title: S,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      StandInPresentation(
        kind: .alert, title: String(title), content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `alert(_:isPresented:actions:message:)`, the text view title, with a message:
    /// `nonisolated func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, M>(
      _ title: Text,
      isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .alert, title: title.content, content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `alert(_:isPresented:presenting:actions:)`, the localized string key title, presenting data:
    /// `nonisolated func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, T>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .alert, title: titleKey.key, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `alert(_:isPresented:presenting:actions:)`, the string title, presenting data:
    /// `nonisolated func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where S : StringProtocol, A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<S, A, T>(
      _ title: S,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
      StandInPresentation(
        kind: .alert, title: String(title), content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `alert(_:isPresented:presenting:actions:)`, the text view title, presenting data:
    /// `nonisolated func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, T>(
      _ title: Text,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .alert, title: title.content, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `alert(_:isPresented:presenting:actions:message:)`, the localized string key title, with a message, presenting data:
    /// `nonisolated func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, M, T>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .alert, title: titleKey.key, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }

    /// `alert(_:isPresented:presenting:actions:message:)`, the string title, with a message, presenting data:
    /// `nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<S, A, M, T>(
      _ title: S,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      StandInPresentation(
        kind: .alert, title: String(title), content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }

    /// `alert(_:isPresented:presenting:actions:message:)`, the text view title, with a message, presenting data:
    /// `nonisolated func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func alert<A, M, T>(
      _ title: Text,
      isPresented: Binding<Bool>,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .alert, title: title.content, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`, the localized string key title:
    /// `nonisolated func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: titleKey.key, content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`, the string title:
    /// `nonisolated func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A) -> some View where S : StringProtocol, A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<S, A>(
      _ title: S,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: String(title), content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`, the text view title:
    /// `nonisolated func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A>(
      _ title: Text,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: title.content, content: self, isPresented: isPresented,
        actions: actions(), message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, the localized string key title, with a message:
    /// `nonisolated func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, M>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: titleKey.key, content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, the string title, with a message:
    /// `nonisolated func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where S : StringProtocol, A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<S, A, M>(
      _ title: S,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: String(title), content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, the text view title, with a message:
    /// `nonisolated func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: () -> A, @ContentBuilder message: () -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, M>(
      _ title: Text,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A,
      @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: title.content, content: self, isPresented: isPresented,
        actions: actions(), message: message())
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`, the localized string key title, presenting data:
    /// `nonisolated func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, T>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: titleKey.key, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`, the string title, presenting data:
    /// `nonisolated func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where S : StringProtocol, A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<S, A, T>(
      _ title: S,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: String(title), content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`, the text view title, presenting data:
    /// `nonisolated func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A) -> some View where A : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, T>(
      _ title: Text,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
      StandInPresentation(
        kind: .confirmationDialog, title: title.content, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: nil as Never?)
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`, the localized string key title, with a message, presenting data:
    /// `nonisolated func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, M, T>(
      _ titleKey: LocalizedStringKey,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: titleKey.key, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`, the string title, with a message, presenting data:
    /// `nonisolated func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<S, A, M, T>(
      _ title: S,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: String(title), content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`, the text view title, with a message, presenting data:
    /// `nonisolated func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where A : View, M : View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public nonisolated func confirmationDialog<A, M, T>(
      _ title: Text,
      isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A,
      @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
      StandInPresentation(
        kind: .confirmationDialog, title: title.content, content: self, isPresented: isPresented,
        actions: data.map { actions($0) }, message: data.map { message($0) })
    }
  }

  /// What the stand-in `alert` and `confirmationDialog` modifiers return: the modified view, the
  /// `isPresented` binding, and the buttons the actions built, which the fake host of the tests
  /// taps. Not SwiftUI API (SwiftUI returns an opaque `some View`).
  public nonisolated struct StandInPresentation: View {
    /// Which modifier made it.
    public enum Kind: Sendable { case alert, confirmationDialog }
    /// Which modifier made it.
    public let kind: Kind
    /// The title, as the modifier was given it.
    public let title: String
    /// The view the modifier was applied to.
    public let content: any View
    /// The binding that says whether it is presented.
    public let isPresented: Binding<Bool>
    /// The views of the buttons, when there is data to present (or no data is needed).
    public let actions: (any View)?
    /// The views of the message, if any.
    public let message: (any View)?

    nonisolated init<Content: View, A: View, M: View>(
      kind: Kind, title: String, content: Content, isPresented: Binding<Bool>, actions: A?,
      message: M?
    ) {
      self.kind = kind
      self.title = title
      self.content = content
      self.isPresented = isPresented
      self.actions = actions
      self.message = message
    }

    /// Never called: a stand-in is primitive.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey
  /// `@frozen struct LocalizedStringKey`, `ExpressibleByStringInterpolation`, `Equatable`,
  /// `Sendable`.
  @frozen
  public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key (not SwiftUI API: the stand-in does not localize).
    public let key: String

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) { key = value }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: DefaultStringInterpolation) {
      key = String(stringInterpolation: stringInterpolation)
    }
  }

  /// https://developer.apple.com/documentation/swiftui/visibility
  /// `@frozen enum Visibility` with the cases `automatic`, `visible` and `hidden`; iOS 15,
  /// macOS 12, tvOS 15, watchOS 8.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @frozen
  public enum Visibility: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    /// https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    /// https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
  }

  // MARK: - Text, buttons and lists of views

  /// https://developer.apple.com/documentation/swiftui/text
  /// `@frozen struct Text`, a view that is `Equatable` and `Sendable`.
  @frozen
  public struct Text: Equatable, Sendable {
    /// What it shows (the fake host reads it; not SwiftUI API).
    public let content: String

    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    /// `init(verbatim content: String)`
    public init(verbatim content: String) { self.content = content }
  }

  extension Text: View {
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// https://developer.apple.com/documentation/swiftui/button
  /// `nonisolated struct Button<Label> where Label : View`
  ///
  /// Behavioural: it keeps its role, action and label, so that the fake host can tap it.
  public nonisolated struct Button<Label>: View where Label: View {
    /// The role (not SwiftUI API: the fake host reads it).
    public let role: ButtonRole?
    /// The action a tap performs (not SwiftUI API: the fake host calls it).
    public let action: @MainActor () -> Void
    /// The label.
    public let label: Label

    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    /// `@preconcurrency nonisolated init(role: ButtonRole?,
    /// action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`;
    /// iOS 15, macOS 12, tvOS 15, watchOS 8.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public nonisolated init(
      role: ButtonRole?,
      action: @escaping @MainActor () -> Void,
      @ViewBuilder label: () -> Label
    ) {
      self.role = role
      self.action = action
      self.label = label()
    }

    /// Never called: a stand-in is never rendered.

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// https://developer.apple.com/documentation/swiftui/buttonrole
  /// `struct ButtonRole`; iOS 15, macOS 12, tvOS 15, watchOS 8.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    /// `static let cancel: ButtonRole`
    public static let cancel = ButtonRole(name: "cancel")
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    /// `static let destructive: ButtonRole`
    public static let destructive = ButtonRole(name: "destructive")
  }

  /// https://developer.apple.com/documentation/swiftui/foreach
  /// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
  ///
  /// Behavioural: it keeps the view of each element, built when it is made.
  public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The view of each element, in order (not SwiftUI API: the fake host looks into them).
    public let views: [Content]
  }

  extension ForEach: View where Content: View {
    /// `ForEach.init(_:id:content:)`, the initializer the documentation of
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx names for
    /// data that changes: `init(_ data: Data, id: KeyPath<Data.Element, ID>,
    /// @ContentBuilder content: @escaping (Data.Element) -> Content)`, the same parameters as
    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    /// which builds one.
    public init(
      _ data: Data,
      id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      views = data.map(content)
    }

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    /// `init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content) where
    /// ID == Data.Element.ID, Content : View, Data.Element : Identifiable` (iOS 13, macOS 10.15,
    /// tvOS 13, watchOS 6): the elements identify themselves.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
      views = data.map(content)
    }
  }

  /// https://developer.apple.com/documentation/swiftui/anyview
  /// `@frozen nonisolated struct AnyView`
  @frozen
  public nonisolated struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    /// `nonisolated init<V>(_ view: V) where V : View`
    public nonisolated init<V>(_ view: V) where V: View {
      self.view = view
    }

    /// The view it erases (the fake host looks into it). Not SwiftUI API.
    public let view: any View

    /// Never called: a stand-in is never rendered.

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  // MARK: - Form controls (the bindings' documentation)

  /// https://developer.apple.com/documentation/swiftui/textfield
  /// `nonisolated struct TextField<Label> where Label : View`
  public nonisolated struct TextField<Label>: View where Label: View {
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension TextField where Label == Text {
    /// `TextField.init(_:text:)`, the localized-key form: `nonisolated init(_ titleKey:
    /// LocalizedStringKey, text: Binding<String>)` (iOS 13, macOS 10.15, tvOS 13, watchOS 6).
    public nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

    /// `TextField.init(_:text:)`, the string form: `nonisolated init<S>(_ title: S,
    /// text: Binding<String>) where S : StringProtocol`.
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
  }

  /// https://developer.apple.com/documentation/swiftui/toggle
  /// `nonisolated struct Toggle<Label> where Label : View`
  public nonisolated struct Toggle<Label>: View where Label: View {
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension Toggle where Label == Text {
    /// `Toggle.init(_:isOn:)`, the localized-key form: `nonisolated init(_ titleKey:
    /// LocalizedStringKey, isOn: Binding<Bool>)` (iOS 13, macOS 10.15, tvOS 13, watchOS 6).
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}

    /// `Toggle.init(_:isOn:)`, the string form: `nonisolated init<S>(_ title: S,
    /// isOn: Binding<Bool>) where S : StringProtocol`.
    public nonisolated init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
  }

  // MARK: - The example app's views (Examples/color-list-ui)

  extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    /// where S : StringProtocol`
    @preconcurrency
    public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
      self.role = nil
      self.action = action
      self.label = Text(verbatim: String(title))
    }
  }

  /// https://developer.apple.com/documentation/swiftui/list
  /// `nonisolated struct List<SelectionValue, Content> where SelectionValue : Hashable,
  /// Content : View`
  public nonisolated struct List<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    /// The rows (the fake host looks into them). Not SwiftUI API.
    public let content: Content
    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    /// `nonisolated init(@ContentBuilder content: () -> Content)`, in the extension where
    /// `SelectionValue == Never` (a list without selection).
    public nonisolated init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }
  }

  /// https://developer.apple.com/documentation/swiftui/tabview
  /// `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
  /// Content : View`
  public nonisolated struct TabView<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    /// `nonisolated init(selection: Binding<SelectionValue>?, @ContentBuilder content: () ->
    /// Content)`, the iOS 13 form of `init(selection:content:)` that `tabItem(_:)` and `tag(_:)`
    /// go with (the `Tab` form needs iOS 18). The stored documentation lists only the iOS 18
    /// overload group,
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    /// (`init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content:
    /// () -> C)`); the signature here is the iOS 13 one from the SDK's interface, with the
    /// optional binding of `List.init(selection:content:)`
    /// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz).
    public nonisolated init(
      selection: Binding<SelectionValue>?,
      @ViewBuilder content: () -> Content
    ) {}

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontent
  /// `@MainActor @preconcurrency protocol TabContent<TabValue>`, with
  /// `associatedtype TabValue : Hashable`; iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2. The
  /// stand-in's tab content is primitive: its `body` requirement is left out.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @MainActor @preconcurrency
  public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
  }

  /// https://developer.apple.com/documentation/swiftui/tab
  /// `struct Tab<Value, Content, Label>`, a `TabContent` whose `TabValue` is `Value`; iOS 18,
  /// macOS 15, tvOS 18, watchOS 11, visionOS 2.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public struct Tab<Value, Content, Label>: TabContent
  where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
    /// `nonisolated init(value: Value, @ContentBuilder content: () -> Content,
    /// @ContentBuilder label: () -> Label)`
    public nonisolated init(
      value: Value,
      @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {}
  }

  /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
  /// `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`; iOS 18,
  /// macOS 15, tvOS 18, watchOS 11, visionOS 2.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @resultBuilder
  public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    /// `nonisolated struct Content<C> where C : TabContent`, a `View`.
    public nonisolated struct Content<C>: View where C: TabContent {
      /// Never called: a stand-in is never rendered.
      public var body: Never { fatalError("A stand-in is never rendered.") }
    }

    /// The `buildBlock` family of one to ten tabs of this `TabValue`, each
    /// `-> some TabContent<TabValue>`, e.g.
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
    /// (`static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
    /// -> some TabContent<TabValue> where TabValue == C0.TabValue, C0 : TabContent, ...`).
    public static func buildBlock<C0>(
      _ c0: C0
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1>(
      _ c0: C0,
      _ c1: C1
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4,
      _ c5: C5
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue,
      C5: TabContent, C5.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4,
      _ c5: C5,
      _ c6: C6
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue,
      C5: TabContent, C5.TabValue == TabValue,
      C6: TabContent, C6.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4,
      _ c5: C5,
      _ c6: C6,
      _ c7: C7
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue,
      C5: TabContent, C5.TabValue == TabValue,
      C6: TabContent, C6.TabValue == TabValue,
      C7: TabContent, C7.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4,
      _ c5: C5,
      _ c6: C6,
      _ c7: C7,
      _ c8: C8
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue,
      C5: TabContent, C5.TabValue == TabValue,
      C6: TabContent, C6.TabValue == TabValue,
      C7: TabContent, C7.TabValue == TabValue,
      C8: TabContent, C8.TabValue == TabValue
    {
      StandInTabs()
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
      _ c0: C0,
      _ c1: C1,
      _ c2: C2,
      _ c3: C3,
      _ c4: C4,
      _ c5: C5,
      _ c6: C6,
      _ c7: C7,
      _ c8: C8,
      _ c9: C9
    ) -> StandInTabs<TabValue>
    where
      C0: TabContent, C0.TabValue == TabValue,
      C1: TabContent, C1.TabValue == TabValue,
      C2: TabContent, C2.TabValue == TabValue,
      C3: TabContent, C3.TabValue == TabValue,
      C4: TabContent, C4.TabValue == TabValue,
      C5: TabContent, C5.TabValue == TabValue,
      C6: TabContent, C6.TabValue == TabValue,
      C7: TabContent, C7.TabValue == TabValue,
      C8: TabContent, C8.TabValue == TabValue,
      C9: TabContent, C9.TabValue == TabValue
    {
      StandInTabs()
    }
  }

  /// What the stand-in `TabContentBuilder.buildBlock` returns (SwiftUI's is opaque,
  /// `some TabContent<TabValue>`). Not SwiftUI API.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public struct StandInTabs<TabValue: Hashable>: TabContent {}

  extension TabView {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    /// `nonisolated init<C>(selection: Binding<SelectionValue>,
    /// @TabContentBuilder<SelectionValue> content: () -> C)
    /// where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`; iOS 18,
    /// macOS 15, tvOS 18, watchOS 11, visionOS 2.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public nonisolated init<C>(
      selection: Binding<SelectionValue>,
      @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
  }

  extension View {
    /// The string form of `navigationTitle(_:)`: `nonisolated func navigationTitle<S>(_ title: S)
    /// -> some View where S : StringProtocol` (iOS 14, macOS 11, tvOS 14, watchOS 7). Its page is
    /// not in the stored documentation; the signature is the `StringProtocol` form of its
    /// siblings https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    /// (`navigationTitle(_ titleKey: LocalizedStringKey) -> some View`) and
    /// https://developer.apple.com/documentation/swiftui/view/navigationsubtitle(_:)-262n7
    /// (`navigationSubtitle<S>(_ subtitle: S) -> some View where S : StringProtocol`).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
      StandInTitled(content: self, title: String(title))
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    /// `nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View
    /// where V : View`: iOS 13.0, macOS 10.15, tvOS 13.0 and watchOS 7.0, each deprecated in
    /// 27.0 in favour of `Tab` (issue 30); visionOS 1.0, not deprecated. The example uses it only
    /// below iOS 18. (Linux ignores these platforms' availability.)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 7.0, deprecated: 27.0)
    public nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
      StandInModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
    /// where V : Hashable`
    public nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
    where V: Hashable {
      StandInModifiedView()
    }
  }
#endif
