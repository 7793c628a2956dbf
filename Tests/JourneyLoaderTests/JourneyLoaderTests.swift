import Foundation
import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct JourneyLoaderTests {
  @Test func loadsEveryTopLevelKey() {
    let text = """
      name: Sign in with email
      description: |
        A returning user signs in.
      tags: [smoke, auth]
      exhaustive: true
      schedule: 1234
      given:
        signedIn: false
      steps:
        - launch
      """
    #expect(
      journey(text)
        == Journey(
          file: "j.yaml",
          name: "Sign in with email",
          description: "A returning user signs in.\n",
          tags: ["smoke", "auth"],
          given: Given(
            app: LocatedValue(
              ["signedIn": false], locations: [.root: at(8, 3), ["signedIn"]: at(8, 13)],
              keyLocations: [["signedIn"]: at(8, 3)])),
          steps: [Step(.launch, at: at(10, 5))],
          exhaustive: true,
          schedule: 1234,
          location: at(1, 7)
        )
    )
  }

  @Test func appliesDefaults() {
    #expect(
      journey("name: Minimal\nsteps: [launch]\n")
        == Journey(file: "j.yaml", name: "Minimal", steps: [Step(.launch, at: at(2, 9))], location: at(1, 7))
    )
  }

  @Test func reportsUnknownAndMissingKeys() {
    #expect(
      problems("nmae: Test\nstpes: [launch]\n") == """
        j.yaml:1:1: error: unknown key 'nmae' in the journey; did you mean 'name'?
        j.yaml:1:1: error: a journey needs 'name', such as name: Sign in with email
        j.yaml:1:1: error: a journey needs 'steps', such as steps: [launch, { tap: Sign In }]
        j.yaml:2:1: error: unknown key 'stpes' in the journey; did you mean 'steps'?
        """
    )
    #expect(
      problems("name: T\nsteps: [launch]\nowner: me\n")
        == "j.yaml:3:1: error: unknown key 'owner' in the journey; its keys are name, description, tags, "
        + "given, steps, examples, exhaustive and schedule"
    )
  }

  @Test func readsAScheduleAsAWholeNumberUpToTheLargestSeed() {
    #expect(journey("name: T\nschedule: 0\nsteps: [launch]\n")?.schedule == 0)
    #expect(journey("name: T\nschedule: 18446744073709551615\nsteps: [launch]\n")?.schedule == .max)
    #expect(journey("name: T\nsteps: [launch]\n").map(\.schedule) == .some(nil))
    let notSeeds = [
      ("-1", "'-1'"), ("1.5", "'1.5'"), ("soon", "'soon'"), ("\"12\"", "'12'"),
      ("18446744073709551616", "'18446744073709551616'"),
    ]
    for (text, found) in notSeeds {
      #expect(
        problems("name: T\nschedule: \(text)\nsteps: [launch]\n")
          == "j.yaml:2:11: error: 'schedule' expects the schedule seed the journey runs under, a whole number "
          + "from 0 to 18446744073709551615, such as schedule: 1234; found \(found)")
    }
  }

  @Test func pointsParametersToSubflows() {
    #expect(
      problems("name: T\nparameters: { a: 1 }\nsteps: [launch]\n")
        == "j.yaml:2:1: error: unknown key 'parameters' in the journey; parameters belong to subflow files, "
        + "named '*.subflow.yaml'; a journey gives its variables values with 'examples'"
    )
  }

  @Test func reportsWrongTypes() {
    let text = """
      name: [a]
      description: { a: 1 }
      tags: smoke
      exhaustive: yes
      steps: [launch]
      """
    #expect(
      problems(text) == """
        j.yaml:1:7: error: 'name' expects the journey's name, such as Sign in; found a list
        j.yaml:2:14: error: 'description' expects text; found a mapping
        j.yaml:3:7: error: 'tags' expects a list of tags, such as [smoke, auth]; found 'smoke'
        j.yaml:4:13: error: 'exhaustive' expects true or false; found 'yes'
        """
    )
    #expect(
      problems("name: T\ntags: [a, a, [b]]\nsteps: [launch]\n") == """
        j.yaml:2:11: error: tag 'a' is listed twice
        j.yaml:2:14: error: 'tags' expects each tag to be text, such as smoke; found a list
        """
    )
  }

  @Test func aMissingFileAtARelativePathSaysWhereRelativePathsStart() {
    let workingFolder = FileManager.default.currentDirectoryPath
    let loader = JourneyLoader(fileSystem: .local)
    let hint =
      "; relative paths start at the working folder, \(workingFolder), so run from the folder this path starts "
      + "at, or write it from \(workingFolder)"
    #expect(loader.read(file: "Nowhere/a.yaml").diagnostics.description == "Nowhere/a.yaml:1:1: error: no such file" + hint)
    guard case .failure(let diagnostics) = loader.loadInvariants(file: "Nowhere/app.invariants.yaml") else {
      Issue.record("a missing invariants file loaded")
      return
    }
    #expect(diagnostics.description == "Nowhere/app.invariants.yaml:1:1: error: no such file" + hint)
  }

  @Test func reportsFilesWithoutAJourney() {
    #expect(problems("") == "j.yaml:1:1: error: the file is empty; a journey needs 'name' and 'steps'")
    #expect(
      problems("- launch\n")
        == "j.yaml:1:1: error: a journey file is a mapping with 'name' and 'steps', such as { name: Sign in, "
        + "steps: [launch] }; found a list"
    )
    #expect(problems(loading: "missing.yaml", [:]) == "missing.yaml:1:1: error: no such file")
    #expect(problems(loading: "a", ["a/b.yaml": ""]) == "a:1:1: error: 'a' is a folder, not a journey file")
    #expect(
      problems(loading: "s.subflow.yaml", ["s.subflow.yaml": "steps: [launch]"])
        == "s.subflow.yaml:1:1: error: 's.subflow.yaml' is a subflow; it runs only through a 'run' step of a journey"
    )
  }

  @Test func convertsYAMLErrors() {
    #expect(
      problems("name: T\nname: U\nsteps: [launch]\n")
        == "j.yaml:2:1: error: duplicate key 'name'; first defined at 1:1"
    )
  }

  @Test func reportsInvalidUTF8() {
    let result = JourneyLoader(
      fileSystem: InMemoryFileSystem(bytes: ["j.yaml": Array("name: ".utf8) + [0xFF]])
    )
    .load(file: "j.yaml")
    guard case .failure(let diagnostics) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(diagnostics.all.map(\.location) == [at(1, 7)])
  }

  @Test func collectsProblemsFromEveryPart() {
    let text = """
      nam: Test
      tags: [smoke, smoke]
      given: { mocks: { auth: {} } }
      steps:
        - tapp: Sign In
        - wait: 1 s
        - snapshot: a
        - snapshot: a
      """
    #expect(
      problems(text) == """
        j.yaml:1:1: error: unknown key 'nam' in the journey; did you mean 'name'?
        j.yaml:1:1: error: a journey needs 'name', such as name: Sign in with email
        j.yaml:2:15: error: tag 'smoke' is listed twice
        j.yaml:3:19: error: 'auth' is not a mock endpoint; write mock.endpoint, such as auth.login
        j.yaml:5:5: error: unknown step 'tapp'; did you mean 'tap'?
        j.yaml:6:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found '1 s'; a duration is a \
        number and a unit (h, m, s or ms), or several from the largest unit down, such as 1.5s, 1m30s or 1h30m
        j.yaml:8:5: error: snapshot 'a' is already taken at j.yaml:7:5; give each snapshot of a journey its own name
        """
    )
  }

  @Test func loadsFromTheDiskByDefault() {
    let loader = JourneyLoader()
    #expect(loader.fileSystem is LocalFileSystem)
    #expect(loader.vocabulary == nil)
  }

  @Test func reportsAFileThatCannotBeRead() {
    let fileSystem = UnreadableFiles(base: InMemoryFileSystem(["j.yaml": ""]), unreadable: ["j.yaml"])
    #expect(
      JourneyLoader(fileSystem: fileSystem).load(file: "j.yaml").failureDescription
        == "j.yaml:1:1: error: cannot read the file")
  }

  @Test func aFileReadAgainIsTheFileAsItIsNow() {
    let path = "read-again.yaml"
    func names(_ text: String) -> [String]? {
      try? load([path: text], path: path).get().map(\.name)
    }
    #expect(names("name: First\nsteps: [launch]\n") == ["First"])
    #expect(names("name: Second\nsteps: [launch]\n") == ["Second"])
    #expect(names("name: First\nsteps: [launch]\n") == ["First"])
    let unclosed = "name: [First\nsteps: [launch]\n"
    #expect(problems(loading: path, [path: unclosed]) == problems(loading: path, [path: unclosed]))
    #expect(problems(loading: path, [path: unclosed]).hasPrefix("read-again.yaml:"))
  }

  @Test func aFileReadAgainHasItsSubflowsAsTheyAreNow() {
    let path = "runs-again.yaml"
    let text = "name: Runs\nsteps:\n  - run: tap.subflow.yaml\n"
    func steps(_ subflow: String) -> [StepKind]? {
      guard let journey = try? load([path: text, "tap.subflow.yaml": subflow], path: path).get().first,
        case .run(let run)? = journey.steps.first?.kind
      else { return nil }
      return run.steps.map(\.kind)
    }
    #expect(steps("steps: [launch]\n") == [.launch])
    #expect(steps("steps: [launch, settle]\n")?.count == 2)
    #expect(steps("steps: [launch]\n") == [.launch])
    #expect(
      problems(loading: path, [path: text])
        == "runs-again.yaml:3:10: error: no subflow file 'tap.subflow.yaml' ('tap.subflow.yaml' from the folder of "
        + "'runs-again.yaml')")
  }
}
