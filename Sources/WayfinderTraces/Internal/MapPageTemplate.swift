/// The map page's HTML, style and script, with no reference to anything outside the page.
///
/// The script reads the JSON in `#map-data`, draws every node as a `g.node` and every way as a
/// `path.edge` in `svg#map`, lists every screen in `#screens` (an `li.screen` each, with its
/// links), and selects a screen in both when either is clicked. Every text of the map is set
/// as text, never as markup.
enum MapPageTemplate {
  static func html(title: String, data: String) -> String {
    PageShell.html(
      title: title, style: style, body: body(title: title), dataID: "map-data", data: data,
      script: script)
  }

  /// The page's own rules, after the shared ones.
  private static let style = #"""
    #drawing { flex: 1; overflow: auto; border-right: 1px solid #ccc; }
    #list { width: 38%; overflow: auto; }
    li.screen { padding: 6px 12px; border-bottom: 1px solid #eee; cursor: pointer; }
    li.screen:hover { background: #f4f4f8; }
    li.screen.selected { background: #dde8ff; }
    li.screen .name { font-weight: 600; }
    li.screen .visits { color: #777; }
    li.screen.unvisited .visits { color: #b35c00; }
    ul.links { margin: 4px 0 0 16px; padding: 0; font-size: 12px; color: #444; }
    .problem { color: #b00020; }
    code { font: 12px ui-monospace, monospace; }
    svg text { font: 12px -apple-system, system-ui, sans-serif; }
    g.node rect { fill: #fff; stroke: #556; stroke-width: 1; }
    g.node.tab rect { fill: #eef2ff; rx: 16; }
    g.node.unvisited rect { stroke-dasharray: 4 3; stroke: #b35c00; }
    g.node.selected rect { fill: #dde8ff; stroke-width: 2; }
    g.node { cursor: pointer; }
    g.node .detail { fill: #666; font-size: 10px; }
    path.edge { fill: none; stroke: #889; stroke-width: 1.2; marker-end: url(#arrow); }
    path.edge.trace { stroke-dasharray: 5 4; stroke: #b35c00; }
    text.edge-label { fill: #555; font-size: 10px; }
    """#

  private static func body(title: String) -> String {
    #"""
    <section id="drawing">
    <h1 id="title">\#(title)</h1>
    <p id="summary"></p>
    <svg id="map"></svg>
    </section>
    <section id="list">
    <h2 id="selected-title">Screens</h2>
    <ol id="screens"></ol>
    </section>

    """#
  }

  private static let script = #"""
    "use strict";
    const map = JSON.parse(document.getElementById("map-data").textContent);
    const SVG = "http://www.w3.org/2000/svg";
    const svg = document.getElementById("map");
    const list = document.getElementById("screens");
    const width = 170, height = 40;
    svg.setAttribute("width", map.width);
    svg.setAttribute("height", map.height);
    function element(tag, attributes, content) {
      const made = document.createElementNS(SVG, tag);
      for (const name in attributes) made.setAttribute(name, attributes[name]);
      if (content !== undefined) made.textContent = content;
      return made;
    }
    function text(tag, content, className) {
      const made = document.createElement(tag);
      made.textContent = content;
      if (className) made.className = className;
      return made;
    }
    const defs = element("defs", {});
    const marker = element("marker", { id: "arrow", viewBox: "0 0 10 10", refX: "10", refY: "5",
      markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" });
    marker.appendChild(element("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: "#889" }));
    defs.appendChild(marker);
    svg.appendChild(defs);
    const place = {};
    for (const node of map.nodes) place[node.id] = node;
    for (const edge of map.edges) {
      const from = place[edge.from], to = place[edge.to];
      if (!from || !to) continue;
      const x1 = from.x + width, y1 = from.y + height / 2, x2 = to.x, y2 = to.y + height / 2;
      const back = x2 <= x1;
      const d = back
        ? "M " + (from.x + width / 2) + " " + (from.y + height) + " C " + (from.x + width / 2) + " " +
          (from.y + height + 40) + " " + (to.x + width / 2) + " " + (to.y + height + 40) + " " +
          (to.x + width / 2) + " " + (to.y + height)
        : "M " + x1 + " " + y1 + " C " + (x1 + 30) + " " + y1 + " " + (x2 - 30) + " " + y2 + " " + x2 + " " + y2;
      const path = element("path", { d: d, class: edge.declared ? "edge" : "edge trace" });
      path.dataset.from = edge.from;
      path.dataset.to = edge.to;
      svg.appendChild(path);
      if (edge.label) {
        svg.appendChild(element("text", { x: (x1 + x2) / 2, y: (y1 + y2) / 2 - 4,
          class: "edge-label", "text-anchor": "middle" }, edge.label));
      }
    }
    function select(id) {
      for (const group of svg.querySelectorAll("g.node")) {
        group.classList.toggle("selected", group.dataset.id === id);
      }
      for (const item of list.children) {
        item.classList.toggle("selected", item.dataset.id === id);
        if (item.dataset.id === id) item.scrollIntoView({ block: "nearest" });
      }
      const screen = map.screens.find(function (candidate) { return candidate.name === id; });
      document.getElementById("selected-title").textContent = screen
        ? screen.name + " — " + screen.links.length + " link" + (screen.links.length === 1 ? "" : "s")
        : (place[id] ? place[id].label : "Screens");
    }
    for (const node of map.nodes) {
      const group = element("g", { class: "node" + (node.isTab ? " tab" : "") +
        (node.unvisited ? " unvisited" : ""), transform: "translate(" + node.x + "," + node.y + ")" });
      group.dataset.id = node.id;
      group.appendChild(element("rect", { width: width, height: height, rx: 6 }));
      group.appendChild(element("text", { x: 8, y: node.detail ? 16 : 24, class: "label" }, node.label));
      if (node.detail) group.appendChild(element("text", { x: 8, y: 32, class: "detail" }, node.detail));
      group.addEventListener("click", function () { select(node.id); });
      svg.appendChild(group);
    }
    for (const screen of map.screens) {
      const item = document.createElement("li");
      item.className = "screen" + (map.unvisited.includes(screen.name) ? " unvisited" : "");
      item.dataset.id = screen.name;
      item.appendChild(text("span", screen.name, "name"));
      if (map.traceCount > 0) {
        item.appendChild(text("span", "  shown " + screen.visits + " time" +
          (screen.visits === 1 ? "" : "s") + " in traces", "visits"));
      }
      const links = document.createElement("ul");
      links.className = "links";
      for (const link of screen.links) {
        const row = document.createElement("li");
        row.className = "link";
        row.appendChild(text("code", link.pattern, "pattern"));
        if (link.parameters.length > 0) row.appendChild(text("span", "  (" + link.parameters.join(", ") + ")"));
        if (link.example) row.appendChild(text("div", "e.g. " + link.example, "example"));
        if (link.path.length > 0) {
          row.appendChild(text("div", link.path.map(function (step) {
            return step.node + (step.how === "push" || step.how === "root" || step.how === "tab" ? "" : " (" + step.how + ")");
          }).join(" › "), "way"));
        }
        if (link.problem) row.appendChild(text("div", "not opened: " + link.problem, "problem"));
        links.appendChild(row);
      }
      item.appendChild(links);
      item.addEventListener("click", function () { select(screen.name); });
      list.appendChild(item);
    }
    document.getElementById("summary").textContent = map.screens.length + " screens, " +
      map.edges.length + " ways" + (map.traceCount > 0 ? ", " + map.traceCount + " trace" + (map.traceCount === 1 ? "" : "s") + "; " +
      map.unvisited.length + " screens no trace showed" : "");
    """#
}
