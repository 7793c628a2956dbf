import CasePaths
import ConcurrencyExtras
import IdentifiedCollections
import IssueReporting

/// The action of one element of a collection of child features, such as a screen in a
/// navigation stack.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// The element with this identifier sent an action.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Encodable where Action: Encodable, ID: Encodable {}
extension IdentifiedAction: Decodable where Action: Decodable, ID: Decodable {}

extension Reducer {
  /// Runs a child reducer on each element of an identified array, such as the screens of a
  /// navigation stack, before this reducer.
  ///
  /// The effects of an element are cancelled when the element is removed.
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self,
      element: element(),
      toElements: toElements,
      toElementAction: AnyCasePath(toElementAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs a child on every element of a collection; see
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let location: SourceLocation

  public typealias Composed = ForEachReducer<Parent.Composed, ID, Element.Composed>

  public func composed() -> ForEachReducer<Parent.Composed, ID, Element.Composed> {
    ForEachReducer<Parent.Composed, ID, Element.Composed>(
      parent: parent.composed(), element: element.composed(), toElements: toElements,
      toElementAction: toElementAction, location: location)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElements].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElements].ids
    let cancellations = idsBefore.subtracting(idsAfter).map { id in
      Effect<Parent.Action>.cancel(id: ChildEffectID(toElements, element: AnyHashableSendable(id)))
    }
    return .merge([elementEffect, parentEffect] + cancellations)
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElements][id: id] != nil else {
      reportIssue(
        """
        A 'forEach' at "\(location.fileID):\(location.line)" received an action for an element \
        that is not in the collection:

          \(action)

        The element with id \(id) had already been removed. Its effects are cancelled when it \
        is removed; send element actions only while the element is present.
        """,
        fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column
      )
      return .none
    }
    let toElementAction = self.toElementAction
    return element
      .reduce(into: &state[keyPath: toElements][id: id]!, action: elementAction)
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      .cancellable(id: ChildEffectID(toElements, element: AnyHashableSendable(id)))
  }
}
