import ValueCoding

extension TypeProbe {
  /// The shape of `subject`, a part of the state that encodes as `value`: a structure's keys as
  /// it encodes them, each with the shape of the property of the same name (or, for a key that
  /// names none, of the key its type's decoding reads); an optional that holds a value, that
  /// value's shape; anything else, the shape of its type (an enumeration's every case, for
  /// instance, whichever the subject is).
  static func shape(of subject: Any, encodedAs value: Value, depth: Int) -> TypeShape {
    if let scalar = scalarShape(of: type(of: subject)) { return scalar }
    let mirror = Mirror(reflecting: subject)
    let name = TypeName.of(type(of: subject))
    switch (value, mirror.displayStyle) {
    case (.object(let object), .struct?), (.object(let object), .class?):
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
        decodedFields = decodedFields ?? Self.decodedFields(of: type(of: subject), depth: depth)
        let decoded = decodedFields?.first { $0.key == key }
        return decoded ?? TypeShape.Field(key: key, shape: .scalar(TypeName.kind(of: child)), isOptional: false)
      }
      return .structure(name, fields)
    case (_, .optional?):
      guard let wrapped = mirror.children.first?.value else { break }
      return .optional(shape(of: wrapped, encodedAs: value, depth: depth))
    default:
      break
    }
    guard let decodable = type(of: subject) as? any Decodable.Type else { return .scalar(name) }
    // Not read from an example: this is the example's own value when it is not a structure.
    return shape(of: decodable, depth: depth, readingExample: false)
  }

  /// The fields of `type` as its decoding reads them; none when it does not decode as a
  /// structure.
  private static func decodedFields(of type: Any.Type, depth: Int) -> [TypeShape.Field] {
    guard let decodable = type as? any Decodable.Type,
      case .structure(_, let fields) = decodedShape(of: decodable, depth: depth)
    else { return [] }
    return fields
  }
}
