@_spi(Reflection) import Swift

/// The stored properties of the state type `State`, each with a test of whether two states differ
/// in it: what tells the parts of the state a step changed, read once for the type, so that a
/// comparison neither reflects on the states nor copies or casts their parts. Each part is
/// compared where it is stored in the two states.
struct StateParts<State> {
  /// A stored property: its name, and whether the two states at these addresses differ in it.
  typealias Part = (key: String, differs: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)

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
      guard let type = Swift.type(of: path).valueType as? any Equatable.Type,
        let offset = MemoryLayout<State>.offset(of: path)
      else { return false }
      parts.append((String(cString: name), Self.differs(at: offset, as: type)))
      return true
    }
    self.parts = complete ? parts : nil
  }

  /// The names of the stored properties in which `new` differs from `old`, in the order declared;
  /// `nil` when the parts cannot be told apart.
  func changed(from old: State, to new: State) -> [String]? {
    guard let parts else { return nil }
    return withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        parts.compactMap { $0.differs(UnsafeRawPointer(old), UnsafeRawPointer(new)) ? $0.key : nil }
      }
    }
  }

  /// Whether the two states at the addresses given differ in the part of type `Part` stored
  /// `offset` bytes in.
  private static func differs<Part: Equatable>(at offset: Int, as _: Part.Type)
    -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  {
    { old, new in
      (old + offset).assumingMemoryBound(to: Part.self).pointee
        != (new + offset).assumingMemoryBound(to: Part.self).pointee
    }
  }
}
