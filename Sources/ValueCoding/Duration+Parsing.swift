import Prelude

/// Parses the short duration text used by journeys: one or more parts, each a number followed by
/// a unit, units from largest to smallest with none repeated: `300ms`, `1.5s`, `2m`, `2h`,
/// `1h30m`, `1m30s`, `1s250ms`.
///
/// Units are `h`, `m`, `s` and `ms`. A number is digits, optionally followed by `.` and at most 15
/// more digits. There is no sign, no space and no other unit.
///
/// - Returns: The duration, or `nil` when `text` is not such text or is too long a duration to
///   represent.
public func parseDuration(_ text: String) -> Duration? {
  // Every character of duration text is ASCII, so the text is read byte by byte; any other
  // byte is neither a digit, a point nor a letter and ends the parse with nil.
  let bytes = Array(text.utf8)
  var position = 0
  var total: Int128 = 0
  var previousUnit: DurationUnit?

  func readRun(_ belongs: (UInt8) -> Bool) -> String {
    let start = position
    while position < bytes.count, belongs(bytes[position]) {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }
  func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  guard !bytes.isEmpty else { return nil }
  while position < bytes.count {
    let wholeDigits = readRun(isDigit)
    var fractionDigits = ""
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      fractionDigits = readRun(isDigit)
      guard !fractionDigits.isEmpty, fractionDigits.count <= DurationUnit.maximumFractionDigits
      else { return nil }
    }
    guard
      !wholeDigits.isEmpty,
      let unit = DurationUnit(symbol: readRun(isLetter)),
      previousUnit.map({ unit.attoseconds < $0.attoseconds }) ?? true,
      let whole = Int128(wholeDigits),
      let fraction = Int128(fractionDigits.isEmpty ? "0" : fractionDigits)
    else { return nil }
    previousUnit = unit

    let fractionScale = (0..<fractionDigits.count).reduce(Int128(1)) { scale, _ in scale * 10 }
    let (wholePart, wholeOverflow) = whole.multipliedReportingOverflow(by: unit.attoseconds)
    let fractionPart = fraction * (unit.attoseconds / fractionScale)
    let (partTotal, partOverflow) = wholePart.addingReportingOverflow(fractionPart)
    let (sum, sumOverflow) = total.addingReportingOverflow(partTotal)
    guard !wholeOverflow, !partOverflow, !sumOverflow else { return nil }
    total = sum
  }

  let (seconds, attoseconds) = total.quotientAndRemainder(
    dividingBy: DurationUnit.attosecondsPerSecond)
  guard let secondsComponent = Int64(exactly: seconds) else { return nil }
  return Duration(secondsComponent: secondsComponent, attosecondsComponent: Int64(attoseconds))
}
