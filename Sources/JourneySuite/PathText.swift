/// Lexical operations on `/`-separated paths, as journeys and golden files name them; nothing
/// here touches the disk.
enum PathText {
  /// `path` without empty and `.` components and with each `..` cancelling the component before
  /// it: `./Scenarios//Auth/../Home/` is `Scenarios/Home`; a relative path that cancels out is `.`.
  static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else if component != ".." || !isAbsolute {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `component` inside `folder`: `Scenarios/login.yaml`, or `login.yaml` inside `.`.
  static func joining(_ folder: String, _ component: String) -> String {
    normalized(folder == "." ? component : folder + "/" + component)
  }

  /// The folder holding `path`, `.` when it has none.
  static func folder(of path: String) -> String {
    let path = normalized(path)
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func lastComponent(of path: String) -> String {
    let path = normalized(path)
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}
