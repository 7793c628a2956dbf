import Prelude

/// The Swift source of a test target's journey tests.
struct JourneyTestsSource {
  /// The package's folder, absolute.
  let packageDirectory: String
  /// The journey files, absolute, sorted.
  let journeyFiles: [String]

  /// The name of the folder's test, taken before any journey's so that no file is named after it.
  static let folderTestName = "scenariosFolder"

  /// Names a test function cannot have: Swift's keywords, and the names the source and the `@Test`
  /// macro's expansion refer to inside the suite, which a function of that name would hide.
  static let reservedNames: Set<String> = [
    "Any", "JourneyTestCase", "Journeys", "Self", "Testing", "as", "associatedtype", "break", "case",
    "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
    "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  var text: String {
    var names: Set = [Self.folderTestName]
    var lines = [
      "// Written by the journey tests plugin from the journey files of the package; not to be edited.",
      "import JourneyTesting",
      "import Testing",
      "",
      "extension Journeys {",
      "  @Test(\"Scenarios\")",
      "  func \(Self.folderTestName)() {",
      "    Self.checkFolder(\((packageDirectory + "/Scenarios").quoted), packageDirectory: \(packageDirectory.quoted))",
      "  }",
    ]
    for file in journeyFiles {
      let relative = relativePath(file)
      let name = uniqueName(functionName(relative), taken: &names)
      lines += [
        "",
        "  @Test(\(relative.quoted), arguments: JourneyTestCase.cases(file: \(file.quoted), packageDirectory: \(packageDirectory.quoted)))",
        "  func \(name)(_ journey: JourneyTestCase) {",
        "    Self.run(journey)",
        "  }",
      ]
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `file` below `Scenarios/`: `Auth/sign-in.yaml`.
  func relativePath(_ file: String) -> String {
    let prefix = packageDirectory + "/Scenarios/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// The test function's name for a file: its path below `Scenarios/` without `.yaml`, every
  /// character that cannot be in a Swift identifier replaced by `_` (`Auth_sign_in`), `_` before a
  /// leading digit (`_2fa`) and after a reserved name (`default_`).
  func functionName(_ relativePath: String) -> String {
    let stem = relativePath.hasSuffix(".yaml") ? String(relativePath.dropLast(5)) : relativePath
    var name = String(
      stem.unicodeScalars.map { scalar in
        scalar.properties.isXIDContinue && scalar.isASCII ? Character(scalar) : "_"
      })
    if let first = name.unicodeScalars.first, !first.properties.isXIDStart {
      name = "_" + name
    }
    return Self.reservedNames.contains(name) ? name + "_" : name
  }

  /// `name`, or `name_2`, `name_3`… when it is taken.
  func uniqueName(_ name: String, taken: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while !taken.insert(candidate).inserted {
      candidate = "\(name)_\(number)"
      number += 1
    }
    return candidate
  }
}
