/// What the trace page and the map page share: the document around their own style, body and
/// script, a policy that lets nothing outside the page load, and the look both have (the font,
/// the two panes, the title, the summary and the plain lists).
enum PageShell {
  /// A whole page.
  /// - Parameters:
  ///   - title: The title, already escaped.
  ///   - style: The page's own CSS rules, after the shared ones.
  ///   - body: The body's markup, before the data.
  ///   - dataID: The id of the `<script type="application/json">` element holding the data.
  ///   - data: The data, from ``PageText/scriptData(_:)``.
  ///   - script: The page's script.
  static func html(
    title: String, style: String, body: String, dataID: String, data: String, script: String
  ) -> String {
    #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
    <title>\#(title)</title>
    <style>
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; display: flex; height: 100vh; }
    h1 { font-size: 16px; margin: 12px; }
    #summary { margin: 0 12px 8px; color: #555; }
    ol { list-style: none; margin: 0; padding: 0; }

    """# + style + "</style>\n</head>\n<body>\n" + body
      + "<script type=\"application/json\" id=\"\(dataID)\">" + data + "</script>\n<script>"
      + script + "</script>\n</body>\n</html>\n"
  }
}
