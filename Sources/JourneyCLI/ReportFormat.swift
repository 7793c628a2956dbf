import ArgumentParser

/// How `journey run` reports.
public enum ReportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// For people, on standard output.
  case console
  /// JUnit XML, for CI systems.
  case junit
  /// JSON, for tools.
  case json
}
