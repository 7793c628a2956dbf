/// The coding key Swift synthesizes for the one unlabelled value of an enumeration case.
enum SingleCaseValue {
  static let key = "_0"

  /// Whether `Key` are the coding keys of a case with exactly one unlabelled value.
  static func isSingleUnlabelledValue<Key: CodingKey>(_ keyType: Key.Type) -> Bool {
    Key(stringValue: key) != nil && Key(stringValue: "_1") == nil
  }
}
