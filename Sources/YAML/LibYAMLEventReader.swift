import CYaml

/// Reads the events of a UTF-8 text with a libyaml parser that exists only during
/// `withReader(bytes:count:_:)`.
struct LibYAMLEventReader {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let isInitialized: Bool

  /// Runs `body` with a reader of the `count` bytes at `bytes`, then frees every libyaml
  /// resource. The bytes must stay valid during `body`; the reader must not escape it.
  static func withReader<Result, Failure: Error>(
    bytes: UnsafePointer<UInt8>,
    count: Int,
    _ body: (LibYAMLEventReader) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    let isInitialized = yaml_parser_initialize(parser) == 1
    defer { if isInitialized { yaml_parser_delete(parser) } }
    if isInitialized {
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, bytes, count)
    }
    return try body(LibYAMLEventReader(parser: parser, isInitialized: isInitialized))
  }

  /// The next event, or why there is none. Call it no more after the end of the stream or a
  /// failure.
  func next() throws(LibYAMLFailure) -> LibYAMLEvent {
    guard isInitialized else { throw .outOfMemory }
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw LibYAMLFailure(parser.pointee) }
    defer { yaml_event_delete(&event) }
    return LibYAMLEvent(event)
  }
}
