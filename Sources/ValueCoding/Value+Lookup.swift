import Prelude

extension Value {
  /// The value at `path` inside this value.
  ///
  /// - Throws: ``ValueLookupError`` naming the step that failed, with the keys available there
  ///   (and the closest one to a missing key) or the valid index range.
  public func lookup(_ path: ValuePath) throws(ValueLookupError) -> Value {
    var current = self
    for (position, component) in path.components.enumerated() {
      func failure(_ problem: ValueLookupError.Problem) -> ValueLookupError {
        ValueLookupError(path: path, failedComponentIndex: position, problem: problem)
      }
      switch (component, current) {
      case (.key(let key), .object(let object)):
        guard let next = object[key] else {
          throw failure(
            .missingKey(
              key,
              availableKeys: object.keys,
              suggestion: Suggestions.closest(to: key, in: object.keys)
            )
          )
        }
        current = next
      case (.key(let key), _):
        throw failure(.notAMapping(key: key, found: current.kindName))
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else {
          throw failure(.indexOutOfRange(index, count: elements.count))
        }
        current = elements[index]
      case (.index(let index), _):
        throw failure(.notAList(index: index, found: current.kindName))
      }
    }
    return current
  }
}
