/// Something the app could not store on the device after the screen that asked for it went
/// away, told to the user in an alert over whatever shows, so that nothing is lost silently.
public enum SaveFailure: String, Codable, CaseIterable, Hashable, Sendable {
  /// The completed onboarding: it shows again on the next launch.
  case onboardingCompletion
  /// The email Remember Me keeps: the next launch does not fill it in.
  case rememberedEmail
  /// Forgetting the remembered email with Remember Me off: the next launch may still fill it in.
  case forgottenEmail
  /// The preferences and the profile stored on going to the background: a restart may lose
  /// them.
  case background
}
