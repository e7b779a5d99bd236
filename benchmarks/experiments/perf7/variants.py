#!/usr/bin/env python3
"""perf7: hand-made variants of runic's generated scan-lookback programs
(nvidia-h100 profile), to measure what a template change would buy.

    variants.py OUTDIR PROG.c...

Variants (OUTDIR/PROG_VARIANT.c; run_v.sh times them):
  base     as generated
  rake     lane 0's exclusive scan of the 32 rake totals loads all 32
           into registers first (one local-memory round trip, not 32)
  tick     timing only: the group's tile from get_group_id(0) rather than
           the atomic ticket (no atomic round trip before the loads)
  both     rake and tick
"""
import re, sys, os

LOOP = re.compile(r'(  "    )for \(int rn_s = 0; rn_s < 32; rn_s\+\+\) \{\\n"\n  "      (\w+) (rn_v\d+) = (rn_rake\d+)\[rn_s\];\\n"')

def rake(src):
    def rep(m):
        p, ty, v, r = m.groups()
        return (f'{p}{ty} rn_vv[32];\\n"\n{p}#pragma unroll\\n"\n'
                f'{p}for (int rn_s = 0; rn_s < 32; rn_s++) rn_vv[rn_s] = {r}[rn_s];\\n"\n'
                f'{p}#pragma unroll\\n"\n'
                f'{p}for (int rn_s = 0; rn_s < 32; rn_s++) {{\\n"\n  "      {ty} {v} = rn_vv[rn_s];\\n"')
    s, n = LOOP.subn(rep, src)
    assert n >= 1, "rake loop not found"
    return s

TICK = re.compile(r'rn_ticket = \(int\)atom_inc\([^;]*\);')

def tick(src):
    s, n = TICK.subn('rn_ticket = (int)get_group_id(0);', src)
    assert n >= 1, "ticket not found"
    return s

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for c in sys.argv[2:]:
    src = open(c).read()
    p = os.path.basename(c)[:-2].replace('_', '')
    for name, s in [('base', src), ('rake', rake(src)), ('tick', tick(src)), ('both', tick(rake(src)))]:
        open(f'{out}/{p}_{name}.c', 'w').write(s)
