import JourneyModel
import YAML

/// Reads a journey file into its journeys: one, or one per examples row.
struct JourneyFileReader {
  let reader: NodeReader

  /// The keys a journey file may have, in the order messages list them.
  static let keys = ["name", "description", "tags", "given", "steps", "examples", "exhaustive", "schedule"]

  func journeys() -> [Journey] {
    guard let (root, mayHoldVariables) = document() else { return [] }
    guard let pairs = root.mapping else {
      reader.reportMismatch(
        root,
        "a journey file is a mapping with 'name' and 'steps', such as { name: Sign in, steps: [launch] }"
      )
      return []
    }
    for pair in pairs where pair.key.scalar?.text == "parameters" {
      reader.report(
        "unknown key 'parameters' in the journey; parameters belong to subflow files, named "
          + "'*.subflow.yaml'; a journey gives its variables values with 'examples'",
        at: pair.key
      )
    }
    let entries = reader.entries(
      of: pairs.filter { $0.key.scalar?.text != "parameters" }, keys: Self.keys, in: "in the journey"
    )
    let name = entries["name"].flatMap {
      reader.text($0, "'name' expects the journey's name, such as Sign in")
    }
    if entries["name"] == nil {
      reader.reportMissing("name", in: "a journey", at: root, example: "name: Sign in with email")
    }
    let description = entries["description"].flatMap {
      reader.text($0, "'description' expects text", allowsEmpty: true)
    }
    let tags = entries["tags"].map(tagList) ?? []
    let exhaustive = entries["exhaustive"].flatMap(exhaustiveFlag) ?? false
    let schedule = entries["schedule"].flatMap(scheduleSeed)
    let table = entries["examples"].map(reader.exampleTable)

    guard let stepsNode = entries["steps"] else {
      reader.reportMissing("steps", in: "a journey", at: root, example: "steps: [launch, { tap: Sign In }]")
      return []
    }
    let rows: [ExampleTable.Row?] = table.map { $0.rows } ?? [nil]
    // Where each row's variables go, found once for every row.
    let sites = { (node: YAMLNode) in mayHoldVariables ? VariableSites(node) : nil }
    let givenSites = entries["given"].flatMap(sites)
    let stepsSites = sites(stepsNode)
    let nameSites = table == nil ? nil : entries["name"].flatMap(sites)
    var journeys: [Journey] = []
    for row in rows {
      if row != nil { reader.session.startRow() }
      let substitution = VariableSubstitution(
        values: row?.values ?? [:], source: table == nil ? .noExamples : .examples, reader: reader
      )
      let given = entries["given"].map { reader.given(substitution.apply(to: $0, at: givenSites)) } ?? Given()
      let steps = StepReader(reader: reader, chain: [reader.file])
        .steps(substitution.apply(to: stepsNode, at: stepsSites))
      SnapshotNameCheck.check(steps, in: reader.session)
      if exhaustive { reportPartialCalls(in: steps) }
      guard let name, let nameNode = entries["name"] else { continue }
      let rowName =
        row == nil ? name : reader.text(substitution.apply(to: nameNode, at: nameSites), "'name' expects text") ?? name
      journeys.append(
        Journey(
          file: reader.file,
          name: row.map { "\(rowName) [\($0.summary)]" } ?? name,
          description: description,
          tags: tags,
          given: given,
          steps: steps,
          exhaustive: exhaustive,
          schedule: schedule,
          example: row?.row,
          location: reader.location(of: nameNode)
        )
      )
    }
    if let table {
      reader.session.endRows(labels: table.rows.indices.map { "\($0 + 1): \(table.rows[$0].summary)" })
    }
    return journeys
  }

  /// The file's document and whether it may hold variables; nil, reported, when there is none.
  private func document() -> (YAMLNode, mayHoldVariables: Bool)? {
    let start = FileLocation(file: reader.file, line: 1, column: 1)
    let problem: String
    switch reader.session.document(atPath: reader.file) {
    case .root(let root, let mayHoldVariables):
      guard reader.file.hasSuffix(".subflow.yaml") else { return (root, mayHoldVariables) }
      problem = "'\(reader.file)' is a subflow; it runs only through a '\(StepKind.Name.run)' step of a journey"
    case .invalid:
      return nil
    case .missing:
      problem = "no such file" + reader.session.fileSystem.whereRelativePathsStart(for: reader.file)
    case .folder:
      problem = "'\(reader.file)' is a folder, not a journey file"
    case .unreadable:
      problem = "cannot read the file"
    case .empty:
      problem = "the file is empty; a journey needs 'name' and 'steps'"
    }
    reader.session.report(Diagnostic(at: start, problem))
    return nil
  }

  /// `tags`: a list of distinct tags.
  private func tagList(_ node: YAMLNode) -> [String] {
    let expectation = "'tags' expects a list of tags, such as [smoke, auth]"
    guard let items = node.sequence else {
      reader.reportMismatch(node, expectation)
      return []
    }
    var tags: [String] = []
    for item in items {
      guard let tag = reader.text(item, "'tags' expects each tag to be text, such as smoke") else { continue }
      if tags.contains(tag) {
        reader.report("tag '\(tag)' is listed twice", at: item)
        continue
      }
      tags.append(tag)
    }
    return tags
  }

  /// Reports each mock of a `calls` step, the steps of subflows among them, that an exhaustive
  /// journey's `calls` would check only in part: with `including` or `count`, calls of the mock
  /// would pass unchecked.
  private func reportPartialCalls(in steps: [Step]) {
    for step in steps {
      switch step.kind {
      case .calls(let expectations):
        for expectation in expectations where !expectation.comparison.checksEveryCall {
          let key = expectation.comparison.key ?? ""
          reader.session.report(
            Diagnostic(
              at: expectation.location,
              "'\(key)' checks only some of the calls of '\(expectation.mock)', and each '\(StepKind.Name.calls)' "
                + "of an exhaustive journey checks every call of its mocks since their previous check: list "
                + "them all, in order as [login, fetchProfile] or in any order as { anyOrder: [fetchProfile, "
                + "login] }, or remove 'exhaustive: true'"))
        }
      case .run(let subflow):
        reportPartialCalls(in: subflow.steps)
      default:
        continue
      }
    }
  }

  /// `schedule`: a whole number from 0 to 18446744073709551615, written in decimal (or as any
  /// integer YAML reads that fits).
  private func scheduleSeed(_ node: YAMLNode) -> UInt64? {
    if let seed = node.int, seed >= 0 { return UInt64(seed) }
    if let scalar = node.scalar, scalar.style == .plain, scalar.tag == nil,
      scalar.text.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(scalar.text)
    {
      return seed
    }
    reader.reportMismatch(
      node,
      "'schedule' expects the schedule seed the journey runs under, a whole number from 0 to "
        + "18446744073709551615, such as schedule: 1234")
    return nil
  }

  private func exhaustiveFlag(_ node: YAMLNode) -> Bool? {
    guard let flag = node.bool else {
      reader.reportMismatch(node, "'exhaustive' expects true or false")
      return nil
    }
    return flag
  }
}
