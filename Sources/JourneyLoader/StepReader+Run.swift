import JourneyModel
import Prelude
import Synchronization
import ValueCoding
import YAML

/// The `run` step: another file's steps, with parameters.
extension StepReader {
  func runStep(_ node: YAMLNode) -> StepKind? {
    let step = StepKind.Name.run
    var fileNode = node
    var argumentsNode: YAMLNode?
    if let pairs = node.mapping {
      let entries = reader.entries(of: pairs, keys: keys(of: step), in: "in '\(step)'")
      argumentsNode = entries["with"]
      guard let file = entries["file"] else {
        reader.reportMissing(
          "file", in: "'\(step)'", at: node,
          example: "{ file: ../Shared/sign-in.subflow.yaml, with: { email: ada@example.com } }"
        )
        return nil
      }
      fileNode = file
    }
    guard let written = reader.text(fileNode, expectation(of: step)) else { return nil }
    let arguments = argumentsNode.map(subflowArguments) ?? [:]
    guard let path = subflowPath(written, at: fileNode),
      let document = subflowDocument(at: path, written: written, node: fileNode)
    else { return nil }

    let subflowReader = NodeReader(session: reader.session, file: path)
    let definition = subflowReader.subflowDefinition(document)
    var values: [String: YAMLScalar] = [:]
    for parameter in definition.parameters {
      if let value = arguments[parameter.name]?.value ?? parameter.defaultValue {
        values[parameter.name] = value
      } else {
        reader.report(
          "subflow '\(written)' needs parameter '\(parameter.name)'; give it under 'with', such as "
            + "{ file: \(written), with: { \(parameter.name): … } }",
          at: node
        )
      }
    }
    let names = definition.parameters.map(\.name)
    for (name, argument) in arguments.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
      reader.report(
        "subflow '\(written)' has no parameter '\(name)'"
          + suggestion(
            for: name, among: names,
            otherwise: names.isEmpty
              ? "it declares no parameters" : "its parameters are \(listed(names, "and"))"
          ),
        at: argument.key
      )
    }
    guard let stepsNode = definition.steps else { return nil }
    let substitution = VariableSubstitution(
      values: values, names: names, source: .parameters, reader: subflowReader)
    let steps = StepReader(reader: subflowReader, chain: chain + [path]).steps(
      substitution.apply(to: stepsNode))
    return .run(Subflow(file: written, parameters: values.mapValues(\.text), steps: steps))
  }

  /// `with`: parameter names mapped to scalars.
  private func subflowArguments(_ node: YAMLNode) -> [String: (key: YAMLNode, value: YAMLScalar)] {
    guard let pairs = node.mapping else {
      reader.reportMismatch(
        node, "'\(StepKind.Name.run)' expects 'with' to map parameters to values, such as { email: ada@example.com }")
      return [:]
    }
    var arguments: [String: (key: YAMLNode, value: YAMLScalar)] = [:]
    for pair in pairs {
      guard let name = pair.key.scalar?.text else {
        reader.reportMismatch(pair.key, "'with' expects each key to be a parameter's name, such as email")
        continue
      }
      guard let value = pair.value.scalar else {
        reader.reportMismatch(pair.value, "'with' expects '\(name)' to be a scalar such as ada@example.com")
        continue
      }
      arguments[name] = (pair.key, value)
    }
    return arguments
  }

  /// The subflow's path, relative to the folder of the file running it; nil, reported, for a
  /// file that is not a subflow, a cycle, or subflows nested too deep.
  private func subflowPath(_ written: String, at node: YAMLNode) -> String? {
    guard written.hasSuffix(".subflow.yaml") else {
      reader.report(
        "'\(StepKind.Name.run)' runs subflow files, whose names end in '.subflow.yaml'; found \(node.foundDescription)",
        at: node
      )
      return nil
    }
    let path = Self.subflowPath(written, from: reader.file)
    if let start = chain.firstIndex(of: path) {
      reader.report(
        "'\(StepKind.Name.run)' makes a cycle: \((chain[start...] + [path]).joined(separator: " → ")); a subflow cannot "
          + "run itself, directly or through other subflows",
        at: node
      )
      return nil
    }
    guard chain.count <= JourneyLoader.maximumSubflowDepth else {
      reader.report(
        "subflows nest more than \(JourneyLoader.maximumSubflowDepth) deep here: "
          + "\((chain + [path]).joined(separator: " → ")); run fewer subflows from subflows",
        at: node
      )
      return nil
    }
    return path
  }

  /// The path of the subflow `written` in `file`, resolved from the file's folder once per
  /// process and kept in `subflowPaths`.
  private static func subflowPath(_ written: String, from file: String) -> String {
    let folder = folder(of: file)
    if let known = subflowPaths.withLock({ $0[folder]?[written] }) { return known }
    let path = FilePath.resolving(written, from: folder)
    subflowPaths.withLock { $0[folder, default: [:]][written] = path }
    return path
  }

  /// The folder of `file`, found once per process and kept in `folders`.
  private static func folder(of file: String) -> String {
    if let known = folders.withLock({ $0[file] }) { return known }
    let folder = FilePath.folder(of: file)
    folders.withLock { $0[file] = folder }
    return folder
  }

  /// The folders of the files that run subflows, by file, as found so far in this process: a
  /// file runs its subflows again for each examples row, and finding a folder looks over every
  /// byte of the file's path.
  private static let folders = Mutex<[String: String]>([:])

  /// The paths of the subflows resolved so far in this process, by the folder of the file
  /// running the subflow and the subflow's path as written, of which a resolved path is a
  /// function: the journeys of a folder run the same subflows. Keyed by texts alone, as a table
  /// keyed by a type of its own would first ask the runtime whether the type is hashable, which
  /// scans every conformance the process loaded.
  private static let subflowPaths = Mutex<[String: [String: String]]>([:])

  /// The subflow file's document; nil, reported, when there is none.
  private func subflowDocument(at path: String, written: String, node: YAMLNode) -> YAMLNode? {
    switch reader.session.document(atPath: path) {
    case .root(let root, _):
      return root
    case .invalid:
      return nil
    case .missing:
      let folder = FilePath.folder(of: path)
      let siblings = (reader.session.fileSystem.entryNames(ofFolderAtPath: folder) ?? [])
        .filter { $0.hasSuffix(".subflow.yaml") }.sorted()
      let closest = Suggestions.closest(to: FilePath.lastComponent(of: path), in: siblings)
      reader.report(
        "no subflow file '\(path)' ('\(written)' from the folder of '\(reader.file)')"
          + (closest.map { "; did you mean '\($0)'?" } ?? ""),
        at: node
      )
    case .folder:
      reader.report("'\(path)' is a folder; '\(StepKind.Name.run)' expects a subflow file", at: node)
    case .unreadable:
      reader.report("cannot read the subflow file '\(path)'", at: node)
    case .empty:
      reader.report("the subflow file '\(path)' is empty; a subflow needs 'steps'", at: node)
    }
    return nil
  }
}
