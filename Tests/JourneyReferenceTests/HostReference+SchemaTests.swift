import JourneyReference
import Testing

/// The parts of `journey schema` read from a host's types: the `given` keys with their values,
/// the host's and then the harness's, and the action paths `send` and `receive` take.
@Suite struct HostReferenceSchemaTests {
  private let schema = HostReference(host: ShelfHost()).schema

  /// The member `key` of the schema's JSON text nested `depth` mappings and lists deep (each
  /// indented by two spaces), from its key to its closing brace, without that indentation.
  private func member(_ key: String, depth: Int) -> String? {
    let indent = String(repeating: " ", count: depth * 2)
    let lines = schema.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring(indent + "\"\(key)\": {")),
      let end = lines[start...].firstIndex(where: { $0 == indent + "}" || $0 == indent + "}," })
    else { return nil }
    return lines[start...end].map { $0.dropFirst(indent.count) }.joined(separator: "\n")
  }

  @Test func givenKeysAreValidatedByTheirTypes() {
    #expect(
      member("given", depth: 2) == """
        "given": {
          "type": "object",
          "properties": {
            "mocks": {
              "$ref": "#/$defs/mocks"
            },
            "title": {
              "type": "string"
            },
            "sorting": {
              "anyOf": [
                {
                  "enum": [
                    "byTitle",
                    "byAuthor",
                    "byDate"
                  ]
                },
                {
                  "$ref": "#/$defs/variable"
                }
              ]
            },
            "books": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "title": {
                    "type": "string"
                  },
                  "pages": {
                    "anyOf": [
                      {
                        "type": "integer"
                      },
                      {
                        "$ref": "#/$defs/variable"
                      }
                    ]
                  }
                },
                "required": [
                  "title",
                  "pages"
                ],
                "additionalProperties": false
              }
            },
            "owner": {
              "type": "object",
              "properties": {
                "name": {
                  "type": "string"
                },
                "verified": {
                  "anyOf": [
                    {
                      "type": "boolean"
                    },
                    {
                      "$ref": "#/$defs/variable"
                    }
                  ]
                },
                "email": {
                  "type": "string"
                }
              },
              "required": [
                "name",
                "verified"
              ],
              "additionalProperties": false
            },
            "lastOpenedPage": {
              "anyOf": [
                {
                  "type": "integer"
                },
                {
                  "$ref": "#/$defs/variable"
                }
              ]
            },
            "now": {
              "type": "string"
            },
            "timeZone": {
              "type": "string"
            },
            "locale": {
              "type": "string"
            },
            "network": {
              "anyOf": [
                {
                  "enum": [
                    "offline",
                    "wifi",
                    "cellular",
                    "ethernet"
                  ]
                },
                {
                  "$ref": "#/$defs/variable"
                }
              ]
            }
          },
          "additionalProperties": false
        },
        """)
  }

  @Test func sendTakesEveryActionPathAndBareOnlyThoseWithoutAPayload() {
    #expect(
      member("send", depth: 6) == """
        "send": {
          "anyOf": [
            {
              "anyOf": [
                {
                  "enum": [
                    "appeared",
                    "reader.pageTurned",
                    "editor.presented.saveTapped",
                    "editor.dismiss"
                  ]
                },
                {
                  "$ref": "#/$defs/variable"
                }
              ]
            },
            {
              "type": "object",
              "properties": {
                "action": {
                  "anyOf": [
                    {
                      "enum": [
                        "appeared",
                        "titleChanged",
                        "ratingChanged",
                        "bookMoved",
                        "sortingPicked",
                        "bookAdded",
                        "bookRenamed",
                        "noteChanged",
                        "reader.pageTurned",
                        "reader.jumped",
                        "search.queryChanged",
                        "search.resultTapped",
                        "editor.presented.draftChanged",
                        "editor.presented.saveTapped",
                        "editor.presented.delegate.saved",
                        "editor.dismiss"
                      ]
                    },
                    {
                      "$ref": "#/$defs/variable"
                    }
                  ]
                },
                "payload": {}
              },
              "required": [
                "action"
              ],
              "additionalProperties": false
            }
          ]
        },
        """)
  }

  @Test func receiveMatchesEveryPrefixOfAnActionPathIncludingTheFeaturesCases() {
    let prefixes = """
                "enum": [
                  "appeared",
                  "titleChanged",
                  "ratingChanged",
                  "bookMoved",
                  "sortingPicked",
                  "bookAdded",
                  "bookRenamed",
                  "noteChanged",
                  "reader",
                  "reader.pageTurned",
                  "reader.jumped",
                  "search",
                  "search.queryChanged",
                  "search.resultTapped",
                  "editor",
                  "editor.presented",
                  "editor.presented.draftChanged",
                  "editor.presented.saveTapped",
                  "editor.presented.delegate",
                  "editor.presented.delegate.saved",
                  "editor.dismiss"
                ]
      """
    let receive = member("receive", depth: 6)
    #expect(receive?.contains(prefixes) == true, "\(receive ?? "no receive")")
  }

  @Test func aJourneyRecordsAWholeScheduleAndAMockLatencyMayBeARange() {
    #expect(
      member("schedule", depth: 4) == """
        "schedule": {
          "type": "integer",
          "minimum": 0
        }
        """)
    #expect(
      member("latency", depth: 2) == #"""
        "latency": {
          "anyOf": [
            {
              "type": "string",
              "pattern": "^([0-9]+(\\.[0-9]+)?(ms|s|m|h))+(\\.\\.([0-9]+(\\.[0-9]+)?(ms|s|m|h))+)?$"
            },
            {
              "$ref": "#/$defs/variable"
            }
          ]
        },
        """#)
  }
}
