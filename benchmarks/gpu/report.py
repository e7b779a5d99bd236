#!/usr/bin/env python3
"""Writes RESULTS.md and a plot of runic's speed against its references from
`runic bench --json` output and references.py's JSON (optional).

Usage: report.py --runic runic.json [--refs references.json] --device NAME
                 --out-md RESULTS.md --out-plot DIR [--note TEXT]
Columns: runic's mean time and its 95% confidence interval; GB/s and
GFLOP/s from the programs' `-- bench:` lines; the fraction of the device
limit (the copy bandwidth for bytes, the sgemm rate for flops: the larger of
the two, marked bw or fl); the reference (cuBLAS or a hand-written CUDA
kernel, see references.py), its time and the ratio reference / runic (at
least 1: runic is as fast or faster).  The plot (ratios.svg, written by
hand, and ratios.png when matplotlib is importable) shows the ratios on a
logarithmic axis.
"""
import argparse
import datetime
import json
import math
import os


def mean(xs):
    return sum(xs) / len(xs) if xs else None


def pct(frac):
    """A fraction as a percentage with two significant digits."""
    p = 100 * frac
    return f"{p:.0f}%" if p >= 10 else f"{p:.2g}%"


def svg_bars(rows, path):
    """Horizontal bars of ratios on a log2 axis around 1, written by hand."""
    width, left, right = 760, 230, 70
    h = 22 * len(rows) + 80
    lo = min([r[1] for r in rows] + [0.5])
    hi = max([r[1] for r in rows] + [2.0])
    lo2, hi2 = math.floor(math.log2(lo)), math.ceil(math.log2(hi))
    span = max(1, hi2 - lo2)
    x = lambda v: left + (math.log2(v) - lo2) / span * (width - left - right)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" '
           f'font-family="sans-serif" font-size="12">',
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="20" font-size="14">reference time / runic time '
           '(log scale; right of 1: runic is faster)</text>']
    for e in range(lo2, hi2 + 1):
        xe = x(2.0 ** e)
        out.append(f'<line x1="{xe:.1f}" y1="34" x2="{xe:.1f}" y2="{h - 30}" stroke="#ddd"/>')
        label = f"{2 ** e}" if e >= 0 else f"1/{2 ** -e}"
        out.append(f'<text x="{xe:.1f}" y="{h - 14}" text-anchor="middle">{label}</text>')
    x1 = x(1.0)
    out.append(f'<line x1="{x1:.1f}" y1="30" x2="{x1:.1f}" y2="{h - 30}" stroke="#444"/>')
    for i, (label, ratio) in enumerate(rows):
        y = 40 + 22 * i
        colour = "#4a7" if ratio >= 1 else "#c54"
        xr = x(ratio)
        x0, w = (x1, xr - x1) if ratio >= 1 else (xr, x1 - xr)
        out.append(f'<text x="{left - 6}" y="{y + 12}" text-anchor="end">{label}</text>')
        out.append(f'<rect x="{x0:.1f}" y="{y}" width="{max(1.0, w):.1f}" height="16" '
                   f'fill="{colour}"/>')
        out.append(f'<text x="{max(xr, x1) + 4:.1f}" y="{y + 12}">{ratio:.2f}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def png_bars(rows, path):
    """The same plot with matplotlib; False when it is not importable."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, ax = plt.subplots(figsize=(8, 0.3 * len(rows) + 1.5))
    ax.barh([r[0] for r in rows], [r[1] for r in rows],
            color=["#4a7" if r[1] >= 1 else "#c54" for r in rows])
    ax.set_xscale("log", base=2)
    ax.axvline(1.0, color="#444")
    ax.set_xlabel("reference time / runic time (right of 1: runic is faster)")
    ax.invert_yaxis()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runic", required=True)
    ap.add_argument("--refs")
    ap.add_argument("--device", default="unknown device")
    ap.add_argument("--out-md", required=True)
    ap.add_argument("--out-plot", required=True)
    ap.add_argument("--note", default="")
    args = ap.parse_args()
    runic = {}
    if os.path.exists(args.runic):
        with open(args.runic) as f:
            runic = json.load(f)
    refs, kinds, checks, errors = {}, {}, {}, {}
    copy_gbs = sgemm = None
    if args.refs and os.path.exists(args.refs):
        with open(args.refs) as f:
            r = json.load(f)
        refs, kinds = r.get("references", {}), r.get("kinds", {})
        checks, errors = r.get("checks", {}), r.get("errors", {})
        copy_gbs, sgemm = r.get("copy_gbs"), r.get("sgemm_gflops")
        args.device = r.get("device") or args.device

    f = lambda v, p: f"{v:.{p}f}" if v is not None else "-"
    lines = ["# runic benchmark results", "",
             f"- date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
             f"- device: {args.device}",
             "- copy bandwidth (device to device, read + write, CuPy): "
             + (f"{copy_gbs:.0f} GB/s" if copy_gbs else "not measured"),
             "- sgemm rate (cuBLAS, largest gemm): " + (f"{sgemm:.0f} GFLOP/s" if sgemm else "not measured")]
    if args.note:
        lines.append(f"- {args.note}")
    lines += ["",
              "runic: mean of `runic bench` runs (µs) and the 95% confidence interval. "
              "GB/s and GFLOP/s from the programs' `-- bench:` lines. Limit: the fraction of "
              "the copy bandwidth (bw) or of the sgemm rate (fl), the larger. Reference: "
              "cuBLAS through CuPy, or a hand-written CUDA kernel (benchmarks/gpu/references.py), "
              "median of CUDA-event timings; \"wrong\" marks a reference whose result differs "
              "from the expected output. Ratio: reference time / runic time (at least 1: runic "
              "is as fast or faster).", "",
              "| program | dataset | runic µs | ±CI | GB/s | GFLOP/s | limit | reference | ref µs | ratio |",
              "|---|---|---:|---:|---:|---:|---:|---|---:|---:|"]
    plot_rows = []
    ratios = []
    failed = 0
    for prog in sorted(runic):
        pv = runic[prog]
        name = os.path.basename(prog).replace(".fut", "")
        for ds, d in pv.get("datasets", {}).items():
            rt = d.get("runtimes", [])
            dsname = os.path.basename(ds).replace(".in", "")
            ref = refs.get(prog, {}).get(ds)
            kind = kinds.get(prog, "-")
            wrong = checks.get(prog, {}).get(ds) is False
            if wrong:
                kind += " (wrong)"
            if ref is None and errors.get(prog, {}).get(ds):
                kind = "failed: " + errors[prog][ds][:60].replace("|", "/")
            if "error" in d or not rt:
                failed += 1
                err = str(d.get("error", "no runs"))[:100].replace("|", "/").replace("\n", " ")
                lines.append(f"| {name} | {dsname} | FAILED: {err} | | | | | {kind} | {f(ref, 1)} | |")
                continue
            m = mean(rt)
            sd = (sum((x - m) ** 2 for x in rt) / max(1, len(rt) - 1)) ** 0.5
            ci = 1.96 * sd / len(rt) ** 0.5 / m * 100 if len(rt) > 1 else 0
            gbs = d["bytes"] / m * 1e-3 if d.get("bytes") else None
            gfs = d["flops"] / m * 1e-3 if d.get("flops") else None
            fracs = []
            if gbs and copy_gbs:
                fracs.append((gbs / copy_gbs, "bw"))
            if gfs and sgemm:
                fracs.append((gfs / sgemm, "fl"))
            limit = max(fracs) if fracs else None
            ratio = ref / m if ref else None
            if ratio and not wrong:  # a wrong reference is no comparison
                plot_rows.append((f"{name} {dsname}", ratio))
                ratios.append(ratio)
            lines.append(f"| {name} | {dsname} | {m:.1f} | {ci:.1f}% | {f(gbs, 1)} | {f(gfs, 1)} | "
                         f"{(f'{pct(limit[0])} {limit[1]}' if limit else '-')} | {kind} | "
                         f"{f(ref, 1)} | {f(ratio, 2)} |")
    if not runic:
        lines.append("| (no runic results) | | | | | | | | | |")
    if ratios:
        gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        lines += ["", f"Geometric mean of the ratios: {gm:.2f} over {len(ratios)} datasets; "
                  f"runic is faster on {sum(r >= 1 for r in ratios)} of them."]
    if failed:
        lines += ["", f"{failed} dataset(s) failed in runic (see the table)."]
    os.makedirs(args.out_plot, exist_ok=True)
    if plot_rows:
        svg_bars(plot_rows, os.path.join(args.out_plot, "ratios.svg"))
        png = png_bars(plot_rows, os.path.join(args.out_plot, "ratios.png"))
        lines += ["", "Plot of the ratios: `ratios.svg`" + (" and `ratios.png`" if png else "")
                  + " (next to this file)."]
    else:
        lines += ["", "No reference times in this run (CPU rehearsal or CuPy missing): no ratio plot."]
    with open(args.out_md, "w") as fo:
        fo.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
