/// Why a session could not be started after the server issued its tokens: the tokens could not be
/// stored, or the profile could not be fetched.
struct SessionStartFailure: Error, Equatable {
  /// Whether the device was offline, as opposed to any other failure.
  let isOffline: Bool
}
