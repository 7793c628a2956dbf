import HarnessTestSupport
import Testing

/// The generator the journey tests plugin runs, run as the plugin runs it.
@Suite struct JourneyTestsGeneratorTests {
  private func generate(_ files: [String], packageDirectory: String = "/app", in sandbox: Sandbox) throws -> String? {
    let run = try BuiltExecutable("JourneyTestsGenerator").run(
      [packageDirectory, sandbox.path("JourneyTests.swift")] + files, in: sandbox.root)
    #expect(run.status == 0)
    return sandbox.read("JourneyTests.swift")
  }

  @Test func writesOneTestPerJourneyFileAndOneForTheFolder() throws {
    let sandbox = try Sandbox()
    let text = try generate(["/app/Scenarios/Auth/sign-in.yaml", "/app/Scenarios/home.yaml"], in: sandbox)
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

  @Test func namesTestsAfterTheFilePathAsSwiftIdentifiers() throws {
    let sandbox = try Sandbox()
    let text = try generate(
      ["/app/Scenarios/2fa.yaml", "/app/Scenarios/Explore/café search.yaml", "/app/Scenarios/a-b.yaml", "/app/Scenarios/a_b.yaml"],
      in: sandbox)
    #expect(text?.contains("func _2fa(_ journey") == true)
    #expect(text?.contains("func Explore_caf__search(_ journey") == true)
    #expect(text?.contains("func a_b(_ journey") == true)
    #expect(text?.contains("func a_b_2(_ journey") == true)
  }

  @Test func quotesPathsAsSwiftStringLiterals() throws {
    let sandbox = try Sandbox()
    let text = try generate([], packageDirectory: "/my \"app\"", in: sandbox)
    #expect(text?.contains(#"Self.checkFolder("/my \"app\"/Scenarios", packageDirectory: "/my \"app\"")"#) == true)
  }

  @Test func withoutItsPathsItSaysHowToRunIt() throws {
    let sandbox = try Sandbox()
    let run = try BuiltExecutable("JourneyTestsGenerator").run([], in: sandbox.root)
    #expect(run.status == 2)
    #expect(run.errors == "usage: JourneyTestsGenerator PACKAGE OUTPUT FILE...\n")
  }
}
