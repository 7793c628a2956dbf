@_spi(Reflection) import Swift

/// The stored properties of the state type `State`, each with a test of whether two states differ
/// in it: what tells the parts of the state a step changed, read once for the type, so that a
/// comparison neither reflects on the states nor casts their parts.
struct StateParts<State> {
  /// A stored property: its name, and whether two states differ in it.
  typealias Part = (key: String, differs: (State, State) -> Bool)

  /// The stored properties in the order declared; `nil` when `State` is not a structure or one of
  /// them is not `Equatable`.
  let parts: [Part]?

  /// Reads the stored properties of `State`, the type of `state`.
  init(of state: State) {
    guard Mirror(reflecting: state).displayStyle == .struct else {
      parts = nil
      return
    }
    var parts: [Part] = []
    let complete = _forEachFieldWithKeyPath(of: State.self) { name, path in
      guard let type = Swift.type(of: path).valueType as? any Equatable.Type else { return false }
      parts.append((String(cString: name), Self.differs(at: path, as: type)))
      return true
    }
    self.parts = complete ? parts : nil
  }

  /// The names of the stored properties in which `new` differs from `old`, in the order declared;
  /// `nil` when the parts cannot be told apart.
  func changed(from old: State, to new: State) -> [String]? {
    parts.map { parts in parts.compactMap { $0.differs(old, new) ? $0.key : nil } }
  }

  private static func differs<Part: Equatable>(at path: PartialKeyPath<State>, as _: Part.Type)
    -> (State, State) -> Bool
  {
    let path = path as! KeyPath<State, Part>
    return { $0[keyPath: path] != $1[keyPath: path] }
  }
}
