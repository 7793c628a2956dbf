import ConcurrencyExtras

/// Identifies the effects of a child feature at a key path (and, in a collection, of one
/// element), so they can be cancelled when the child goes away.
@usableFromInline
struct ChildEffectID: Hashable, @unchecked Sendable {
  // Key paths are immutable values; here they are only compared and hashed.
  let keyPath: AnyKeyPath
  let element: AnyHashableSendable?

  @usableFromInline
  init(_ keyPath: AnyKeyPath, element: AnyHashableSendable? = nil) {
    self.keyPath = keyPath
    self.element = element
  }
}

extension ChildEffectID: CustomStringConvertible {
  /// The child named by its feature, as messages about effects in flight show it: "the effects
  /// of LoginFeature", or "of one element of TodoFeature" inside a collection.
  @usableFromInline
  var description: String {
    // The qualified name Swift writes for the type, asked of the runtime directly: writing the
    // type itself first asks whether it describes itself, as a type never does, which the first
    // time for each protocol looks through every conformance of the program.
    var name = _typeName(type(of: keyPath).valueType, qualified: true)
    while let open = name.firstIndex(of: "<"), name.hasSuffix(">") {
      let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
      name = String(arguments.split(separator: ",").last ?? arguments).trimmingPrefix(" ").description
    }
    if name.hasSuffix(".State") { name.removeLast(".State".count) }
    let feature = name.split(separator: ".").last.map(String.init) ?? name
    return (element == nil ? "the effects of " : "the effects of one element of ") + feature
  }
}
