"""Inputs, checks and cuBLAS (CuPy) references for benchmarks/gpu_kernels.sh.

  python3 bench.py gen DIR        write Futhark binary inputs to DIR
  python3 bench.py table DIR      print runic vs cuBLAS (reads DIR/*.times)
  python3 bench.py table2 DIR     old vs new runic vs cuBLAS (DIR/old, DIR/new; gpu_membound.sh)
  python3 bench.py gen DIR CASE.. write the inputs of the named cases only
  python3 bench.py ab DIR V.. C.. runic compilers V (DIR/V/CASE.T from -T) against cuBLAS timed by
                                  events and by host clock with the result on the host (gpu_ab.sh)
  python3 bench.py overhead DIR   host time split of runic (-T) against cuBLAS timed three
                                  ways (gpu_overhead.sh)
Times are medians of 50 runs after a warm-up; cuBLAS is timed with CUDA events.
"""
import os, sys, struct, zlib
import numpy as np

CASES = [  # name, program, input builder, bytes moved, flops
    ("dot_16M", "dot", lambda r: [r.random(1 << 24, np.float32), r.random(1 << 24, np.float32)]),
    ("dot_128M", "dot", lambda r: [r.random(1 << 27, np.float32), r.random(1 << 27, np.float32)]),
    ("asum_16M", "asum", lambda r: [r.random(1 << 24, np.float32) - 0.5]),
    ("asum_128M", "asum", lambda r: [r.random(1 << 27, np.float32) - 0.5]),
    ("scal_16M", "scal", lambda r: [np.float32(1.5), r.random(1 << 24, np.float32)]),
    ("scal_128M", "scal", lambda r: [np.float32(1.5), r.random(1 << 27, np.float32)]),
    ("gemv_4096", "gemv", lambda r: [r.random((4096, 4096), np.float32), r.random(4096, np.float32)]),
    ("gemv_8k16k", "gemv", lambda r: [r.random((8192, 16384), np.float32), r.random(16384, np.float32)]),
    ("gemm_1024", "gemm", lambda r: [r.random((1024, 1024), np.float32), r.random((1024, 1024), np.float32)]),
    ("gemm_4096", "gemm", lambda r: [r.random((4096, 4096), np.float32), r.random((4096, 4096), np.float32)]),
]


def write_value(f, a):
    a = np.asarray(a, dtype=np.float32)
    f.write(b"b" + bytes([2, a.ndim]) + b" f32")
    f.write(struct.pack("<%dq" % a.ndim, *a.shape))
    f.write(np.ascontiguousarray(a).tobytes())


def inputs(name):
    r = np.random.default_rng(zlib.crc32(name.encode()))
    return dict((c[0], c[2]) for c in CASES)[name](r)


def moved_bytes(prog, args):
    if prog == "scal":
        return 2 * args[1].nbytes
    if prog == "gemm":
        return sum(a.nbytes for a in args) + args[0].shape[0] * args[1].shape[1] * 4
    return sum(np.asarray(a).nbytes for a in args)


def flops(prog, args):
    if prog == "gemm":
        return 2.0 * args[0].shape[0] * args[0].shape[1] * args[1].shape[1]
    if prog == "gemv":
        return 2.0 * args[0].size
    return 0.0


def check(prog, args, out_path):
    """Relative error of runic's printed result against NumPy in float64."""
    import re
    if prog not in ("dot", "asum", "gemv") or not os.path.exists(out_path):
        return float("nan")
    got = np.array([float(x) for x in re.findall(r"-?[0-9.]+(?:e[-+]?[0-9]+)?(?=f32)", open(out_path).read())])
    a = [np.asarray(x, dtype=np.float64) for x in args]
    ref = {"dot": lambda: np.array([a[0] @ a[1]]), "asum": lambda: np.array([np.abs(a[0]).sum()]),
           "gemv": lambda: a[0] @ a[1]}[prog]()
    if got.shape != ref.shape:
        return float("inf")
    return float(np.linalg.norm(got - ref) / np.linalg.norm(ref))


def kernel_time(err_path, runs):
    """Mean kernel time per run from the harness's -P report ("total" line)."""
    try:
        for line in open(err_path):
            if line.startswith("total"):
                return float(line.split()[-1]) / runs
    except OSError:
        pass
    return None


def cublas_fn(prog, args):
    import cupy as cp
    from cupy import cublas
    d = [cp.asarray(a) for a in args]
    if prog == "dot":
        f = lambda: cublas.dot(d[0], d[1])
    elif prog == "asum":
        f = lambda: cublas.asum(d[0])
    elif prog == "scal":
        f = lambda: cublas.scal(args[0], d[1])
    elif prog == "gemv":
        y = cp.empty(args[0].shape[0], cp.float32)
        f = lambda: cublas.gemv("N", 1.0, d[0], d[1], 0.0, y)
    else:
        f = lambda: cp.matmul(d[0], d[1])
    return f


def cublas_time(prog, args, runs=50):
    import cupy as cp
    f = cublas_fn(prog, args)
    for _ in range(3):
        f()
    ts = []
    for _ in range(runs):
        s, e = cp.cuda.Event(), cp.cuda.Event()
        s.record(); f(); e.record(); e.synchronize()
        ts.append(cp.cuda.get_elapsed_time(s, e) * 1e3)
    return float(np.median(ts))


def copy_bandwidth():
    import cupy as cp
    a = cp.ones(1 << 27, cp.float32); b = cp.empty_like(a)
    ts = []
    for _ in range(20):
        s, e = cp.cuda.Event(), cp.cuda.Event()
        s.record(); b[...] = a; e.record(); e.synchronize()
        ts.append(cp.cuda.get_elapsed_time(s, e) * 1e-3)
    return 2 * a.nbytes / float(np.median(ts)) / 1e9


def med(path):
    try:
        ts = [float(x) for x in open(path).read().split()][1:]
        return float(np.median(ts)) if ts else float("nan")
    except OSError:
        return float("nan")


RUNS2 = 31  # runs per case in benchmarks/gpu_membound.sh


def table2(d):
    bw = copy_bandwidth()
    print("copy bandwidth (CuPy, read+write): %.0f GB/s" % bw)
    print("%-10s %8s | %8s %8s %8s %8s | %8s %8s %8s %8s %7s | %s" % (
        "case", "cuBLAS", "old host", "old noP", "old kern", "old err", "new host", "new noP", "new kern",
        "new err", "kern%bw", "new kern/cuBLAS"))
    for name, prog, _ in CASES:
        if prog == "gemm":
            continue
        args = inputs(name)
        try:
            ref = cublas_time(prog, args)
        except Exception as ex:
            ref = float("nan")
        row = []
        for v in ("old", "new"):
            vd = os.path.join(d, v)
            host = med(os.path.join(vd, name + ".times"))
            nop = med(os.path.join(vd, name + ".noP"))
            kern = kernel_time(os.path.join(vd, name + ".err"), RUNS2) or float("nan")
            err = check(prog, args, os.path.join(vd, name + ".out"))
            row.append((host, nop, kern, err))
        kbw = 100 * moved_bytes(prog, args) / row[1][2] / 1e3 / bw
        print("%-10s %8.1f | %8.1f %8.1f %8.1f %8.1e | %8.1f %8.1f %8.1f %8.1e %6.0f%% | %.2f" % (
            name, ref, *row[0], *row[1], kbw, ref / row[1][2]))


def cublas_times3(prog, args, runs=100):
    """cuBLAS by CUDA events; by host clock around the call and a synchronize;
    by host clock with the result copied to the host (scalars) or synchronized."""
    import time
    import cupy as cp
    f = cublas_fn(prog, args)
    for _ in range(5):
        f()
    cp.cuda.Device().synchronize()
    ev, host, res = [], [], []
    for _ in range(runs):
        s, e = cp.cuda.Event(), cp.cuda.Event()
        s.record(); f(); e.record(); e.synchronize()
        ev.append(cp.cuda.get_elapsed_time(s, e) * 1e3)
    for _ in range(runs):
        t0 = time.perf_counter(); f(); cp.cuda.Device().synchronize()
        host.append((time.perf_counter() - t0) * 1e6)
    for _ in range(runs):
        t0 = time.perf_counter(); r = f()
        if prog in ("dot", "asum"):
            float(r)
        else:
            cp.cuda.Device().synchronize()
        res.append((time.perf_counter() - t0) * 1e6)
    return float(np.median(ev)), float(np.median(host)), float(np.median(res))


def overhead(d):
    print("%-10s | %9s %9s %9s %9s | %9s %9s %9s" % (
        "case", "r.enqueue", "r.host", "r.device", "r.kern", "cb.events", "cb.host", "cb.result"))
    for name, prog, _ in CASES:
        split = os.path.join(d, name + ".split")
        if not os.path.exists(split):
            continue
        rows = [[float(x) for x in l.split()] for l in open(split).read().splitlines()[1:]]
        enq = float(np.median([r[0] for r in rows]))
        host = float(np.median([r[1] for r in rows]))
        nop = float(np.median([r[2] for r in rows])) if rows and len(rows[0]) > 2 else float("nan")
        kern = kernel_time(os.path.join(d, name + ".err"), 51) or float("nan")
        try:
            cb = cublas_times3(prog, inputs(name))
        except Exception as ex:
            print("cuBLAS failed:", ex)
            cb = (float("nan"),) * 3
        print("%-10s | %9.1f %9.1f %9.1f %9.1f | %9.1f %9.1f %9.1f" % (name, enq, host, nop, kern, *cb))


def ab(d, names):
    cases = [c for c in names if c in dict((x[0], x) for x in CASES)]
    variants = [v for v in names if v not in cases]
    bw = copy_bandwidth()
    print("copy bandwidth (CuPy, read+write): %.0f GB/s" % bw)
    print("cuBLAS: cb.ev CUDA events around the call, cb.host host clock with the result on the host")
    print("runic: device = first to last command by OpenCL timestamps, marker = between markers, "
          "host = host clock")
    print("ratios cuBLAS / runic: r.dev = cb.ev / device, r.host = host clocks")
    head = "%-10s %8s %8s" % ("case", "cb.ev", "cb.host")
    for v in variants:
        head += " | %-8s %8s %8s %8s %6s %6s %5s %7s" % (
            v, "host", "device", "marker", "r.dev", "r.host", "%bw", "relerr")
    print(head)
    for name in cases:
        prog = dict((x[0], x[1]) for x in CASES)[name]
        args = inputs(name)
        try:
            ev, _, res = cublas_times3(prog, args)
        except Exception as ex:
            print("%s: cuBLAS failed: %s" % (name, ex))
            ev = res = float("nan")
        row = "%-10s %8.1f %8.1f" % (name, ev, res)
        for v in variants:
            try:
                rows = [[float(x) for x in l.split()] for l in open(os.path.join(d, v, name + ".T")).read().splitlines()[1:]]
                host = float(np.median([r[1] for r in rows]))
                dev = float(np.median([r[2] for r in rows]))
                mark = float(np.median([r[3] for r in rows])) if len(rows[0]) > 3 else float("nan")
            except (OSError, IndexError, ValueError):
                host = dev = mark = float("nan")
            err = check(prog, args, os.path.join(d, v, name + ".out"))
            pbw = 100 * moved_bytes(prog, args) / dev / 1e3 / bw
            row += " | %-8s %8.1f %8.1f %8.1f %6.2f %6.2f %4.0f%% %7.1e" % (
                "", host, dev, mark, ev / dev, res / host, pbw, err)
        print(row)


def main():
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == "ab":
        return ab(d, sys.argv[3:])
    if cmd == "table2":
        return table2(d)
    if cmd == "overhead":
        return overhead(d)
    if cmd == "gen":
        for name, prog, _ in CASES:
            if len(sys.argv) > 3 and name not in sys.argv[3:]:
                continue
            with open(os.path.join(d, name + ".in"), "wb") as f:
                for a in inputs(name):
                    write_value(f, a)
        return
    bw = copy_bandwidth()
    print("copy bandwidth (CuPy, read+write): %.0f GB/s" % bw)
    print("%-10s %10s %10s %8s %9s %9s %9s %9s %10s %9s" % ("case", "runic us", "cuBLAS us", "ratio", "GB/s", "TFLOP/s", "% copy bw", "rel.err", "kernels us", "kern GB/s"))
    for name, prog, _ in CASES:
        tf = os.path.join(d, name + ".times")
        if not os.path.exists(tf):
            print("%-10s %10s" % (name, "failed")); continue
        ts = [float(x) for x in open(tf).read().split()][1:]  # drop the warm-up run
        if not ts:
            print("%-10s %10s" % (name, "no times")); continue
        t = float(np.median(ts))
        args = inputs(name)
        try:
            ref = cublas_time(prog, args)
        except Exception as ex:  # keep the table going
            print("%s: cuBLAS reference failed: %s" % (name, ex))
            ref = float("nan")
        kern = kernel_time(os.path.join(d, name + ".err"), len(ts) + 1)
        gbs = moved_bytes(prog, args) / t / 1e3
        fl = flops(prog, args) / t / 1e6
        err = check(prog, args, os.path.join(d, name + ".out"))
        kgbs = moved_bytes(prog, args) / kern / 1e3 if kern else float("nan")
        print("%-10s %10.1f %10.1f %8.2f %9.0f %9.2f %8.0f%% %9.1e %10.1f %9.0f" %
              (name, t, ref, ref / t, gbs, fl, 100 * gbs / bw, err, kern or float("nan"), kgbs))


if __name__ == "__main__":
    main()
