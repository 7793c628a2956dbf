import ConcurrencyExtras
import IssueReporting

/// A description of work a reducer wants done after it has changed state: actions to send, async
/// work to run, and the cancellation of earlier work.
///
/// An effect does nothing by itself. The runtime that owns the store interprets it: on a
/// deterministic runtime, every effect runs on that runtime's executor and sleeps on its virtual
/// clock, so the order of everything it does is the same on every run.
public struct Effect<Action> {
  /// What an effect does, as a tree the runtime interprets.
  public indirect enum Operation {
    /// Nothing.
    case none
    /// Send an action back into the store.
    case send(Action)
    /// Run async work that may send actions.
    case run(@Sendable (Send<Action>) async -> Void)
    /// Run effects at the same time.
    case merge([Effect])
    /// Run effects one after the other, each starting when the previous one has finished.
    case concatenate([Effect])
    /// Run an effect that can be cancelled by its identifier.
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect)
    /// Cancel every running effect marked with an identifier.
    case cancel(id: AnyHashableSendable)
  }

  /// The work this effect describes.
  public let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

/// The effect of a reducer of some feature.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends an action back into the store as soon as the runtime processes effects.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs async work, which sends actions through `send`.
  ///
  /// The work runs on the runtime's executor. It must only await the injected clock, other
  /// dependencies and structured child tasks (`async let`, task groups): an unstructured `Task {}`,
  /// `Task.detached` or a hop to the main actor escapes a deterministic runtime and is reported
  /// as misuse.
  ///
  /// An error `operation` throws, other than cancellation, goes to `handler`; without one, it is
  /// reported as an issue at this call site, since a failure the app forgot to handle would
  /// otherwise pass unseen.
  ///
  /// - Parameters:
  ///   - operation: The work, given a ``Send`` to deliver actions.
  ///   - handler: Called with any error `operation` throws, other than cancellation.
  ///   - fileID: The file ID of the call site, where an error left unhandled is reported.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  public static func run(
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(
      operation: .run { send in
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          if Task.isCancelled { return }
          guard let handler else {
            reportIssue(
              """
              An 'Effect.run' returned from \(fileID):\(line) threw an error it does not handle:

                \(error)

              Handle every error other than cancellation: pass 'catch:' to 'Effect.run' and send \
              an action that shows the failure, or catch it inside the effect.
              """,
              fileID: fileID, filePath: filePath, line: line, column: column
            )
            return
          }
          await handler(error, send)
        }
      }
    )
  }
}
