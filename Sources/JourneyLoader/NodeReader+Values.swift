import JourneyModel
import ValueCoding
import YAML

extension NodeReader {
  /// The value `node` denotes, with the location of each part (a mapping entry's value, a list's
  /// element, the whole at `node`) and of each mapping entry's key.
  ///
  /// Plain scalars resolve by the YAML core schema (`null`, `true`, `3`, `1.5`); quoted and block
  /// scalars are text. Keys must be text; two keys with the same text (`1` and `"1"`) are an
  /// error.
  func locatedValue(_ node: YAMLNode) -> LocatedValue {
    var located = LocatedValue(.null)
    // Made as large as the parts of a list or a mapping need at once, rather than grown, each
    // part rehashed, as they are added; a scalar's one location needs no more.
    if case .scalar = node.kind {} else {
      let (parts, keys) = node.partCounts
      located.locations.reserveCapacity(parts)
      located.keyLocations.reserveCapacity(keys)
    }
    located.value = convert(node, at: .root, recordingIn: &located)
    return located
  }

  /// The value `node` denotes, as ``locatedValue(_:)`` reads it, without locations.
  func value(_ node: YAMLNode) -> Value {
    locatedValue(node).value
  }

  private func convert(_ node: YAMLNode, at path: ValuePath, recordingIn located: inout LocatedValue) -> Value {
    located.locations[path] = location(of: node)
    switch node.kind {
    case .scalar(let scalar):
      return scalar.value
    case .sequence(let items):
      var elements: [Value] = []
      for (index, item) in items.enumerated() {
        elements.append(convert(item, at: path.appending(index: index), recordingIn: &located))
      }
      return .array(elements)
    case .mapping(let pairs):
      var object = ValueObject()
      for pair in pairs {
        guard let key = pair.key.scalar?.text else {
          report("keys of values are text; found \(pair.key.foundDescription) as a key", at: pair.key)
          continue
        }
        // The object has each key the entries before took, the first entry with a key's text
        // taking it: looking the key up there spares a set of the keys read.
        if object[key] != nil, let first = pairs.first(where: { $0.key.scalar?.text == key }) {
          report(
            "duplicate key '\(key)'; first defined at \(location(of: first.key)); keys of values are "
              + "compared as text, so write each once",
            at: pair.key
          )
          continue
        }
        let entryPath = path.appending(key: key)
        located.keyLocations[entryPath] = location(of: pair.key)
        object[key] = convert(pair.value, at: entryPath, recordingIn: &located)
      }
      return .object(object)
    }
  }
}

extension YAMLScalar {
  /// The value the scalar denotes by the YAML core schema: null, a boolean, an integer, a
  /// floating-point number, or text.
  var value: Value {
    if isNull { return .null }
    if let bool { return .bool(bool) }
    if let int { return .int(int) }
    if let double { return .double(double) }
    return .string(text)
  }
}

extension YAMLNode {
  /// The number of values in the node, itself included, and the number of mapping entries.
  fileprivate var partCounts: (parts: Int, keys: Int) {
    switch kind {
    case .scalar:
      return (1, 0)
    case .sequence(let items):
      return items.reduce((1, 0)) { counts, item in
        let inner = item.partCounts
        return (counts.0 + inner.parts, counts.1 + inner.keys)
      }
    case .mapping(let pairs):
      return pairs.reduce((1, pairs.count)) { counts, pair in
        let inner = pair.value.partCounts
        return (counts.0 + inner.parts, counts.1 + inner.keys)
      }
    }
  }
}
