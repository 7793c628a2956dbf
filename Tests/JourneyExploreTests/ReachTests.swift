import Foundation
import JourneyExplore
import Testing

/// A reach's keys: the same text is the same key wherever it was made, a key gives back the text
/// it was made from, and a reach encodes as its keys' texts and steps and decodes equal.
@Suite struct ReachTests {
  @Test func theSameTextIsTheSameKeyAndGivesItsTextBack() {
    let save = ReachKey(#"interaction Settings: button "Save""#)
    #expect(ReachKey(#"interaction Settings: button "Save""#) == save)
    #expect(ReachKey("screen Settings") != save)
    #expect(save.text == #"interaction Settings: button "Save""#)
    var reached = Reach.Reached(key: "screen Settings", step: 2)
    #expect(reached == Reach.Reached(ReachKey("screen Settings"), step: 2))
    reached.key = "screen Crème brûlée"
    #expect(reached.key == "screen Crème brûlée")
    #expect(reached.thing == ReachKey("screen Crème brûlée"))
  }

  @Test func aReachEncodesAsItsKeysTextsAndStepsAndDecodesEqual() throws {
    let reach = Reach(reached: [
      Reach.Reached(key: "screen Home", step: 0), Reach.Reached(key: "action home.refresh", step: 3),
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(reach)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"reached":[{"key":"screen Home","step":0},{"key":"action home.refresh","step":3}]}"#)
    #expect(try JSONDecoder().decode(Reach.self, from: data) == reach)
  }
}
