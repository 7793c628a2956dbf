import DependenciesMacros
import Foundation

/// Opens links outside the app, such as the support page in the browser.
@DependencyClient
public struct URLOpenerClient: Sendable {
  /// Opens the URL; answers whether something could open it.
  public var open: @Sendable (_ url: URL) async throws -> Bool
}
