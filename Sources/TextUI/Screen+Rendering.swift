extension Screen {
  /// The screen as deterministic plain text: an outline of what a person sees, in order. The same
  /// screen always renders the same text.
  ///
  /// The first line is `screen Name`; the elements follow, indented two spaces per level of
  /// nesting. Each overlay follows the screen as a block of its own, bottom to top, headed
  /// `sheet Name`, `alert "Title"` or `confirmation dialog "Title"`, with its content indented
  /// below (an alert's or dialog's message as `text "..."`, then its buttons).
  ///
  /// Every text a person can read is written in double quotes, escaped so that it stays on one
  /// line (`\"`, `\\`, `\n`, `\r`, `\t`, `\u{XX}` for other control characters); structure is
  /// written bare: kinds, screen and sheet names, ids after `#`, symbol names after `image`,
  /// flags in brackets. A name, id or symbol name that is not one clean word is quoted too.
  ///
  /// | Element | Line |
  /// | --- | --- |
  /// | ``Heading``, ``Text``, ``ErrorMessage`` | `heading "..."`, `text "..."`, `error "..."` |
  /// | ``Image`` | `image lock.shield` |
  /// | ``Banner`` | `banner "You're offline"` |
  /// | ``ProgressIndicator`` | `progress "Signing in"` or `progress` |
  /// | ``PageIndicator`` | `page 1 of 3` |
  /// | ``TextField`` | `text field "Email" = "ada@example.com"` |
  /// | ``SecureField`` | `secure field "Password" = "••••••"` (one `•` per character) |
  /// | ``Button`` | `button "Delete" #row-1 image trash badge "3" [destructive] [disabled]` |
  /// | ``Toggle`` | `toggle "Notifications" [on]` or `[off]` |
  /// | ``Picker`` | `picker "Theme" = "Dark" options "Auto", "Light", "Dark"` |
  /// | ``Row`` | `row "Favorites" image heart subtitle "..." detail "12" badge "2" >` |
  /// | ``List`` | `list`, children below |
  /// | ``Section`` | `section "Account"` or `section`, children below, then `footer "..."` |
  /// | ``Group``, ``ForEach``, embedded ``Screen`` | no line: children in place |
  /// | ``NavigationBar`` | `navigation "Language" back "Settings"`, its buttons below |
  /// | ``TabBar`` | `tab bar`, then `tab "Home" image house badge "2" [selected]` per tab |
  ///
  /// Parts in the order shown appear only when set: `#id`, `= "value"`, then attributes, then
  /// flags. A field shows `placeholder "..."` after its value only while it is empty; a picker
  /// without a selection leaves out `= ...`; a row with an action ends with `>`. Role flags are
  /// `[cancel]` and `[destructive]`. The text has no trailing newline.
  ///
  /// ```
  /// screen Login
  ///   image lock.shield
  ///   heading "Welcome Back"
  ///   text field "Email" = "" placeholder "Enter your email"
  ///   secure field "Password" = "••••••"
  ///   button "Sign In" [disabled]
  ///   progress "Signing in"
  /// alert "Error"
  ///   text "Invalid email or password"
  ///   button "OK" [cancel]
  /// ```
  public func render() -> String {
    var writer = OutlineWriter(into: RenderedLines())
    writer.write(self)
    return writer.sink.text
  }

  /// The lines of ``render()``, every layer in turn, for a caller that keeps the text line by
  /// line: writing them is cheaper than splitting the text.
  public var renderedLines: [String] {
    var writer = OutlineWriter(into: RenderedLines())
    writer.write(self)
    return writer.sink.lines
  }
}
