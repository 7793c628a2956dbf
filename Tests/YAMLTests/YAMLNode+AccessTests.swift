import Testing
import YAML

@Suite struct YAMLNodeAccessTests {
  let document: YAMLNode

  init() throws {
    document = try parseDocument("name: Sign in\nsteps: [tap, wait]\nretries: 3\nskip:\n")
  }

  @Test func givesTheContentOfTheKindTheNodeIs() throws {
    let name = try #require(document.value(forKey: "name"))
    let steps = try #require(document.value(forKey: "steps"))
    #expect(name.scalar == YAMLScalar(text: "Sign in"))
    #expect(name.sequence == nil && name.mapping == nil)
    #expect(steps.sequence?.map(\.scalar?.text) == ["tap", "wait"])
    #expect(steps.scalar == nil && steps.mapping == nil)
    #expect(document.mapping?.count == 4)
    #expect(document.scalar == nil && document.sequence == nil)
  }

  @Test func findsValuesByKeyText() {
    #expect(document.value(forKey: "retries")?.int == 3)
    #expect(document.value(forKey: "skip")?.isNull == true)
    #expect(document.value(forKey: "missing") == nil)
    #expect(document.value(forKey: "steps")?.value(forKey: "tap") == nil)
  }

  @Test func namesKindsForErrorMessages() {
    #expect(document.kindName == "a mapping")
    #expect(document.value(forKey: "steps")?.kindName == "a list")
    #expect(document.value(forKey: "name")?.kindName == "a scalar")
  }
}
