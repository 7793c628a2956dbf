/// A scalar exactly as written: its text after YAML unescaping and folding, the style it was
/// written in, and its explicit tag, if any.
///
/// The typed views (`isNull`, `bool`, `int`, `double`) resolve the text with the YAML 1.2 core
/// schema; they live in `YAMLScalar+CoreSchema.swift`.
public struct YAMLScalar: Hashable, Sendable {
  /// How a scalar is written in the text.
  public enum Style: Hashable, Sendable {
    /// Unquoted: `value`. The only style the core schema resolves to null, booleans and numbers.
    case plain
    /// Single-quoted: `'value'`.
    case singleQuoted
    /// Double-quoted, with escapes: `"value"`.
    case doubleQuoted
    /// A literal block scalar, keeping line breaks: `|`.
    case literal
    /// A folded block scalar, joining lines with spaces: `>`.
    case folded
  }

  /// The scalar's content.
  public var text: String
  /// The style the scalar is written in.
  public var style: Style
  /// The explicit tag in full form (`!!str` is `tag:yaml.org,2002:str`, `!x` stays `!x`), or nil
  /// when the scalar has no tag.
  public var tag: String?

  /// Creates a scalar.
  public init(text: String, style: Style = .plain, tag: String? = nil) {
    self.text = text
    self.style = style
    self.tag = tag
  }
}
