import Prelude

/// The scaffold's arguments: what the command plugin knows of the package, then the user's
/// options.
struct ScaffoldOptions {
  /// The package's folder, absolute.
  var packageDirectory = ""
  /// The package's name, which the new targets are named after unless `name` is given.
  var packageName = ""
  /// The identity the package gives the journeys package.
  var journeysPackage = ""
  /// The identity the package gives swift-dependencies, when it depends on it.
  var dependenciesPackage: String?
  /// The package's targets, each with its folder relative to the package.
  var targets: [(name: String, folder: String)] = []

  /// `--feature`: the target of the app's root reducer.
  var feature: String?
  /// `--reducer`: the app's root reducer type.
  var reducer: String?
  /// `--name`: what the new targets are named after.
  var name: String?
  /// `--help`.
  var help = false

  /// An argument that cannot be read, with the usage to show.
  struct UsageError: Error {
    let message: String
  }

  /// The user's options, which `--help` lists.
  static let userOptions = ["--feature", "--reducer", "--name", "--help"]
  private static let internalOptions = [
    "--package-directory", "--package-name", "--journeys-package", "--dependencies-package", "--target",
  ]

  static let usage = """
    OVERVIEW: Adds journeys to this package: a host that plugs the app into the journey harness,
    the app's journey command, the Journeys test suite, a first journey, an invariants file with its
    test, and the .gitignore entries. It writes no file that is already there: then it changes
    nothing and names each one.

    USAGE: swift package --allow-writing-to-package-directory add-journeys
             [--feature <target> --reducer <type>] [--name <name>]

    OPTIONS:
      --feature <target>  The target of the app's root reducer. Without it, a starter feature is
                          written, a counter, to replace with the app's.
      --reducer <type>    The app's root reducer, a type of the --feature target.
      --name <name>       What the new targets are named after, such as Pantry for PantryJourneyHost,
                          pantry-journey and PantryJourneyTests; by default the package's name.
      -h, --help          Shows this help.

    """

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" {
        help = true
        continue
      }
      guard Self.userOptions.contains(argument) || Self.internalOptions.contains(argument) else {
        let suggestion = Suggestions.didYouMean(argument, in: Self.userOptions)
        throw UsageError(message: "unknown argument '\(argument)'\(suggestion)")
      }
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw UsageError(message: "\(argument) expects a value, such as \(argument) \(Self.example(of: argument))")
      }
      switch argument {
      case "--package-directory": packageDirectory = value
      case "--package-name": packageName = value
      case "--journeys-package": journeysPackage = value
      case "--dependencies-package": dependenciesPackage = value
      case "--target":
        let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
        targets.append((parts[0], parts.count == 2 ? parts[1] : "Sources/" + parts[0]))
      case "--feature": feature = value
      case "--reducer": reducer = value
      default: name = value  // --name, the one option left
      }
    }
  }

  private static func example(of option: String) -> String {
    switch option {
    case "--feature": "AppFeature"
    case "--reducer": "AppReducer"
    case "--name": "Pantry"
    default: "<value>"
    }
  }
}
