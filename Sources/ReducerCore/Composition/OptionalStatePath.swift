/// Where a parent keeps the optional state of a child that ``IfLetReducer`` and
/// ``PresentationReducer`` run, and how they tell whether the child is there, which they ask
/// for every action.
@usableFromInline
struct OptionalStatePath<Root, Wrapped> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Wrapped?>
  /// Where the optional is stored in `Root`, when the key path names a stored property; `nil`
  /// for a computed one.
  @usableFromInline let offset: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Wrapped?>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Whether the child's state is in `root`. A stored optional is asked where it is stored; read
  /// through the key path, it would be copied out, the child's state with it.
  @inlinable
  func isPresent(in root: inout Root) -> Bool {
    guard let offset else { return root[keyPath: keyPath] != nil }
    return withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Wrapped?.self).pointee != nil
    }
  }
}
