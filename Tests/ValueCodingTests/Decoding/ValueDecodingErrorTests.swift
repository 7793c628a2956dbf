import Testing
import ValueCoding

@Suite struct ValueDecodingErrorTests {
  @Test(arguments: [
    (
      ValueDecodingError.Problem.typeMismatch(expected: "a string", found: "a number"),
      "expected a string at user.name, found a number"
    ),
    (.invalidValue(expected: "a URL", found: "'a b'"), "expected a URL at user.name, found 'a b'"),
    (.missingKey("email", presentKey: nil), "missing key 'email' at user.name"),
    (
      .missingKey("email", presentKey: "emial"),
      "missing key 'email' at user.name; found 'emial', did you mean 'email'?"
    ),
    (
      .unknownKey("emial", suggestion: "email", knownKeys: ["email"]),
      "unknown key 'emial' at user.name; did you mean 'email'?"
    ),
    (
      .unknownKey("x", suggestion: nil, knownKeys: ["a", "b"]),
      "unknown key 'x' at user.name; expected one of: a, b"
    ),
    (.unknownKey("x", suggestion: nil, knownKeys: []), "unknown key 'x' at user.name"),
    (
      .unknownValue("vie", suggestion: "vi", knownValues: ["en", "vi"]),
      "unknown value 'vie' at user.name; did you mean 'vi'?"
    ),
    (
      .unknownValue("de", suggestion: nil, knownValues: ["en", "vi"]),
      "unknown value 'de' at user.name; expected one of: en, vi"
    ),
    (
      .unknownCase("logn", suggestion: "login", knownCases: []),
      "unknown case 'logn' at user.name; did you mean 'login'?"
    ),
    (
      .unknownCase("x", suggestion: nil, knownCases: ["a"]),
      "unknown case 'x' at user.name; expected one of: a"
    ),
    (.caseCount(keys: []), "expected exactly one case at user.name, found an empty mapping"),
    (
      .caseCount(keys: ["a", "b"]), "expected exactly one case at user.name, found 2 keys: 'a', 'b'"
    ),
    (
      .missingCasePayload("login"),
      "expected the values of case 'login' at user.name, found only its name"
    ),
    (.rejected("3 is odd"), "invalid value at user.name: 3 is odd"),
  ])
  func rendersEveryProblem(problem: ValueDecodingError.Problem, message: String) {
    #expect(ValueDecodingError(path: ["user", "name"], problem: problem).description == message)
  }

  @Test func saysTopLevelForTheEmptyPath() {
    let error = ValueDecodingError(path: .root, problem: .missingKey("name", presentKey: nil))
    #expect(error.description == "missing key 'name' at the top level")
  }

  @Test func namesTheValueItIsPartOf() {
    let atTop = ValueDecodingError(path: .root, problem: .unknownKey("vist", suggestion: "visits", knownKeys: []))
    #expect(atTop.description(under: "given") == "unknown key 'vist' at given; did you mean 'visits'?")
    let inside = ValueDecodingError(path: ["visits"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    #expect(inside.description(under: "given") == "expected an integer at given.visits, found a string")
  }

  @Test func anUnknownKeyIsLocatedAtTheKey() {
    let error = ValueDecodingError(path: ["profile"], problem: .unknownKey("emial", suggestion: "email", knownKeys: []))
    #expect(error.problemSite == .key(["profile", "emial"]))
  }

  @Test func aMissingKeyIsLocatedAtTheKeyWrittenInsteadOfIt() {
    let misspelt = ValueDecodingError(path: ["user"], problem: .missingKey("email", presentKey: "emial"))
    #expect(misspelt.problemSite == .key(["user", "emial"]))
    let missing = ValueDecodingError(path: ["user"], problem: .missingKey("email", presentKey: nil))
    #expect(missing.problemSite == .value(["user"]))
  }

  @Test func otherProblemsAreLocatedAtTheirValue() {
    let error = ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    #expect(error.problemSite == .value(["count"]))
  }
}
