import SharedModels

extension Trend {
  /// The arrow shown after a trending item's rank: "▲", "▼", or "–" when steady.
  var indicator: String {
    switch self {
    case .up: "▲"
    case .down: "▼"
    case .steady: "–"
    }
  }
}
