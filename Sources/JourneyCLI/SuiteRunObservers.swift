import JourneyModel
import JourneySuite

/// Several observers following one run, each told everything in their order.
final class SuiteRunObservers: SuiteRunObserver {
  private let observers: [any SuiteRunObserver]

  init(_ observers: [any SuiteRunObserver]) {
    self.observers = observers
  }

  func runStarted(inputDiagnostics: [Diagnostic], inputErrors: [String], journeyCount: Int) {
    for observer in observers {
      observer.runStarted(inputDiagnostics: inputDiagnostics, inputErrors: inputErrors, journeyCount: journeyCount)
    }
  }

  func journeysFinished(_ count: Int, of total: Int) {
    for observer in observers {
      observer.journeysFinished(count, of: total)
    }
  }

  func journeyReported(_ outcome: JourneyOutcome) {
    for observer in observers {
      observer.journeyReported(outcome)
    }
  }
}
