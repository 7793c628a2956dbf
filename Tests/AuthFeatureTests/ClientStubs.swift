import AuthClient
import Dependencies
import KeychainClient
import SharedModels
import SocialSignInClient
import StorageClient

extension DependencyValues {
  /// Clients under which every request succeeds at once for Ada's account, each call recorded in
  /// `log`. Tests replace single endpoints to make them fail or take time.
  mutating func serveAda(log: CallLog) {
    authClient.login = { email, password in
      log.record("auth.login \(email) \(password)")
      return adaResponse
    }
    authClient.register = { name, email, password in
      log.record("auth.register \(name) \(email) \(password)")
      return adaResponse
    }
    authClient.requestPasswordReset = { email in
      log.record("auth.requestPasswordReset \(email)")
    }
    authClient.fetchProfile = { accessToken in
      log.record("auth.fetchProfile \(accessToken)")
      return ada
    }
    socialSignInClient.signIn = { provider in
      log.record("socialSignIn.signIn \(provider.rawValue)")
      return adaResponse
    }
    keychainClient.save = { key, value in
      log.record("keychain.save \(key)=\(value)")
    }
    keychainClient.delete = { key in
      log.record("keychain.delete \(key)")
    }
    storageClient.load = { key in
      log.record("storage.load \(key)")
      return nil
    }
    storageClient.save = { key, value in
      log.record("storage.save \(key)=\(value.rendered)")
    }
    storageClient.remove = { key in
      log.record("storage.remove \(key)")
    }
  }
}

/// The calls that store Ada's session's tokens.
let adaTokenCalls = [
  "keychain.save accessToken=access-token-ada",
  "keychain.save refreshToken=refresh-token-ada",
]

/// The calls that start Ada's session after an email sign-in: the tokens stored, then the profile
/// fetched.
let adaSessionCalls = adaTokenCalls + ["auth.fetchProfile access-token-ada"]
