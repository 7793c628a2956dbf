import MockKit
import PreferencesClient
import TeaCatalogClient

extension Tea {
  static let sencha = Tea(id: "sencha", name: "Sencha", kind: .green, temperature: 75, steepSeconds: 90)
  static let assam = Tea(id: "assam", name: "Assam", kind: .black, temperature: 95, steepSeconds: 240)
}

extension MockWorld {
  /// A world of the app's two mocks, each behaving as its default.
  static func teaTimer() -> MockWorld {
    MockWorld(catalog: MockCatalog([TeaCatalogClient.mockDescriptor, PreferencesClient.mockDescriptor]))
  }
}
