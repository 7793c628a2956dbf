/// A problem found in a journey, by the loader or the runner, with where it is.
///
/// Diagnostics are values; ``description`` renders them in the one format every tool and editor
/// understands: `path:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The journey cannot run, or failed.
    case error
    /// Worth fixing, but nothing failed because of it.
    case warning
    /// Context for the diagnostic before it.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// Where it is.
  public var location: FileLocation
  /// What is wrong, what was expected, and how to fix it.
  public var message: String

  /// Makes a diagnostic.
  public init(_ severity: Severity = .error, at location: FileLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `path:line:column: error: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message)"
  }
}

/// Several diagnostics found together, such as every problem in one file.
public struct Diagnostics: Error, Hashable, Sendable, CustomStringConvertible {
  /// The diagnostics, in the order of their locations.
  public var all: [Diagnostic]

  /// Collects diagnostics, sorting them by location.
  public init(_ diagnostics: [Diagnostic]) {
    self.all = diagnostics.sorted { $0.location < $1.location }
  }

  /// Whether any of them is an error.
  public var hasErrors: Bool {
    all.contains { $0.severity == .error }
  }

  /// One diagnostic a line.
  public var description: String {
    all.map(\.description).joined(separator: "\n")
  }
}
