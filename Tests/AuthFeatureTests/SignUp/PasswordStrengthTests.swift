import AuthFeature
import Testing

@Suite struct PasswordStrengthTests {
  @Test(arguments: [
    ("", PasswordStrength.weak),
    ("abc", .weak),
    ("password", .weak),
    ("longpassword", .weak),
    ("Password", .weak),
    ("Password1", .medium),
    ("password1!", .medium),
    ("Longpassword", .medium),
    ("Password1!", .strong),
    ("longpassword1!", .strong),
    ("Long passphrase with words", .strong),
    ("Ab1!", .weak),
  ])
  func strengthCountsLengthAndVariety(password: String, expected: PasswordStrength) {
    #expect(PasswordStrength(of: password) == expected)
  }
}
