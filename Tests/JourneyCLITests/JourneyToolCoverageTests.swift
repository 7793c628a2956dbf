import HarnessTestSupport
import JourneyCLI
import Testing

/// `journey run --coverage` and `journey coverage`: records written by runs of the greeter, merged,
/// summarized and compared.
@Suite struct JourneyToolCoverageTests {
  /// A sandbox where `greet.yaml` and `visits.yaml` each ran with `--coverage`, into
  /// `greet.json` and `visits.json`.
  private func recorded() throws -> Sandbox {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/visits.yaml": Journeys.visits,
    ])
    for name in ["greet", "visits"] {
      let run = journey(["run", "--coverage", "\(name).json", sandbox.path("Scenarios/\(name).yaml")], in: sandbox)
      #expect(run.status == .passed)
    }
    return sandbox
  }

  @Test func theSummaryTalliesEachFeatureAndKindThenListsWhatWasNeverReached() throws {
    let sandbox = try recorded()
    let run = journey(["coverage", "greet.json"], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output == """
        Coverage of greet.json: 12 of 15 reached (80%)

        Feature  Actions    State paths  Mock outcomes  Total
        app      4/6 (66%)  4/4 (100%)   -              8/10 (80%)
        greeter  -          -            1/2 (50%)      1/2 (50%)

        Screens        1/1 (100%)
        Elements used  2/2 (100%)
        Actions        4/6 (66%)
        State paths    4/4 (100%)
        Mock outcomes  1/2 (50%)
        Deep links     0/0 (100%)
        Invariants     0/0 (100%)
        Elements seen  2

        Never reached:
          Actions (2):
            greetingFailed
            visitsChanged
          Mock outcomes (1):
            greeter.greet error unavailable

        """)
  }

  @Test func aRunRecordsTheSameOnOneThreadAsOnSeveral() throws {
    let sandbox = try recorded()
    for workers in ["1", "2"] {
      let run = journey(
        ["run", "--parallel", workers, "--coverage", "\(workers).json", sandbox.path("Scenarios")], in: sandbox)
      #expect(run.status == .passed)
    }
    let record = try #require(sandbox.read("1.json"))
    #expect(record.contains("greetingFailed"))
    #expect(record == sandbox.read("2.json"))
  }

  @Test func recordsGivenTogetherAreMerged() throws {
    let sandbox = try recorded()
    try sandbox.write(#"{ "formatVersion": 1, "reached": { "action": ["greetingFailed"] } }"#, to: "failed.json")
    let run = journey(["coverage", "greet.json", "visits.json", "failed.json"], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output.hasPrefix("Coverage of greet.json, visits.json, failed.json: 13 of 15 reached (86%)\n"))
    #expect(
      run.output.hasSuffix(
        """
        Never reached:
          Actions (1):
            visitsChanged
          Mock outcomes (1):
            greeter.greet error unavailable

        """))
  }

  @Test func beyondListsWhatTheRecordsReachedThatTheOthersDoNot() throws {
    let sandbox = try recorded()
    let run = journey(["coverage", "greet.json", "--beyond", "visits.json"], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output == """
        Reached by greet.json and not by visits.json: 9

          Elements used (2):
            Greeter: button "Greet"
            Greeter: text field "Name"
          Actions (3):
            greetTapped
            greeted
            nameChanged
          State paths (3):
            greeting
            isGreeting
            name
          Mock outcomes (1):
            greeter.greet answer

        """)
    #expect(
      journey(["coverage", "visits.json", "--beyond", "greet.json"], in: sandbox).output
        == "Reached by visits.json and not by greet.json: 0\n")
  }

  @Test func jsonPrintsTheSummaryAndTheListsAsOneDocument() throws {
    let sandbox = try Sandbox([
      "home.json": #"""
        { "formatVersion": 1, "reached": { "screen": ["Home"], "action": ["home.refreshed"] },
          "unreached": { "action": ["home.closed"] } }
        """#,
      "launch.json": #"{ "formatVersion": 1, "reached": { "screen": ["Home"] } }"#,
    ])
    #expect(
      journey(["coverage", "--json", "home.json"], in: sandbox).output == """
        {
          "features" : [
            {
              "actions" : {
                "known" : 2,
                "reached" : 1
              },
              "feature" : "home",
              "mockOutcomes" : {
                "known" : 0,
                "reached" : 0
              },
              "state" : {
                "known" : 0,
                "reached" : 0
              }
            }
          ],
          "files" : [
            "home.json"
          ],
          "kinds" : {
            "action" : {
              "known" : 2,
              "reached" : 1
            },
            "deepLink" : {
              "known" : 0,
              "reached" : 0
            },
            "element" : {
              "known" : 0,
              "reached" : 0
            },
            "interaction" : {
              "known" : 0,
              "reached" : 0
            },
            "invariant" : {
              "known" : 0,
              "reached" : 0
            },
            "mockOutcome" : {
              "known" : 0,
              "reached" : 0
            },
            "screen" : {
              "known" : 1,
              "reached" : 1
            },
            "state" : {
              "known" : 0,
              "reached" : 0
            }
          },
          "total" : {
            "known" : 3,
            "reached" : 2
          },
          "unreached" : {
            "action" : [
              "home.closed"
            ]
          }
        }

        """)
    let beyond = journey(["coverage", "--json", "home.json", "--beyond", "launch.json"], in: sandbox)
    #expect(beyond.status == .passed)
    #expect(
      beyond.output.hasPrefix(
        """
        {
          "beyond" : {
            "files" : [
              "launch.json"
            ],
            "reached" : {
              "action" : [
                "home.refreshed"
              ]
            }
          },

        """))
  }

  @Test func aFileThatIsNotARecordIsRefusedWhereItGoesWrong() throws {
    let sandbox = try Sandbox(["broken.json": "{\n  \"formatVersion\": 1,\n  \"reached\": [1]\n}\n"])
    let run = journey(["coverage", "broken.json"], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.errors
        == "broken.json:3:14: error: not a coverage record of 'journey run --coverage' or 'journey explore --coverage': "
        + "at reached: expected an object, found an array; write it again with 'journey run --coverage broken.json'\n")
  }

  @Test func aMissingFileAndNoFileAreUsageErrors() throws {
    let sandbox = try Sandbox()
    let missing = journey(["coverage", "gone.json"], in: sandbox)
    #expect(missing.status == .invalidInput)
    #expect(missing.errors.hasPrefix("error: cannot read the coverage record 'gone.json': no such file"))
    let none = journey(["coverage"], in: sandbox)
    #expect(none.status == .invalidInput)
    #expect(none.errors.hasPrefix("Error: coverage needs at least one record; write one with 'journey run --coverage <file>'"))
  }
}
