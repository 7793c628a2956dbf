/// Lexical operations on `/`-separated paths, as journeys, subflows and golden files name them;
/// nothing here touches a file system.
public enum FilePath {
  /// `path` without empty and `.` components, with each `..` cancelling the component before it:
  /// `./Journeys//Auth/../Shared/` is `Journeys/Shared`. A relative path that cancels out is `.`;
  /// `..` beyond the start of a relative path stays, beyond `/` it is dropped.
  public static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
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

  /// The folder holding `path`: `Journeys/Auth` for `Journeys/Auth/login.yaml`, `.` for
  /// `login.yaml`.
  public static func folder(of path: String) -> String {
    let path = normalized(path)
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`: `login.yaml` for `Journeys/Auth/login.yaml`.
  public static func lastComponent(of path: String) -> String {
    let path = normalized(path)
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `relative` resolved against `folder`, normalised; an absolute `relative` stays itself.
  public static func resolving(_ relative: String, from folder: String) -> String {
    if relative.hasPrefix("/") || folder == "." { return normalized(relative) }
    return normalized(folder + "/" + relative)
  }
}
