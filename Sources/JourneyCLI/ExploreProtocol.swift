import Foundation
import JSONCoding
import JourneyCoverage
import JourneyExplore
import Prelude

/// What the explore command asks of a worker process.
enum ExploreJob: Hashable, Sendable {
  /// Explore the seed and shrink what fails.
  case explore(seed: UInt64)
  /// Explore the seed from its lead, guided, and shrink what fails.
  case guided(seed: UInt64, lead: Lead)
  /// Replay a candidate, written as a journey file of its faults and steps.
  case replay(journey: String)
}

/// The jobs the command writes to one worker process, one line each, as either end keeps them: the
/// command writing, the worker reading, both from the process's first job. A line is fields
/// separated by tabs, each escaped as ``ExploreLineEscaping`` escapes it, the first naming the
/// job: `explore` and its seed, `replay` and its journey, or `guided`, its seed, its lead's parent
/// (`-` for none, or `+`, its faults, its schedule, the number of its steps and each step's text,
/// as ``CandidateTexts`` records it) and its uses of elements (`-` for none, or `+` for uses added
/// to those held or `=` for uses replacing them, then their number and each use). A guided job's
/// uses are written as those it adds to the uses of the guided job before it, which the worker
/// holds: a generation's leads share theirs, and they only grow, so that most jobs add none. Uses
/// that dropped one held are written whole.
struct ExploreJobLines {
  /// The uses of elements of the last guided job written or read.
  private var used: Set<String> = []
  /// The texts of the parents written or read.
  private let parents = CandidateTexts()

  /// The line of `job`, without its line break.
  mutating func line(of job: ExploreJob) -> String {
    var fields: [String]
    switch job {
    case .explore(let seed): fields = ["explore", String(seed)]
    case .replay(let journey): fields = ["replay", journey]
    case .guided(let seed, let lead):
      fields = ["guided", String(seed)]
      if let parent = lead.parent.map(parents.record(of:)) {
        fields += ["+"] + ExploreLineFields.fields(of: parent)
      } else {
        fields.append("-")
      }
      switch lead.used {
      case nil:
        fields.append("-")
      case used?:
        // Told without comparing members when, as in one generation, the two share storage.
        fields += ["+", "0"]
      case let uses? where uses.isSuperset(of: used):
        let added = uses.subtracting(used).sorted()
        fields += ["+", String(added.count)] + added
        used = uses
      case let uses?:
        fields += ["=", String(uses.count)] + uses.sorted()
        used = uses
      }
    }
    return ExploreLineFields.line(fields)
  }

  /// The job of `line`. A parent whose texts do not read back is left out.
  ///
  /// - Throws: ``ExploreLineError`` when `line` is not a job's line.
  mutating func job(from line: String) throws(ExploreLineError) -> ExploreJob {
    try ExploreLineFields.read(line) { (kind, fields: inout ExploreLineFields) throws(ExploreLineError) in
      switch kind {
      case "explore": .explore(seed: try fields.number())
      case "replay": .replay(journey: try fields.text())
      case "guided": try guidedJob(from: &fields)
      default: throw fields.error(at: 0)
      }
    }
  }

  /// The guided job the fields after a line's kind hold, its uses read as those of the job before
  /// it changed.
  private mutating func guidedJob(from fields: inout ExploreLineFields) throws(ExploreLineError) -> ExploreJob {
    let seed: UInt64 = try fields.number()
    var parent: CandidateRecord?
    if try fields.holds() { parent = try fields.candidate() }
    var uses: Set<String>?
    switch try fields.mark(among: ["-", "+", "="]) {
    case "+": uses = used.union(try fields.texts())
    case "=": uses = Set(try fields.texts())
    default: break
    }
    used = uses ?? used
    return .guided(seed: seed, lead: Lead(parent: parent.flatMap { try? parents.candidate(from: $0) }, used: uses))
  }
}

/// The escaping of the texts within the lines between the command and its workers: a backslash, a
/// line break or a tab is written `\\`, `\n` or `\t`, so that an escaped text holds no line break
/// and no tab.
enum ExploreLineEscaping {
  private static let backslash = UInt8(ascii: "\\")
  private static let newline = UInt8(ascii: "\n")
  private static let tab = UInt8(ascii: "\t")

  /// Appends the bytes of `text` escaped to `bytes`: all at once when it holds nothing to escape.
  static func append(_ text: String, escapedTo bytes: inout [UInt8]) {
    guard text.utf8.contains(where: { $0 == backslash || $0 == newline || $0 == tab }) else {
      bytes += text.utf8
      return
    }
    for byte in text.utf8 {
      switch byte {
      case backslash:
        bytes.append(backslash)
        bytes.append(backslash)
      case newline:
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "n"))
      case tab:
        bytes.append(backslash)
        bytes.append(UInt8(ascii: "t"))
      default:
        bytes.append(byte)
      }
    }
  }

  /// The text `bytes` write, or `nil` for an escape that is neither `\\`, `\n` nor `\t`.
  static func text(_ bytes: some Collection<UInt8>) -> String? {
    guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
    var text: [UInt8] = []
    var escaped = false
    for byte in bytes {
      if escaped {
        switch byte {
        case backslash: text.append(backslash)
        case UInt8(ascii: "n"): text.append(newline)
        case UInt8(ascii: "t"): text.append(tab)
        default: return nil
        }
        escaped = false
      } else if byte == backslash {
        escaped = true
      } else {
        text.append(byte)
      }
    }
    return escaped ? nil : String(decoding: text, as: UTF8.self)
  }
}

/// The fields of a line between the command and its workers (``ExploreJobLines``,
/// ``ExploreLines``), read one after another, each read failing with the field's number when it is
/// missing or does not read as asked.
private struct ExploreLineFields {
  private let line: String
  private var fields: ArraySlice<Substring.UTF8View>
  /// How many fields were read.
  private(set) var read = 0

  init(_ line: String) {
    self.line = line
    fields = line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)[...]
  }

  /// The line of `fields`, each escaped, written as bytes and made a text once.
  static func line(_ fields: [String]) -> String {
    var line: [UInt8] = []
    line.reserveCapacity(fields.reduce(fields.count) { $0 + $1.utf8.count })
    for (index, field) in fields.enumerated() {
      if index > 0 { line.append(UInt8(ascii: "\t")) }
      ExploreLineEscaping.append(field, escapedTo: &line)
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// The next field, unescaped.
  mutating func text() throws(ExploreLineError) -> String {
    guard let field = fields.popFirst(), let text = ExploreLineEscaping.text(field) else { throw error(at: read) }
    read += 1
    return text
  }

  /// The next field, a decimal number.
  mutating func number<Number: FixedWidthInteger>() throws(ExploreLineError) -> Number {
    guard let number = Number(try text()) else { throw error(at: read - 1) }
    return number
  }

  /// The next field, one of `marks`.
  mutating func mark(among marks: [String]) throws(ExploreLineError) -> String {
    let mark = try text()
    guard marks.contains(mark) else { throw error(at: read - 1) }
    return mark
  }

  /// Whether the next field is `+`, saying something optional follows, rather than `-`.
  mutating func holds() throws(ExploreLineError) -> Bool {
    try mark(among: ["-", "+"]) == "+"
  }

  /// The next field, a number of things written `each` fields apiece after it; a number the line
  /// has not as many fields for does not read, so that it never leads to reading past the line.
  mutating func count(each: Int) throws(ExploreLineError) -> Int {
    let count: Int = try number()
    guard count >= 0, count <= fields.count / each else { throw error(at: read - 1) }
    return count
  }

  /// The number of texts the next field holds, then as many texts, in order.
  mutating func texts() throws(ExploreLineError) -> [String] {
    let count = try self.count(each: 1)
    var texts: [String] = []
    texts.reserveCapacity(count)
    for _ in 0..<count { texts.append(try text()) }
    return texts
  }

  /// The fields of `candidate`: its faults, its schedule, the number of its steps and each step's
  /// text.
  static func fields(of candidate: CandidateRecord) -> [String] {
    [candidate.faults, String(candidate.schedule), String(candidate.steps.count)] + candidate.steps
  }

  /// The candidate the next fields hold (``fields(of:)``).
  mutating func candidate() throws(ExploreLineError) -> CandidateRecord {
    let faults = try text()
    let schedule: UInt64 = try number()
    return CandidateRecord(faults: faults, steps: try texts(), schedule: schedule)
  }

  /// What `line` holds, as `read` reads it from the line's kind, its first field, and the fields
  /// after it, which must leave none unread.
  static func read<Line>(
    _ line: String, _ read: (_ kind: String, _ fields: inout ExploreLineFields) throws(ExploreLineError) -> Line
  ) throws(ExploreLineError) -> Line {
    var fields = ExploreLineFields(line)
    let kind = try fields.text()
    let value = try read(kind, &fields)
    guard fields.fields.isEmpty else { throw fields.error(at: fields.read) }
    return value
  }

  /// The error of the field numbered `field`, from 0.
  func error(at field: Int) -> ExploreLineError {
    ExploreLineError(line: line, field: field)
  }
}

/// A line between the command and its workers that does not read: a field missing, or not what its
/// place in the line holds.
struct ExploreLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line.
  var line: String
  /// The number of the field that does not read, from 0.
  var field: Int

  var description: String {
    "field \(field + 1) of an explore line does not read: \(line.debugDescription)"
  }
}

/// What a worker writes on standard output for a job, one line each (``ExploreLines``): when
/// shrinking starts, then the answer, or instead of the answer why there is none. Each step's
/// start goes to the worker's progress file instead (``ExploreProgressFile``), which wakes nobody.
enum ExploreLine: Sendable {
  /// Exploring found `violation`, and shrinking it starts.
  case shrinks(ViolationRecord)
  /// The job's answer, its last line.
  case answer(ExploreAnswer)
  /// The worker could not read the job or write its answer, for the reason the text gives; the
  /// job's last line.
  case fails(String)
}

/// The lines one worker process writes, one line each, as either end keeps them: the worker
/// writing, the command reading, both from the process's first answer. A line is fields separated
/// by tabs, each escaped as ``ExploreLineEscaping`` escapes it, as a job's line is
/// (``ExploreJobLines``): `shrinks` and its violation, `fails` and why, or `answer`, its steps
/// explored, its shrunk steps and faults, its replays, then its violation, its journey, its guided
/// record and its coverage, each `-` when it has none or `+` and what it holds, and between those
/// its number of dead controls and each one's fields. A violation is its title, summary, message,
/// signature and step count; a guided record `+` and its candidate as a guided job's parent is
/// written, or `-` for none, then its reach as the process's ``ReachText`` writes it, which is
/// cheaper to write and read than a field for each thing reached; the coverage is its JSON text.
struct ExploreLines {
  /// The reaches of the guided answers written or read.
  private var reaches = ReachText()

  /// The line saying shrinking starts, without its line break: it needs nothing either end keeps.
  static func text(ofShrinking violation: ViolationRecord) -> String {
    ExploreLineFields.line(["shrinks"] + fields(of: violation))
  }

  /// The line saying the worker could not do its job for the reason `message` gives, without its
  /// line break.
  static func text(ofFailure message: String) -> String {
    ExploreLineFields.line(["fails", message])
  }

  /// The line of `answer`, without its line break.
  ///
  /// - Throws: What encoding the answer's coverage throws.
  mutating func text(of answer: ExploreAnswer) throws -> String {
    let counts = [answer.exploredSteps, answer.shrunkSteps, answer.shrunkFaults, answer.replays]
    var fields = ["answer"] + counts.map(String.init)
    fields += answer.violation.map { ["+"] + Self.fields(of: $0) } ?? ["-"]
    fields += answer.journey.map { ["+", $0] } ?? ["-"]
    fields.append(String(answer.deadControls.count))
    for dead in answer.deadControls {
      fields += [dead.signature, dead.summary, dead.allowance, String(dead.stepCount)]
    }
    if let guided = answer.guided {
      fields.append("+")
      fields += guided.candidate.map { ["+"] + ExploreLineFields.fields(of: $0) } ?? ["-"]
      fields.append(reaches.text(of: guided.reach))
    } else {
      fields.append("-")
    }
    fields += try answer.coverage.map { ["+", try JSONText.line($0)] } ?? ["-"]
    return ExploreLineFields.line(fields)
  }

  /// The line `text` holds. A guided answer whose reach does not read is read without what it
  /// explored and reached.
  ///
  /// - Throws: ``ExploreLineError`` when `text` is not a worker's line.
  mutating func line(from text: String) throws(ExploreLineError) -> ExploreLine {
    try ExploreLineFields.read(text) { (kind, fields: inout ExploreLineFields) throws(ExploreLineError) in
      switch kind {
      case "shrinks": .shrinks(try Self.violation(from: &fields))
      case "fails": .fails(try fields.text())
      case "answer": .answer(try answer(from: &fields))
      default: throw fields.error(at: 0)
      }
    }
  }

  /// The answer the fields after a line's kind hold.
  private mutating func answer(from fields: inout ExploreLineFields) throws(ExploreLineError) -> ExploreAnswer {
    var answer = ExploreAnswer(
      exploredSteps: try fields.number(), shrunkSteps: try fields.number(), shrunkFaults: try fields.number(),
      replays: try fields.number())
    if try fields.holds() { answer.violation = try Self.violation(from: &fields) }
    if try fields.holds() { answer.journey = try fields.text() }
    for _ in 0..<(try fields.count(each: 4)) {
      answer.deadControls.append(
        DeadControlRecord(
          signature: try fields.text(), summary: try fields.text(), allowance: try fields.text(),
          stepCount: try fields.number()))
    }
    if try fields.holds() {
      let candidate = try fields.holds() ? try fields.candidate() : nil
      if let reach = reaches.reach(from: try fields.text()) {
        answer.guided = GuidedRecord(candidate: candidate, reach: reach)
      }
    }
    if try fields.holds() {
      guard let coverage = try? JSONText.decode(Coverage.self, from: try fields.text()) else {
        throw fields.error(at: fields.read - 1)
      }
      answer.coverage = coverage
    }
    return answer
  }

  /// The fields of `violation`.
  private static func fields(of violation: ViolationRecord) -> [String] {
    [violation.title, violation.summary, violation.message, violation.signature, String(violation.stepCount)]
  }

  /// The violation the next fields hold.
  private static func violation(from fields: inout ExploreLineFields) throws(ExploreLineError) -> ViolationRecord {
    ViolationRecord(
      title: try fields.text(), summary: try fields.text(), message: try fields.text(),
      signature: try fields.text(), stepCount: try fields.number())
  }
}

/// The file a worker records each step's start in, and the command reads: its records grow while
/// steps finish, which the command's watchdog checks, so that it times steps, never a whole seed or
/// its shrinking; and should the worker die or be stopped in a step, they hold the steps that led
/// there. The file begins with the length of its records, 8 bytes little-endian, stored after each
/// record; the worker writes both through a shared mapping of the file (``ExploreProgressWriter``),
/// so that recording a step costs it a copy in memory, no system call, and the command nothing,
/// and what it recorded outlives it in the file.
///
/// An explored step is its text as a journey file writes it, ended by ``stepEnd``; a replayed
/// step, whose text the command has, is ``replayMark`` alone.
enum ExploreProgressFile {
  /// Ends the text of an explored step: the ASCII record separator, which no step's text holds.
  static let stepEnd = UInt8(0x1E)
  /// Marks a replayed step: the ASCII unit separator.
  static let replayMark = UInt8(0x1F)
  /// The bytes of the length before the records.
  static let headerSize = 8

  /// The record of an explored step about to run.
  static func record(ofStep text: String) -> String {
    text + String(UnicodeScalar(stepEnd))
  }

  /// The record of a replayed step about to run.
  static let replayRecord = String(UnicodeScalar(replayMark))

  /// The length of the records of the file open as `descriptor`; 0 before the first.
  static func length(of descriptor: Int32) -> Int {
    var length: Int64 = 0
    guard pread(descriptor, &length, headerSize, 0) == headerSize else { return 0 }
    return Int(Int64(littleEndian: length))
  }

  /// The records of the file open as `handle` after the first `offset` bytes of them.
  static func records(of handle: FileHandle, after offset: Int) -> Data {
    let length = length(of: handle.fileDescriptor)
    guard length > offset else { return Data() }
    handle.seek(toFileOffset: UInt64(headerSize + offset))
    return handle.readData(ofLength: length - offset)
  }

  /// The explored steps of `data`, written since a job began, in order. Replays come only after
  /// exploring, so their marks follow the last step's end.
  static func steps(in data: Data) -> [String] {
    data.split(separator: stepEnd, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

/// A worker's end of its progress file (``ExploreProgressFile``): the file mapped into memory,
/// shared, and made twice as long when a record does not fit.
final class ExploreProgressWriter {
  private let descriptor: Int32
  private var mapping: UnsafeMutableRawPointer?
  private var capacity = 0
  private var length: Int

  /// Opens the progress file at `path`, to record after the records it holds; `nil` when it does
  /// not open.
  init?(path: String) {
    descriptor = open(path, O_RDWR)
    guard descriptor >= 0 else { return nil }
    length = ExploreProgressFile.length(of: descriptor)
  }

  deinit {
    if let mapping { munmap(mapping, capacity) }
    close(descriptor)
  }

  /// Records `record`, then its new length; a record the file cannot grow for is left out.
  func append(_ record: String) {
    var record = record
    record.withUTF8 { bytes in
      let end = ExploreProgressFile.headerSize + length + bytes.count
      guard end <= capacity || grow(to: max(end, 2 * capacity, 1 << 16)), let mapping else { return }
      (mapping + ExploreProgressFile.headerSize + length).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
      length += bytes.count
      mapping.storeBytes(of: Int64(length).littleEndian, as: Int64.self)
    }
  }

  /// Makes the file `size` bytes long and maps all of it.
  private func grow(to size: Int) -> Bool {
    guard ftruncate(descriptor, off_t(size)) == 0 else { return false }
    if let mapping { munmap(mapping, capacity) }
    let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
    guard let mapped, mapped != MAP_FAILED else {
      (mapping, capacity) = (nil, 0)
      return false
    }
    (mapping, capacity) = (mapped, size)
    return true
  }
}

/// What a worker answers for a job.
struct ExploreAnswer: Sendable {
  /// The violation found, if any.
  var violation: ViolationRecord?
  /// The steps generated before shrinking.
  var exploredSteps = 0
  /// The shrunk journey's file text, for an explore job that failed.
  var journey: String?
  /// The steps of the shrunk journey after the start.
  var shrunkSteps = 0
  /// The faults of the shrunk journey.
  var shrunkFaults = 0
  /// The replays shrinking took.
  var replays = 0
  /// The dead controls exploring used, each once, in the order it used them.
  var deadControls: [DeadControlRecord] = []
  /// For a guided job, what it explored and reached.
  var guided: GuidedRecord?
  /// What the seed's journey reached, when the exploration records coverage.
  var coverage: Coverage?
}

/// What a guided job explored and reached, for the command to merge.
struct GuidedRecord: Hashable, Sendable {
  /// The candidate explored, before shrinking; `nil` when the worker knows the command keeps no
  /// such journey (see ``ExploreWorker``).
  var candidate: CandidateRecord?
  var reach: Reach
}

/// The reaches of one worker process's guided answers, one text each, as either end keeps them,
/// from the process's first answer: each thing a line of its step, then a space and its key the
/// first time the process writes the key, or `=` and the key's number (from 0, in the order first
/// written) after, since most of what a run reaches others reached too. A key is escaped as
/// ``ExploreLineEscaping`` escapes it.
struct ReachText {
  /// The numbers of the keys written, for the worker, by the number the process gave each key
  /// (``/JourneyExplore/ReachKey``); -1 for a key not written.
  private var numbers: [Int] = []
  /// How many keys were written.
  private var written = 0
  /// The keys read, by number, for the command.
  private var keys: [ReachKey] = []

  /// The text of `reach`, written as bytes and made a text once.
  mutating func text(of reach: Reach) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(8 * reach.reached.count)
    for reached in reach.reached {
      Self.append(reached.step, to: &text)
      let key = reached.thing.number
      numbers.extend(toHold: key, with: -1)
      if numbers[key] >= 0 {
        text.append(UInt8(ascii: "="))
        Self.append(numbers[key], to: &text)
      } else {
        numbers[key] = written
        written += 1
        text.append(UInt8(ascii: " "))
        ExploreLineEscaping.append(reached.key, escapedTo: &text)
      }
      text.append(UInt8(ascii: "\n"))
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends the decimal digits of `number`, which is not negative, to `text`.
  private static func append(_ number: Int, to text: inout [UInt8]) {
    var divisor = 1
    while divisor <= number / 10 { divisor *= 10 }
    while divisor > 0 {
      text.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
  }

  /// The reach `text` holds, or `nil` when a line is neither a step and a key nor a step and the
  /// number of a key read before.
  mutating func reach(from text: String) -> Reach? {
    var text = text
    var added: [ReachKey] = []
    let reach = text.withUTF8 { bytes -> Reach? in
      var reach = Reach()
      var start = 0
      while start < bytes.count {
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")),
          let mark = bytes[start..<end].firstIndex(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") }),
          let step = Self.number(bytes[start..<mark])
        else { return nil }
        let key: ReachKey
        if bytes[mark] == UInt8(ascii: "=") {
          guard let number = Self.number(bytes[(mark + 1)..<end]),
            (0..<(keys.count + added.count)).contains(number)
          else { return nil }
          key = number < keys.count ? keys[number] : added[number - keys.count]
        } else {
          guard let read = ExploreLineEscaping.text(bytes[(mark + 1)..<end]) else { return nil }
          key = ReachKey(read)
          added.append(key)
        }
        reach.reached.append(Reach.Reached(key, step: step))
        start = end + 1
      }
      return reach
    }
    if reach != nil { keys += added }
    return reach
  }

  /// The number whose decimal digits are `digits`, as ``text(of:)`` writes it; `nil` when they
  /// are none, or not all digits, or too many.
  private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var number = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !overflowed, !overflowedAgain else { return nil }
      number = sum
    }
    return number
  }
}

/// A violation as it crosses between processes.
struct ViolationRecord: Hashable, Sendable {
  var title: String
  var summary: String
  var message: String
  var signature: String
  var stepCount: Int
}

extension ViolationRecord {
  init(_ violation: Violation) {
    title = violation.title
    summary = violation.summary
    message = violation.message
    signature = violation.signature
    stepCount = violation.stepCount
  }
}

/// A dead control as it crosses between processes.
struct DeadControlRecord: Hashable, Sendable {
  var signature: String
  var summary: String
  var allowance: String
  var stepCount: Int
}

extension DeadControlRecord {
  init(_ deadControl: DeadControl) {
    signature = deadControl.signature
    summary = deadControl.summary
    allowance = deadControl.allowance
    stepCount = deadControl.stepCount
  }
}
