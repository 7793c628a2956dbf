import JourneyModel
import Prelude

extension VisibleTextQuery {
  /// The query as summaries and messages write it: `"Welcome"`, `exactly "Total: 3"`,
  /// `/Error \d+/`.
  var described: String {
    switch self {
    case .substring(let text): text.quoted
    case .exact(let text): "exactly \(text.quoted)"
    case .matches(let pattern): pattern.description
    }
  }
}
