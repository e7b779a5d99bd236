#!/usr/bin/env python3
"""Writes RESULTS.md and a plot of runic's time against its references from
`runic bench --json` output and references.py's JSON (optional).

Usage: report.py --runic runic.json [--refs references.json] --device NAME
                 --out-md RESULTS.md --out-plot DIR
Columns: mean time; GB/s and GFLOP/s from the programs' `-- bench:` lines;
the fraction of the device limit (copy bandwidth for bytes, the sgemm rate
for flops; the larger of the two); the reference's time and the ratio
runic / reference (above 1: runic is slower).
"""
import argparse
import datetime
import json
import os


def mean(xs):
    return sum(xs) / len(xs) if xs else None


def svg_bars(rows, path):
    """A horizontal bar chart of ratios, written by hand (no matplotlib)."""
    h = 24 * len(rows) + 60
    width, left = 720, 260
    top = max([r[1] for r in rows] + [1.0])
    scale = (width - left - 60) / top
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" '
           f'font-family="sans-serif" font-size="12">',
           f'<text x="10" y="20" font-size="14">runic time / reference time (lower is better)</text>']
    x1 = left + scale * 1.0
    out.append(f'<line x1="{x1:.1f}" y1="30" x2="{x1:.1f}" y2="{h - 20}" stroke="#888" '
               f'stroke-dasharray="4,3"/>')
    for i, (label, ratio) in enumerate(rows):
        y = 36 + 24 * i
        colour = "#4a7" if ratio <= 1 else "#c54"
        out.append(f'<text x="{left - 6}" y="{y + 13}" text-anchor="end">{label}</text>')
        out.append(f'<rect x="{left}" y="{y}" width="{max(1.0, scale * ratio):.1f}" height="18" '
                   f'fill="{colour}"/>')
        out.append(f'<text x="{left + scale * ratio + 4:.1f}" y="{y + 13}">{ratio:.2f}</text>')
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runic", required=True)
    ap.add_argument("--refs")
    ap.add_argument("--device", default="unknown device")
    ap.add_argument("--out-md", required=True)
    ap.add_argument("--out-plot", required=True)
    args = ap.parse_args()
    with open(args.runic) as f:
        runic = json.load(f)
    refs = {}
    copy_gbs = sgemm = None
    if args.refs and os.path.exists(args.refs):
        with open(args.refs) as f:
            r = json.load(f)
        refs, copy_gbs, sgemm = r.get("references", {}), r.get("copy_gbs"), r.get("sgemm_gflops")
        args.device = r.get("device") or args.device

    lines = [f"# runic benchmark results", "",
             f"- date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
             f"- device: {args.device}",
             f"- copy bandwidth (device to device, read + write): "
             + (f"{copy_gbs:.0f} GB/s" if copy_gbs else "not measured"),
             f"- sgemm rate (cuBLAS, largest gemm): " + (f"{sgemm:.0f} GFLOP/s" if sgemm else "not measured"),
             "", "Times are means of `runic bench` runs (µs); the reference is cuBLAS through "
             "CuPy (median of 50 runs, CUDA events). Fraction: of the copy bandwidth for "
             "bytes, of the sgemm rate for flops (the larger). Ratio: runic / reference.", "",
             "| program | dataset | runic µs | ±CI | GB/s | GFLOP/s | fraction of limit | reference µs | ratio |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    plot_rows = []
    for prog, pv in runic.items():
        for ds, d in pv.get("datasets", {}).items():
            rt = d.get("runtimes", [])
            name = os.path.basename(prog).replace(".fut", "")
            if "error" in d or not rt:
                lines.append(f"| {name} | {ds} | FAILED: {d.get('error', 'no runs')[:80]} | | | | | | |")
                continue
            m = mean(rt)
            sd = (sum((x - m) ** 2 for x in rt) / max(1, len(rt) - 1)) ** 0.5
            ci = 1.96 * sd / len(rt) ** 0.5 / m * 100 if len(rt) > 1 else 0
            gbs = d["bytes"] / m * 1e-3 if "bytes" in d else None
            gfs = d["flops"] / m * 1e-3 if "flops" in d else None
            fracs = []
            if gbs and copy_gbs:
                fracs.append(gbs / copy_gbs)
            if gfs and sgemm:
                fracs.append(gfs / sgemm)
            ref = refs.get(prog, {}).get(ds)
            ratio = m / ref if ref else None
            if ratio:
                plot_rows.append((f"{name} {os.path.basename(ds).replace('.in', '')}", ratio))
            f = lambda v, p: f"{v:.{p}f}" if v is not None else "-"
            lines.append(f"| {name} | {ds} | {m:.1f} | {ci:.1f}% | {f(gbs, 1)} | {f(gfs, 1)} | "
                         f"{(f'{100 * max(fracs):.1f}%' if fracs else '-')} | {f(ref, 1)} | {f(ratio, 2)} |")
    os.makedirs(args.out_plot, exist_ok=True)
    if plot_rows:
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
            fig, ax = plt.subplots(figsize=(8, 0.35 * len(plot_rows) + 1.5))
            ax.barh([r[0] for r in plot_rows], [r[1] for r in plot_rows],
                    color=["#4a7" if r[1] <= 1 else "#c54" for r in plot_rows])
            ax.axvline(1.0, color="#888", linestyle="--")
            ax.set_xlabel("runic time / reference time (lower is better)")
            ax.invert_yaxis()
            fig.tight_layout()
            fig.savefig(os.path.join(args.out_plot, "ratios.png"), dpi=120)
            plot = "ratios.png"
        except ImportError:
            svg_bars(plot_rows, os.path.join(args.out_plot, "ratios.svg"))
            plot = "ratios.svg"
        lines += ["", f"Plot of the ratios: `{plot}` (next to this file in the run's output)."]
    else:
        lines += ["", "No reference times in this run (CPU run or CuPy missing): no ratio plot."]
    with open(args.out_md, "w") as fo:
        fo.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
