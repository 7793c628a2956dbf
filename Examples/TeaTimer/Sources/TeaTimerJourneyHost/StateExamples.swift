import JourneyHarness
import PreferencesClient
import TeaCatalogClient
import TeaTimerFeature

// Brew's state is absent from the app's until a tea is opened. Its example, a tea of the default
// catalog at regular strength, lets `describe` list the paths inside it and `check` check them.
extension BrewFeature.State: StateExample {
  public static var stateExample: Self {
    Self(
      tea: Tea(id: "sencha", name: "Sencha", kind: .green, temperature: 75, steepSeconds: 90),
      strength: .regular)
  }
}
