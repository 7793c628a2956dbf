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

  /// The characters that end or open a flow collection's entry.
  private static let flowIndicators: [UInt8] = Array(",[]{}".utf8)

  /// Text as a flow scalar: as ``rendered`` writes it, and quoted also when it holds a character
  /// that ends a flow collection's entry.
  private static func flowScalar(_ text: String) -> String {
    let rendered = Value.string(text).rendered
    // Looked for byte by byte, as a YAML reader reads code points: each is one byte of UTF-8 that
    // no other code point's bytes hold, found even where a combining mark follows it.
    if rendered.hasPrefix("\"") || !text.utf8.contains(where: { Self.flowIndicators.contains($0) }) {
      return rendered
    }
    return text.quoted
  }
}
