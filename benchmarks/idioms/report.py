#!/usr/bin/env python3
"""The table and plot of benchmarks/IDIOMS.md from idioms.py's JSON.

    report.py RESULTS.json [--before OLD.json] [--md OUT.md] [--svg OUT.svg]

--before adds a column with an earlier run's runic time (same device).
Prints the markdown table; the plot is an SVG of runic's speed over the
fastest library's, one bar per idiom, on a log scale.
"""
import argparse
import json
import math


def size_of(name, S):
    n, r, c = S["n"], S["rows"], S["cols"]
    mb = lambda k: f"{k // (1 << 20)}M" if k >= 1 << 20 else str(k)  # noqa: E731
    table = {
        "matmul_inline": f"{S['mm']}²", "matmul_tabulate": f"{S['mm']}²",
        "batched_matmul": f"{S['batch']}×16²", "batched_transpose": "×".join(map(str, S["bt"])),
        "stencil_1d": f"{mb(n)}, 10 steps", "stencil_2d": f"{S['grid2']}², 10 steps",
        "stencil_3d": f"{S['grid3']}³, 5 steps", "radix_sort": f"{mb(S['sort'])} u32", "radix_sort_2bit": f"{mb(S['sort'])} u32", "radix_sort_4bit": f"{mb(S['sort'])} u32",
        "nbody": f"{S['bodies']} bodies", "mandelbrot": f"{S['mandel']}², ≤256 it.",
        "outer": f"{r}×{c} out", "matvec": f"{r}×{c}",
    }
    if name in table:
        return table[name]
    if name in ("argmin_rows", "row_sums", "col_sums", "col_sums_reduce", "softmax", "softmax_tabulate",
                "layernorm", "row_centre", "row_centre_iota", "l2_normalise", "transpose"):
        return f"{r}×{c}"
    return mb(n)


def fmt(x, d=1):
    if x is None:
        return "—"
    if x >= 1000:
        return f"{x:,.0f}"
    return f"{x:.{d}f}"


def rows_of(res, before=None):
    S = res["sizes"]
    copy = res.get("copy_gbs")
    peak = res.get("sgemm_gflops")
    out = []
    for name, r in res["idioms"].items():
        us = r.get("runic_us")
        ref_us = r.get("ref_us")
        ratio = ref_us / us if us and ref_us else None
        limit = None
        rate = None
        if us and r.get("flops"):
            rate = r["flops"] / us / 1e3
            limit = f"{100 * rate / peak:.0f}% fp32" if peak else None
            rate = f"{rate:,.0f} GFLOP/s"
        elif us and r.get("bytes"):
            gbs = r["bytes"] / us / 1e3
            limit = f"{100 * gbs / copy:.0f}% bw" if copy else None
            rate = f"{gbs:,.0f} GB/s"
        old = None
        if before and name in before["idioms"]:
            old = before["idioms"][name].get("runic_us")
        out.append(dict(name=name, group=r["group"], size=size_of(name, S), us=us, ref=r.get("ref"),
                        ref_us=ref_us, ratio=ratio, rate=rate, limit=limit, old=old,
                        check=r.get("check"), error=r.get("error") or r.get("check_error")))
    return out


def markdown(res, rows, before):
    head = "| idiom | group | size | "
    head += "runic µs before | " if before else ""
    head += "runic µs | fastest reference | ref µs | ref / runic | runic rate | of the limit | check |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        cells = [f"`{r['name']}`", r["group"], r["size"]]
        if before:
            cells.append(fmt(r["old"]))
        cells += [fmt(r["us"]), r["ref"] or "—", fmt(r["ref_us"]),
                  f"**{r['ratio']:.2f}**" if r["ratio"] is not None and r["ratio"] < 0.9 else
                  (f"{r['ratio']:.2f}" if r["ratio"] is not None else "—"),
                  r["rate"] or "—", r["limit"] or "—",
                  "ok" if r["check"] else ("FAIL: " + (r["error"] or "")[:60])]
        # A `|` inside a cell (a reference named `|c|^2 ...`) would end it.
        lines.append("| " + " | ".join(str(c).replace("|", "\\|") for c in cells) + " |")
    ratios = [r["ratio"] for r in rows if r["ratio"]]
    gm = math.exp(sum(math.log(x) for x in ratios) / len(ratios)) if ratios else float("nan")
    lines.append("")
    lines.append(f"Geometric mean of ref / runic over {len(ratios)} idioms: {gm:.2f}; "
                 f"at least 0.9 on {sum(x >= 0.9 for x in ratios)}, below 0.5 on "
                 f"{sum(x < 0.5 for x in ratios)}.")
    return "\n".join(lines)


def svg(rows, title):
    rows = [r for r in rows if r["ratio"]]
    h = 22 * len(rows) + 70
    w = 760
    x0, x1 = 190, 720
    lo, hi = math.log10(0.005), math.log10(100)
    X = lambda v: x0 + (math.log10(v) - lo) / (hi - lo) * (x1 - x0)  # noqa: E731
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">{title}</text>']
    for v in (0.01, 0.1, 0.5, 0.9, 1, 10, 100):
        out.append(f'<line x1="{X(v):.1f}" y1="30" x2="{X(v):.1f}" y2="{h - 30}" stroke="'
                   f'{"#c00" if v == 0.9 else "#999"}" stroke-dasharray="{"" if v == 1 else "3,3"}"/>')
        out.append(f'<text x="{X(v):.1f}" y="{h - 14}" text-anchor="middle">{v:g}</text>')
    for k, r in enumerate(rows):
        y = 36 + 22 * k
        v = max(min(r["ratio"], 100), 0.005)
        colour = "#2a7" if r["ratio"] >= 0.9 else ("#e90" if r["ratio"] >= 0.5 else "#d33")
        a, b = sorted((X(1), X(v)))
        out.append(f'<text x="{x0 - 6}" y="{y + 13}" text-anchor="end">{r["name"]}</text>')
        out.append(f'<rect x="{a:.1f}" y="{y + 2}" width="{max(b - a, 1):.1f}" height="15" fill="{colour}"/>')
        out.append(f'<text x="{b + 4 if v >= 1 else a - 4:.1f}" y="{y + 13}" '
                   f'text-anchor="{"start" if v >= 1 else "end"}" font-size="10">{r["ratio"]:.2f}</text>')
    out.append("</svg>")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("json")
    ap.add_argument("--before")
    ap.add_argument("--md")
    ap.add_argument("--svg")
    ap.add_argument("--title", default="runic's speed over the fastest library (ref µs / runic µs), log scale")
    a = ap.parse_args()
    res = json.load(open(a.json))
    before = json.load(open(a.before)) if a.before else None
    rows = rows_of(res, before)
    md = markdown(res, rows, before)
    print(md)
    if a.md:
        open(a.md, "w").write(md + "\n")
    if a.svg:
        open(a.svg, "w").write(svg(rows, a.title) + "\n")


if __name__ == "__main__":
    main()
