import JourneyModel
import Prelude
import ValueCoding
import YAML

/// Reads the nodes of one file, reporting each problem at its location in that file.
struct NodeReader {
  let session: LoadSession
  /// The file's path, as locations name it.
  let file: String

  /// Where `node` starts.
  func location(of node: YAMLNode) -> FileLocation {
    location(of: node.mark)
  }

  /// The location of `mark` in this file.
  func location(of mark: YAMLMark) -> FileLocation {
    FileLocation(file: file, line: mark.line, column: mark.column)
  }

  /// Reports an error at `node`.
  func report(_ message: String, at node: YAMLNode) {
    session.report(Diagnostic(at: location(of: node), message))
  }

  /// Reports that `node` is not what `expectation` says, as in "'wait' expects a duration such as
  /// 300ms, 1s or 2h; found a list".
  func reportMismatch(_ node: YAMLNode, _ expectation: @autoclosure () -> String) {
    report("\(expectation()); found \(node.foundDescription)", at: node)
  }

  /// The text of `node` when it is a scalar that is not null and, unless `allowsEmpty`, not
  /// empty; otherwise reports the mismatch with `expectation`.
  func text(_ node: YAMLNode, _ expectation: @autoclosure () -> String, allowsEmpty: Bool = false) -> String? {
    guard let scalar = node.scalar, !scalar.isNull, allowsEmpty || !scalar.text.isEmpty else {
      reportMismatch(node, expectation())
      return nil
    }
    return scalar.text
  }

  /// The entries of a mapping by key. Reports keys that are not among `keys` (with a suggestion,
  /// or the list of keys) and keys that are not text; `context` names the mapping, as in "in
  /// 'type'".
  func entries(
    of pairs: [YAMLPair], keys: [String], in context: @autoclosure () -> String
  ) -> KeyedEntries {
    var entries = KeyedEntries()
    for pair in pairs {
      guard let key = pair.key.scalar?.text else {
        report("keys \(context()) are text; found \(pair.key.foundDescription) as a key", at: pair.key)
        continue
      }
      guard keys.contains(key) else {
        report(
          "unknown key '\(key)' \(context())"
            + suggestion(for: key, among: keys, otherwise: "its keys are \(listed(keys, "and"))"),
          at: pair.key
        )
        continue
      }
      entries.add(key, pair)
    }
    return entries
  }

  /// Reports that a mapping lacks `key`, at the mapping, as in "'type' needs 'into', such as
  /// { text: ada@example.com, into: Email }".
  func reportMissing(_ key: String, in context: String, at node: YAMLNode, example: String) {
    report("\(context) needs '\(key)', such as \(example)", at: node)
  }
}

/// "; did you mean 'tap'?" when a candidate is close to `name`, otherwise "; " and `otherwise`.
func suggestion(for name: String, among candidates: [String], otherwise: String) -> String {
  if let closest = Suggestions.closest(to: name, in: candidates) {
    return "; did you mean '\(closest)'?"
  }
  return "; " + otherwise
}
