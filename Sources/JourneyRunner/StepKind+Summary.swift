import JourneyModel
import Prelude
import ValueCoding

extension StepKind {
  /// The step in a few words, as reports name it: `tap "Start"`, `type "ada" into "Email"`,
  /// `wait 2s`, `see "Count: 3"`, `snapshot counter-running`. Checks whose messages name what
  /// they check are named alone: `element`, `expect`, `calls`, `receive`, `notReceive`.
  public var summary: String {
    switch self {
    case .launch, .relaunch, .background, .foreground, .back, .dismiss, .element, .expect, .stored, .calls,
      .receive, .notReceive:
      name
    case .tap(let element), .clear(let element): "\(name) \(element)"
    case .type(let text, let element): "\(name) \(text.quoted) into \(element)"
    case .toggle(let element, let isOn):
      "\(name) \(element)" + (isOn.map { $0 ? " on" : " off" } ?? "")
    case .select(let option, let element): "\(name) \(option.quoted) in \(element)"
    case .answer(let button): "\(name) \(button.quoted)"
    case .refused(let interaction, let message): "\(interaction.summary), refused \(message.quoted)"
    case .deepLink(let url): "\(name) \(url)"
    case .network(let condition): "\(name) \(condition.rawValue)"
    case .mock(let changes): "\(name) " + changes.map { "\($0.mock).\($0.endpoint)" }.joined(separator: ", ")
    case .send(let reference): "\(name) \(reference.path)"
    case .wait(let duration): "\(name) \(duration.journeyDescription)"
    case .waitUntil(let condition, let limit): "\(name) until \(condition.summary) (at most \(limit.journeyDescription))"
    case .settle(let limit): "\(name) (limit \(limit.journeyDescription))"
    case .see(let query), .notSee(let query): "\(name) \(query.described)"
    case .screen(let screen): "\(name) \(screen)"
    case .snapshot(let request): "\(name) \(request.name)"
    case .run(let subflow): "\(name) \(subflow.file)"
    }
  }
}
