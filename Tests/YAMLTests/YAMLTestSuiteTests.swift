import Testing
import YAML

/// Runs the parser over every input of the YAML test suite: invalid inputs must be rejected,
/// valid ones accepted, except for the deviations listed here, each asserted to still deviate in
/// the way stated.
@Suite struct YAMLTestSuiteTests {
  /// Valid inputs holding more than one document, which a journey file may not.
  static let multiDocumentIDs: Set<String> = [
    "35KP", "5TYM", "6WLZ", "6XDY", "6ZKB", "9DXL", "9KAX", "9WXW", "JHB9", "KSS4", "L383",
    "PUW8", "RZT7", "U9NS",
  ]

  /// Valid inputs with a key that equals an earlier key of the same mapping. The suite checks
  /// syntax only; journey files may not repeat a key.
  static let duplicateKeyIDs: Set<String> = ["X38W"]

  /// Valid inputs libyaml 0.2.5 rejects.
  static let rejectedByLibYAML: Set<String> = [
    // Empty keys: a ':' with no key before it.
    "2JQS", "6M2F", "CFD4", "FRK4", "M2N8/00", "NHX8", "NKF9", "S3PD", "SM9W/01", "UKK6/00",
    // Flow collections: ':' on the line after its key or right next to other text, keys over
    // several lines.
    "4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "9SA2", "DBG4", "HM87/00",
    "K3WX", "NJ66", "VJP3/01",
    // Tabs as separation, or as the first content character after the indentation.
    "6BCT", "6CA3", "96NN/00", "96NN/01", "A2M4", "DK95/00", "DK95/03", "DK95/04", "Q5MG",
    "R4YG", "Y79Y/001", "Y79Y/010",
    // Anchor names with ':' or characters outside ASCII letters, digits, '-' and '_'.
    "2SXE", "8XYN", "W5VH",
    // Reserved directives, YAML 1.3, and '%' at the start of a line that is not a directive.
    "2LFX", "6LVF", "BEC7", "MUS6/05", "MUS6/06", "UT92", "W4TN",
    // Bare documents after '...', '...' without a document, block scalars at indentation 0.
    "7Z25", "DK3J", "FP8R", "HWV9", "M7A3", "QT73",
  ]

  @Test func theSuiteIsComplete() {
    #expect(YAMLTestSuiteCase.all.count == 402)
    #expect(YAMLTestSuiteCase.invalid.count == 94)
  }

  @Test func theDeviationListsNameValidInputs() {
    let validIDs = Set(YAMLTestSuiteCase.valid.map(\.id))
    #expect(Self.multiDocumentIDs.isSubset(of: validIDs))
    #expect(Self.duplicateKeyIDs.isSubset(of: validIDs))
    #expect(Self.rejectedByLibYAML.isSubset(of: validIDs))
  }

  @Test(arguments: YAMLTestSuiteCase.invalid)
  func rejectsInvalidInput(_ testCase: YAMLTestSuiteCase) {
    #expect(throws: YAMLError.self) { try YAMLParser.parse(testCase.input, file: testCase.id) }
  }

  @Test(arguments: YAMLTestSuiteCase.valid)
  func acceptsValidInput(_ testCase: YAMLTestSuiteCase) {
    let expectedMessage: String? =
      if Self.multiDocumentIDs.contains(testCase.id) {
        "a second YAML document starts at"
      } else if Self.duplicateKeyIDs.contains(testCase.id) {
        "duplicate key"
      } else if Self.rejectedByLibYAML.contains(testCase.id) {
        "could not parse"
      } else {
        nil
      }
    do {
      _ = try YAMLParser.parse(testCase.input, file: testCase.id)
      #expect(
        expectedMessage == nil, "accepted, though listed as failing with '\(expectedMessage ?? "")'"
      )
    } catch {
      #expect(expectedMessage != nil, "\(error)")
      #expect(error.message.hasPrefix(expectedMessage ?? ""), "\(error)")
    }
  }
}
