import ArgumentParser

/// `journey review`: the golden changes waiting for review, one at a time in a terminal, or
/// listed, accepted or rejected by pattern for scripts.
struct ReviewCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let name = JourneyCommand.name
    return CommandConfiguration(
      commandName: "review",
      abstract: "Reviews the golden changes waiting: accept, reject or skip each, with its diff.",
      discussion: """
        A change is a snapshot whose text differs from its golden (the run wrote it beside the golden \
        as <name>.txt.new), a snapshot with no golden yet, or a golden file no journey takes. In a \
        terminal, `\(name) review` shows each with its journey, its step and its diff: a accepts it \
        (writes the golden, or deletes an obsolete file), r rejects it (removes the .new, keeps an \
        obsolete file), s skips it, A and R accept or reject what is left of its journey, t switches \
        between the unified and the side-by-side diff, j and k scroll it, ? shows the keys, q or Ctrl-C \
        stops. Every file is written whole or not at all, whenever the review stops.

        Without a terminal, or with --list, it lists the changes; --accept and --reject decide \
        them without asking. With --report, the changes are those a run saw, from its JSON report \
        (a CI shard's, or one merge-reports wrote): accepting writes the text the run took, with \
        no run here, and a change whose journey file or golden is no longer the one the run read \
        is refused, with the reason.

        Exit status: 0 when nothing is waiting (a list) or every change decided was carried out, \
        1 when changes are waiting (a list) or one could not be accepted or rejected, 2 when the \
        arguments or the report are invalid.
        """
    )
  }

  @Argument(
    help: ArgumentHelp(
      "A journey file or folder to review the changes of, a snapshot name, or a glob ('*', '?') of either, such as 'Scenarios/Auth/*'; with both paths and names, the changes of those names in those paths. (default: every change of Scenarios/)",
      valueName: "pattern"))
  var patterns: [String] = []

  @Option(
    help: ArgumentHelp(
      "Review the changes a run saw, from its JSON report (--json), against the goldens here.",
      valueName: "file"))
  var report: String?

  @Flag(help: "List the changes waiting, without asking.")
  var list = false

  @Flag(help: "With --list, write the list as JSON.")
  var json = false

  @Flag(help: "Accept every change the patterns match (every change without patterns), without asking.")
  var accept = false

  @Flag(help: "Reject every change the patterns match (every change without patterns), without asking.")
  var reject = false

  func validate() throws {
    let modes = [(list, "--list"), (accept, "--accept"), (reject, "--reject")].filter(\.0).map(\.1)
    if modes.count > 1 {
      throw ValidationError("\(modes.joined(separator: " and ")) do different things; use one of them")
    }
    if json && !list {
      throw ValidationError("--json writes the list as JSON; add --list")
    }
  }
}
