import SharedModels
import Testing
import ValueCoding

@Suite struct AppVersionTests {
  @Test func readsOneToThreeComponents() {
    #expect(AppVersion("1.2.3") == AppVersion(major: 1, minor: 2, patch: 3))
    #expect(AppVersion("2.1") == AppVersion(major: 2, minor: 1))
    #expect(AppVersion("10") == AppVersion(major: 10))
  }

  @Test(arguments: ["", "1.", ".1", "1..2", "1.2.3.4", "v1.2", "1.-2", "1.2b", " 1.2"])
  func rejectsOtherText(_ text: String) {
    #expect(AppVersion(text) == nil)
  }

  @Test func comparesComponentByComponent() {
    #expect(AppVersion("1.2.0")! < AppVersion("1.10.0")!)
    #expect(AppVersion("1.9.9")! < AppVersion("2")!)
    #expect(AppVersion("2.0.0")! == AppVersion("2")!)
    #expect(!(AppVersion("1.0.1")! < AppVersion("1.0.0")!))
  }

  @Test func isWrittenAndCodedWithAllThreeComponents() throws {
    let version = AppVersion(major: 1, minor: 2)
    #expect(version.description == "1.2.0")
    #expect(try ValueEncoder().encode(version) == "1.2.0")
    #expect(try ValueDecoder().decode(AppVersion.self, from: "3.4.5") == AppVersion(major: 3, minor: 4, patch: 5))
  }

  @Test func decodingBadTextSaysWhatAVersionLooksLike() {
    let error = #expect(throws: ValueDecodingError.self) {
      try ValueDecoder().decode(AppVersion.self, from: "one")
    }
    #expect(error?.description == "invalid value at the top level: expected a version like '1.2.0', found 'one'")
  }
}
