/// The trace page's HTML, style and script, with no reference to anything outside the page.
///
/// The script reads the JSON in `#trace-data`, lists every event in `#timeline` (an `li.event`
/// each, with its steps), and shows the selected event's tree in `#tree`, its change in
/// `#diff` and its link in `#link`. Every text of the trace is set as text, never as markup.
enum TracePageTemplate {
  static func html(title: String, data: String) -> String {
    PageShell.html(
      title: title, style: style, body: body(title: title), dataID: "trace-data", data: data,
      script: script)
  }

  /// The page's own rules, after the shared ones.
  private static let style = #"""
    #events { width: 45%; overflow: auto; border-right: 1px solid #ccc; }
    #detail { flex: 1; overflow: auto; padding: 0 16px; }
    li.event { padding: 6px 12px; border-bottom: 1px solid #eee; cursor: pointer; }
    li.event:hover { background: #f4f4f8; }
    li.event.selected { background: #dde8ff; }
    li.event .outcome-failed { color: #b00020; }
    li.event .outcome-diagnostic { color: #b35c00; }
    li.event .outcome-unchanged { color: #777; }
    .time { color: #777; font-variant-numeric: tabular-nums; }
    ul.steps { margin: 4px 0 0 16px; padding: 0; color: #444; font-size: 12px; }
    .timed-out { color: #b00020; }
    pre { background: #f7f7f7; padding: 8px; overflow: auto; }
    #diff .added { color: #116611; }
    #diff .removed { color: #b00020; }
    """#

  private static func body(title: String) -> String {
    #"""
    <section id="events">
    <h1 id="title">\#(title)</h1>
    <p id="summary"></p>
    <ol id="timeline"></ol>
    </section>
    <section id="detail">
    <h2 id="selected-title">Start</h2>
    <p id="link"></p>
    <h3>State</h3>
    <pre id="tree"></pre>
    <h3>What changed</h3>
    <pre id="diff"></pre>
    </section>

    """#
  }

  private static let script = #"""
    "use strict";
    const trace = JSON.parse(document.getElementById("trace-data").textContent);
    const timeline = document.getElementById("timeline");
    function text(tag, content, className) {
      const element = document.createElement(tag);
      element.textContent = content;
      if (className) element.className = className;
      return element;
    }
    function select(index) {
      for (const item of timeline.children) {
        item.classList.toggle("selected", Number(item.dataset.index) === index);
      }
      const event = trace.events[index];
      document.getElementById("selected-title").textContent =
        "#" + event.sequence + " " + event.summary + " → " + event.outcome;
      document.getElementById("link").textContent =
        event.error ? "Refused: " + event.error : (event.link ? "Link: " + event.link : "");
      document.getElementById("tree").textContent = event.tree.join("\n");
      const diff = document.getElementById("diff");
      diff.replaceChildren();
      for (const line of event.diff) {
        const kind = line.startsWith("+ ") ? "added" : line.startsWith("- ") ? "removed" : "";
        diff.appendChild(text("div", line, kind));
      }
    }
    trace.events.forEach(function (event, index) {
      const item = document.createElement("li");
      item.className = "event";
      item.dataset.index = String(index);
      item.appendChild(text("span", "#" + event.sequence + " ", "sequence"));
      item.appendChild(text("span", event.summary, "command"));
      item.appendChild(text("span", " → " + event.outcome, "outcome-" + event.outcome));
      item.appendChild(text("span", "  " + event.time, "time"));
      if (event.steps.length > 0) {
        const steps = document.createElement("ul");
        steps.className = "steps";
        for (const step of event.steps) {
          steps.appendChild(text("li", step, step.endsWith("timed out") ? "timed-out" : ""));
        }
        item.appendChild(steps);
      }
      item.addEventListener("click", function () { select(index); });
      timeline.appendChild(item);
    });
    document.getElementById("summary").textContent = trace.events.length + " events" +
      (trace.dropped > 0 ? " (" + trace.dropped + " older ones dropped)" : "");
    if (trace.events.length > 0) {
      select(trace.events.length - 1);
    } else {
      document.getElementById("tree").textContent = trace.start.join("\n");
    }
    """#
}
