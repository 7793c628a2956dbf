import Foundation
import HarnessTestSupport
import Testing

/// The scaffold the add-journeys command plugin runs, run as the plugin runs it, in a package made
/// as `swift package init` makes one, with the journeys package added.
@Suite struct JourneyScaffoldTests {
  private static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Pantry",
      dependencies: [.package(url: "https://example.com/journeys", from: "1.0.0")],
      targets: [.target(name: "Pantry")]
    )

    """

  @Test func writesWhatAnAdopterCopiesIntoANewPackage() throws {
    let sandbox = try package()
    let run = try scaffold(in: sandbox)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      sandbox.files == [
        ".gitignore", "Package.swift", "Scenarios/counter.yaml", "Scenarios/pantry.invariants.yaml",
        "Sources/Pantry/Pantry.swift", "Sources/PantryFeature/PantryFeature.swift",
        "Sources/PantryJourneyHost/PantryJourneyHost.swift", "Sources/pantry-journey/main.swift",
        "Tests/PantryJourneyTests/InvariantsTests.swift", "Tests/PantryJourneyTests/Journeys.swift",
      ])
    #expect(
      run.output == """
        Added journeys to /Pantry:
          Package.swift                                      the targets PantryFeature, PantryJourneyHost, pantry-journey, PantryJourneyTests, the product pantry-journey and the dependency swift-dependencies
          Sources/PantryFeature/PantryFeature.swift          a starter feature, a counter, to replace with the app's
          Sources/PantryJourneyHost/PantryJourneyHost.swift  the host plugging PantryFeature into the journey harness: fill in what its comments say
          Sources/pantry-journey/main.swift                  the journey command
          Tests/PantryJourneyTests/Journeys.swift            the Journeys suite: one test per journey file of Scenarios/
          Tests/PantryJourneyTests/InvariantsTests.swift     checks the invariants on random journeys from launch
          Scenarios/counter.yaml                             a first journey, which passes
          Scenarios/pantry.invariants.yaml                   what the app keeps after every step
          .gitignore                                         .journey/ and *.new

        Next:
          swift test                         runs each journey of Scenarios/ as a test and checks the invariants
          swift run pantry-journey           runs the journeys in the console
          swift run pantry-journey describe  lists what journeys can use: given keys, mocks, actions, state paths


        """)
  }

  @Test func appendsToTheManifestABlockThatAddsTheTargetsAndProducts() throws {
    let sandbox = try package()
    #expect(try scaffold(in: sandbox).status == 0)
    #expect(
      sandbox.read("Package.swift") == Self.manifest + """

        // MARK: - Journeys, added by swift package add-journeys
        //
        // The app plugged into the journey harness: its host, its journey command and the tests that
        // run the journeys of Scenarios/. The harness needs macOS 15 or later.
        package.platforms = package.platforms ?? [.macOS(.v15)]
        package.dependencies += [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Clocks", "Foundation"])
        ]
        package.products += [
          .executable(name: "pantry-journey", targets: ["pantry-journey"])
        ]
        package.targets += [
          .target(
            name: "PantryFeature",
            dependencies: [.product(name: "ReducerCore", package: "journeys"), .product(name: "TextUI", package: "journeys")]
          ),
          .target(
            name: "PantryJourneyHost",
            dependencies: [
              "PantryFeature",
              .product(name: "Dependencies", package: "swift-dependencies"),
              .product(name: "JourneyHarness", package: "journeys"),
              .product(name: "MockKit", package: "journeys"),
              .product(name: "TextUI", package: "journeys"),
            ]
          ),
          .executableTarget(
            name: "pantry-journey",
            dependencies: ["PantryJourneyHost", .product(name: "JourneyCLI", package: "journeys")]
          ),
          .testTarget(
            name: "PantryJourneyTests",
            dependencies: ["PantryJourneyHost", .product(name: "JourneyTesting", package: "journeys")],
            plugins: [.plugin(name: "JourneyTestsPlugin", package: "journeys")]
          ),
        ]

        """)
  }

  @Test(arguments: [
    ("// swift-tools-version: 6.0", false), ("// swift-tools-version:5.10", false),
    ("//swift-tools-version:6.1", true), ("// Swift-Tools-Version: 6.3.1", true),
    ("// swift-tools-version: 7.0;(experimentalFeatures)", true), ("import PackageDescription", false),
  ])
  func asksSwiftDependenciesForTheHarnessTraitsWhereTheToolsVersionTakesTraits(
    firstLine: String, takesTraits: Bool
  ) throws {
    let manifest = Self.manifest.replacingOccurrences(of: "// swift-tools-version: 6.1", with: firstLine)
    let sandbox = try package(["Package.swift": manifest])
    #expect(try scaffold(in: sandbox).status == 0)
    let written = try #require(sandbox.read("Package.swift"))
    let dependency = #".package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1""#
    #expect(written.contains(dependency + (takesTraits ? #", traits: ["Clocks", "Foundation"])"# : ")")))
  }

  @Test func namesThePackagesAsThePackageDoesAndAddsNoDependencyItHas() throws {
    let sandbox = try package()
    #expect(try scaffold(in: sandbox, journeys: "main", dependencies: "swift-dependencies").status == 0)
    let manifest = try #require(sandbox.read("Package.swift"))
    #expect(!manifest.contains("package.dependencies"))
    #expect(manifest.contains(#".product(name: "Dependencies", package: "swift-dependencies")"#))
    #expect(manifest.contains(#".plugin(name: "JourneyTestsPlugin", package: "main")"#))
    #expect(!manifest.contains(#"package: "journeys""#))
  }

  @Test func writesTheHostTheCommandTheSuiteAndTheGitignoreEntries() throws {
    let sandbox = try package()
    #expect(try scaffold(in: sandbox).status == 0)
    let host = try #require(sandbox.read("Sources/PantryJourneyHost/PantryJourneyHost.swift"))
    #expect(
      host.hasPrefix(
        "import Dependencies\nimport JourneyHarness\nimport MockKit\nimport PantryFeature\nimport TextUI\n"))
    #expect(host.contains("public struct PantryJourneyHost: JourneyHost {\n  public typealias Feature = PantryFeature\n"))
    #expect(host.contains("  public struct Given: Decodable, Sendable {}\n"))
    #expect(host.components(separatedBy: "/// Fill in:").count - 1 == 3)
    #expect(
      sandbox.read("Sources/pantry-journey/main.swift") == """
        import JourneyCLI
        import PantryJourneyHost

        JourneyTool.main(host: PantryJourneyHost())

        """)
    #expect(
      sandbox.read("Tests/PantryJourneyTests/Journeys.swift") == """
        import JourneyTesting
        import PantryJourneyHost
        import Testing

        /// Every journey of `Scenarios/`, one test per file (written by the journey tests plugin), in CI
        /// mode: no golden file is written, and a missing, different or obsolete one fails.
        @Suite struct Journeys: JourneyTestSuite {
          static let host = PantryJourneyHost()
          static let journeyCommand: String? = "pantry-journey"
        }

        """)
    #expect(
      sandbox.read("Tests/PantryJourneyTests/InvariantsTests.swift")?.contains(
        #"Journeys.checkInvariants(in: "Scenarios/pantry.invariants.yaml")"#) == true)
    #expect(
      sandbox.read(".gitignore") == """
        /.build
        # Journeys: run reports and traces, and the golden files a failing run writes
        .journey/
        *.new

        """)
  }

  @Test func addsOnlyTheGitignoreEntriesItLacks() throws {
    let sandbox = try package([".gitignore": "/.build\n.journey/"])
    #expect(try scaffold(in: sandbox).status == 0)
    #expect(
      sandbox.read(".gitignore") == """
        /.build
        .journey/
        # Journeys: run reports and traces, and the golden files a failing run writes
        *.new

        """)
  }

  @Test func refusesASecondRunNamingEveryFileAndChangesNothing() throws {
    let sandbox = try package()
    #expect(try scaffold(in: sandbox).status == 0)
    let written = contents(of: sandbox)
    let run = try scaffold(
      in: sandbox, targets: ["Pantry", "PantryFeature", "PantryJourneyHost", "pantry-journey", "PantryJourneyTests"])
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors == """
        add-journeys writes no file that is already there, so it changed nothing:
          Package.swift already holds the block add-journeys appends
          Sources/PantryFeature/ is already there, the target PantryFeature's
          Sources/PantryJourneyHost/ is already there, the target PantryJourneyHost's
          Sources/pantry-journey/ is already there, the target pantry-journey's
          Tests/PantryJourneyTests/ is already there, the target PantryJourneyTests's
          Scenarios/counter.yaml is already there
          Scenarios/pantry.invariants.yaml is already there
        To add them again, remove what it added: the block at the end of Package.swift and the files above.

        """)
    #expect(contents(of: sandbox) == written)
  }

  @Test func refusesWhenOneFileIsThereAndWritesNoOther() throws {
    let sandbox = try package(["Scenarios/counter.yaml": "name: Mine\n", "Sources/PantryJourneyHost/Notes.md": ""])
    let before = contents(of: sandbox)
    let run = try scaffold(in: sandbox)
    #expect(run.status == 1)
    #expect(
      run.errors == """
        add-journeys writes no file that is already there, so it changed nothing:
          Sources/PantryJourneyHost/ is already there
          Scenarios/counter.yaml is already there
        Move them away, or name what it adds after something else with --name <name>.

        """)
    #expect(contents(of: sandbox) == before)
  }

  @Test func plugsAReducerOfThePackageIn() throws {
    let feature = """
      public struct AppFeature: Reducer {}
      struct Child<Item>: Sendable, Reducer {}
      """
    let sandbox = try package(["Sources/AppFeature/AppFeature.swift": feature])
    let run = try scaffold(
      ["--feature", "AppFeature", "--reducer", "AppFeature"], in: sandbox, targets: ["Pantry", "AppFeature"])
    #expect(run.status == 0)
    #expect(!sandbox.exists("Sources/PantryFeature"))
    #expect(sandbox.exists("Scenarios/launch.yaml"))
    let host = try #require(sandbox.read("Sources/PantryJourneyHost/PantryJourneyHost.swift"))
    #expect(host.hasPrefix("import AppFeature\nimport Dependencies\nimport JourneyHarness\n"))
    #expect(host.contains("  public typealias Feature = AppFeature\n"))
    #expect(host.contains("  public func reducer() -> AppFeature {\n    AppFeature()\n  }\n"))
    #expect(host.contains("    Screen(\"Pantry\") {\n      Text(\"The screen of AppFeature goes here\")\n    }\n"))
    let manifest = try #require(sandbox.read("Package.swift"))
    #expect(!manifest.contains("PantryFeature"))
    #expect(manifest.contains("    name: \"PantryJourneyHost\",\n    dependencies: [\n      \"AppFeature\",\n"))
    #expect(run.output.hasSuffix(
      "\nThen fill in the host, Sources/PantryJourneyHost/PantryJourneyHost.swift, and the first journey, "
        + "Scenarios/launch.yaml.\n\n"))
  }

  @Test func withoutTheReducerItNamesTheFeaturesReducers() throws {
    let feature = "public struct AppFeature: Reducer {}\nextension Child: Reducer {}\n"
    let sandbox = try package(["Sources/AppFeature/AppFeature.swift": feature])
    let before = contents(of: sandbox)
    let run = try scaffold(["--feature", "AppFeature"], in: sandbox, targets: ["Pantry", "AppFeature"])
    #expect(run.status == 2)
    #expect(
      run.errors == """
        --feature AppFeature needs --reducer, the app's root reducer; the reducers of AppFeature are AppFeature, Child
        See 'swift package add-journeys --help'.

        """)
    #expect(contents(of: sandbox) == before)
  }

  @Test func anUnknownFeatureOrReducerIsOfferedTheClosest() throws {
    let sandbox = try package(["Sources/AppFeature/AppFeature.swift": "struct AppFeature: Reducer {}\n"])
    let feature = try scaffold(["--feature", "AppFeatur", "--reducer", "AppFeature"], in: sandbox, targets: ["Pantry", "AppFeature"])
    #expect(feature.status == 2)
    #expect(
      feature.errors.hasPrefix(
        "--feature expects a target of the package; 'AppFeatur' is none; did you mean 'AppFeature'? "
          + "(its targets: Pantry, AppFeature)\n"))
    let reducer = try scaffold(["--feature", "AppFeature", "--reducer", "AppFeatures"], in: sandbox, targets: ["Pantry", "AppFeature"])
    #expect(reducer.status == 2)
    #expect(
      reducer.errors.hasPrefix(
        "--reducer expects a reducer of AppFeature; 'AppFeatures' is none; did you mean 'AppFeature'? "
          + "(its reducers: AppFeature)\n"))
  }

  @Test(arguments: [
    (packageName: "pantry-list", name: nil, host: "PantryListJourneyHost", command: "pantry-list-journey"),
    ("pantry_list", nil, "PantryListJourneyHost", "pantry-list-journey"),
    ("Pantry", "URLShortener", "URLShortenerJourneyHost", "url-shortener-journey"),
    ("Pantry", "Tea2Go", "Tea2GoJourneyHost", "tea2-go-journey"),
  ])
  func namesWhatItAddsAfterThePackageOrTheGivenName(
    packageName: String, name: String?, host: String, command: String
  ) throws {
    let sandbox = try package()
    let run = try scaffold(name.map { ["--name", $0] } ?? [], in: sandbox, packageName: packageName)
    #expect(run.status == 0)
    #expect(sandbox.exists("Sources/\(host)/\(host).swift"))
    #expect(sandbox.read("Sources/\(command)/main.swift")?.contains("JourneyTool.main(host: \(host)())") == true)
    let invariants = String(command.dropLast("-journey".count)) + ".invariants.yaml"
    #expect(sandbox.exists("Scenarios/\(invariants)"))
  }

  @Test func refusesANameThatMakesNoSwiftName() throws {
    let sandbox = try package()
    let before = contents(of: sandbox)
    let named = try scaffold(["--name", "pantry list"], in: sandbox)
    #expect(named.status == 2)
    #expect(
      named.errors.hasPrefix(
        "--name expects an upper camel case name of letters and digits, such as Pantry; got 'pantry list'\n"))
    let package = try scaffold(in: sandbox, packageName: "2-go")
    #expect(package.status == 2)
    #expect(package.errors.hasPrefix("the package's name '2-go' makes no Swift name to start the new targets' names with"))
    #expect(contents(of: sandbox) == before)
  }

  @Test func withoutTheJourneysDependencyItSaysToAddIt() throws {
    let sandbox = try package()
    let run = try scaffold(in: sandbox, journeys: "")
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("the package does not depend on journeys; add it to the package's dependencies first"))
  }

  @Test func anUnknownOptionIsOfferedTheClosestAndHelpSaysHowToRunIt() throws {
    let sandbox = try package()
    let unknown = try scaffold(["--reduce", "AppFeature"], in: sandbox)
    #expect(unknown.status == 2)
    #expect(unknown.errors == "unknown argument '--reduce'; did you mean '--reducer'?\nSee 'swift package add-journeys --help'.\n")
    let help = try scaffold(["--help"], in: sandbox)
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: Adds journeys to this package"))
    #expect(help.output.contains("USAGE: swift package --allow-writing-to-package-directory add-journeys\n"))
  }

  /// A package with the files `swift package init` makes, and `files`.
  private func package(_ files: [String: String] = [:]) throws -> Sandbox {
    try Sandbox(
      ["Package.swift": Self.manifest, "Sources/Pantry/Pantry.swift": "", ".gitignore": "/.build\n"]
        .merging(files) { $1 })
  }

  /// The scaffold's run on the package in `sandbox` with the user's `arguments`, told what the
  /// plugin would tell it of a package of `targets` that names journeys `journeys`.
  private func scaffold(
    _ arguments: [String] = [], in sandbox: Sandbox, packageName: String = "Pantry", journeys: String = "journeys",
    dependencies: String? = nil, targets: [String] = ["Pantry"]
  ) throws -> BuiltExecutable.Run {
    let known =
      ["--package-directory", sandbox.root, "--package-name", packageName, "--journeys-package", journeys]
      + (dependencies.map { ["--dependencies-package", $0] } ?? [])
      + targets.flatMap { ["--target", "\($0)=Sources/\($0)"] }
    var run = try BuiltExecutable("JourneyScaffold").run(known + arguments, in: sandbox.root)
    run.output = sandbox.relativized(run.output).replacingOccurrences(of: sandbox.root, with: "/Pantry")
    return run
  }

  /// Every file of `sandbox` with its text.
  private func contents(of sandbox: Sandbox) -> [String: String] {
    Dictionary(uniqueKeysWithValues: sandbox.files.map { ($0, sandbox.read($0) ?? "") })
  }
}
