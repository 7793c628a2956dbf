import ValueCoding

/// The paths of the app's state that the runner reads, while it asks the host for the state's
/// value to check some paths only.
package enum StateSelection {
  /// The only paths of the state the host's `stateValue(_:)` needs to encode while it runs for a
  /// read of some paths; `nil` for the whole state. The default `stateValue(_:)` of an
  /// `Encodable` state encodes just those; a host's own may ignore them and give the whole state.
  @TaskLocal package static var paths: [ValuePath]?
  /// Where the default `stateValue(_:)` keeps what it encoded of the state's properties while it
  /// runs for a reader of the states of one app in turn, to take again for properties that did
  /// not change; `nil` to encode them every time.
  @TaskLocal package static var memo: ValueEncodingMemo?
}
