import ConcurrencyExtras
import Dependencies
import Foundation
import ProfileFeature
import ReducerTesting
import SharedModels
import Testing
import URLOpenerClient

@Suite struct ShareProfileFeatureTests {
  @Test func messagesOpensWithTheProfileLinkAndFinishes() {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    store.send(.shareTargetTapped(.messages)) { $0.openingTarget = .messages }
    store.receive(.shareTargetOpened(.messages)) { $0.openingTarget = nil }
    store.receive(.delegate(.finished))
    #expect(
      opened.value.map(\.absoluteString) == [
        "sms:?body=Check%20out%20my%20profile%3A%20https%3A%2F%2Fexample.com%2Fprofile%2Fuser-ada"
      ])
    store.finish()
  }

  @Test func mailOpensWithASubjectAndTheProfileLink() {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    store.send(.shareTargetTapped(.mail)) { $0.openingTarget = .mail }
    store.receive(.shareTargetOpened(.mail)) { $0.openingTarget = nil }
    store.receive(.delegate(.finished))
    #expect(
      opened.value.map(\.absoluteString) == [
        "mailto:?subject=My%20profile&body=Check%20out%20my%20profile%3A%20https%3A%2F%2Fexample.com%2Fprofile%2Fuser-ada"
      ])
    store.finish()
  }

  @Test func theSharedMessageIsInTheCurrentLanguage() {
    let state = ShareProfileFeature.State(profile: .ada, language: .vietnamese)
    #expect(
      ShareProfileFeature.url(sharing: state, through: .messages).absoluteString
        == "sms:?body=Xem%20h%E1%BB%93%20s%C6%A1%20c%E1%BB%A7a%20t%C3%B4i%3A%20https%3A%2F%2Fexample.com%2Fprofile%2Fuser-ada"
    )
    #expect(
      ShareProfileFeature.url(sharing: state, through: .mail).absoluteString
        == "mailto:?subject=H%E1%BB%93%20s%C6%A1%20c%E1%BB%A7a%20t%C3%B4i&body=Xem%20h%E1%BB%93%20s%C6%A1%20c%E1%BB%A7a%20t%C3%B4i%3A%20https%3A%2F%2Fexample.com%2Fprofile%2Fuser-ada"
    )
  }

  @Test func aTargetThatCannotOpenIsReported() {
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in false }
    }
    store.send(.shareTargetTapped(.messages)) { $0.openingTarget = .messages }
    store.receive(.shareTargetUnavailable(.messages)) {
      $0.openingTarget = nil
      $0.unavailableTarget = .messages
    }
    store.finish()
  }

  @Test func aFailingOpenerIsReportedAsUnavailable() {
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in throw UnexpectedError() }
    }
    store.send(.shareTargetTapped(.mail)) { $0.openingTarget = .mail }
    store.receive(.shareTargetUnavailable(.mail)) {
      $0.openingTarget = nil
      $0.unavailableTarget = .mail
    }
    store.finish()
  }

  @Test func tryingAnotherTargetClearsTheLastFailure() {
    let store = TestStore(
      initialState: ShareProfileFeature.State(profile: .ada, unavailableTarget: .messages)
    ) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in true }
    }
    store.send(.shareTargetTapped(.mail)) {
      $0.openingTarget = .mail
      $0.unavailableTarget = nil
    }
    store.receive(.shareTargetOpened(.mail)) { $0.openingTarget = nil }
    store.receive(.delegate(.finished))
    store.finish()
  }

  @Test func aSecondTargetWaitsForTheFirst() {
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    } withDependencies: {
      $0.urlOpenerClient.open = { _ in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(100))
        return true
      }
    }
    store.send(.shareTargetTapped(.messages)) { $0.openingTarget = .messages }
    store.send(.shareTargetTapped(.mail))
    store.advance(by: .milliseconds(100))
    store.receive(.shareTargetOpened(.messages)) { $0.openingTarget = nil }
    store.receive(.delegate(.finished))
    store.finish()
  }

  @Test func doneFinishes() {
    let store = TestStore(initialState: ShareProfileFeature.State(profile: .ada)) {
      ShareProfileFeature()
    }
    store.send(.doneButtonTapped)
    store.receive(.delegate(.finished))
    store.finish()
  }
}
