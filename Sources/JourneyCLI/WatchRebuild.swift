import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `journey watch` puts its own Swift sources' changes into effect: `swift build --product
/// <product>` in the package's folder, in the configuration the running executable was built
/// in, then the rebuilt executable in place of this process, with the same arguments.
struct WatchRebuild: Hashable, Sendable {
  /// The executable product of the journey command.
  var product: String
  /// `release` when the running executable is a release build; `nil` for the default, debug.
  var configuration: String?

  /// The rebuild of `product`, in the configuration of the executable at `executablePath`: a
  /// release build when it is in a `release` folder, as `swift build -c release` puts it.
  init(product: String, executablePath: String) {
    self.product = product
    let folder = URL(fileURLWithPath: executablePath).deletingLastPathComponent().lastPathComponent
    configuration = folder == "release" ? "release" : nil
  }

  /// The arguments of `swift` that build the product.
  var buildArguments: [String] {
    ["build", "--product", product] + (configuration.map { ["--configuration", $0] } ?? [])
  }

  /// The build's command line, as the terminal shows it.
  var commandLine: String {
    (["swift"] + buildArguments).joined(separator: " ")
  }

  /// Builds the product, showing the build's output, then runs the rebuilt executable with
  /// `arguments` in place of this process, `name` its first argument. Returns only when the
  /// build or the start failed, saying what failed.
  func perform(name: String, arguments: [String]) -> String {
    let status: Int32
    do {
      status = try Self.swift(buildArguments, output: nil)
    } catch {
      return "cannot run \(commandLine): \(error.localizedDescription)"
    }
    guard status == 0 else { return "\(commandLine) failed with exit status \(status)" }
    let binPath = Pipe()
    guard (try? Self.swift(buildArguments + ["--show-bin-path"], output: binPath)) == 0 else {
      return "\(commandLine) --show-bin-path did not say where the executable is"
    }
    let folder = String(decoding: binPath.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let executable = folder + "/" + product
    let argv = ([name] + arguments).map { strdup($0) } + [nil]
    execv(executable, argv)
    let problem = String(cString: strerror(errno))
    argv.forEach { free($0) }
    return "cannot start the rebuilt \(executable): \(problem)"
  }

  /// Runs `swift arguments`, its standard output to `output` or to this process's; its exit
  /// status.
  private static func swift(_ arguments: [String], output: Pipe?) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    if let output { process.standardOutput = output }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
