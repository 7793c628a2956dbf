extension Duration {
  /// The shortest duration text that `parseDuration(_:)` reads back as this duration: `300ms`,
  /// `1.5s`, `90s`, `2m`, `90m`, `1h1s`, `0s`. Every message that shows a duration writes it so,
  /// from journey steps to the runtime's pending effects and timers.
  ///
  /// The candidates are, for each unit from hours down to milliseconds: whole numbers of that unit
  /// and the smaller ones (`1h30m`, `90m`, `5400s`), and one decimal number of that unit of at
  /// least one (`1.5h`). The shortest wins; on a tie, the earlier candidate in that order. Below
  /// one millisecond the text is a decimal number of milliseconds (`0.5ms`). A negative duration
  /// is written as its magnitude after `-`, which `parseDuration(_:)` rejects.
  public var journeyDescription: String {
    let total = totalAttoseconds
    guard total != 0 else { return "0s" }
    let text = Self.shortestText(for: total.magnitude)
    return total < 0 ? "-" + text : text
  }

  private static func shortestText(for magnitude: UInt128) -> String {
    let units = DurationUnit.allCases
    var best: String?
    // Texts are ASCII: their UTF-8 lengths are their lengths, and cheaper to count.
    func consider(_ candidate: String?) {
      if let candidate, best.map({ candidate.utf8.count < $0.utf8.count }) ?? true {
        best = candidate
      }
    }
    for (position, unit) in units.enumerated() {
      consider(wholeText(for: magnitude, in: units[position...]))
      consider(decimalText(for: magnitude, in: unit, allowsLessThanOne: unit == units.last))
    }
    // The last candidate, milliseconds as a decimal, always exists.
    return best ?? ""
  }

  /// `magnitude` as whole numbers of `units`, largest first and zeros left out, or `nil` when
  /// the units cannot express it exactly.
  private static func wholeText(for magnitude: UInt128, in units: ArraySlice<DurationUnit>)
    -> String?
  {
    var remainder = magnitude
    var text = ""
    for unit in units {
      let (count, rest) = remainder.quotientAndRemainder(dividingBy: UInt128(unit.attoseconds))
      if count > 0 { text += "\(count)\(unit.symbol)" }
      remainder = rest
    }
    return remainder == 0 ? text : nil
  }

  /// `magnitude` as one decimal number of `unit` with as few digits after the point as exact, or
  /// `nil` when that needs more digits than duration text allows or, unless `allowsLessThanOne`,
  /// when it is less than one unit.
  private static func decimalText(
    for magnitude: UInt128,
    in unit: DurationUnit,
    allowsLessThanOne: Bool
  ) -> String? {
    let unitLength = UInt128(unit.attoseconds)
    let (whole, remainder) = magnitude.quotientAndRemainder(dividingBy: unitLength)
    guard whole > 0 || allowsLessThanOne else { return nil }
    guard remainder > 0 else { return "\(whole)\(unit.symbol)" }
    var scaled = remainder
    for digitCount in 1...DurationUnit.maximumFractionDigits {
      scaled *= 10
      if scaled % unitLength == 0 {
        let digits = String(scaled / unitLength)
        let padding = String(repeating: "0", count: digitCount - digits.count)
        return "\(whole).\(padding)\(digits)\(unit.symbol)"
      }
    }
    return nil
  }
}

extension Duration {
  /// The duration as a signed count of attoseconds.
  fileprivate var totalAttoseconds: Int128 {
    Int128(components.seconds) * DurationUnit.attosecondsPerSecond
      + Int128(components.attoseconds)
  }
}
