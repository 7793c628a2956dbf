import Prelude
import ValueCoding

extension TypeProbe {
  /// The shape of `subject`, a part of the state that encodes as `value`: a structure's keys as
  /// it encodes them, each with the shape of the property of the same name (or, for a key that
  /// names none, of the key its type's decoding reads); an optional that holds a value, that
  /// value's shape; anything else, the shape of its type (an enumeration's every case, for
  /// instance, whichever the subject is).
  static func shape(of subject: Any, encodedAs value: Value, depth: Int) -> TypeShape {
    let subjectType = type(of: subject)
    if let scalar = scalarShape(of: subjectType) { return scalar }
    // The kind of the subject's type is read from its metadata: a mirror, needed for a
    // structure's properties alone, first asks the runtime whether the type makes its own,
    // which on a type's first asking scans every conformance the process loaded.
    switch (value, MetadataKind(subjectType)) {
    case (_, .optional?):
      guard let wrapped = heldValue(of: subject) else {
        // An optional holding nothing has the shape of its type: an optional of its wrapped
        // type's, read from the metadata rather than by asking the runtime whether the optional
        // decodes, which scans every conformance the process loaded for a type asked first.
        guard let wrappedType = genericArgument(0, of: subjectType).flatMap(decodable) else {
          return .scalar(TypeName.of(subjectType))
        }
        return .optional(shape(of: wrappedType, depth: depth))
      }
      return .optional(shape(of: wrapped, encodedAs: value, depth: depth))
    case (.object(let object), .structure?), (.object(let object), nil):
      let mirror = Mirror(reflecting: subject)
      guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { break }
      let name = TypeName.of(subjectType)
      guard depth < maximumDepth else { return .scalar(name) }
      var decodedFields: [TypeShape.Field]?
      let children = Array(mirror.children)
      let fields = object.map { key, child in
        let property = children.first { $0.label == key || $0.label == "_" + key }?.value
        if let property {
          return TypeShape.Field(key: key, isOptional: false) {
            shape(of: property, encodedAs: child, depth: depth + 1)
          }
        }
        decodedFields = decodedFields ?? Self.decodedFields(of: subjectType, depth: depth)
        let decoded = decodedFields?.first { $0.key == key }
        return decoded ?? TypeShape.Field(key: key, shape: .scalar(TypeName.kind(of: child)), isOptional: false)
      }
      return .structure(name, fields)
    default:
      break
    }
    // The type is named only for a shape that holds its name: an optional's, worked out from
    // the names of its generic arguments, is not needed.
    guard let decodable = decodable(subjectType) else { return .scalar(TypeName.of(subjectType)) }
    // Not read from an example: this is the example's own value when it is not a structure.
    return shape(of: decodable, depth: depth, readingExample: false)
  }

  /// The value `optional`, a value of an optional type, holds; `nil` when it holds none.
  private static func heldValue(of optional: Any) -> Any? {
    // Casting to an optional takes the value out of the optional it is cast from.
    switch optional {
    case let held as Any?: held
    }
  }

  /// The fields of `type` as its decoding reads them; none when it does not decode as a
  /// structure.
  private static func decodedFields(of type: Any.Type, depth: Int) -> [TypeShape.Field] {
    guard let decodable = decodable(type),
      case .structure(_, let fields) = decodedShape(of: decodable, depth: depth)
    else { return [] }
    return fields
  }
}
