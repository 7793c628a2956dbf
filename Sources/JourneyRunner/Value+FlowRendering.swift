import Prelude
import ValueCoding

extension Value {
  /// The value on one line in YAML flow style, for lists in messages:
  /// `{email: ada@example.com, tags: [a, b]}`.
  public var flowRendered: String {
    switch self {
    case .array(let elements):
      "[" + elements.map(\.flowRendered).joined(separator: ", ") + "]"
    case .object(let object):
      "{" + object.map { "\(Self.flowScalar($0.key)): \($0.value.flowRendered)" }.joined(separator: ", ")
        + "}"
    case .string(let text):
      Self.flowScalar(text)
    default:
      rendered
    }
  }

  /// Text as a flow scalar: as ``rendered`` writes it, and quoted also when it holds a character
  /// that ends a flow collection's entry.
  private static func flowScalar(_ text: String) -> String {
    let rendered = Value.string(text).rendered
    if rendered.hasPrefix("\"") || !text.contains(where: { ",[]{}".contains($0) }) {
      return rendered
    }
    return text.quoted
  }
}
