/// A structure type without its generic arguments, such as `Dictionary`: told by the nominal type
/// descriptor that the metadata of every specialization points to (the word after the kind, in
/// the Swift ABI's structure metadata), so that whether a type is, say, some `Dictionary` is
/// answered by comparing two addresses. Asking whether the type conforms to a protocol only its
/// specializations conform to instead scans every conformance the process loaded, the first time
/// it is asked for each type.
public struct GenericStructure: Equatable, @unchecked Sendable {
  private let descriptor: UnsafeRawPointer

  /// The structure `type` is a specialization of, or `type` itself for a structure that is not
  /// generic; `nil` when `type` is not a structure.
  public init?(_ type: Any.Type) {
    guard MetadataKind(type) == .structure else { return nil }
    descriptor = unsafeBitCast(type, to: UnsafeRawPointer.self)
      .load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
  }
}
