import ArgumentParser

/// How `journey run` reports.
public enum ReportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// For people, on standard output.
  case console
  /// JUnit XML, for CI systems.
  case junit
  /// JSON, for tools and for `journey merge-reports`.
  case json
  /// One self-contained HTML page, for people.
  case html
}
