/// An app the profile link can be shared through; sharing opens it with the message filled in.
public enum ShareTarget: String, Codable, CaseIterable, Hashable, Sendable {
  /// The messaging app, through an `sms:` link.
  case messages
  /// The mail app, through a `mailto:` link.
  case mail

  /// The system name of the target's symbol.
  var image: String {
    switch self {
    case .messages: "message"
    case .mail: "envelope"
    }
  }
}
