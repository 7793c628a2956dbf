import AuthFeature
import ExploreFeature
import HomeFeature
import JourneyReference
import OnboardingFeature
import ProfileFeature
import SettingsFeature

// The features' states, absent from the app's state until their screens show: each example is
// the state as its screen first shows it, for the signed-in account where it needs one, so that
// `journey describe` and `journey check` know the paths inside them.

extension OnboardingFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension LoginFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension SignUpFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension ForgotPasswordFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension HomeFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension ExploreFeature.State: StateExample {
  public static var stateExample: Self { Self() }
}

extension ProfileFeature.State: StateExample {
  public static var stateExample: Self { Self(profile: SignedInUser.defaultProfile) }
}

extension EditProfileFeature.State: StateExample {
  public static var stateExample: Self { Self(profile: SignedInUser.defaultProfile) }
}

extension ShareProfileFeature.State: StateExample {
  public static var stateExample: Self { Self(profile: SignedInUser.defaultProfile) }
}

extension SettingsFeature.State: StateExample {
  public static var stateExample: Self {
    Self(
      profile: SignedInUser.defaultProfile, accessToken: "access-token-ada", appVersion: "1.0.0",
      buildNumber: "100")
  }
}
