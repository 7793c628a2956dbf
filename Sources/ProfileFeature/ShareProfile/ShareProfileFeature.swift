import Dependencies
import Foundation
import ReducerCore
import URLOpenerClient

/// The Share Profile sheet: the profile's public link and the apps it can be shared through.
///
/// Sharing opens the target app through the URL opener with the message filled in: Messages
/// with an `sms:?body=` link, Mail with a `mailto:?subject=&body=` link. When the target opens,
/// the sheet's job is done; when it cannot be opened, the sheet says so and stays.
public struct ShareProfileFeature: Reducer {
  /// Where public profile links start; the profile's identifier follows.
  public static let profileLinkBase = "https://example.com/profile/"

  @Dependency(\.urlOpenerClient) var urlOpenerClient

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .shareTargetTapped(let target):
      guard state.openingTarget == nil else { return .none }
      state.openingTarget = target
      state.unavailableTarget = nil
      let url = Self.url(sharing: state, through: target)
      return .run { [urlOpenerClient] send in
        let opened = try await urlOpenerClient.open(url: url)
        await send(opened ? .shareTargetOpened(target) : .shareTargetUnavailable(target))
      } catch: { _, send in
        await send(.shareTargetUnavailable(target))
      }

    case .doneButtonTapped:
      return .send(.delegate(.finished))

    case .shareTargetOpened:
      state.openingTarget = nil
      return .send(.delegate(.finished))

    case .shareTargetUnavailable(let target):
      state.openingTarget = nil
      state.unavailableTarget = target
      return .none

    case .delegate:
      return .none
    }
  }

  /// The link that opens `target` with the profile's message filled in, in the state's
  /// language.
  public static func url(sharing state: State, through target: ShareTarget) -> URL {
    let strings = ProfileStrings(state.language)
    let message = percentEncoded(strings.shareMessage(state.profileLink))
    let link =
      switch target {
      case .messages: "sms:?body=" + message
      case .mail: "mailto:?subject=" + percentEncoded(strings.shareSubject) + "&body=" + message
      }
    // Everything but the scheme and the query's structure is percent-encoded, so the text is
    // always a valid URL.
    return URL(string: link)!
  }

  /// The bytes a link may hold as they are: ASCII letters, digits and `-._~`.
  private static let unreservedBytes = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

  /// `text` with every byte of its UTF-8 but the unreserved ones written as `%XX`, so that it
  /// can stand anywhere in a link.
  static func percentEncoded(_ text: String) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if unreservedBytes.contains(byte) {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// The digits of a byte written as `%XX`, upper case: written here rather than formatted by
  /// Foundation, which makes a text of each byte through a C format.
  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
