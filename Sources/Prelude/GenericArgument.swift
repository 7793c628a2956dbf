/// The generic argument at `index` of `type`, a specialization of a generic structure or
/// enumeration such as `Optional<Wrapped>` or `Dictionary<Key, Value>`, read from its metadata:
/// in the Swift ABI's metadata of either, the generic arguments follow the kind and the nominal
/// type descriptor, one word each. Asking the runtime instead whether the type conforms to a
/// protocol that names them scans every conformance the process loaded, the first time for each
/// type. `index` must be below the number of the type's generic parameters; `nil` when `type` is
/// neither a structure nor an enumeration.
public func genericArgument(_ index: Int, of type: Any.Type) -> Any.Type? {
  switch MetadataKind(type) {
  case .structure?, .enumeration?, .optional?:
    unsafeBitCast(type, to: UnsafeRawPointer.self)
      .load(fromByteOffset: (2 + index) * MemoryLayout<UInt>.size, as: Any.Type.self)
  case .tuple?, nil:
    nil
  }
}
