import JourneyModel
import Prelude
import ValueCoding

extension StepKind {
  /// The step in a few words, as reports name it: `tap "Start"`, `type "ada" into "Email"`,
  /// `wait 2s`, `see "Count: 3"`, `snapshot counter-running`. Checks whose messages name what
  /// they check are named alone: `element`, `expect`, `calls`, `receive`.
  public var summary: String {
    switch self {
    case .launch, .relaunch, .background, .foreground, .back, .dismiss, .element, .expect, .stored, .calls,
      .receive:
      name
    case .tap(let element): "tap \(element)"
    case .type(let text, let element): "type \(text.quoted) into \(element)"
    case .clear(let element): "clear \(element)"
    case .toggle(let element, let isOn):
      "toggle \(element)" + (isOn.map { $0 ? " on" : " off" } ?? "")
    case .select(let option, let element): "select \(option.quoted) in \(element)"
    case .answer(let button): "answer \(button.quoted)"
    case .refused(let interaction, let message): "\(interaction.summary), refused \(message.quoted)"
    case .deepLink(let url): "deepLink \(url)"
    case .network(let condition): "network \(condition.rawValue)"
    case .mock(let changes): "mock " + changes.map { "\($0.mock).\($0.endpoint)" }.joined(separator: ", ")
    case .send(let reference): "send \(reference.path)"
    case .wait(let duration): "wait \(duration.journeyDescription)"
    case .settle(let limit): "settle (limit \(limit.journeyDescription))"
    case .see(let text): "see \(text.quoted)"
    case .notSee(let text): "notSee \(text.quoted)"
    case .screen(let name): "screen \(name)"
    case .snapshot(let request): "snapshot \(request.name)"
    case .run(let subflow): "run \(subflow.file)"
    }
  }
}
