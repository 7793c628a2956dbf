@testable import JourneyReference

extension TypeShape {
  /// The whole shape as indented lines, one for each shape, key and case, so that a test
  /// compares everything the probe read with one golden text: `email?:` marks a key that may be
  /// left out.
  var outline: String { outlineLines.joined(separator: "\n") }

  private var outlineLines: [String] {
    switch self {
    case .scalar(let name): return ["scalar " + name]
    case .choice(let name, let names): return ["choice \(name): " + names.joined(separator: " | ")]
    case .structure(let name, let fields):
      return ["structure " + name] + fields.flatMap { Self.outlineLines(of: $0).map { "  " + $0 } }
    case .enumeration(let name, let cases):
      return ["enumeration " + name]
        + cases.flatMap { enumerationCase in
          ["  case " + enumerationCase.name]
            + enumerationCase.values.flatMap { Self.outlineLines(of: $0).map { "    " + $0 } }
        }
    case .list(let element): return Self.prefixed("list of ", element.outlineLines)
    case .mapping(let value): return Self.prefixed("mapping of ", value.outlineLines)
    case .optional(let wrapped): return Self.prefixed("optional ", wrapped.outlineLines)
    }
  }

  private static func outlineLines(of field: Field) -> [String] {
    prefixed(field.key + (field.isOptional ? "?: " : ": "), field.shape.outlineLines)
  }

  private static func prefixed(_ prefix: String, _ lines: [String]) -> [String] {
    [prefix + lines[0]] + lines.dropFirst()
  }
}
