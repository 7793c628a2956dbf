import Foundation

/// `JourneyTestsGenerator PACKAGE OUTPUT`: writes to OUTPUT the Swift source of one test per
/// journey file of PACKAGE's `Scenarios/` folder, extending the test target's `Journeys` suite, plus
/// one test for the folder as a whole (files that cannot be journeys, golden files no journey
/// takes). It lists the folder itself each time it runs, so that the journey plugin, which runs it
/// whenever a file appears in or vanishes from the folder or a subfolder, need not know the files.
/// OUTPUT is rewritten only when its text changes, so that an unchanged list of journeys recompiles
/// nothing.
@main
struct JourneyTestsGenerator {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2 else {
      FileHandle.standardError.write(Data("usage: JourneyTestsGenerator PACKAGE OUTPUT\n".utf8))
      exit(2)
    }
    let packageDirectory = arguments[0]
    let output = URL(fileURLWithPath: arguments[1])
    let source = JourneyTestsSource(
      packageDirectory: packageDirectory, journeyFiles: journeyFiles(under: packageDirectory + "/Scenarios"))
    let text = source.text
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
      try text.write(to: output, atomically: true, encoding: .utf8)
    }
  }

  /// The journey files below `folder`, absolute and sorted: `*.yaml` files that are not subflows,
  /// not invariants files, not hidden and not inside a `__snapshots__` or hidden folder. None when
  /// there is no such folder.
  static func journeyFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name == "__snapshots__" || name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      guard name.hasSuffix(".yaml"), !name.hasSuffix(".subflow.yaml"), !name.hasSuffix(".invariants.yaml")
      else { continue }
      files.append(folder + "/" + relative)
    }
    return files.sorted()
  }
}
