import TeaCatalogClient

/// Where the fetch of the catalog stands.
public enum CatalogPhase: Codable, Equatable, Sendable {
  /// The fetch is under way.
  case loading
  /// The catalog answered these teas.
  case loaded([Tea])
  /// The fetch failed.
  case failed(CatalogFailure)
}

/// Why the catalog could not be fetched, as the list explains it.
public enum CatalogFailure: String, Codable, Equatable, Sendable {
  /// The device is offline.
  case noConnection
  /// The shop's server failed, or answered what the app cannot read.
  case unavailable

  /// The failure `error` of the catalog client stands for.
  init(_ error: any Error) {
    self = (error as? TeaCatalogError) == .noConnection ? .noConnection : .unavailable
  }

  /// What the list says.
  var message: String {
    switch self {
    case .noConnection: "You're offline. Connect to see the teas."
    case .unavailable: "The tea shop is unavailable right now."
    }
  }
}
