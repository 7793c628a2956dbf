import JourneyReference

extension Coverage {
  /// Nothing reached, and known what `reference` lists: the host's screens, actions, state paths,
  /// mock outcomes (each endpoint's answer and each of its errors) and deep links.
  public init(reference: HostReference) {
    self.init()
    for screen in reference.screens { insertKnown(Key(.screen, screen.id)) }
    for action in reference.actions { insertKnown(Key(.action, action.path)) }
    for path in reference.state { insertKnown(Key(.state, path.path)) }
    for mock in reference.mocks {
      for endpoint in mock.endpoints {
        for error in [nil] + endpoint.errors.map(Optional.some) {
          insertKnown(Key(.mockOutcome, Self.mockOutcomeName(mock: mock.name, endpoint: endpoint.name, error: error)))
        }
      }
    }
    for url in reference.deepLinks { insertKnown(Key(.deepLink, url)) }
  }
}
