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
  let characters = Array(text)
  var position = 0
  var total: Int128 = 0
  var previousUnit: DurationUnit?

  func readRun(_ belongs: (Character) -> Bool) -> String {
    let start = position
    while position < characters.count, belongs(characters[position]) {
      position += 1
    }
    return String(characters[start..<position])
  }
  func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
  func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }

  guard !characters.isEmpty else { return nil }
  while position < characters.count {
    let wholeDigits = readRun(isDigit)
    var fractionDigits = ""
    if position < characters.count, characters[position] == "." {
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
