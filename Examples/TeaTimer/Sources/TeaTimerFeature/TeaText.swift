import TeaCatalogClient

/// The texts the screens show for teas and times.
enum TeaText {
  /// A time on a timer, minutes and two-digit seconds: `4:05`.
  static func time(seconds: Int) -> String {
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }

  /// The kind and water temperature of `tea`: `Green · 75 °C`.
  static func summary(of tea: Tea) -> String {
    "\(kind(tea.kind)) · \(tea.temperature) °C"
  }

  private static func kind(_ kind: TeaKind) -> String {
    switch kind {
    case .black: "Black"
    case .green: "Green"
    case .herbal: "Herbal"
    case .oolong: "Oolong"
    case .white: "White"
    }
  }
}
