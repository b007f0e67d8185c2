"""Turns ordo-one/benchmark's markdown output into one compact table.

With one raw output file, reports for every benchmark the median (p50) and p90 wall-clock time
per operation and the median number of allocations; link resolution rows also get the ratio of
RoutingKit's median to Wayfinder's on the same table.

With several files (repeated runs), reports each benchmark's median in every run: the lowest,
the middle one and the highest, and the RoutingKit ratio's range (each ratio taken within one
run). On a shared machine the lowest median is the best estimate of the cost itself and the
spread shows the noise.
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


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def repeated(paths):
    runs = [parse(path) for path in paths]
    names = sorted(
        {n for run in runs for n in run if not n.startswith("RoutingKit")},
        key=lambda n: (not n.startswith("link resolve"), n))
    print(f"| benchmark ({len(runs)} runs) | lowest median | middle median | highest median "
          "| vs RoutingKit (same run) |")
    print("|---|---:|---:|---:|---:|")
    for name in names:
        medians = sorted(run[name]["p50"] for run in runs if "p50" in run.get(name, {}))
        if not medians:
            continue
        ratios = []
        for run in runs:
            anchor = run.get(name.replace("link resolve", "RoutingKit resolve"), {})
            if name.startswith("link resolve") and "p50" in anchor and "p50" in run.get(name, {}):
                ratios.append(anchor["p50"] / run[name]["p50"])
        ratio = f"{min(ratios):.1f}–{max(ratios):.1f}× faster" if ratios else ""
        print(f"| {name} | {duration(medians[0])} | {duration(medians[len(medians) // 2])} "
              f"| {duration(medians[-1])} | {ratio} |")
    print()
    print("Times are per operation; each cell is one run's median.")


def main():
    if len(sys.argv) > 2:
        return repeated(sys.argv[1:])
    results = parse(sys.argv[1])
    if not results:
        sys.exit("no benchmark results found")
    print("| benchmark | median | p90 | allocations | vs RoutingKit |")
    print("|---|---:|---:|---:|---:|")
    for name in sorted(results, key=lambda n: (not n.startswith("link resolve"), n)):
        row = results[name]
        if name.startswith("RoutingKit") or "p50" not in row:
            continue
        ratio = ""
        anchor = results.get(name.replace("link resolve", "RoutingKit resolve"))
        if name.startswith("link resolve") and anchor and "p50" in anchor:
            ratio = f"{anchor['p50'] / row['p50']:.1f}× faster ({duration(anchor['p50'])})"
        mallocs = f"{row['mallocs']:.0f}" if "mallocs" in row else ""
        print(f"| {name} | {duration(row['p50'])} | {duration(row['p90'])} | {mallocs} | {ratio} |")
    for name, row in results.items():
        sizes = {k: v for k, v in row.items() if "bytes" in k}
        if sizes:
            print()
            print(f"{name}: " + ", ".join(f"{k} {v:,.0f}" for k, v in sorted(sizes.items())))
    print()
    print("Times are per operation (one link, one push+pop, one plan, one encode or decode).")


if __name__ == "__main__":
    main()
