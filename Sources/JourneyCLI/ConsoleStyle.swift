/// How console text looks: colours only on a terminal and when `NO_COLOR` is not set, and the
/// marks `✓`/`✗` only when the locale says the terminal takes UTF-8 (`PASS`/`FAIL` otherwise).
public struct ConsoleStyle: Hashable, Sendable {
  /// Whether to colour text with ANSI escapes.
  public var usesColor: Bool
  /// Whether to use non-ASCII marks.
  public var usesUnicode: Bool

  /// Makes a style.
  public init(usesColor: Bool, usesUnicode: Bool) {
    self.usesColor = usesColor
    self.usesUnicode = usesUnicode
  }

  /// The style for output that goes to a terminal or not, in a process with `environment`.
  /// `NO_COLOR` set to anything but the empty string turns colour off; the first of `LC_ALL`,
  /// `LC_CTYPE` and `LANG` that is set decides UTF-8.
  public init(isTerminal: Bool, environment: [String: String]) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    usesColor = isTerminal && !noColor
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    let normalized = locale?.lowercased().filter { $0 != "-" } ?? ""
    usesUnicode = normalized.contains("utf8")
  }

  /// The mark of a journey that passed.
  public var passMark: String {
    paint(usesUnicode ? "✓" : "PASS", .green)
  }

  /// The mark of a journey that failed.
  public var failMark: String {
    paint(usesUnicode ? "✗" : "FAIL", .red)
  }

  /// Between a journey's file and name.
  public var separator: String {
    usesUnicode ? "›" : ">"
  }

  /// The colours the console uses.
  public enum Color: String, Sendable {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case bold = "1"
    case dim = "2"
    /// Red text on its colour reversed, for the changed words of a removed line.
    case reversedRed = "7;31"
    /// Green text on its colour reversed, for the changed words of an added line.
    case reversedGreen = "7;32"
  }

  /// `text` in `color`, when colours are on.
  public func paint(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }
}
