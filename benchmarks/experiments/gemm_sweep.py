#!/usr/bin/env python3
"""Generated matrix-product programs against cuBLAS, on the GPU machine, in
one call: each PROG.c (a runic-generated C program of benchmarks/gemm.fut,
carried with the call) is built with cc, run on random A, B of each size
(-T device times, median of 20 after a first run), checked against a float64
product (relative error of the whole matrix), and timed beside
torch.matmul (float32, no TF32) in the same process.  Then the register
and shared-memory use of each program's tile-2d kernels: the PTX the
NVIDIA OpenCL driver left in runic's kernel cache, through ptxas -v
(SASS=1: also cuobjdump -sass of it under $OUT).

    gemm_sweep.py MxKxN[,MxKxN...] PROG[,PROG...]     (PROG.c in the cwd)
"""
import sys, os, subprocess, struct, glob, re, numpy as np, torch
torch.backends.cuda.matmul.allow_tf32 = False
OUT = os.environ.get("OUT", "/tmp/out")
W = "/dev/shm/g"; os.makedirs(W, exist_ok=True)
os.environ["XDG_CACHE_HOME"] = W + "/cache"
def wr(path, arrs):
    with open(path, "wb") as f:
        for a in arrs:
            f.write(b"b\x02" + bytes([a.ndim]) + b" f32" + struct.pack("<" + "q" * a.ndim, *a.shape) + a.tobytes())
def rd(path, shape):
    d = open(path, "rb").read(); n = int(np.prod(shape))
    return np.frombuffer(d[-n * 4:], dtype=np.float32).reshape(shape)
sizes = [tuple(map(int, s.split("x"))) for s in sys.argv[1].split(",")]
progs = sys.argv[2].split(",")
exes = {}
for p in progs:
    r = subprocess.run(["cc", "-O2", p + ".c", "-o", W + "/" + p, "-lOpenCL", "-lm"], capture_output=True, text=True)
    if r.returncode: print("cc fail", p, r.stderr[-500:]); continue
    exes[p] = W + "/" + p
rng = np.random.default_rng(7)
for (m, k, n) in sizes:
    a = rng.standard_normal((m, k), dtype=np.float32); b = rng.standard_normal((k, n), dtype=np.float32)
    inp = W + "/in.bin"; wr(inp, [a, b])
    A = torch.from_numpy(a).cuda(); B = torch.from_numpy(b).cuda()
    ref = (A.double() @ B.double()).cpu().numpy()
    def tref():
        torch.matmul(A, B); torch.cuda.synchronize(); ts = []
        for _ in range(20):
            s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
            s.record(); torch.matmul(A, B); e.record(); e.synchronize(); ts.append(s.elapsed_time(e) * 1000)
        return float(np.median(ts))
    t0 = tref()
    for p, exe in exes.items():
        tf = W + "/t.txt"; of = W + "/o.bin"
        env = dict(os.environ, XDG_CACHE_HOME=W + "/cache_" + p)
        r = subprocess.run([exe, "-b", "-r", "21", "-T", tf, "-p", "NVIDIA"], stdin=open(inp, "rb"), stdout=open(of, "wb"), stderr=subprocess.PIPE, text=True, env=env)
        if r.returncode: print(p, "run fail", r.stderr[-300:]); continue
        rows = [list(map(float, l.split())) for l in open(tf) if l.strip()][1:]
        dev = float(np.median([x[2] for x in rows]))
        x = rd(of, (m, n)); err = np.linalg.norm(x - ref) / np.linalg.norm(ref)
        print(f"{m}x{k}x{n} {p:10s} {dev:10.1f} us  ref {t0:9.1f}  ratio {t0/dev:5.3f}  relerr {err:.2e}", flush=True)
    print(f"{m}x{k}x{n} cublas again {tref():.1f}", flush=True)
# registers: PTX from the kernel cache
for f in glob.glob(W + "/cache_*/**/*", recursive=True):
    if os.path.isfile(f):
        d = open(f, "rb").read(); i = d.find(b"//"); 
        if i < 0: continue
        open(W + "/k.ptx", "wb").write(d[i:].rstrip(b"\0"))
        r = subprocess.run(["ptxas", "-arch=sm_90", "-v", W + "/k.ptx", "-o", W + "/k.cubin"], capture_output=True, text=True)
        tag = f.split("cache_")[1].split("/")[0]
        if os.environ.get("SASS"):
            sa = subprocess.run(["cuobjdump", "-sass", W + "/k.cubin"], capture_output=True, text=True).stdout
            open(OUT + "/" + tag + ".sass", "w").write(sa)
        lines = r.stderr.splitlines()
        sel = []
        for j, l in enumerate(lines):
            if "Compiling entry" in l and "k0" in l:
                u = next((x for x in lines[j:] if "Used" in x), "")
                sel.append(l.split("'")[1] + ": " + u.split(":", 1)[-1].strip())
        print(f.split("cache_")[1].split("/")[0], r.returncode, sel, r.stderr[-300:] if r.returncode else "")
