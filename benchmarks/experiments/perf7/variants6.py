#!/usr/bin/env python3
"""perf7, sixth call: the compaction kernels (i64 flags, two 32-bit pieces
published a group) with one piece: a group publishes and reads only the
low word (valid while the count stays below 2^32), the second piece's
load replaced by the first's tag with a zero value and its store dropped.
Halves the look-back's atomics.

    variants6.py OUTDIR PROG.c...
"""
import re, sys, os
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for c in sys.argv[2:]:
    s = open(c).read()
    L = s.split('\n')
    R = []
    prev = None
    n1 = n2 = 0
    for l in L:
        if 'atom_xchg(' in l and '* 2 + 1]' in l:
            n1 += 1
            continue
        m = re.match(r'(\s*"\s*)const ulong (rn_w\d+) = .*\* 2 \+ 1\], 0L\) : 0UL;\\n"', l)
        if m:
            n2 += 1
            R.append(f'{m.group(1)}const ulong {m.group(2)} = {prev} & 0xffffffff00000000UL;\\n"')
            continue
        m = re.match(r'\s*"\s*const ulong (rn_w\d+) = ', l)
        if m:
            prev = m.group(1)
        R.append(l)
    assert n1 == 3 and n2 == 4, (n1, n2)
    p = os.path.basename(c)[:-2]
    open(f'{out}/{p}_base.c', 'w').write(s)
    open(f'{out}/{p}_one.c', 'w').write('\n'.join(R))
