import Prelude
import ValueCoding
import YAML

/// Puts values in place of `${name}` in the scalars of a tree of nodes: an examples row's values
/// in a journey's `given` and `steps`, a subflow's parameters in its `steps`.
///
/// A scalar that is a variable alone, `${count}` or, as flow mappings need it, `"${count}"`,
/// becomes the value as it was written, quotes included, so `""` stays empty text, `3` stays a
/// number and `true` a boolean. Elsewhere the value's text
/// is put in place and the scalar is read as if written so. `$${` writes a literal `${`.
/// Variables cannot be used in keys. Each problem is reported at its scalar, and the text of a
/// bad variable is left as written.
struct VariableSubstitution {
  /// Where the variables come from, for messages.
  enum Source {
    /// A journey without examples: there are none.
    case noExamples
    /// A journey's examples table.
    case examples
    /// A subflow's parameters.
    case parameters
  }

  /// The variables' values.
  let values: [String: YAMLScalar]
  /// Every variable there is, including those without a value (a required parameter not
  /// given, already reported), whose references are left as written.
  let names: [String]
  let source: Source
  let reader: NodeReader

  /// Substitutes `values`, the only variables there are.
  init(values: [String: YAMLScalar], source: Source, reader: NodeReader) {
    self.init(values: values, names: values.keys.sorted(), source: source, reader: reader)
  }

  /// Substitutes `values`, among the variables `names`.
  init(values: [String: YAMLScalar], names: [String], source: Source, reader: NodeReader) {
    self.values = values
    self.names = names
    self.source = source
    self.reader = reader
  }

  /// `node` with the variables substituted.
  func apply(to node: YAMLNode) -> YAMLNode {
    apply(to: node, at: VariableSites(node))
  }

  /// `node` with the variables substituted, where `sites`, found in `node`, says they may be:
  /// the same sites serve every examples row of a journey.
  func apply(to node: YAMLNode, at sites: VariableSites?) -> YAMLNode {
    guard let sites else { return node }
    switch (node.kind, sites) {
    case (.scalar(let scalar), .scalar):
      return node.with(.scalar(substituted(scalar, at: node)))
    case (.sequence(var items), .sequence(let itemSites)):
      for (index, sites) in itemSites {
        items[index] = apply(to: items[index], at: sites)
      }
      return node.with(.sequence(items))
    case (.mapping(var pairs), .mapping(let pairSites)):
      for site in pairSites {
        let pair = pairs[site.index]
        let key = site.inKey ? self.key(pair.key) : nil
        pairs[site.index] = YAMLPair(key: key ?? pair.key, value: apply(to: pair.value, at: site.inValue))
      }
      return node.with(.mapping(pairs))
    default:
      // Sites of another node: none of them is in this one.
      return node
    }
  }

  /// A key, with `$${` unescaped; a variable in it is an error. Nil when the key has no `$`.
  private func key(_ node: YAMLNode) -> YAMLNode? {
    guard case .scalar(var scalar) = node.kind, scalar.text.mentionsDollar else { return nil }
    var text = ""
    for piece in pieces(of: scalar.text, at: node) {
      switch piece {
      case .text(let literal):
        text += literal
      case .variable(let name):
        reader.report("'${\(name)}' is in a key; variables can be used only in values", at: node)
        text += "${\(name)}"
      }
    }
    scalar.text = text
    return node.with(.scalar(scalar))
  }

  private func substituted(_ scalar: YAMLScalar, at node: YAMLNode) -> YAMLScalar {
    let pieces = pieces(of: scalar.text, at: node)
    if pieces.count == 1, case .variable(let name) = pieces[0], let value = value(of: name, at: node) {
      if scalar.tag == nil { return value }
      return YAMLScalar(text: value.text, style: scalar.style, tag: scalar.tag)
    }
    var text = ""
    for piece in pieces {
      switch piece {
      case .text(let literal):
        text += literal
      case .variable(let name):
        text += value(of: name, at: node)?.text ?? "${\(name)}"
      }
    }
    return YAMLScalar(text: text, style: scalar.style, tag: scalar.tag)
  }

  /// The value of the variable `name`; nil, reported, when there is no such variable.
  private func value(of name: String, at node: YAMLNode) -> YAMLScalar? {
    if let value = values[name] { return value }
    guard !names.contains(name) else { return nil }
    let advice: String
    if let closest = Suggestions.closest(to: name, in: names) {
      advice = "did you mean '${\(closest)}'?"
    } else {
      switch source {
      case .noExamples:
        advice = "this journey has no 'examples' to define it; write '$${' for a literal '${'"
      case .examples:
        advice = "the examples define \(listed(names, "and"))"
      case .parameters where names.isEmpty:
        advice = "the subflow declares no 'parameters'"
      case .parameters:
        advice = "the subflow's parameters are \(listed(names, "and"))"
      }
    }
    reader.report("unknown variable '${\(name)}'; \(advice)", at: node)
    return nil
  }

  /// A part of a scalar's text.
  private enum Piece {
    case text(String)
    case variable(String)
  }

  /// Splits text into literal text and variables, reporting a `${` without its `}` and a
  /// reference that is not a name; those stay literal text.
  private func pieces(of text: String, at node: YAMLNode) -> [Piece] {
    // A text that is one variable alone, as most that hold one are, is told at once: `${`, a
    // name, which has no `$`, `{` or `}`, and `}`.
    let bytes = text.utf8
    if bytes.count > 3, bytes.starts(with: [UInt8(ascii: "$"), UInt8(ascii: "{")]), bytes.last == UInt8(ascii: "}") {
      let name = Substring(bytes.dropFirst(2).dropLast())
      if isName(name) { return [.variable(String(name))] }
    }
    // Text in ASCII, as nearly all is, is split by its bytes, each one of its characters; other
    // text by its characters, so that `$`, `{` or `}` with a mark combined counts as neither.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = Substring(text).utf8
      return pieces(of: bytes, dollar: UInt8(ascii: "$"), open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), at: node)
    }
    return pieces(of: Substring(text), dollar: "$", open: "{", close: "}", at: node)
  }

  /// ``pieces(of:at:)`` of `text`, a view of it whose elements are `dollar`, `open`, `close`
  /// and the others.
  private func pieces<Text: BidirectionalCollection>(
    of text: Text, dollar: Text.Element, open: Text.Element, close: Text.Element, at node: YAMLNode
  ) -> [Piece] where Text.SubSequence == Text, Text.Element: Equatable, Text: TextView {
    var pieces: [Piece] = []
    var literal = ""
    var rest = text
    while !rest.isEmpty {
      if rest.starts(with: [dollar, dollar, open]) {
        literal += "${"
        rest = rest.dropFirst(3)
      } else if rest.starts(with: [dollar, open]) {
        guard let close = rest.firstIndex(of: close) else {
          reader.report(
            "'${' starts a variable but no '}' ends it; write ${name}, or '$${' for a literal '${'", at: node
          )
          literal += rest.text
          break
        }
        let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<close].text
        let reference = rest[...close].text
        rest = rest[rest.index(after: close)...]
        guard isName(name) else {
          reader.report(
            "'\(reference)' is not a variable; a variable's name is letters, digits and '_', "
              + "such as ${email}",
            at: node
          )
          literal += reference
          continue
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        literal = ""
        pieces.append(.variable(name))
      } else {
        let next = rest.dropFirst().firstIndex(of: dollar) ?? rest.endIndex
        literal += rest[..<next].text
        rest = rest[next...]
      }
    }
    if !literal.isEmpty || pieces.isEmpty { pieces.append(.text(literal)) }
    return pieces
  }
}

/// A view of a text whose parts ``VariableSubstitution`` splits it into.
private protocol TextView {
  /// The part of the text viewed.
  var text: String { get }
}

extension Substring: TextView {
  fileprivate var text: String { String(self) }
}

extension Substring.UTF8View: TextView {
  fileprivate var text: String { String(Substring(self)) }
}

/// Where in a tree of nodes the scalars that mention `$` are, which alone substitution changes
/// or reports: found once, they spare walking the whole tree again for each examples row.
indirect enum VariableSites {
  /// The node is such a scalar.
  case scalar
  /// The node is a sequence: its items holding sites, by index, in order.
  case sequence([(index: Int, sites: VariableSites)])
  /// The node is a mapping: its pairs whose key is such a scalar or whose value holds sites, by
  /// index, in order.
  case mapping([(index: Int, inKey: Bool, inValue: VariableSites?)])

  /// The sites in `node`; `nil` when it has none.
  init?(_ node: YAMLNode) {
    switch node.kind {
    case .scalar(let scalar):
      guard scalar.text.mentionsDollar else { return nil }
      self = .scalar
    case .sequence(let items):
      let sites = items.indices.compactMap { index in VariableSites(items[index]).map { (index, $0) } }
      guard !sites.isEmpty else { return nil }
      self = .sequence(sites)
    case .mapping(let pairs):
      let sites = pairs.indices.compactMap { index -> (index: Int, inKey: Bool, inValue: VariableSites?)? in
        let inKey = pairs[index].key.scalar?.text.mentionsDollar ?? false
        let inValue = VariableSites(pairs[index].value)
        return inKey || inValue != nil ? (index, inKey, inValue) : nil
      }
      guard !sites.isEmpty else { return nil }
      self = .mapping(sites)
    }
  }
}

extension String {
  /// Whether the text has a `$`, the start of every variable and escape.
  fileprivate var mentionsDollar: Bool {
    // Looked for in the text's bytes at once where they are stored together, as they are for
    // nearly every text, rather than one by one through the view's iterator.
    utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "$")) } ?? utf8.contains(UInt8(ascii: "$"))
  }
}

extension YAMLNode {
  /// The node holding `kind` instead, at the same place.
  fileprivate func with(_ kind: Kind) -> YAMLNode {
    YAMLNode(kind: kind, mark: mark, endMark: endMark)
  }
}
