import CasePaths
import ReducerCore
import TextUI

/// A combination lock: six dials, each a screen of ten digit buttons. The right digit turns to
/// the next dial, any other starts again at the first; the sixth right digit opens the vault,
/// which counts its openings. Only one path of six taps opens it, so exploration that draws each
/// move at random almost never gets there, and exploration guided toward what no journey reached
/// yet (each dial is a screen of its own) does.
public struct LockFeature: Reducer {
  public struct State: Codable, Equatable, Sendable {
    /// How many digits of the code are entered: the dial shown is the next one.
    public var dialsTurned = 0
    /// How many wrong digits were entered.
    public var wrongDigits = 0
    public var isOpen = false
    /// How many times the vault opened.
    public var openings = 0

    public init() {}
  }

  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    case digitTapped(Int)
    case closeTapped
  }

  /// The code that opens the vault.
  public static let code = [4, 1, 5, 9, 2, 6]

  /// Whether the vault opens without counting the opening.
  let opensUncounted: Bool

  public init(opensUncounted: Bool) {
    self.opensUncounted = opensUncounted
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .digitTapped(let digit):
      guard digit == Self.code[state.dialsTurned] else {
        state.dialsTurned = 0
        state.wrongDigits += 1
        return .none
      }
      state.dialsTurned += 1
      if state.dialsTurned == Self.code.count {
        state.isOpen = true
        if !opensUncounted { state.openings += 1 }
      }
      return .none

    case .closeTapped:
      state.isOpen = false
      state.dialsTurned = 0
      return .none
    }
  }

  /// The dial to turn, named by its number, or the open vault.
  public static func screen(_ state: State) -> Screen<Action> {
    if state.isOpen {
      return Screen("Vault") {
        NavigationBar("Vault")
        Button("Close") { .closeTapped }
      }
    }
    let dial = "Dial \(state.dialsTurned + 1)"
    return Screen(dial) {
      NavigationBar(dial)
      for digit in 0...9 {
        Button(String(digit)) { .digitTapped(digit) }
      }
    }
  }
}
