import Foundation
import JSONCoding
import JourneyFiles
import JourneyRunner
import Testing

/// A trace's file text is, byte for byte, what Foundation's encoder writes through `JSONText`.
@Suite struct JourneyTraceJSONTests {
  private let failedStep = StepTrace(
    step: "tap \"Sign In\"", location: "Scenarios/sign-in.yaml:12:5", depth: 1, status: "failed",
    time: "1.5s", duration: "300ms",
    actions: [
      StepTrace.Action(time: "1.5s", action: ".login(.signInButtonTapped)", cause: "sent"),
      StepTrace.Action(
        time: "1.8s", action: ".login(.signInFailed(.noConnection))",
        cause: "effect of .login(.signInButtonTapped)"),
    ],
    stateChanges: [
      StepTrace.StateChange(path: "", before: nil, after: "count: 1\nnote: \"x\""),
      StepTrace.StateChange(path: "login.error", before: "null", after: "noConnection"),
      StepTrace.StateChange(path: "login.destination", before: "signUp", after: nil),
    ],
    screen: ["screen Login", "  error \"Couldn't reach the server\"", "  button \"Sign In\""],
    calls: [StepTrace.Call(mock: "auth", endpoint: "login", arguments: "{email: ada@example.com}")],
    pending: ["timer at 3s from an effect of .appLaunched"],
    failure: "Scenarios/sign-in.yaml:12:5: error: see \"Home\": no visible text contains \"Home\"")

  private let skippedStep = StepTrace(
    step: "settle", location: "Scenarios/sign-in.yaml:13:5", depth: 0, status: "skipped",
    time: "1.8s", duration: "0s")

  @Test func everyPartIsWrittenAsTheEncoderWritesIt() throws {
    let trace = JourneyTrace(
      file: "Scenarios/sign-in.yaml", name: "Signing in", tags: ["smoke", "auth"], status: "failed",
      steps: [failedStep, skippedStep], failure: "Scenarios/sign-in.yaml:1:1: error: at the end",
      warnings: ["Scenarios/sign-in.yaml:13:5: warning: a timer is pending"], virtualDuration: "1.8s")
    #expect(trace.jsonText == (try JSONText.encode(trace)))
  }

  @Test func emptyListsAndAbsentValuesAreWrittenAsTheEncoderWritesThem() throws {
    let trace = JourneyTrace(
      file: "Scenarios/empty.yaml", name: "Nothing", tags: [], status: "passed", steps: [skippedStep],
      failure: nil, warnings: [], virtualDuration: "0s")
    #expect(trace.jsonText == (try JSONText.encode(trace)))
  }

  @Test func aScreenRepeatingTheLastStepsIsWrittenAsTheEncoderWritesIt() throws {
    let screen = ["screen Tally", "  heading \"Total: 1\""]
    let steps = [screen, screen, Array(screen), ["screen Tally"], [], [], screen].enumerated().map {
      StepTrace(
        step: "see", location: "tally.yaml:\($0.offset + 2):5", depth: 0, status: "passed", time: "0s",
        duration: "0s", screen: $0.element)
    }
    let trace = JourneyTrace(
      file: "tally.yaml", name: "Tally", tags: [], status: "passed", steps: steps, failure: nil,
      warnings: [], virtualDuration: "0s")
    #expect(trace.jsonText == (try JSONText.encode(trace)))
  }

  @Test func everyCharacterIsEscapedAsTheEncoderEscapesIt() throws {
    var text = ""
    text.unicodeScalars.append(contentsOf: (UInt32(0)..<0x80).compactMap(Unicode.Scalar.init))
    text += " / • é 😀 \r\n \u{2028} \u{FEFF}"
    let trace = JourneyTrace(
      file: text, name: text, tags: [text], status: "passed", steps: [], failure: text,
      warnings: [text], virtualDuration: "0s")
    #expect(trace.jsonText == (try JSONText.encode(trace)))
  }

  @Test func aTraceFileHoldsTheTextWithPathsBelowTheRootRelative() throws {
    let trace = JourneyTrace(
      file: "/home/ada/app/Scenarios/sign-in.yaml", name: "Signing in", tags: [], status: "passed",
      steps: [skippedStep], failure: nil, warnings: ["/home/ada/app/Scenarios/sign-in.yaml:2:1: warning: w"],
      virtualDuration: "0s")
    let data = TraceFiles(mode: .on, root: "/home/ada/app").fileData(of: trace)
    let text = trace.jsonText.replacingOccurrences(of: "/home/ada/app/", with: "")
    #expect(String(decoding: data, as: UTF8.self) == text)
    #expect(text.hasSuffix("}\n") && !text.contains("/home/ada"))
  }
}
