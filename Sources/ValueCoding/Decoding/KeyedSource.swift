/// What a keyed decoding container reads from.
enum KeyedSource {
  /// A mapping from the input.
  case mapping(ValueObject)
  /// A string, which can only be read as the name of an enumeration case without values.
  case caseName(String)
  /// The one unlabelled value of an enumeration case written `{caseName: value}`, read as if it
  /// were written `{caseName: {_0: value}}`.
  case singleCaseValue(Value)
  /// A case written as a bare name, which has no values to read.
  case caseWithoutValues(String)

  /// The keys the source has, in order.
  var keys: [String] {
    switch self {
    case .mapping(let object): object.keys
    case .caseName(let name): [name]
    case .singleCaseValue: [SingleCaseValue.key]
    case .caseWithoutValues: []
    }
  }

  /// Whether the source has `key`.
  func contains(_ key: String) -> Bool {
    switch self {
    case .mapping(let object): object[key] != nil
    case .caseName(let name): name == key
    case .singleCaseValue: key == SingleCaseValue.key
    case .caseWithoutValues: false
    }
  }
}
