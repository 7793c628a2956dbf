import Prelude

/// Builds the tree of a one-document YAML text from libyaml's events, with an explicit stack of
/// open collections rather than recursion, and enforces what libyaml leaves out: unique keys, a
/// depth limit, resolved and bounded aliases, a single document, and the syntax rules checked in
/// the `SourceText` extensions and `CommentSeparationCheck`.
struct DocumentBuilder {
  private let source: SourceText
  private var openCollections: [OpenCollection] = []
  private var anchors: [String: AnchoredNode] = [:]
  private var anchorDefinitionCount = 0
  private var nodesAddedByAliases = 0
  private var documentCount = 0
  private var commentCheck = CommentSeparationCheck()
  /// The document's node, once it is complete.
  private(set) var root: YAMLNode?

  init(source: SourceText) {
    self.source = source
  }

  /// What is being read, as error messages name it: the innermost open collection, or the
  /// document.
  var innermostKindName: String {
    openCollections.last?.kindName ?? "the document"
  }

  /// Takes the next event. Returns true at the end of the stream.
  mutating func consume(_ event: LibYAMLEvent) throws(ParseProblem) -> Bool {
    try commentCheck.checkGap(before: event.start, spanningTo: event.end, in: source)
    switch event.kind {
    case .streamStart, .documentEnd:
      break
    case .streamEnd:
      try commentCheck.checkRest(of: source)
      return true
    case .documentStart(let isImplicit):
      try startDocument(event, isImplicit: isImplicit)
    case .alias(let anchor):
      try addAlias(named: anchor, event)
    case .scalar(let scalar):
      try addScalar(scalar, event)
    case .sequenceStart(let start):
      try openCollection(isMapping: false, start, event)
    case .mappingStart(let start):
      try openCollection(isMapping: true, start, event)
    case .sequenceEnd, .mappingEnd:
      try closeCollection(event)
    }
    return false
  }

  private mutating func startDocument(_ event: LibYAMLEvent, isImplicit: Bool) throws(ParseProblem)
  {
    documentCount += 1
    guard documentCount == 1 else {
      throw ParseProblem(
        mark: event.start.yamlMark,
        message: "a second YAML document starts at \(event.start.yamlMark), but a journey file "
          + "holds one document; remove it or move it to a file of its own"
      )
    }
    if !isImplicit { try source.checkDirectiveComments(from: event.start, to: event.end) }
  }

  private mutating func addScalar(_ scalar: LibYAMLEvent.Scalar, _ event: LibYAMLEvent)
    throws(ParseProblem)
  {
    switch scalar.style {
    case .plain:
      try checkFlowDash(scalar, event)
    case .singleQuoted, .doubleQuoted:
      try source.checkContinuationIndentation(
        from: event.start,
        to: event.end,
        minimumIndentation: enclosingBlockIndentation + 1,
        exemptsCommentLines: false,
        of: "the quoted text"
      )
    case .literal, .folded:
      try source.checkBlockScalarHeader(
        at: event.start, parentIndentation: enclosingBlockIndentation)
    }
    let node = YAMLNode(
      kind: .scalar(YAMLScalar(text: scalar.text, style: scalar.style, tag: scalar.tag)),
      mark: event.start.yamlMark,
      endMark: event.end.yamlMark
    )
    if let anchor = scalar.anchor {
      anchorDefinitionCount += 1
      anchors[anchor] = .complete(node, size: 1)
    }
    try attach(consume node, size: 1)
  }

  /// A plain `-` inside brackets or braces is not a value YAML allows (`[-]`, `{a: -}`), though
  /// libyaml reads it as one; `-` followed by `:` is a key (`{-: a}`).
  private func checkFlowDash(_ scalar: LibYAMLEvent.Scalar, _ event: LibYAMLEvent)
    throws(ParseProblem)
  {
    guard scalar.text == "-", openCollections.last?.isFlow == true,
      source.byte(at: source.offset(of: event.end)) != UInt8(ascii: ":")
    else { return }
    throw ParseProblem(
      mark: event.start.yamlMark,
      message: "a lone '-' cannot be a value inside brackets or braces; quote it as \"-\""
    )
  }

  private mutating func addAlias(named name: String, _ event: LibYAMLEvent) throws(ParseProblem) {
    switch anchors[name] {
    case .complete(var node, let size):
      nodesAddedByAliases += size
      guard nodesAddedByAliases <= YAMLParser.maximumAliasExpansion else {
        throw ParseProblem(
          mark: event.start.yamlMark,
          message: "aliases expand to more than \(YAMLParser.maximumAliasExpansion) nodes "
            + "by this one; refer fewer times to large anchored nodes"
        )
      }
      node.mark = event.start.yamlMark
      node.endMark = event.end.yamlMark
      try attach(node, size: size)
    case .open:
      throw ParseProblem(
        mark: event.start.yamlMark,
        message: "alias '*\(name)' refers to a node that contains it; a node cannot contain itself"
      )
    case nil:
      let suggestion = Suggestions.closest(to: name, in: anchors.keys.sorted()).map { "did you mean '*\($0)'?" }
      throw ParseProblem(
        mark: event.start.yamlMark,
        message: "unknown alias '*\(name)'; "
          + (suggestion ?? "define the anchor '&\(name)' on a node before this alias")
      )
    }
  }

  private mutating func openCollection(
    isMapping: Bool,
    _ start: LibYAMLEvent.CollectionStart,
    _ event: LibYAMLEvent
  ) throws(ParseProblem) {
    guard openCollections.count < YAMLParser.maximumDepth else {
      throw ParseProblem(
        mark: event.start.yamlMark,
        message: "collections nest more than \(YAMLParser.maximumDepth) levels deep here; "
          + "flatten the structure"
      )
    }
    var anchor: (name: String, definition: Int)?
    if let name = start.anchor {
      anchorDefinitionCount += 1
      anchor = (name, anchorDefinitionCount)
      anchors[name] = .open(definition: anchorDefinitionCount)
    }
    openCollections.append(
      OpenCollection(
        isMapping: isMapping,
        isFlow: start.isFlow,
        start: event.start,
        indentation: start.isFlow
          ? -1 : blockIndentation(isMapping: isMapping, startEnd: event.end),
        anchor: anchor
      )
    )
  }

  /// The column of a block collection's keys or dashes. libyaml ends the start event of a block
  /// collection on its first key or dash, except for a sequence written at its parent key's
  /// indentation, whose start event ends just after the first dash.
  private func blockIndentation(isMapping: Bool, startEnd: LibYAMLMark) -> Int {
    guard !isMapping, source.byte(at: source.offset(of: startEnd)) != UInt8(ascii: "-") else {
      return startEnd.column
    }
    return startEnd.column - 1
  }

  private mutating func closeCollection(_ event: LibYAMLEvent) throws(ParseProblem) {
    guard let collection = openCollections.popLast() else { return }
    if collection.isFlow, openCollections.last?.isFlow != true {
      try source.checkContinuationIndentation(
        from: collection.start,
        to: event.end,
        minimumIndentation: enclosingBlockIndentation + 1,
        exemptsCommentLines: true,
        of: collection.isMapping ? "the flow mapping" : "the flow list"
      )
    }
    let node = YAMLNode(
      kind: collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items),
      mark: collection.start.yamlMark,
      endMark: collection.isFlow
        ? event.end.yamlMark : collection.lastEndMark ?? event.end.yamlMark
    )
    if let anchor = collection.anchor, case .open(anchor.definition) = anchors[anchor.name] {
      anchors[anchor.name] = .complete(node, size: collection.size)
    }
    try attach(consume node, size: collection.size)
  }

  /// Adds a complete node to the innermost open collection, or makes it the document's node.
  /// The node is taken rather than copied: a node's copy holds its text and its collections again.
  private mutating func attach(_ node: consuming YAMLNode, size: Int) throws(ParseProblem) {
    let top = openCollections.count - 1
    guard top >= 0 else {
      root = consume node
      return
    }
    openCollections[top].size += size
    openCollections[top].lastEndMark = node.endMark
    // A collection's second node makes room for a few more: growing by doubling from one made
    // most collections of several nodes anew two or three times, while most of one node stay so.
    guard openCollections[top].isMapping else {
      if openCollections[top].items.count == 1 { openCollections[top].items.reserveCapacity(4) }
      openCollections[top].items.append(consume node)
      return
    }
    if let key = openCollections[top].pendingKey.take() {
      if openCollections[top].pairs.count == 1 { openCollections[top].pairs.reserveCapacity(4) }
      openCollections[top].pairs.append(YAMLPair(key: key, value: consume node))
      return
    }
    if let firstMark = openCollections[top].seenKeys.insert(node, after: openCollections[top].pairs) {
      let key = node.scalar.map { "'\($0.text)'" } ?? "(\(node.kindName))"
      throw ParseProblem(
        mark: node.mark, message: "duplicate key \(key); first defined at \(firstMark)")
    }
    openCollections[top].pendingKey = consume node
  }

  /// The indentation of the innermost open block collection, or -1 at the top level.
  private var enclosingBlockIndentation: Int {
    openCollections.last { !$0.isFlow }?.indentation ?? -1
  }
}
