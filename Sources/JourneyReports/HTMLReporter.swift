import JourneyRunner

/// Writes a run as one self-contained HTML page, for people: styles and script inline, nothing
/// fetched, so it opens from the file system and can be kept as a CI artifact.
///
/// The page shows the counts, then every journey with its status, file, tags and virtual and real
/// durations, and a filter by status and by text (name, file or tag). A journey opens on its
/// failure, its golden mismatches as unified diffs that "Side by side" lays out in two columns
/// (golden and actual, each line numbered), and its steps; a step with a trace opens on
/// the screen after it (the lines new since the step before marked), its state change, the
/// actions it processed and the mock calls it made. A run that recorded coverage ends with its
/// coverage: the tally per feature and per kind, and what was never reached.
/// A failed journey whose last passing run left a trace shows where this run parted from it
/// (``TraceDivergence``), with a diff of each part that differs, and marks that step. Failed
/// journeys, their failing step and the step where they parted are open from the start. Steps
/// are data in the page (`HTMLStepData`) that its script lays out as they open.
public enum HTMLReporter {
  /// The page of `report`, with the traces of its journeys by trace file path (those a journey's
  /// ``ReportDocument/JourneyDocument/trace`` and ``ReportDocument/JourneyDocument/lastPassedTrace``
  /// name).
  public static func document(_ report: ReportDocument, traces: [String: JourneyTrace]) -> String {
    var html = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      // No icon to fetch: a served page asks its server for nothing but its own decisions.
      "<link rel=\"icon\" href=\"data:,\">",
      "<title>Journeys: \(report.summary.passed) passed, \(report.summary.failed) failed</title>",
      "<style>\(style)</style>",
      "</head>",
      "<body>",
      "<header>",
      "<h1>Journeys</h1>",
      summary(report),
    ]
    let reviewed = report.journeys.flatMap(\.snapshots).contains(where: \.awaitsReview)
    if reviewed {
      html.append(
        "<p id=\"review-hint\" class=\"muted\">Accept and Reject write golden files when the report is served: "
          + "<code>journey show-report</code> with this file.</p>")
    }
    html += [
      "</header>",
      filters(report),
    ]
    if !report.inputErrors.isEmpty || report.inputDiagnostics.contains(where: { $0.severity == "error" }) {
      html.append("<section class=\"problems\"><h2>Invalid input</h2><pre>")
      html.append(escape((report.inputErrors + report.inputDiagnostics.map(\.text)).joined(separator: "\n")))
      html.append("</pre></section>")
    }
    html.append("<main id=\"journeys\">")
    var stepData = HTMLStepData()
    let firstFailure = report.journeys.firstIndex { $0.status == .failed }
    for (index, journey) in report.journeys.enumerated() {
      html += self.journey(
        journey, trace: journey.trace.flatMap { traces[$0] },
        lastPassed: journey.lastPassedTrace.flatMap { traces[$0] }, isFirstFailure: index == firstFailure,
        stepData: &stepData)
    }
    html.append("<p id=\"no-match\" hidden>No journey matches the filter.</p>")
    html.append("</main>")
    if let coverage = report.coverage {
      html.append(coverageSection(coverage))
    }
    html.append(stepData.screensScript)
    if let review = reviewReport(report) {
      html.append(HTMLStepData.script(id: reviewReportID, review))
    }
    html.append("<script>\(script)</script>")
    html.append("</body>")
    html.append("</html>")
    return html.joined(separator: "\n") + "\n"
  }

  /// `page`, a page of ``document(_:traces:)``, as a server that carries out its Accept and
  /// Reject serves it: with `token`, which the page's requests carry and which turns its buttons
  /// on.
  public static func served(_ page: String, token: String) -> String {
    let meta = "<meta name=\"\(reviewTokenName)\" content=\"\(attribute(token))\">"
    guard let head = page.range(of: "<head>\n") else { return page }
    return page.replacingCharacters(in: head, with: "<head>\n" + meta + "\n")
  }

  /// The name of the `meta` element that holds a served page's token.
  private static let reviewTokenName = "journey-review-token"
  /// The id of the element that holds ``reviewReport(_:)``.
  private static let reviewReportID = "review-report"

  /// The JSON text of the report that `page`, a page of ``document(_:traces:)``, holds for a
  /// server to carry out its Accept and Reject (``ReportDocument/goldenChanges(review:workingDirectory:)``);
  /// `nil` when no golden file of the run awaits review, or `page` is not such a page.
  public static func reviewReportText(inPage page: String) -> String? {
    let start = "<script type=\"application/json\" id=\"\(reviewReportID)\">"
    guard let open = page.range(of: start), let close = page.range(of: "</script>", range: open.upperBound..<page.endIndex)
    else { return nil }
    return String(page[open.upperBound..<close.lowerBound])
  }

  /// `report` as far as a review of its golden changes needs it: the snapshots whose golden
  /// files await review, their journeys without steps or failures, and those journeys' files'
  /// digests; `nil` when there are none.
  private static func reviewReport(_ report: ReportDocument) -> ReportDocument? {
    var review = report
    review.journeys = report.journeys.compactMap { journey in
      var journey = journey
      journey.snapshots = journey.snapshots.filter(\.awaitsReview)
      guard !journey.snapshots.isEmpty else { return nil }
      (journey.steps, journey.failure, journey.errors, journey.warnings) = ([], nil, [], [])
      return journey
    }
    guard !review.journeys.isEmpty else { return nil }
    (review.inputDiagnostics, review.inputErrors, review.goldenFiles.obsolete) = ([], [], [])
    review.coverage = nil
    let files = Set(review.journeys.map(\.file))
    review.journeyFileDigests = report.journeyFileDigests.filter { files.contains($0.key) }
    return review
  }

  // MARK: Parts

  private static func summary(_ report: ReportDocument) -> String {
    let counts = report.summary
    var pills = [
      "<span class=\"pill passed\">\(counts.passed) passed</span>",
      counts.failed > 0 && report.journeys.contains(where: { $0.status == .failed })
        ? "<a class=\"pill failed\" href=\"#first-failure\">\(counts.failed) failed</a>"
        : "<span class=\"pill failed\">\(counts.failed) failed</span>",
    ]
    if counts.skipped > 0 { pills.append("<span class=\"pill\">\(counts.skipped) skipped</span>") }
    if counts.invalidFiles > 0 {
      pills.append("<span class=\"pill failed\">\(counts.invalidFiles) invalid files</span>")
    }
    let verdict =
      switch report.exitStatus {
      case 0: "<span class=\"verdict passed\">Passed</span>"
      case 1: "<span class=\"verdict failed\">Failed</span>"
      default: "<span class=\"verdict failed\">Invalid input</span>"
      }
    let total = "\(report.journeys.count) journeys in \(WallTime.text(seconds: report.timing.seconds))"
    return "<div class=\"summary\">\(verdict) \(pills.joined(separator: " ")) <span class=\"muted\">\(total)</span></div>"
  }

  private static func filters(_ report: ReportDocument) -> String {
    """
    <nav class="filters" aria-label="Filters">
    <fieldset class="status"><legend>Status</legend>
    <label><input type="checkbox" name="status" value="passed" checked> Passed</label>
    <label><input type="checkbox" name="status" value="failed" checked> Failed</label>
    </fieldset>
    <input type="search" id="filter-text" placeholder="Filter by name, file or tag" aria-label="Filter by name, file or tag">
    <span class="muted" id="shown-count">\(report.journeys.count) of \(report.journeys.count) shown</span>
    </nav>
    """
  }

  private static func journey(
    _ journey: ReportDocument.JourneyDocument, trace: JourneyTrace?, lastPassed: JourneyTrace?,
    isFirstFailure: Bool, stepData: inout HTMLStepData
  ) -> [String] {
    let failed = journey.status == .failed
    let searchable = ([journey.name, journey.file] + journey.tags).joined(separator: " ").lowercased()
    let durations =
      "\(escape(journey.virtualDuration)) virtual · \(WallTime.text(seconds: journey.timing.seconds)) real"
    let heading: [String] =
      [
        "<span class=\"mark\">\(failed ? "✗" : "✓")</span>",
        "<span class=\"name\">\(escape(journey.name))</span>",
        "<span class=\"file\">\(escape(journey.file))</span>",
      ]
      + journey.tags.map { "<span class=\"tag\">\(escape($0))</span>" }
      + ["<span class=\"durations\">\(durations)</span>"]
    var html = [
      "<section class=\"journey \(attribute(journey.status.rawValue))\"\(isFirstFailure ? " id=\"first-failure\"" : "") "
        + "data-status=\"\(attribute(journey.status.rawValue))\" data-text=\"\(attribute(searchable))\">",
      "<details\(failed ? " open" : "")>",
      "<summary><h2>" + heading.joined(separator: " ") + "</h2></summary>",
    ]
    if let failure = journey.failure {
      // With a trace, the failing step shows the screen and what led there; the message is enough.
      html.append("<pre class=\"failure\">\(escape(trace == nil ? failure.text : failure.diagnostic.text))</pre>")
    }
    for error in journey.errors {
      html.append("<pre class=\"failure\">\(escape(error.text))</pre>")
    }
    if let schedules = journey.schedules {
      html += scheduleDifference(schedules, of: journey)
    }
    let divergence = failed ? trace.flatMap { trace in lastPassed.flatMap { TraceDivergence(from: $0, to: trace) } } : nil
    if let divergence {
      html += self.divergence(divergence, lastPassedFile: journey.lastPassedTrace ?? "")
    }
    for snapshot in journey.snapshots {
      html += self.snapshot(snapshot)
    }
    for warning in journey.warnings {
      html.append("<pre class=\"warning\">\(escape(warning.text))</pre>")
    }
    let partingStep: Int? =
      switch divergence?.place {
      case .step(let index), .onlyOneHasStep(let index, inOld: false): index
      case .onlyOneHasStep(_, inOld: true), .ending, nil: nil
      }
    let steps = stepData.add(journey, trace: trace, partingStep: partingStep)
    html.append("<ol class=\"steps\" data-journey=\"\(steps.number)\"></ol>")
    html.append(steps.script)
    if trace == nil {
      // A trace file named but not here: merged shards whose trace folders were not kept.
      let remedy =
        journey.trace.map { "The trace file <code>\(escape($0))</code> is not here; keep it beside the report" }
        ?? "No trace was kept for this journey; run it with <code>--trace on</code>"
      html.append("<p class=\"muted\">\(remedy) to see each step's screen, state, actions and calls.</p>")
    }
    html.append("</details>")
    html.append("</section>")
    return html
  }

  /// A snapshot that differs from its golden file, as a diff, or that has none yet; with Accept
  /// and Reject when its golden awaits review, which work when the page is served.
  private static func snapshot(_ snapshot: ReportDocument.SnapshotDocument) -> [String] {
    var html: [String]
    if let diff = snapshot.diff {
      html = [
        "<div class=\"golden\" data-view=\"unified\">",
        "<h3>Snapshot \(escape(snapshot.name)) differs from \(escape(snapshot.goldenFile))</h3>",
        "<div class=\"views\" role=\"group\" aria-label=\"Diff layout\">"
          + "<button type=\"button\" data-view=\"unified\" aria-pressed=\"true\">Unified</button>"
          + "<button type=\"button\" data-view=\"split\" aria-pressed=\"false\">Side by side</button></div>",
        "<pre class=\"diff unified\">\(diffLines(diff))</pre>",
        splitTable(SplitDiff(unified: diff)),
      ]
    } else if snapshot.comparison == "missing" {
      html = [
        "<div class=\"golden new\">",
        "<h3>Snapshot \(escape(snapshot.name)) is new: there is no \(escape(snapshot.goldenFile))</h3>",
      ]
      if let actual = snapshot.actual {
        html.append("<pre class=\"actual\">\(escape(actual))</pre>")
      }
    } else {
      return []
    }
    if snapshot.awaitsReview {
      let golden = attribute(snapshot.goldenFile)
      html.append(
        "<div class=\"review\" role=\"group\" aria-label=\"Golden file \(golden)\">"
          + "<button type=\"button\" data-decision=\"accept\" data-golden=\"\(golden)\" disabled aria-describedby=\"review-hint\">Accept</button> "
          + "<button type=\"button\" data-decision=\"reject\" data-golden=\"\(golden)\" disabled aria-describedby=\"review-hint\">Reject</button> "
          + "<span class=\"review-state\" role=\"status\" tabindex=\"-1\"></span></div>")
    }
    html.append("</div>")
    return html
  }

  /// How another schedule changed the journey (`--schedules`): what differs, the step where the
  /// two runs part, and how to replay each. The run under the journey's own schedule is the one
  /// the report shows.
  private static func scheduleDifference(
    _ schedules: ReportDocument.ScheduleDifferenceDocument, of journey: ReportDocument.JourneyDocument
  ) -> [String] {
    var html = [
      "<div class=\"schedules\">", "<h3>Under another schedule</h3>",
      "<p>\(escape(sentence(schedules.message)))</p>",
    ]
    if let number = schedules.partingStep, journey.steps.indices.contains(number - 1) {
      let step = journey.steps[number - 1]
      let location = "\(step.location.file):\(step.location.line):\(step.location.column)"
      html.append(
        "<p>Their traces part at step \(number): <span class=\"step-name\">\(escape(step.step))</span> "
          + "<span class=\"location\">\(escape(location))</span></p>")
    }
    html.append("<p class=\"muted\">\(escape(sentence(schedules.replayHint(file: journey.file))))</p>")
    html.append("</div>")
    return html
  }

  /// `text` begun with a capital and ended with a full stop.
  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  /// Where a failing run parted from its last passing run, each part that differs there as a
  /// diff from the passing run to this one.
  private static func divergence(_ divergence: TraceDivergence, lastPassedFile: String) -> [String] {
    let labels = (old: "last passing run", new: "this run")
    var html = ["<div class=\"divergence\">", "<h3>Against the last passing run</h3>"]
    let parting: String =
      switch divergence.place {
      case .step(let index): "The runs part at step \(index + 1):"
      case .onlyOneHasStep(let index, inOld: true):
        "The runs part after step \(index): only the last passing run has step \(index + 1) on:"
      case .onlyOneHasStep(let index, inOld: false):
        "The runs part after step \(index): only this run has step \(index + 1) on:"
      case .ending: "The runs took the same steps and ended differently."
      }
    let step = divergence.step.map {
      " <span class=\"step-name\">\(escape($0.step))</span> <span class=\"location\">\(escape($0.location))</span>"
    }
    html.append("<p>\(escape(parting))\(step ?? "")</p>")
    for difference in divergence.differences {
      switch difference {
      case .step(let old, let new):
        html.append("<h4>Step</h4>" + twoLines(old, new, labels: labels))
      case .status(let old, let new):
        html.append("<h4>Status</h4>" + twoLines(old, new, labels: labels))
      case .aspect(let aspect, let old, let new):
        let diff = LineDiff(from: old, to: new).unified(oldLabel: labels.old, newLabel: labels.new)
        html.append("<h4>\(aspectTitle(aspect))</h4><pre class=\"diff unified\">\(diffLines(diff))</pre>")
      case .ending(let old, let new):
        let diff = LineDiff(from: old, to: new).unified(oldLabel: labels.old, newLabel: labels.new)
        html.append("<pre class=\"diff unified\">\(diffLines(diff))</pre>")
      }
    }
    html.append("<p class=\"muted\">The last passing run's trace is <code>\(escape(lastPassedFile))</code>.</p>")
    html.append("</div>")
    return html
  }

  /// What the last passing run and this one had, a line each, marked removed and added.
  private static func twoLines(_ old: String, _ new: String, labels: (old: String, new: String)) -> String {
    "<pre class=\"diff\"><span class=\"removed\">-\(escape(labels.old)): \(escape(old))</span>\n"
      + "<span class=\"added\">+\(escape(labels.new)): \(escape(new))</span></pre>"
  }

  private static func aspectTitle(_ aspect: TraceText.Aspect) -> String {
    switch aspect {
    case .state: "State change"
    case .actions: "Actions"
    case .calls: "Mock calls"
    case .pending: "Pending timers and effects"
    case .screen: "Screen"
    }
  }

  /// A unified diff, its removed and added lines marked for colour.
  private static func diffLines(_ diff: String) -> String {
    diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let kind =
        line.hasPrefix("+++") || line.hasPrefix("---") ? "file"
        : line.hasPrefix("@@") ? "hunk"
        : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "same"
      return "<span class=\"\(kind)\">\(escape(String(line)))</span>"
    }.joined(separator: "\n")
  }

  /// A diff as a table of four columns: the old line's number and text, the new line's number
  /// and text, changed lines marked for colour.
  private static func splitTable(_ diff: SplitDiff) -> String {
    func cells(_ cell: SplitDiff.Cell?, side: String) -> String {
      guard let cell else { return "<td class=\"number\"></td><td class=\"empty\"></td>" }
      let kind = cell.isChanged ? side : "same"
      return "<td class=\"number\">\(cell.number)</td><td class=\"\(kind)\">\(escape(cell.text))</td>"
    }
    var html = [
      "<table class=\"split\">",
      "<thead><tr><th colspan=\"2\">\(escape(diff.oldLabel))</th><th colspan=\"2\">\(escape(diff.newLabel))</th></tr></thead>",
      "<tbody>",
    ]
    for row in diff.rows {
      switch row {
      case .hunk(let header):
        html.append("<tr class=\"hunk\"><td colspan=\"4\">\(escape(header))</td></tr>")
      case .lines(let old, let new):
        html.append("<tr>" + cells(old, side: "removed") + cells(new, side: "added") + "</tr>")
      }
    }
    html.append("</tbody></table>")
    return html.joined(separator: "\n")
  }

  private static func escape(_ text: String) -> String {
    XMLText.content(text)
  }

  private static func attribute(_ text: String) -> String {
    XMLText.attribute(text)
  }

  // MARK: Style and script

  private static let style = """
    :root { --pass: #1a7f37; --fail: #cf222e; --muted: #656d76; --line: #d0d7de; --bg: #f6f8fa; }
    * { box-sizing: border-box; }
    body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #1f2328; background: #fff; }
    header { padding: 20px 28px 12px; border-bottom: 1px solid var(--line); background: var(--bg); }
    h1 { margin: 0 0 8px; font-size: 22px; }
    h2 { font-size: inherit; font-weight: inherit; margin: 0; display: inline-flex; gap: 10px; align-items: baseline; flex-wrap: wrap; flex: 1; }
    h3 { font-size: 14px; margin: 12px 0 6px; }
    h4, .pane h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 10px 0 4px; }
    .summary { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .pill, .verdict { border-radius: 999px; padding: 2px 10px; font-weight: 600; border: 1px solid var(--line); background: #fff; }
    .pill.passed { color: var(--pass); } .pill.failed { color: var(--fail); }
    .verdict.passed { background: var(--pass); color: #fff; border-color: var(--pass); }
    .verdict.failed { background: var(--fail); color: #fff; border-color: var(--fail); }
    .muted { color: var(--muted); }
    .filters { display: flex; gap: 16px; align-items: center; padding: 10px 28px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: #fff; z-index: 1; }
    .filters fieldset { border: 0; margin: 0; padding: 0; display: flex; gap: 12px; align-items: center; }
    .filters legend { float: left; padding: 0; margin-right: 4px; color: var(--muted); }
    .filters input[type=search] { flex: 0 1 320px; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
    main { padding: 12px 28px 40px; }
    .journey { scroll-margin-top: 64px; border: 1px solid var(--line); border-left: 4px solid var(--pass); border-radius: 6px; margin: 10px 0; background: #fff; }
    .journey.failed { border-left-color: var(--fail); }
    .journey > details > summary { padding: 10px 14px; cursor: pointer; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
    .journey > details > *:not(summary) { margin-left: 14px; margin-right: 14px; }
    .mark { font-weight: 700; } .passed .mark { color: var(--pass); } .failed .mark { color: var(--fail); }
    .name { font-weight: 600; }
    .file, .location { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; color: var(--muted); }
    .tag { font-size: 11px; background: #ddf4ff; color: #0969da; border-radius: 999px; padding: 0 8px; }
    .durations { margin-left: auto; color: var(--muted); font-size: 12px; }
    pre { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; margin: 4px 0; white-space: pre; }
    pre.failure { background: #ffebe9; border-color: #ffcecb; white-space: pre-wrap; }
    pre.warning { background: #fff8c5; border-color: #eedc82; white-space: pre-wrap; }
    .diff .added, .state .added, .screen .added { background: #dafbe1; display: inline-block; min-width: 100%; }
    .diff .removed, .state .removed { background: #ffebe9; display: inline-block; min-width: 100%; }
    .diff .hunk { color: #0969da; } .diff .file { color: var(--muted); }
    .views { display: inline-flex; margin: 0 0 6px; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
    .views button { font: inherit; font-size: 12px; padding: 2px 10px; border: 0; background: #fff; cursor: pointer; }
    .views button[aria-pressed=true] { background: #0969da; color: #fff; }
    .review { margin: 6px 0 10px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .review button { font: inherit; padding: 3px 14px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
    .review button[data-decision=accept]:enabled { background: var(--pass); border-color: var(--pass); color: #fff; }
    .review button:disabled { cursor: not-allowed; opacity: .6; }
    .review button:focus-visible, .views button:focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
    .golden[data-review=accepted] { border-left: 4px solid var(--pass); padding-left: 8px; }
    .golden[data-review=rejected] { border-left: 4px solid var(--muted); padding-left: 8px; }
    a.pill { text-decoration: none; }
    section.coverage { margin: 24px 0; }
    table.coverage { border-collapse: collapse; margin: 8px 0 16px; font-size: 13px; }
    table.coverage caption { text-align: left; color: var(--muted); padding: 2px 0; }
    table.coverage th, table.coverage td { text-align: left; padding: 3px 12px 3px 0; border-bottom: 1px solid var(--line); }
    table.coverage thead th { color: var(--muted); font-weight: 600; }
    .unreached summary h3 { display: inline; font-size: 14px; }
    .unreached ul { margin: 4px 0 12px; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .golden[data-view=unified] .split, .golden[data-view=split] .unified { display: none; }
    table.split { border-collapse: collapse; width: 100%; table-layout: fixed; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; border: 1px solid var(--line); margin: 4px 0; }
    table.split th { text-align: left; font-weight: 600; color: var(--muted); background: var(--bg); padding: 4px 8px; border-bottom: 1px solid var(--line); }
    table.split td { padding: 0 8px; white-space: pre; overflow: hidden; text-overflow: ellipsis; vertical-align: top; }
    table.split td.number { width: 44px; text-align: right; color: var(--muted); background: var(--bg); user-select: none; }
    table.split td.added { background: #dafbe1; } table.split td.removed { background: #ffebe9; }
    table.split td.empty { background: var(--bg); }
    table.split tr.hunk td { color: #0969da; background: #ddf4ff; }
    .steps { list-style: none; padding: 0; margin: 8px 0 14px; }
    .step { border-top: 1px solid #eaeef2; padding-left: calc(var(--depth) * 18px); }
    .step > details > summary, .step-line { padding: 5px 4px; cursor: pointer; }
    .step-line { cursor: default; }
    .step.failed > details > summary { background: #ffebe9; }
    .step.skipped { color: var(--muted); opacity: .6; }
    .time { display: inline-block; min-width: 56px; color: var(--muted); font-variant-numeric: tabular-nums; }
    .step-name { font-weight: 500; }
    .trace { padding: 4px 8px 12px 60px; }
    .divergence { border: 1px solid #d4a72c; background: #fff8c5; border-radius: 6px; padding: 2px 12px 6px; margin: 8px 0; }
    .divergence pre { background: #fff; }
    .parts-badge { font-size: 11px; background: #fff8c5; color: #7d4e00; border: 1px solid #d4a72c; border-radius: 999px; padding: 0 8px; }
    .panes { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(280px, 1fr); gap: 16px; }
    """

  private static var script: String {
    """
    (function () {
      var screens = JSON.parse(document.getElementById('screens').textContent);
      var traces = {};
      function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function aspect(pane, title, lines, kind) {
        pane.appendChild(element('h3', '', title));
        if (!lines.length) { pane.appendChild(element('p', 'muted', 'none')); return; }
        var pre = element('pre', kind);
        lines.forEach(function (line, index) {
          if (index > 0) { pre.appendChild(document.createTextNode('\\n')); }
          if (kind !== 'state') { pre.appendChild(document.createTextNode(line)); return; }
          var mark = line.indexOf('  + ') === 0 ? 'added' : line.indexOf('  - ') === 0 ? 'removed' : 'same';
          pre.appendChild(element('span', mark, line));
        });
        pane.appendChild(pre);
      }
      // The screen after a step, its lines that were not on the screen after the step before
      // marked; none marked when there is no step before with the app running.
      function screenAfter(steps, index) {
        var step = steps[index];
        if (step.screen === undefined) { return element('pre', 'screen', '(the app is not running)'); }
        var before;
        for (var earlier = index - 1; earlier >= 0 && before === undefined; earlier -= 1) {
          if (steps[earlier].state !== undefined) { before = steps[earlier].screen === undefined ? null : screens[steps[earlier].screen]; }
        }
        var lines = screens[step.screen].split('\\n');
        if (!before) { return element('pre', 'screen', lines.join('\\n')); }
        var left = {};
        before.split('\\n').forEach(function (line) { left[line] = (left[line] || 0) + 1; });
        var pre = element('pre', 'screen');
        lines.forEach(function (line, position) {
          if (position > 0) { pre.appendChild(document.createTextNode('\\n')); }
          if (left[line] > 0) {
            left[line] -= 1;
            pre.appendChild(document.createTextNode(line));
          } else {
            var added = element('span', 'added', line);
            added.title = 'not on the screen after the step before';
            pre.appendChild(added);
          }
        });
        return pre;
      }
      // Shows what a step did the first time it opens.
      function show(details) {
        var box = details.querySelector('.trace');
        if (box.childNodes.length) { return; }
        var steps = details.closest('.steps').steps;
        var step = steps[Number(details.dataset.step)];
        if (step.failure) { box.appendChild(element('pre', 'failure', step.failure)); }
        var panes = element('div', 'panes');
        var screen = element('div', 'pane');
        screen.appendChild(element('h3', '', 'Screen after'));
        screen.appendChild(screenAfter(steps, Number(details.dataset.step)));
        var aspects = element('div', 'pane');
        aspect(aspects, '\(aspectTitle(.state))', step.state, 'state');
        aspect(aspects, '\(aspectTitle(.actions))', step.actions, 'actions');
        aspect(aspects, '\(aspectTitle(.calls))', step.calls, 'calls');
        aspect(aspects, '\(aspectTitle(.pending))', step.pending, 'pending');
        panes.appendChild(screen);
        panes.appendChild(aspects);
        box.appendChild(panes);
      }
      // Lays out a journey's steps the first time it opens: each on a line, one with a trace as
      // a step that opens, the failing one and the one where the run parted open from the start.
      function showSteps(journey) {
        var list = journey.querySelector('.steps');
        if (list.steps) { return; }
        list.steps = JSON.parse(document.getElementById('journey-' + list.dataset.journey).textContent);
        list.steps.forEach(function (step, index) {
          var item = element('li', 'step ' + step.status + (step.parts ? ' parts' : ''));
          item.style.setProperty('--depth', step.depth);
          var line = [element('span', 'time', step.time), element('span', 'step-name', step.step), element('span', 'location', step.location)];
          if (step.parts) { line.push(element('span', 'parts-badge', 'parted from the last passing run')); }
          var holder;
          if (step.state === undefined) {
            holder = element('div', 'step-line');
            item.appendChild(holder);
          } else {
            var details = element('details');
            details.dataset.step = index;
            details.open = step.status === 'failed' || step.parts === true;
            holder = element('summary');
            details.appendChild(holder);
            details.appendChild(element('div', 'trace'));
            item.appendChild(details);
          }
          line.forEach(function (part, position) {
            if (position > 0) { holder.appendChild(document.createTextNode(' ')); }
            holder.appendChild(part);
          });
          list.appendChild(item);
        });
        list.querySelectorAll('details[open]').forEach(show);
      }
      document.addEventListener('toggle', function (event) {
        var details = event.target;
        if (!details.open) { return; }
        if (details.dataset.step !== undefined) { show(details); }
        else if (details.parentElement.classList.contains('journey')) { showSteps(details); }
      }, true);
      document.querySelectorAll('.journey > details[open]').forEach(showSteps);
      var boxes = document.querySelectorAll('input[name=status]');
      var text = document.getElementById('filter-text');
      var journeys = document.querySelectorAll('.journey');
      function apply() {
        var shown = {};
        boxes.forEach(function (box) { shown[box.value] = box.checked; });
        var query = text.value.trim().toLowerCase();
        var count = 0;
        journeys.forEach(function (journey) {
          var visible = shown[journey.dataset.status] && (!query || journey.dataset.text.indexOf(query) >= 0);
          journey.hidden = !visible;
          if (visible) { count += 1; }
        });
        document.getElementById('shown-count').textContent = count + ' of ' + journeys.length + ' shown';
        document.getElementById('no-match').hidden = count > 0;
      }
      boxes.forEach(function (box) { box.addEventListener('change', apply); });
      text.addEventListener('input', apply);
      // Served, the page's token turns Accept and Reject on; each asks the server to write or
      // drop the golden file and shows what became of it.
      var token = document.querySelector('meta[name=\(reviewTokenName)]');
      if (token) {
        var hint = document.getElementById('review-hint');
        if (hint) { hint.hidden = true; }
        document.querySelectorAll('.review button').forEach(function (button) {
          button.disabled = false;
          button.removeAttribute('aria-describedby');
          button.addEventListener('click', function () { decide(button); });
        });
      }
      function decide(button) {
        var review = button.closest('.review');
        var state = review.querySelector('.review-state');
        var buttons = review.querySelectorAll('button');
        buttons.forEach(function (other) { other.disabled = true; });
        state.textContent = 'Saving…';
        fetch('/goldens/' + button.dataset.decision, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Journey-Token': token.content },
          body: JSON.stringify({ golden: button.dataset.golden })
        }).then(function (response) {
          return response.json().then(function (body) { return { ok: response.ok, body: body }; });
        }).then(function (answer) {
          if (!answer.ok) { throw new Error(answer.body.problem || 'the server refused'); }
          var accepted = answer.body.decision === 'accepted';
          review.closest('.golden').dataset.review = answer.body.decision;
          state.textContent = accepted
            ? 'Accepted: ' + button.dataset.golden + ' holds the new text.'
            : 'Rejected: ' + button.dataset.golden + ' is kept as it was.';
          state.focus();
        }).catch(function (error) {
          buttons.forEach(function (other) { other.disabled = false; });
          state.textContent = 'Not saved: ' + error.message;
          state.focus();
        });
      }
      // A report with failures opens on the first one.
      var firstFailure = document.getElementById('first-failure');
      if (firstFailure && !location.hash) { firstFailure.scrollIntoView(); }
      document.querySelectorAll('.golden .views button').forEach(function (button) {
        button.addEventListener('click', function () {
          var golden = button.closest('.golden');
          golden.dataset.view = button.dataset.view;
          golden.querySelectorAll('.views button').forEach(function (other) {
            other.setAttribute('aria-pressed', String(other === button));
          });
        });
      });
    })();
    """
  }
}

extension ReportDocument.SnapshotDocument {
  /// Whether the run left its golden file for review: the snapshot differs from it, or has none,
  /// and the run did not write it.
  fileprivate var awaitsReview: Bool {
    ["mismatched", "missing"].contains(comparison) && ["notWritten", "pendingWritten"].contains(action)
  }
}
