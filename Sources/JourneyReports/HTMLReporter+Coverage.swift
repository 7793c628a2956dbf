import JourneyCoverage

extension HTMLReporter {
  /// The coverage section of a run that recorded it: the tally per feature and per kind in tables
  /// with headers, then what was never reached, one closed list per kind under its heading.
  static func coverageSection(_ coverage: Coverage) -> String {
    let listed = Coverage.Kind.allCases.filter { $0 != .element }
    let tallies = Dictionary(uniqueKeysWithValues: coverage.kinds.map { ($0.kind, $0.tally) })
    let total = listed.reduce(into: Coverage.Tally(reached: 0, known: 0)) {
      $0.reached += tallies[$1]!.reached
      $0.known += tallies[$1]!.known
    }
    func cell(_ tally: Coverage.Tally) -> String {
      tally.known == 0 ? "<td>-</td>" : "<td>\(tally.text)</td>"
    }
    var html = [
      "<section class=\"coverage\" aria-labelledby=\"coverage-heading\">",
      "<h2 id=\"coverage-heading\">Coverage</h2>",
      "<p>\(total.reached) of \(total.known) known things reached (\(total.percent)%), "
        + "\(tallies[.element]!.known) elements seen.</p>",
      "<table class=\"coverage\">",
      "<caption>Reached of known, per feature</caption>",
      "<thead><tr><th scope=\"col\">Feature</th><th scope=\"col\">Actions</th><th scope=\"col\">State paths</th>"
        + "<th scope=\"col\">Mock outcomes</th><th scope=\"col\">Total</th></tr></thead>",
      "<tbody>",
    ]
    for feature in coverage.features {
      html.append(
        "<tr><th scope=\"row\">\(XMLText.content(feature.feature))</th>"
          + [feature.actions, feature.state, feature.mockOutcomes, feature.total].map(cell).joined() + "</tr>")
    }
    html += [
      "</tbody></table>",
      "<table class=\"coverage\">",
      "<caption>Reached of known, per kind</caption>",
      "<thead><tr><th scope=\"col\">Kind</th><th scope=\"col\">Reached</th></tr></thead>",
      "<tbody>",
    ]
    for kind in listed {
      html.append("<tr><th scope=\"row\">\(kind.plural.capitalizedFirst)</th>\(cell(tallies[kind]!))</tr>")
    }
    html.append("</tbody></table>")
    let unreached = Dictionary(grouping: coverage.unreached, by: \.kind)
    for kind in listed {
      guard let keys = unreached[kind] else { continue }
      html += [
        "<details class=\"unreached\">",
        "<summary><h3>Never reached: \(kind.plural) (\(keys.count))</h3></summary>",
        "<ul>" + keys.map { "<li>\(XMLText.content($0.name))</li>" }.joined() + "</ul>",
        "</details>",
      ]
    }
    html.append("</section>")
    return html.joined(separator: "\n")
  }
}

extension String {
  /// The text with its first letter upper-cased: `Elements used`.
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
