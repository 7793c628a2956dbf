import JourneyCoverage

/// What `journey coverage` prints: the summary of a record per feature and per kind, and the
/// keys it lists, as text and as one JSON document.
enum CoverageText {
  /// The kinds whose keys the lists show, in order: an element seen is known and reached alike,
  /// so its use (``Coverage/Kind/interaction``) stands for it.
  static let listedKinds = Coverage.Kind.allCases.filter { $0 != .element }

  /// The summary of `coverage`, the merged record of `files`: the tally per feature and per kind,
  /// then what was never reached.
  static func summary(of coverage: Coverage, files: [String]) -> String {
    let total = tally(of: coverage)
    var text = "Coverage of \(files.joined(separator: ", ")): \(total.reached) of \(total.known) reached (\(total.percent)%)\n"
    text += "\n" + featureTable(of: coverage)
    text += "\n" + kindLines(of: coverage)
    text += "\nNever reached:\n" + lists(of: coverage.unreached)
    return text
  }

  /// What `coverage`, the merged record of `files`, reached that `baseline`, the merged record of
  /// `baselineFiles`, does not.
  static func beyond(_ coverage: Coverage, files: [String], baseline: Coverage, baselineFiles: [String]) -> String {
    let keys = coverage.reached(outside: baseline)
    return "Reached by \(files.joined(separator: ", ")) and not by \(baselineFiles.joined(separator: ", ")): "
      + "\(keys.count)\n" + (keys.isEmpty ? "" : "\n" + lists(of: keys))
  }

  /// The tally of the keys of every listed kind together.
  static func tally(of coverage: Coverage) -> Coverage.Tally {
    coverage.kinds.filter { listedKinds.contains($0.kind) }.reduce(into: Coverage.Tally(reached: 0, known: 0)) {
      $0.reached += $1.tally.reached
      $0.known += $1.tally.known
    }
  }

  /// One line per feature with its actions, state paths, mock outcomes and all of them, under a
  /// header, in columns; `-` where the feature has none of a kind.
  private static func featureTable(of coverage: Coverage) -> String {
    let rows = [["Feature", "Actions", "State paths", "Mock outcomes", "Total"]]
      + coverage.features.map { summary in
        [summary.feature] + [summary.actions, summary.state, summary.mockOutcomes, summary.total].map { tally in
          tally.known == 0 ? "-" : tally.text
        }
      }
    return columns(rows)
  }

  /// One line per listed kind with its tally, and the count of elements seen.
  private static func kindLines(of coverage: Coverage) -> String {
    let tallies = Dictionary(uniqueKeysWithValues: coverage.kinds.map { ($0.kind, $0.tally) })
    let rows = listedKinds.map { kind in [label(of: kind), tallies[kind]!.text] }
      + [[label(of: .element), "\(tallies[.element]!.known)"]]
    return columns(rows)
  }

  /// `Screens`, `Elements used`.
  private static func label(of kind: Coverage.Kind) -> String {
    kind.plural.prefix(1).uppercased() + kind.plural.dropFirst()
  }

  /// `keys` by kind, each kind under its label with how many, indented; `none` when there are none.
  private static func lists(of keys: [Coverage.Key]) -> String {
    let byKind = Dictionary(grouping: keys, by: \.kind)
    let listed = listedKinds.compactMap { kind -> String? in
      guard let keys = byKind[kind] else { return nil }
      return "  \(label(of: kind)) (\(keys.count)):\n" + keys.map { "    \($0.name)\n" }.joined()
    }
    return listed.isEmpty ? "  none\n" : listed.joined()
  }

  /// `rows` as lines whose cells start in the same columns, two spaces apart.
  private static func columns(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined() + "\n"
    }.joined()
  }

  /// The summary as `--json` prints it.
  struct Document: Encodable {
    var files: [String]
    var total: Coverage.Tally
    var features: [Coverage.FeatureSummary]
    /// The tally of each kind, by its name.
    var kinds: [String: Coverage.Tally]
    /// What was never reached, by kind; with `--beyond`, what was reached beyond the baseline.
    var unreached: [String: [String]]?
    var beyond: Beyond?

    /// What the records reached that those of `files` do not, by kind.
    struct Beyond: Encodable {
      var files: [String]
      var reached: [String: [String]]
    }

    init(_ coverage: Coverage, files: [String], baseline: (Coverage, files: [String])?) {
      self.files = files
      total = CoverageText.tally(of: coverage)
      features = coverage.features
      kinds = Dictionary(uniqueKeysWithValues: coverage.kinds.map { ($0.kind.rawValue, $0.tally) })
      func names(_ keys: [Coverage.Key]) -> [String: [String]] {
        Dictionary(grouping: keys.filter { listedKinds.contains($0.kind) }, by: \.kind.rawValue).mapValues { $0.map(\.name) }
      }
      if let baseline {
        beyond = Beyond(files: baseline.files, reached: names(coverage.reached(outside: baseline.0)))
      } else {
        unreached = names(coverage.unreached)
      }
    }
  }
}
