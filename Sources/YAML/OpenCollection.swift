/// A sequence or mapping whose start event has been read and whose end event has not: one entry
/// of the explicit stack `DocumentBuilder` builds the tree with.
struct OpenCollection {
  /// Whether the collection is a mapping rather than a sequence.
  let isMapping: Bool
  /// Whether the collection is written in brackets or braces rather than by indentation.
  let isFlow: Bool
  /// Where the collection starts, including its tag or anchor.
  let start: LibYAMLMark
  /// For a block collection, the 0-based column of its keys or dashes.
  let indentation: Int
  /// The anchor naming the collection, and the number of its definition among all anchors.
  let anchor: (name: String, definition: Int)?

  /// The items so far, for a sequence.
  var items: [YAMLNode] = []
  /// The entries so far, for a mapping.
  var pairs: [YAMLPair] = []
  /// The key read whose value has not been read yet, for a mapping.
  var pendingKey: YAMLNode?
  /// The keys read so far, for a mapping.
  var seenKeys = SeenKeys()
  /// The number of nodes in the collection so far, itself included, aliases counted expanded.
  var size = 1
  /// Where the last node read ends.
  var lastEndMark: YAMLMark?

  /// The collection's kind as error messages name it.
  var kindName: String {
    switch (isMapping, isFlow) {
    case (true, false): "a mapping"
    case (false, false): "a list"
    case (true, true): "a flow mapping"
    case (false, true): "a flow list"
    }
  }
}
