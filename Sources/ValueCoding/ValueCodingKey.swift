/// A coding key for any mapping key or list index, used to express a ``ValuePath`` as a
/// `codingPath`. Like the standard library's own index keys, an index key's string value is
/// `Index N`.
struct ValueCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  init(_ component: ValuePath.Component) {
    switch component {
    case .key(let key): self.init(stringValue: key)
    case .index(let index): self.init(intValue: index)
    }
  }
}
