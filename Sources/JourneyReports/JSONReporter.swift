import Foundation
import JSONCoding
import JourneyModel
import JourneyRunner
import JourneySuite
import Prelude
import ValueCoding

/// Writes a run as JSON, for tools: the counts, the input's problems, each journey that ran with
/// its failure, warnings, steps and snapshots, and what was done to golden files.
///
/// Keys are sorted, so the same run gives the same text, except for real durations, which are
/// all in objects under the key `timing` for tools and tests to ignore. Virtual times are
/// deterministic and written as journeys write durations (`1.5s`).
public enum JSONReporter {
  /// The JSON text of `report`, ending with a newline.
  public static func document(_ report: RunReport) -> String {
    document(ReportDocument(report))
  }

  /// The JSON text of `document`, ending with a newline.
  public static func document(_ document: ReportDocument) -> String {
    do {
      return try JSONText.encode(document)
    } catch {
      preconditionFailure("a run report is made of strings and numbers only: \(error)")
    }
  }
}
