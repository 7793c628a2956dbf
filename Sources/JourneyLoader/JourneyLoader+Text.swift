import JourneyModel
import Prelude

extension JourneyLoader {
  /// Loads `text` as the journey file at `file` would load: `file` names it in every location
  /// and message, and the subflows it runs are read from the loader's file system, relative to
  /// `file`'s folder. The text is not written anywhere; a file at `file`, if there is one, is
  /// not read.
  ///
  /// - Returns: The journeys, or every problem found, sorted by location.
  public func load(text: String, file: String) -> Result<[Journey], Diagnostics> {
    reading(text, as: file).load(file: file)
  }

  /// Reads `text` as the journey file at `file` as far as it goes, as ``read(file:)`` does.
  public func read(text: String, file: String) -> (journeys: [Journey], diagnostics: Diagnostics) {
    reading(text, as: file).read(file: file)
  }

  /// This loader, with `text` at `file` in front of its file system.
  private func reading(_ text: String, as file: String) -> JourneyLoader {
    JourneyLoader(fileSystem: TextInFront(text: Array(text.utf8), path: file, behind: fileSystem), vocabulary: vocabulary)
  }
}

/// A file system holding one text at one path, in front of another that holds everything else:
/// the other's file at that path is hidden.
private struct TextInFront: JourneyFileSystem {
  let text: [UInt8]
  let path: String
  let behind: any JourneyFileSystem

  init(text: [UInt8], path: String, behind: any JourneyFileSystem) {
    self.text = text
    self.path = FilePath.normalized(path)
    self.behind = behind
  }

  func itemKind(atPath path: String) -> FileItemKind? {
    FilePath.normalized(path) == self.path ? .file : behind.itemKind(atPath: path)
  }

  func contents(ofFileAtPath path: String) -> [UInt8]? {
    FilePath.normalized(path) == self.path ? text : behind.contents(ofFileAtPath: path)
  }

  func entryNames(ofFolderAtPath path: String) -> [String]? {
    behind.entryNames(ofFolderAtPath: path)
  }

  var workingFolder: String? {
    behind.workingFolder
  }
}
