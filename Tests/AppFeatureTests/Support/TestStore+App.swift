import AppFeature
import Foundation
import ReducerTesting

extension TestStore where R == AppFeature {
  /// Receives Home appearing for the first time and its feeds, which the world of
  /// ``MockWorld/app()`` answers empty at once, at `date`.
  func receiveHomeAppearing(
    at date: Date,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      .home(.onAppear),
      assert: {
        $0.home?.timeOfDay = .evening
        $0.home?.recentActivity = .loading
        $0.home?.notifications = .loading
      },
      fileID: fileID, filePath: filePath, line: line, column: column)
    receive(
      .home(.recentActivityLoaded([])),
      assert: { $0.home?.recentActivity = .loaded([], at: date) },
      fileID: fileID, filePath: filePath, line: line, column: column)
    receive(
      .home(.notificationsLoaded([])),
      assert: { $0.home?.notifications = .loaded([], at: date) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
