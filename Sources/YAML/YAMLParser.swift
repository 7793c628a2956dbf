/// Parses journey files: YAML texts holding one document.
///
/// Parsing is done by libyaml's event API; the tree is built without recursion. Beyond libyaml,
/// the parser rejects duplicate keys, nesting deeper than `maximumDepth`, aliases to unknown or
/// enclosing anchors, aliases expanding to more than `maximumAliasExpansion` nodes, more than one
/// document, and a few rules of YAML 1.2 libyaml does not enforce (comments need a space before
/// `#`, continuation lines of quoted text and flow collections need indentation, no lone `-` in
/// flow collections, no over-indented empty lines before a block scalar's text).
public enum YAMLParser {
  /// The deepest nesting of collections accepted.
  public static let maximumDepth = 256

  /// The most nodes that aliases may add to a document, counting each alias as a copy of the
  /// node it refers to; this stops alias bombs ("billion laughs").
  public static let maximumAliasExpansion = 100_000

  /// Parses a text holding at most one YAML document.
  ///
  /// - Parameters:
  ///   - text: The YAML text.
  ///   - file: The name errors report the text under.
  /// - Returns: The document's node, or nil for a text without a document (empty, or only
  ///   comments).
  /// - Throws: A `YAMLError` locating the first problem.
  public static func parse(_ text: String, file: String) throws(YAMLError) -> YAMLNode? {
    try parse(Array(text.utf8), file: file)
  }

  /// Parses a UTF-8 encoded text holding at most one YAML document; bytes that are not UTF-8 are
  /// reported as an error at their position. A leading byte order mark is skipped.
  ///
  /// - Parameters:
  ///   - bytes: The YAML text, encoded as UTF-8.
  ///   - file: The name errors report the text under.
  /// - Returns: The document's node, or nil for a text without a document.
  /// - Throws: A `YAMLError` locating the first problem.
  public static func parse(_ bytes: [UInt8], file: String) throws(YAMLError) -> YAMLNode? {
    let source = SourceText(bytes)
    var builder = DocumentBuilder(source: source)
    do throws(ParseProblem) {
      try source.bytes.withUnsafeBufferPointer { (buffer) throws(ParseProblem) in
        guard let base = buffer.baseAddress else { return }
        try LibYAMLEventReader.withReader(bytes: base, count: buffer.count) {
          (reader) throws(ParseProblem) in
          while true {
            let event: LibYAMLEvent
            do throws(LibYAMLFailure) {
              event = try reader.next()
            } catch {
              throw error.problem(in: source, innermostKindName: builder.innermostKindName)
            }
            if try builder.consume(event) { return }
          }
        }
      }
    } catch {
      throw YAMLError(file: file, mark: error.mark, message: error.message)
    }
    return builder.root
  }
}
