#!/usr/bin/env python3
"""Writes RESULTS.md and a plot of runic's speed against its references from
`runic bench --json` output and references.py's JSON (optional).

Usage: report.py --runic runic.json [--refs references.json] --device NAME
                 --out-md RESULTS.md --out-plot DIR [--note TEXT]
Both sides are timed two ways.  Device clocks: runic's `device_runtimes`
(the device's timestamps of the call's commands, from the start of the
first to the end of the last) and the references' CUDA events
("references"); runic's `marker_runtimes` (the span between OpenCL markers
around the call) are shown beside them.  Host clocks: runic's `runtimes`
(entry call until clFinish returns, in executions without device-clock
instruments) and the references' host-clock medians ("host_references":
call until scalar results are on the host and the device is
synchronized).  Columns: runic's host mean and its 95% confidence
interval, runic's device mean and marker mean; GB/s and GFLOP/s from the programs' `--
bench:` lines and the device mean (the host mean where there is none); the
fraction of the device limit (the copy bandwidth for bytes, the sgemm rate
for flops: the larger of the two, marked bw or fl); the reference (cuBLAS
or a hand-written CUDA kernel, see references.py), its event and host
times; the ratio reference / runic by device clocks and by host clocks (at
least 1: runic is as fast or faster).  The plot (ratios.svg, written by
hand, and ratios.png when matplotlib is importable) shows the device-clock
ratios (the host-clock ratio, marked, where a dataset has none) on a
logarithmic axis.  Inputs without the device-clock or host-clock keys (older
JSON) give "-" in those columns.
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


def svg_bars(rows, path, title):
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
           f'<text x="10" y="20" font-size="14">{title} '
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


def png_bars(rows, path, title):
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
    ax.set_xlabel(f"{title} (right of 1: runic is faster)")
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
    refs, host_refs, kinds, checks, errors = {}, {}, {}, {}, {}
    copy_gbs = sgemm = None
    if args.refs and os.path.exists(args.refs):
        with open(args.refs) as f:
            r = json.load(f)
        refs, kinds = r.get("references", {}), r.get("kinds", {})
        host_refs = r.get("host_references", {})
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
              "Both sides are measured both ways, by device clocks and by host clocks. "
              "runic host µs: mean over the `runic bench` runs of the host-clock time from the "
              "entry-point call until `clFinish` returns (scalar results are then on the host), "
              "with the 95% confidence interval (±CI); this includes the driver's launch and "
              "wake-up latency; these executions carry no timing events or markers. runic device "
              "µs: mean over a second execution per run of the device time from the start of the "
              "call's first command (kernel or transfer) to the end of its last, by the device's "
              "timestamps of those commands (the gaps between them included); \"-\" where the "
              "device gave no timestamps. markers µs: in the same executions, the span between "
              "OpenCL markers enqueued before and after the call; on NVIDIA's driver each marker "
              "adds about 7 µs of its own (benchmarks/gpu/clock_probe.c), which CUDA events do "
              "not. "
              "GB/s and GFLOP/s: the programs' `-- bench:` bytes and flops divided by runic's "
              "device time (its host time where there is no device time). Limit: the fraction "
              "of the copy bandwidth (bw) or of the sgemm rate (fl), the larger. Reference: "
              "cuBLAS through CuPy, or a hand-written CUDA kernel (benchmarks/gpu/references.py); "
              "\"wrong\" marks a reference whose result differs from the expected output. "
              "ref µs (events): median of CUDA-event timings around the call; they include the "
              "time from the first event to the launch of the first kernel (CuPy's Python call: "
              "an empty kernel between two events spans about 9 µs on the H200), and CuPy "
              "refuses cuBLAS calls in a captured CUDA graph, which would leave that out. ref host µs: "
              "median of host-clock timings from the call until its scalar results are copied "
              "to the host and the device is synchronized (the same runs and warm-ups). "
              "Ratio (device clocks): ref µs (events) / runic device µs. Ratio (host clocks): "
              "ref host µs / runic host µs. A ratio of at least 1 means runic is as fast or "
              "faster.", "",
              "| program | dataset | runic host µs | ±CI | runic device µs | markers µs | GB/s "
              "| GFLOP/s | limit "
              "| reference | ref µs (events) | ref host µs | ratio (device clocks) "
              "| ratio (host clocks) |",
              "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|"]
    plot_rows = []
    dev_ratios, host_ratios = [], []
    plot_host = 0
    failed = 0
    for prog in sorted(runic):
        pv = runic[prog]
        name = os.path.basename(prog).replace(".fut", "")
        for ds, d in pv.get("datasets", {}).items():
            rt = d.get("runtimes", [])
            drt = [x for x in d.get("device_runtimes", []) if x is not None and x >= 0]
            mrt = [x for x in d.get("marker_runtimes", []) if x is not None and x >= 0]
            dsname = os.path.basename(ds).replace(".in", "")
            ref = refs.get(prog, {}).get(ds)
            href = host_refs.get(prog, {}).get(ds)
            kind = kinds.get(prog, "-")
            wrong = checks.get(prog, {}).get(ds) is False
            if wrong:
                kind += " (wrong)"
            if ref is None and errors.get(prog, {}).get(ds):
                kind = "failed: " + errors[prog][ds][:60].replace("|", "/")
            if "error" in d or not rt:
                failed += 1
                err = str(d.get("error", "no runs"))[:100].replace("|", "/").replace("\n", " ")
                lines.append(f"| {name} | {dsname} | FAILED: {err} | | | | | | | {kind} | "
                             f"{f(ref, 1)} | {f(href, 1)} | | |")
                continue
            m = mean(rt)
            dm = mean(drt)
            sd = (sum((x - m) ** 2 for x in rt) / max(1, len(rt) - 1)) ** 0.5
            ci = 1.96 * sd / len(rt) ** 0.5 / m * 100 if len(rt) > 1 and m else 0
            t = dm if dm else m  # the time for the rates
            gbs = d["bytes"] / t * 1e-3 if d.get("bytes") and t else None
            gfs = d["flops"] / t * 1e-3 if d.get("flops") and t else None
            fracs = []
            if gbs and copy_gbs:
                fracs.append((gbs / copy_gbs, "bw"))
            if gfs and sgemm:
                fracs.append((gfs / sgemm, "fl"))
            limit = max(fracs) if fracs else None
            dratio = ref / dm if ref and dm else None
            hratio = href / m if href and m else None
            if not wrong:  # a wrong reference is no comparison
                if dratio:
                    dev_ratios.append(dratio)
                if hratio:
                    host_ratios.append(hratio)
                if dratio:
                    plot_rows.append((f"{name} {dsname}", dratio))
                elif hratio:
                    plot_rows.append((f"{name} {dsname} (host)", hratio))
                    plot_host += 1
            lines.append(f"| {name} | {dsname} | {m:.1f} | {ci:.1f}% | {f(dm, 1)} | "
                         f"{f(mean(mrt), 1)} | {f(gbs, 1)} | "
                         f"{f(gfs, 1)} | {(f'{pct(limit[0])} {limit[1]}' if limit else '-')} | "
                         f"{kind} | {f(ref, 1)} | {f(href, 1)} | {f(dratio, 2)} | {f(hratio, 2)} |")
    if not runic:
        lines.append("| (no runic results) | | | | | | | | | | | | | |")
    for what, rs in (("device clocks (ref events / runic device)", dev_ratios),
                     ("host clocks (ref host / runic host)", host_ratios)):
        if rs:
            gm = math.exp(sum(math.log(r) for r in rs) / len(rs))
            lines += ["", f"Geometric mean of the ratios by {what}: {gm:.2f} over {len(rs)} "
                      f"datasets; runic is at least as fast on {sum(r >= 1 for r in rs)} of them."]
        else:
            lines += ["", f"No ratios by {what}."]
    if failed:
        lines += ["", f"{failed} dataset(s) failed in runic (see the table)."]
    os.makedirs(args.out_plot, exist_ok=True)
    if plot_rows:
        if plot_host == len(plot_rows):
            title, which = "reference time / runic time, host clocks", "host-clock ratios"
        elif plot_host:
            title = "reference time / runic time, device clocks ((host): host clocks)"
            which = "device-clock ratios (host-clock ratios where marked (host))"
        else:
            title, which = "reference time / runic time, device clocks", "device-clock ratios"
        svg_bars(plot_rows, os.path.join(args.out_plot, "ratios.svg"), title)
        png = png_bars(plot_rows, os.path.join(args.out_plot, "ratios.png"), title)
        lines += ["", f"Plot of the {which}: `ratios.svg`" + (" and `ratios.png`" if png else "")
                  + " (next to this file)."]
    else:
        lines += ["", "No ratios in this run (no reference times, as in a CPU rehearsal or without "
                  "CuPy, or no time measured the same way on both sides): no ratio plot."]
    with open(args.out_md, "w") as fo:
        fo.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
