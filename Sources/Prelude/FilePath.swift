#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lexical operations on `/`-separated paths, as journeys, subflows and golden files name them;
/// nothing here touches a file system.
public enum FilePath {
  /// `path` without empty and `.` components, with each `..` cancelling the component before it:
  /// `./Journeys//Auth/../Shared/` is `Journeys/Shared`. A relative path that cancels out is `.`;
  /// `..` beyond the start of a relative path stays, beyond `/` it is dropped.
  ///
  /// A path that is normal already, as most paths of journeys and goldens are, is returned as it
  /// is after one look over its bytes, without being split and joined again.
  public static func normalized(_ path: String) -> String {
    guard !isNormalized(path) else { return path }
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    // Split as UTF-8, where `/` is one byte: splitting the characters costs many times more.
    for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      let component = Substring(bytes)
      switch component {
      case ".":
        continue
      case "..":
        if let last = components.last, last != ".." {
          components.removeLast()
        } else if !isAbsolute {
          components.append(component)
        }
      default:
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// Whether `path` has no empty, `.` or `..` component, so that normalising it changes nothing;
  /// the empty component before the `/` that starts an absolute path is none.
  private static func isNormalized(_ path: String) -> Bool {
    /// Whether the component of `length` bytes, `dots` of them dots, is empty, `.` or `..`.
    func isSpecial(length: Int, dots: Int) -> Bool { length == dots && dots <= 2 }
    var length = 0
    var dots = 0
    for (offset, byte) in path.utf8.enumerated() {
      guard byte == UInt8(ascii: "/") else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
        continue
      }
      if offset > 0, isSpecial(length: length, dots: dots) { return false }
      length = 0
      dots = 0
    }
    return !isSpecial(length: length, dots: dots)
  }

  /// Writes the UTF-8 `text` into `kept` with every path below `folder`, an absolute folder,
  /// written relative to it: each `folder/` that starts a path, at the start of `text` or after a
  /// character no path has (a quote, a space, a bracket), is left out:
  /// `"/home/ada/app/Scenarios/a.yaml:3:5"` is written `"Scenarios/a.yaml:3:5"` below
  /// `/home/ada/app`, while `/srv/home/ada/app/x` stays. Paths are compared byte for byte, as file
  /// systems name them. Below `/` itself, paths stay absolute.
  public static func relativizing(
    pathsIn text: UnsafeBufferPointer<UInt8>, below folder: String, into kept: inout ByteWriter
  ) {
    let folder = normalized(folder)
    guard folder.hasPrefix("/"), folder != "/" else {
      kept.append(text)
      return
    }
    var prefix = folder + "/"
    prefix.withUTF8 { prefix in
      var copied = 0
      while let start = firstPath(starting: prefix, in: text, from: copied) {
        kept.append(UnsafeBufferPointer(rebasing: text[copied..<start]))
        copied = start + prefix.count
      }
      kept.append(UnsafeBufferPointer(rebasing: text[copied...]))
    }
  }

  /// Where `prefix` next starts a path in `text`, at or after `start`.
  private static func firstPath(
    starting prefix: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let base = text.baseAddress, let first = prefix.first else { return nil }
    let lastStart = text.count - prefix.count
    var index = start
    // From one occurrence of the prefix's first byte to the next, as the C library finds them.
    while index <= lastStart, let found = memchr(base + index, Int32(first), lastStart - index + 1) {
      index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if index == 0 || !isPathByte(text[index - 1]),
        memcmp(base + index, prefix.baseAddress!, prefix.count) == 0
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Whether a UTF-8 byte may be inside a path: a letter or digit (any non-ASCII byte counts as
  /// one), `.`, `-`, `_`, `~` or `/`.
  private static func isPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
      true
    case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
      true
    default:
      false
    }
  }

  /// The folder holding `path`: `Journeys/Auth` for `Journeys/Auth/login.yaml`, `.` for
  /// `login.yaml`.
  public static func folder(of path: String) -> String {
    let path = normalized(path)
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The end of a message saying that `path` names nothing, for a relative path: `"; relative
  /// paths start at the working folder, /home/ada, so run from the folder this path starts at,
  /// or write it from /home/ada"`; `""` for an absolute one.
  public static func whereRelativePathsStart(for path: String, workingFolder: String) -> String {
    guard !path.hasPrefix("/") else { return "" }
    return "; relative paths start at the working folder, \(workingFolder), so run from the folder this path "
      + "starts at, or write it from \(workingFolder)"
  }

  /// The last component of `path`: `login.yaml` for `Journeys/Auth/login.yaml`.
  public static func lastComponent(of path: String) -> String {
    let path = normalized(path)
    guard path != "/", let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// `path`, an absolute one below `folder` (an absolute folder), written relative to it:
  /// `/home/ada/app/Scenarios/a.yaml` below `/home/ada/app` is `Scenarios/a.yaml`, and `folder`
  /// itself `.`. Other absolute paths come back normalised; a relative path, as it is.
  public static func relative(_ path: String, below folder: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let path = normalized(path)
    let folder = normalized(folder)
    if path == folder { return "." }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `relative` resolved against `folder`, normalised; an absolute `relative` stays itself.
  public static func resolving(_ relative: String, from folder: String) -> String {
    if relative.hasPrefix("/") || folder == "." { return normalized(relative) }
    return normalized(folder + "/" + relative)
  }
}
