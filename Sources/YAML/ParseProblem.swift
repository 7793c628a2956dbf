/// A problem found in a YAML text, located but not yet attributed to a file.
struct ParseProblem: Error {
  var mark: YAMLMark
  var message: String
}
