import PlantedBugsApp
import Testing
import TextUI

@testable import JourneyExplore

/// The built-in rule that every enabled element can be addressed: the first label whose enabled
/// elements their ids do not tell apart.
@Suite struct UnaddressableLabelTests {
  private func unaddressableLabel(@ElementBuilder<Int> _ content: () -> [Element<Int>]) -> String? {
    Explorer<InboxJourneyHost>.unaddressableLabel(in: Screen("Test", content: content).reachableLayer)
  }

  @Test func elementsWithOwnLabelsOrDistinctIdsCanAllBeAddressed() {
    let ownLabels = unaddressableLabel {
      Button("Save") { 1 }
      Button("Cancel") { 2 }
    }
    #expect(ownLabels == nil)
    let distinctIds = unaddressableLabel {
      Button("Delete", id: "a") { 1 }
      Button("Delete", id: "b") { 2 }
    }
    #expect(distinctIds == nil)
  }

  @Test func aSharedLabelNeedsAnIdOnEveryElementAndNoIdTwice() {
    let oneWithoutId = unaddressableLabel {
      Button("Delete") { 1 }
      Button("Delete", id: "b") { 2 }
    }
    #expect(oneWithoutId == "Delete")
    let sameIds = unaddressableLabel {
      Button("Delete", id: "a") { 1 }
      Button("Delete", id: "a") { 2 }
    }
    #expect(sameIds == "Delete")
  }

  @Test func disabledElementsNeedNoAddress() {
    let label = unaddressableLabel {
      Button("Delete") { 1 }
      Button("Delete", isDisabled: true) { 2 }
    }
    #expect(label == nil)
  }

  @Test func theFirstLabelShownIsNamed() {
    let label = unaddressableLabel {
      Button("Save") { 1 }
      Button("Delete", id: "a") { 2 }
      Button("Save") { 3 }
      Button("Delete", id: "a") { 4 }
      Button("Delete", id: "b") { 5 }
    }
    #expect(label == "Save")
    let later = unaddressableLabel {
      Button("Open", id: "a") { 1 }
      Button("Delete") { 2 }
      Button("Open", id: "a") { 3 }
      Button("Delete") { 4 }
    }
    #expect(later == "Open")
  }
}
