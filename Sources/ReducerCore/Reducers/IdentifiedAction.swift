/// An action of one element of a collection, as TCA 1.x spells it: the element's id and its
/// action.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in ... }
///     .forEach(\.rows, action: /Action.rows) { Row() }
/// }
///
/// store.send(.rows(.element(id: 1, action: .tapped)))
/// ```
///
/// A case that carries the id and the action as a tuple (`case row(id: Int, action: Row.Action)`)
/// works the same way; this type is for code that comes from TCA.
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// The action of the element with this id.
  case element(id: ID, action: Action)

  /// The element's id and action, as the tuple a `forEach` reads.
  @inlinable
  var idAndAction: (ID, Action) {
    switch self {
    case let .element(id, action): (id, action)
    }
  }
}

/// The ``IdentifiedAction`` of a reducer's elements: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
/// An element's action encodes where its id and action do, so that a recorded session
/// (``Reducer/recording(into:)``) can hold it.
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}
/// An element's action decodes where its id and action do.
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}

extension CasePath {
  /// The path to an element's id and action through an ``IdentifiedAction`` case, as the
  /// tuple `forEach` and element stores read.
  @usableFromInline
  static func elements<ID, ElementAction>(
    of path: CasePath<Root, IdentifiedAction<ID, ElementAction>>
  ) -> CasePath<Root, (ID, ElementAction)> where Value == (ID, ElementAction) {
    CasePath(
      embed: { path.embed(.element(id: $0.0, action: $0.1)) },
      extract: { path.extract(from: $0)?.idAndAction })
  }
}

extension Reducer {
  /// Runs an element reducer on each element of an identified array, for actions that carry
  /// an ``IdentifiedAction``, as TCA 1.x spells it; see
  /// ``forEach(_:action:element:fileID:line:)-(_,CasePath<Self.Action,(ElementState.ID,ElementAction)>,_,_,_)``.
  ///
  /// ```swift
  /// .forEach(\.rows, action: /Action.rows) { Row() }  // case rows(IdentifiedActionOf<Row>)
  /// ```
  ///
  /// - Parameters:
  ///   - toElements: The key path to the elements.
  ///   - toElementAction: The case path of the action that carries an element's action.
  ///   - element: Builds the element reducer.
  ///   - fileID: The file of this call, for diagnostics.
  ///   - line: The line of this call, for diagnostics.
  /// - Returns: A reducer that runs both.
  public func forEach<ElementState, ElementAction, ElementReducer: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> ElementReducer,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> some Reducer<State, Action>
  where
    ElementReducer.State == ElementState, ElementReducer.Action == ElementAction,
    ElementState.ID: Sendable
  {
    forEach(
      toElements, action: .elements(of: toElementAction), element: element, fileID: fileID,
      line: line)
  }
}

extension Store {
  /// The stores of a collection's elements, for actions that carry an ``IdentifiedAction``;
  /// see ``scope(state:action:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_)``.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.rows, action: /Feature.Action.rows)) { RowView(store: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The key path from this state to the elements.
  ///   - action: The case path that embeds an element's ``IdentifiedAction``.
  /// - Returns: The elements' stores, in the elements' order.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CasePath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    scope(state: state, action: .elements(of: action))
  }
}
