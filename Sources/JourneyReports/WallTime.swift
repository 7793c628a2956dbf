import Prelude

/// Real durations as reports show them.
public enum WallTime {
  /// `12 ms` below a second, `1.25 s` from a second on.
  public static func text(_ duration: Duration) -> String {
    text(seconds: duration.inSeconds)
  }

  /// `12 ms` below a second, `1.25 s` from a second on.
  public static func text(seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    guard milliseconds >= 1000 else { return "\(milliseconds) ms" }
    let hundredths = (milliseconds + 5) / 10
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }
}
