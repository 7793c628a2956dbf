import Prelude

/// Where on screen something is: the screen itself or an overlay on top of it.
public enum Place: Sendable, Equatable, CustomStringConvertible {
  /// The screen named by the associated value, below any overlay.
  case screen(String)
  /// An overlay presented on top of the screen.
  case overlay(PresentedOverlay)

  /// The place as it is named in errors: `screen Login`, `alert "Error"`, `sheet EditProfile`.
  public var description: String {
    switch self {
    case .screen(let name): "screen \(name.word)"
    case .overlay(let overlay): overlay.description
    }
  }
}
