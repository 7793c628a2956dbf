/// The case path of an action, read by reflection: the names of its enumeration cases from the
/// outside in, such as `["auth", "loginResponse"]` for `.auth(.loginResponse(…))`.
///
/// Cases are followed while the value a case carries is itself one enumeration case (an
/// optional is looked through); a case carrying several values, a structure or nothing ends the
/// path. A `receive` step matches a prefix of it.
enum ActionCasePath {
  /// The case names of `action`, outermost first.
  static func names(of action: Any) -> [String] {
    var names: [String] = []
    var current = action
    while true {
      let mirror = Mirror(reflecting: current)
      switch mirror.displayStyle {
      case .enum:
        guard let child = mirror.children.first, let label = child.label else {
          names.append(String(describing: current))
          return names
        }
        names.append(label)
        current = child.value
      case .optional:
        guard let child = mirror.children.first else { return names }
        current = child.value
      default:
        return names
      }
    }
  }

  /// Whether `names` start with `prefix`.
  static func matches(_ names: [String], prefix: [String]) -> Bool {
    names.count >= prefix.count && zip(names, prefix).allSatisfy(==)
  }
}
