import CasePaths
import IssueReporting
import ReducerCore

extension LoginFeature {
  /// The screens Login pushes: Sign Up and Forgot Password. Going back dismisses them.
  public struct Destination: Reducer {
    /// The pushed screen's state.
    @CasePathable
    public enum State: Equatable, Sendable, Codable {
      /// The Sign Up screen.
      case signUp(SignUpFeature.State)
      /// The Forgot Password screen.
      case forgotPassword(ForgotPasswordFeature.State)
    }

    /// The pushed screen's actions.
    @CasePathable
    public enum Action: Equatable, Sendable, Decodable {
      /// An action of the Sign Up screen.
      case signUp(SignUpFeature.Action)
      /// An action of the Forgot Password screen.
      case forgotPassword(ForgotPasswordFeature.Action)
    }

    /// The pushed screens' reducers, composed once with the destination.
    private let signUp = SignUpFeature().composed()
    private let forgotPassword = ForgotPasswordFeature().composed()

    /// Makes the reducer.
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch (state, action) {
      case (.signUp(var signUp), .signUp(let signUpAction)):
        let effect = self.signUp.reduce(into: &signUp, action: signUpAction)
        state = .signUp(signUp)
        return effect.map { .signUp($0) }
      case (.forgotPassword(var forgotPassword), .forgotPassword(let forgotPasswordAction)):
        let effect = self.forgotPassword.reduce(into: &forgotPassword, action: forgotPasswordAction)
        state = .forgotPassword(forgotPassword)
        return effect.map { .forgotPassword($0) }
      case (.signUp, .forgotPassword), (.forgotPassword, .signUp):
        reportIssue(
          """
          The Login destination received an action for a screen that is not shown:

            \(action)

          The screen shown is \(state.screenName). Send actions of the screen that is pushed.
          """
        )
        return .none
      }
    }
  }
}

extension LoginFeature.Destination.State {
  /// The name of the pushed screen.
  var screenName: String {
    switch self {
    case .signUp: SignUpFeature.screenName
    case .forgotPassword: ForgotPasswordFeature.screenName
    }
  }
}
