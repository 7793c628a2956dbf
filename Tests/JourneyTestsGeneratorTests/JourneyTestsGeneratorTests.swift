import Foundation
import HarnessTestSupport
import Testing

/// The generator the journey tests plugin runs, run as the plugin runs it.
@Suite struct JourneyTestsGeneratorTests {
  private static let journey = "name: A journey\nsteps:\n  - launch\n"

  /// The source written for a package whose `Scenarios/` holds `files`, the sandbox's path read as
  /// `/app`.
  private func generate(_ files: [String], packageDirectory: String = "app", in sandbox: Sandbox) throws -> String? {
    for file in files {
      try sandbox.write(Self.journey, to: packageDirectory + "/Scenarios/" + file)
    }
    try FileManager.default.createDirectory(atPath: sandbox.path(packageDirectory), withIntermediateDirectories: true)
    let run = try BuiltExecutable("JourneyTestsGenerator").run(
      [sandbox.path(packageDirectory), sandbox.path("JourneyTests.swift")], in: sandbox.root)
    #expect(run.status == 0)
    return sandbox.read("JourneyTests.swift")?.replacingOccurrences(of: sandbox.root, with: "")
  }

  /// The names of the test functions in `text`.
  private func testNames(_ text: String?) -> [String] {
    (text ?? "").split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "  func "), let end = line.firstIndex(of: "(") else { return nil }
      return String(line[start.upperBound..<end])
    }
  }

  @Test func writesOneTestPerJourneyFileAndOneForTheFolder() throws {
    let sandbox = try Sandbox()
    let text = try generate(["home.yaml", "Auth/sign-in.yaml"], in: sandbox)
    #expect(
      text == """
        // Written by the journey tests plugin from the journey files of the package; not to be edited.
        import JourneyTesting
        import Testing

        extension Journeys {
          @Test("Scenarios")
          func scenariosFolder() {
            Self.checkFolder("/app/Scenarios", packageDirectory: "/app")
          }

          @Test("Auth/sign-in.yaml", arguments: JourneyTestCase.cases(file: "/app/Scenarios/Auth/sign-in.yaml", packageDirectory: "/app"))
          func Auth_sign_in(_ journey: JourneyTestCase) {
            Self.run(journey)
          }

          @Test("home.yaml", arguments: JourneyTestCase.cases(file: "/app/Scenarios/home.yaml", packageDirectory: "/app"))
          func home(_ journey: JourneyTestCase) {
            Self.run(journey)
          }
        }

        """)
  }

  @Test func listsTheJourneyFilesOfTheFolderWhenItRuns() throws {
    let sandbox = try Sandbox()
    let text = try generate(
      [
        "b.yaml", "A/Deep/er.yaml", "A/a.yaml", "A/__snapshots__/a/x.yaml", "Shared/launch.subflow.yaml",
        "app.invariants.yaml", ".hidden.yaml", ".git/x.yaml", "notes.yml",
      ],
      in: sandbox)
    #expect(testNames(text) == ["scenariosFolder", "A_Deep_er", "A_a", "b"])
  }

  @Test func withoutAFolderOnlyTheFolderIsTested() throws {
    let sandbox = try Sandbox()
    #expect(testNames(try generate([], in: sandbox)) == ["scenariosFolder"])
  }

  @Test func namesTestsAfterTheFilePathAsSwiftIdentifiers() throws {
    let sandbox = try Sandbox()
    let text = try generate(["2fa.yaml", "Explore/café search.yaml", "a-b.yaml", "a_b.yaml", "a_b_2.yaml"], in: sandbox)
    #expect(testNames(text) == ["scenariosFolder", "_2fa", "Explore_caf__search", "a_b", "a_b_2", "a_b_2_2"])
  }

  @Test func namesNoTestAfterAKeywordTheSuiteOrTheFolderTest() throws {
    let sandbox = try Sandbox()
    let text = try generate(
      [
        "default.yaml", "default_.yaml", "Self.yaml", "self.yaml", "init.yaml", "_.yaml", "Journeys.yaml",
        "JourneyTestCase.yaml", "Testing.yaml", "scenariosFolder.yaml", "Type.yaml",
      ],
      in: sandbox)
    #expect(
      testNames(text) == [
        "scenariosFolder", "JourneyTestCase_", "Journeys_", "Self_", "Testing_", "Type", "__", "default_",
        "default__2", "init_", "scenariosFolder_2", "self_",
      ])
  }

  @Test func quotesPathsAsSwiftStringLiterals() throws {
    let sandbox = try Sandbox()
    let text = try generate([], packageDirectory: "my \"app\"", in: sandbox)
    #expect(text?.contains(#"Self.checkFolder("/my \"app\"/Scenarios", packageDirectory: "/my \"app\"")"#) == true)
  }

  @Test func withoutItsPathsItSaysHowToRunIt() throws {
    let sandbox = try Sandbox()
    let run = try BuiltExecutable("JourneyTestsGenerator").run([], in: sandbox.root)
    #expect(run.status == 2)
    #expect(run.errors == "usage: JourneyTestsGenerator PACKAGE OUTPUT\n")
  }

  /// Every name Swift does not take as a function's, and names the source refers to.
  private static let awkwardFileNames = [
    "Any", "JourneyTestCase", "Journeys", "Protocol", "Self", "Swift", "Testing", "Type", "_", "__", "2fa",
    "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default",
    "default_", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
    "return", "scenariosFolder", "self", "some", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// The Swift compiler on the `PATH`, if any.
  private static let swiftc: URL? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  @Test(.enabled(if: JourneyTestsGeneratorTests.swiftc != nil, "needs swiftc on the PATH"))
  func theSourceCompilesWhateverTheFilesAreNamed() throws {
    let sandbox = try Sandbox([
      "JourneyTesting.swift": """
        public struct JourneyTestCase: Sendable, CustomStringConvertible {
          public var description: String { "" }
          public static func cases(file: String, packageDirectory: String) -> [JourneyTestCase] { [] }
        }
        public protocol JourneyTestSuite {}
        extension JourneyTestSuite {
          public static func run(_ testCase: JourneyTestCase) {}
          public static func checkFolder(_ folder: String, packageDirectory: String) {}
        }
        """,
      "Journeys.swift": """
        import JourneyTesting
        import Testing

        @Suite struct Journeys: JourneyTestSuite {}
        """,
    ])
    let text = try generate(
      Self.awkwardFileNames.flatMap { ["\($0).yaml", "Folder/\($0).yaml"] }, in: sandbox)
    #expect(testNames(text).count == 1 + 2 * Self.awkwardFileNames.count)
    try #require(
      try compile(
        ["-emit-module", "-parse-as-library", "-module-name", "JourneyTesting", "JourneyTesting.swift"],
        in: sandbox) == "")
    #expect(
      try compile(
        ["-c", "-wmo", "-parse-as-library", "-module-name", "Tests", "-I", ".", "Journeys.swift", "JourneyTests.swift"],
        in: sandbox) == "")
  }

  /// What swiftc says when it fails on `arguments` in the sandbox, or `""` when it succeeds.
  private func compile(_ arguments: [String], in sandbox: Sandbox) throws -> String {
    let swiftc: URL = try #require(Self.swiftc)
    let process = Process()
    process.executableURL = swiftc
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: sandbox.root)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? "" : String(decoding: data, as: UTF8.self)
  }
}
