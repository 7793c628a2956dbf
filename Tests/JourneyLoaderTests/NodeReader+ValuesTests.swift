import JourneyLoader
import JourneyModel
import Testing
import ValueCoding

@Suite struct NodeReaderValuesTests {
  @Test func locatesEveryPartOfAValue() {
    let text = """
      name: T
      given:
        user:
          name: Ada
          roles:
            - admin
            - { scope: all }
        count: 0x1F
        ratio: .5
        note: "true"
      steps: [launch]
      """
    let app = journey(text)?.given.app
    #expect(
      app?.value == [
        "user": ["name": "Ada", "roles": ["admin", ["scope": "all"]]],
        "count": 31, "ratio": 0.5, "note": "true",
      ]
    )
    #expect(app?.location(of: ["user", "roles", 1, "scope"]) == at(7, 18))
    #expect(app?.location(of: ["user", "roles", 0]) == at(6, 9))
    #expect(app?.location(of: ["user", "roles"]) == at(6, 7))
    #expect(app?.location(of: ["user", "name"]) == at(4, 11))
    #expect(app?.location(of: ["count"]) == at(8, 10))
    #expect(app?.location(of: .root) == at(3, 3))
    #expect(app?.location(of: .key(["user", "roles", 1, "scope"])) == at(7, 11))
    #expect(app?.location(of: .key(["user", "name"])) == at(4, 5))
    #expect(app?.location(of: .key(["count"])) == at(8, 3))
    #expect(app?.location(of: .key(["user", "roles", 0])) == at(6, 9))
  }

  @Test func reportsKeysThatAreNotTextOrRepeatAsText() {
    #expect(
      problems("name: T\ngiven: { a: { [x]: 1, 1: a, '1': b } }\nsteps: [launch]\n") == """
        j.yaml:2:15: error: keys of values are text; found a list as a key
        j.yaml:2:29: error: duplicate key '1'; first defined at j.yaml:2:23; keys of values are compared as text, so write each once
        """
    )
  }
}
