/// A position as libyaml reports it: all three numbers start at 0, and `index` counts Unicode
/// scalars (a CRLF line break counts as two) from the start of the text.
struct LibYAMLMark: Hashable {
  var index: Int
  var line: Int
  var column: Int

  /// The same position with a 1-based line and column.
  var yamlMark: YAMLMark { YAMLMark(line: line + 1, column: column + 1) }
}
