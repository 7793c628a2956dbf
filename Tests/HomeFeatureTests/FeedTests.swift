import Foundation
import HomeFeature
import SharedModels
import Testing

@Suite struct FeedTests {
  private let window = HomeFeature.staleAfter

  @Test func aLoadedFeedGoesStaleFiveMinutesAfterItArrived() {
    let feed = Feed<Activity>.loaded(Activity.all, at: epoch)
    #expect(!feed.isStale(at: epoch, after: window))
    #expect(!feed.isStale(at: epoch.addingTimeInterval(299.999), after: window))
    #expect(feed.isStale(at: epoch.addingTimeInterval(300), after: window))
  }

  @Test func aFailedFeedIsStaleAndOneNeverRequestedOrLoadingIsNot() {
    #expect(Feed<Activity>.failed(.unavailable).isStale(at: epoch, after: window))
    #expect(!Feed<Activity>.idle.isStale(at: epoch, after: window))
    #expect(!Feed<Activity>.loading.isStale(at: epoch, after: window))
  }

  @Test func onlyAFeedWithLoadedItemsHasItems() {
    #expect(Feed<Activity>.loaded([.course], at: epoch).items == [.course])
    #expect(Feed<Activity>.reloading([.course], at: epoch).items == [.course])
    #expect(Feed<Activity>.loaded([], at: epoch).items == [])
    #expect(Feed<Activity>.loading.items == nil)
    #expect(Feed<Activity>.failed(.noConnection).items == nil)
  }

  @Test func reloadingItemsGoStaleAsTheLoadedOnesDid() {
    let feed = Feed<Activity>.reloading(Activity.all, at: epoch)
    #expect(!feed.isStale(at: epoch.addingTimeInterval(299.999), after: window))
    #expect(feed.isStale(at: epoch.addingTimeInterval(300), after: window))
  }

  @Test func onlyLoadingAndReloadingAreRequesting() {
    #expect(Feed<Activity>.loading.isRequesting)
    #expect(Feed<Activity>.reloading([], at: epoch).isRequesting)
    #expect(!Feed<Activity>.idle.isRequesting)
    #expect(!Feed<Activity>.loaded([], at: epoch).isRequesting)
    #expect(!Feed<Activity>.failed(.unavailable).isRequesting)
  }
}
