import Testing
import ValueCoding

@Suite struct ValueLookupTests {
  private let state: Value = [
    "user": ["profile": ["email": "ann@example.com", "name": "Ann"], "tags": []],
    "items": [["title": "Milk"], ["title": "Eggs"], ["title": "Tea"]],
    "count": 3,
  ]

  @Test func findsValuesAlongPaths() throws {
    #expect(try state.lookup(["user", "profile", "email"]) == "ann@example.com")
    #expect(try state.lookup(ValuePath(parsing: "items[1].title")) == "Eggs")
    #expect(try state.lookup(["count"]) == 3)
    #expect(try state.lookup(.root) == state)
  }

  @Test(arguments: [
    (
      "user.profile.emial",
      "no key 'emial' at user.profile (available: email, name); did you mean 'email'?"
    ),
    ("user.profile.phone", "no key 'phone' at user.profile (available: email, name)"),
    ("usr", "no key 'usr' at the top level (available: user, items, count); did you mean 'user'?"),
    ("items[3]", "no index 3 at items (valid indices: 0...2)"),
    ("user.tags[0]", "no index 0 at user.tags (the list is empty)"),
    ("items.title", "expected a mapping at items to look up key 'title', found a list"),
    ("count.value", "expected a mapping at count to look up key 'value', found a number"),
    ("user[0]", "expected a list at user to look up index 0, found a mapping"),
    ("items[0].title[0]", "expected a list at items[0].title to look up index 0, found a string"),
  ])
  func explainsWhereAndWhyALookupFailed(path: String, message: String) throws {
    let parsed = try ValuePath(parsing: path)
    do {
      _ = try state.lookup(parsed)
      Issue.record("expected \(path) to fail")
    } catch {
      #expect(error.description == message)
      #expect(error.path == parsed)
    }
  }

  @Test func reportsTheFailingComponentAndWhatWasThere() {
    do {
      _ = try state.lookup(["user", "profile", "emial", "domain"])
      Issue.record("expected a failure")
    } catch {
      #expect(error.failedComponentIndex == 2)
      #expect(error.foundPath == ["user", "profile"])
      #expect(
        error.problem
          == .missingKey("emial", availableKeys: ["email", "name"], suggestion: "email"))
    }
  }

  @Test func saysWhenAMappingIsEmpty() {
    do {
      _ = try Value.object([:]).lookup(["a"])
      Issue.record("expected a failure")
    } catch {
      #expect(error.description == "no key 'a' at the top level (the mapping is empty)")
    }
  }
}
