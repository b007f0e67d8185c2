"""Turns ordo-one/benchmark's markdown output into one compact table.

Every Wayfinder figure that has a baseline measured in the same process is printed next to it,
as a ratio taken within one run:

- navigator operations against the hand-written `@Observable` router doing the same
  ("12.0× the router": how many times slower);
- restoration against Foundation's JSON coder on a plain `[Route]` of the same size;
- link resolution against Vapor's RoutingKit on the same table ("8.6× faster");
- building a link table against RoutingKit building the same patterns from strings, compared
  best against best (each build runs at most 20 times): "2.1× faster" or "3.3× slower".

A run with the launch benchmarks then prints them apart: each table build with RoutingKit's,
and the launch (a 200-pattern table and a 30-entry restoration), best and median.

With one raw output file, reports for every benchmark the median (p50) and p90 wall-clock time
per operation, the median number of allocations and the ratio. With several files (repeated
runs), reports each benchmark's median in every run: the lowest, the middle one and the
highest, and the ratio's range. On a shared machine the lowest median is the best estimate of
the cost itself and the spread shows the noise.
"""

import re
import sys

UNITS = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
SCALE = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def parse(path):
    results = {}
    name = None
    for line in open(path, encoding="utf-8"):
        heading = re.match(r"^### (.+)$", line.strip())
        if heading:
            name = heading.group(1)
            results[name] = {}
            continue
        if name is None or not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 9:
            continue
        metric = cells[0]
        values = cells[1:8]  # p0 p25 p50 p75 p90 p99 p100
        time = re.match(r"Time \(wall clock\) \((\w+)\)", metric)
        if time:
            unit = UNITS.get(time.group(1), 1.0)
            results[name]["p0"] = float(values[0]) * unit
            results[name]["p50"] = float(values[2]) * unit
            results[name]["p90"] = float(values[4]) * unit
        custom = re.match(r"(.+?) (?:\((K|M|G)\) )?\*$", metric)
        if metric.startswith("Malloc (total)"):
            scale = SCALE.get((re.search(r"\((K|M|G)\)", metric) or [None, ""])[1], 1)
            results[name]["mallocs"] = float(values[2]) * scale
        elif custom and "bytes" in metric:
            scale = SCALE.get(custom.group(2) or "", 1)
            results[name][custom.group(1)] = float(values[2]) * scale
    return results


def baseline(name):
    """The baseline benchmark of `name`, and whether the ratio reads "faster" (baseline over
    Wayfinder) or "× the baseline" (Wayfinder over baseline)."""
    if name.startswith("link resolve"):
        return name.replace("link resolve", "RoutingKit resolve"), "faster"
    if name.startswith("link build"):
        return name.replace("link build", "RoutingKit build"), "build"
    if name.startswith("navigator "):
        return "router " + name[len("navigator "):], "router"
    if name == "restore encode 1000":
        return "JSONEncoder [Route] 1000", "json"
    if name == "restore decode 1000":
        return "JSONDecoder [Route] 1000", "json"
    return None, None


def is_baseline(name):
    return name.startswith(("RoutingKit", "router ", "JSONEncoder", "JSONDecoder"))


def ratio_text(low, high, kind):
    if kind == "build":
        if low >= 1:
            word = "faster"
        elif high < 1:
            low, high, word = 1 / high, 1 / low, "slower"
        else:
            return f"{low:.2f}–{high:.2f}× RoutingKit's speed"
        text = f"{low:.1f}×" if abs(low - high) < 0.05 else f"{low:.1f}–{high:.1f}×"
        return f"{text} {word}"
    if kind == "faster":
        return f"{low:.1f}× faster" if low == high else f"{low:.1f}–{high:.1f}× faster"
    if kind == "router":
        text = f"{low:.1f}×" if low == high else f"{low:.1f}–{high:.1f}×"
        return text + " the router"
    # Wayfinder over JSON: below 1 is faster.
    if high < 1:
        low, high = sorted([1 / low, 1 / high])
        word = "faster"
    elif low >= 1:
        word = "slower"
    else:
        return f"{low:.2f}–{high:.2f}× JSON's time"
    text = f"{low:.1f}×" if abs(low - high) < 0.05 else f"{low:.1f}–{high:.1f}×"
    return f"{text} {word} than JSON"


def ratio(run, name):
    """The ratio of `name` to its baseline within one run, or None."""
    anchor, kind = baseline(name)
    if not anchor or "p50" not in run.get(anchor, {}) or "p50" not in run.get(name, {}):
        return None, kind
    # Builds are compared best against best (a build is one long operation, and the lowest
    # time is the one least disturbed by the machine's other work).
    field = "p0" if kind == "build" else "p50"
    mine, theirs = run[name][field], run[anchor][field]
    return (theirs / mine if kind in ("faster", "build") else mine / theirs), kind


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def repeated(paths):
    runs = [parse(path) for path in paths]
    names = sorted(
        {n for run in runs for n in run if not is_baseline(n)},
        key=lambda n: (not n.startswith("link resolve"), n))
    print(f"| benchmark ({len(runs)} runs) | lowest median | middle median | highest median "
          "| baseline's lowest median | against its baseline (same run) |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in names:
        medians = sorted(run[name]["p50"] for run in runs if "p50" in run.get(name, {}))
        if not medians:
            continue
        ratios, kind = [], None
        for run in runs:
            value, kind = ratio(run, name)
            if value is not None:
                ratios.append(value)
        text = ratio_text(min(ratios), max(ratios), kind) if ratios else ""
        anchor, _ = baseline(name)
        anchors = sorted(run[anchor]["p50"] for run in runs if "p50" in run.get(anchor or "", {}))
        anchor_text = duration(anchors[0]) if anchors else ""
        print(f"| {name} | {duration(medians[0])} | {duration(medians[len(medians) // 2])} "
              f"| {duration(medians[-1])} | {anchor_text} | {text} |")
    print()
    print("Times are per operation; each cell is one run's median.")


def launch(results):
    """The launch benchmarks apart: each build beside RoutingKit's, best of the run."""
    builds = sorted(
        (n for n in results if n.startswith("link build") and "p0" in results[n]),
        key=lambda n: int(n.split()[-1]))
    if not builds and "launch 200+30" not in results:
        return
    print()
    print("| launch (best of the run) | Wayfinder | RoutingKit from strings | ratio |")
    print("|---|---:|---:|---:|")
    for name in builds:
        value, kind = ratio(results, name)
        anchor, _ = baseline(name)
        theirs = duration(results[anchor]["p0"]) if value is not None else ""
        text = ratio_text(value, value, kind) if value is not None else ""
        print(f"| build {int(name.split()[-1]):,} patterns | {duration(results[name]['p0'])} "
              f"| {theirs} | {text} |")
    row = results.get("launch 200+30", {})
    if "p0" in row:
        print(f"| 200-pattern table + 30-entry restoration, warm | {duration(row['p0'])} "
              f"(median {duration(row['p50'])}) | | |")


def main():
    if len(sys.argv) > 2:
        return repeated(sys.argv[1:])
    results = parse(sys.argv[1])
    if not results:
        sys.exit("no benchmark results found")
    print("| benchmark | median | p90 | allocations | baseline median | against its baseline |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in sorted(results, key=lambda n: (not n.startswith("link resolve"), n)):
        row = results[name]
        if is_baseline(name) or "p50" not in row:
            continue
        value, kind = ratio(results, name)
        anchor, _ = baseline(name)
        anchor_text = duration(results[anchor]["p50"]) if value is not None else ""
        text = ratio_text(value, value, kind) if value is not None else ""
        mallocs = f"{row['mallocs']:.0f}" if "mallocs" in row else ""
        print(f"| {name} | {duration(row['p50'])} | {duration(row['p90'])} | {mallocs} "
              f"| {anchor_text} | {text} |")
    for name, row in results.items():
        sizes = {k: v for k, v in row.items() if "bytes" in k}
        if sizes:
            print()
            print(f"{name}: " + ", ".join(f"{k} {v:,.0f}" for k, v in sorted(sizes.items())))
    launch(results)
    print()
    print("Times are per operation (one link, one push+pop, one plan, one encode or decode, one "
          "table built).")


if __name__ == "__main__":
    main()
