import Foundation

/// `JourneyTestsGenerator PACKAGE OUTPUT FILE...`: writes to OUTPUT the Swift source of one test
/// per journey FILE, extending the test target's `Journeys` suite, plus one test for the folder as
/// a whole (files that cannot be journeys, golden files no journey takes). The journey plugin runs
/// it on every build; OUTPUT is rewritten only when its text changes, so that an unchanged list of
/// journeys recompiles nothing.
@main
struct JourneyTestsGenerator {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count >= 2 else {
      FileHandle.standardError.write(Data("usage: JourneyTestsGenerator PACKAGE OUTPUT FILE...\n".utf8))
      exit(2)
    }
    let packageDirectory = arguments[arguments.startIndex]
    let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let source = JourneyTestsSource(packageDirectory: packageDirectory, journeyFiles: Array(arguments.dropFirst(2)))
    let text = source.text
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
      try text.write(to: output, atomically: true, encoding: .utf8)
    }
  }
}
