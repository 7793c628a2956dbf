import CYaml

/// One parsing event of libyaml, copied out of libyaml's memory.
struct LibYAMLEvent {
  /// The properties of a scalar event.
  struct Scalar {
    var text: String
    var style: YAMLScalar.Style
    var tag: String?
    var anchor: String?
  }

  /// The properties of the event starting a sequence or a mapping.
  struct CollectionStart {
    var anchor: String?
    /// Whether the collection is written in brackets or braces rather than by indentation.
    var isFlow: Bool
  }

  /// What happened.
  enum Kind {
    case streamStart
    case streamEnd
    case documentStart(isImplicit: Bool)
    case documentEnd
    case alias(anchor: String)
    case scalar(Scalar)
    case sequenceStart(CollectionStart)
    case sequenceEnd
    case mappingStart(CollectionStart)
    case mappingEnd
  }

  var kind: Kind
  /// Where the event's text starts, including any tag or anchor.
  var start: LibYAMLMark
  /// Where the event's text ends.
  var end: LibYAMLMark
}

extension LibYAMLEvent {
  /// Copies an event libyaml produced; libyaml never produces an event of no type on success
  /// before the end of the stream, so such an event reads as the end of the stream.
  init(_ event: yaml_event_t) {
    start = LibYAMLMark(event.start_mark)
    end = LibYAMLMark(event.end_mark)
    switch event.type {
    case YAML_STREAM_START_EVENT:
      kind = .streamStart
    case YAML_DOCUMENT_START_EVENT:
      kind = .documentStart(isImplicit: event.data.document_start.implicit != 0)
    case YAML_DOCUMENT_END_EVENT:
      kind = .documentEnd
    case YAML_ALIAS_EVENT:
      kind = .alias(anchor: String(libYAMLText: event.data.alias.anchor) ?? "")
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      kind = .scalar(
        Scalar(
          text: String(libYAMLText: scalar.value, length: scalar.length),
          style: YAMLScalar.Style(scalar.style),
          tag: String(libYAMLText: scalar.tag),
          anchor: String(libYAMLText: scalar.anchor)
        )
      )
    case YAML_SEQUENCE_START_EVENT:
      let sequence = event.data.sequence_start
      kind = .sequenceStart(
        CollectionStart(
          anchor: String(libYAMLText: sequence.anchor),
          isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE
        )
      )
    case YAML_SEQUENCE_END_EVENT:
      kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let mapping = event.data.mapping_start
      kind = .mappingStart(
        CollectionStart(
          anchor: String(libYAMLText: mapping.anchor),
          isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE
        )
      )
    case YAML_MAPPING_END_EVENT:
      kind = .mappingEnd
    default:
      kind = .streamEnd
    }
  }
}

extension LibYAMLMark {
  /// Copies a libyaml mark.
  init(_ mark: yaml_mark_t) {
    self.init(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
  }
}

extension YAMLScalar.Style {
  /// The style of a libyaml scalar; libyaml reports every scalar with a definite style.
  init(_ style: yaml_scalar_style_t) {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: self = .literal
    case YAML_FOLDED_SCALAR_STYLE: self = .folded
    default: self = .plain
    }
  }
}

extension String {
  /// Decodes a NUL-terminated libyaml string, or nil for a null pointer.
  init?(libYAMLText text: UnsafeMutablePointer<yaml_char_t>?) {
    guard let text else { return nil }
    self.init(cString: text)
  }

  /// Decodes a libyaml string of known length, which may contain NUL characters.
  init(libYAMLText text: UnsafeMutablePointer<yaml_char_t>?, length: Int) {
    guard let text else {
      self = ""
      return
    }
    self.init(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
  }
}
