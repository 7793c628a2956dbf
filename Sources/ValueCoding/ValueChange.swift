/// One difference between two values at a path: a key or element added or removed, or a value
/// replaced, as ``Value/changes(to:)`` lists them.
public struct ValueChange: Hashable, Sendable {
  /// Where the values differ.
  public var path: ValuePath
  /// The value there before; `nil` when it was added.
  public var before: Value?
  /// The value there after; `nil` when it was removed.
  public var after: Value?

  /// Makes a change.
  public init(path: ValuePath, before: Value?, after: Value?) {
    self.path = path
    self.before = before
    self.after = after
  }
}

extension Value {
  /// The structural differences from this value to `other`, in the order of their paths: keys of
  /// mappings in the order of `other` then the removed ones, list elements by index. Values of
  /// different kinds, and differing scalars, are one change at their path.
  public func changes(to other: Value) -> [ValueChange] {
    var changes: [ValueChange] = []
    if self != other {
      Self.collectChanges(from: self, to: other, at: .root, into: &changes)
    }
    return changes
  }

  /// Collects the changes between two values that differ. Callers compare first, so that a
  /// child's path is built only when the child changed.
  private static func collectChanges(
    from old: Value, to new: Value, at path: ValuePath, into changes: inout [ValueChange]
  ) {
    switch (old, new) {
    case (.object(let oldObject), .object(let newObject)):
      for (key, value) in newObject {
        if let oldValue = oldObject[key] {
          if oldValue != value {
            collectChanges(from: oldValue, to: value, at: path.appending(key: key), into: &changes)
          }
        } else {
          changes.append(ValueChange(path: path.appending(key: key), before: nil, after: value))
        }
      }
      for (key, value) in oldObject where newObject[key] == nil {
        changes.append(ValueChange(path: path.appending(key: key), before: value, after: nil))
      }
    case (.array(let oldElements), .array(let newElements)):
      for index in 0..<max(oldElements.count, newElements.count) {
        let oldElement: Value? = index < oldElements.count ? .some(oldElements[index]) : .none
        let newElement: Value? = index < newElements.count ? .some(newElements[index]) : .none
        guard oldElement != newElement else { continue }
        let elementPath = path.appending(index: index)
        switch (oldElement, newElement) {
        case (let oldElement?, let newElement?):
          collectChanges(from: oldElement, to: newElement, at: elementPath, into: &changes)
        case (let oldElement, let newElement):
          changes.append(ValueChange(path: elementPath, before: oldElement, after: newElement))
        }
      }
    default:
      changes.append(ValueChange(path: path, before: old, after: new))
    }
  }
}
