import JourneyModel
import Prelude
import ValueCoding
import YAML

/// A journey's `examples`: rows of values for its variables, one journey each.
struct ExampleTable {
  /// One row, ready to substitute.
  struct Row {
    var row: ExampleRow
    var values: [String: YAMLScalar]
    /// The row as journey names show it: `email: "", password: ""`.
    var summary: String
  }

  /// The rows that can run: every row with the variables of the first good row.
  var rows: [Row] = []
}

extension NodeReader {
  /// Reads `examples`, reporting rows that are not mappings of names to scalars and rows whose
  /// variables differ from the first good row's.
  func exampleTable(_ node: YAMLNode) -> ExampleTable {
    var table = ExampleTable()
    guard let items = node.sequence, !items.isEmpty else {
      reportMismatch(
        node,
        "'examples' expects a list of rows, each a mapping of variables to values, such as "
          + "[{ email: ada@example.com }, { email: \"\" }]"
      )
      return table
    }
    var first: (number: Int, names: [String])?
    for (index, item) in items.enumerated() {
      guard let row = exampleRow(item, number: index + 1) else { continue }
      let names = row.row.values.map(\.name)
      guard let first else {
        first = (row.row.number, names)
        table.rows.append(row)
        continue
      }
      if matches(row, names: names, first: first, at: item) { table.rows.append(row) }
    }
    return table
  }

  /// Whether a row has the first row's variables; reports the differences when not.
  private func matches(
    _ row: ExampleTable.Row,
    names: [String],
    first: (number: Int, names: [String]),
    at node: YAMLNode
  ) -> Bool {
    let missing = first.names.filter { !names.contains($0) }
    let extra = names.filter { !first.names.contains($0) }
    for name in extra {
      let key = node.mapping?.first { $0.key.scalar?.text == name }?.key ?? node
      report(
        "examples row \(row.row.number) has '\(name)', which row \(first.number) has not"
          + suggestion(for: name, among: missing, otherwise: "every row needs the same variables"),
        at: key
      )
    }
    if !missing.isEmpty {
      report(
        "examples row \(row.row.number) lacks \(listed(missing.map { "'\($0)'" }, "and")), which row "
          + "\(first.number) has; every row needs the same variables",
        at: node
      )
    }
    return missing.isEmpty && extra.isEmpty
  }

  /// One row: a mapping of variable names to scalars.
  private func exampleRow(_ node: YAMLNode, number: Int) -> ExampleTable.Row? {
    guard let pairs = node.mapping, !pairs.isEmpty else {
      reportMismatch(
        node, "an examples row is a mapping of variables to values, such as { email: ada@example.com }")
      return nil
    }
    var values: [String: YAMLScalar] = [:]
    var ordered: [(name: String, value: String)] = []
    var summary: [String] = []
    for pair in pairs {
      guard let name = pair.key.scalar?.text, isName(name) else {
        report(
          "\(pair.key.foundDescription) is not a variable's name; use letters, digits and '_', "
            + "such as first_name",
          at: pair.key
        )
        continue
      }
      guard let scalar = pair.value.scalar else {
        reportMismatch(
          pair.value, "examples row \(number) expects '\(name)' to be a scalar such as ada@example.com")
        continue
      }
      values[name] = scalar
      ordered.append((name, scalar.text))
      summary.append("\(name): \(scalar.value.rendered)")
    }
    guard ordered.count == pairs.count else { return nil }
    return ExampleTable.Row(
      row: ExampleRow(number: number, values: ordered, location: location(of: node)),
      values: values,
      summary: summary.joined(separator: ", ")
    )
  }
}
