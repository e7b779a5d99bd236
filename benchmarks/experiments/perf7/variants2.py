#!/usr/bin/env python3
"""perf7, second call: the generated filter_f32 and radix_sort programs of
the base build (old) and of the epoch-tagged look-back words (new), and
new with lane 32 touching the group's own look-back word right after the
ticket (pf: an atomic whose value is never used, so nothing waits on it),
to tell whether the new kernels' time goes to look-back words missing the
L2 cache (the zeroing kernel used to bring them in).

    variants2.py OUTDIR OLD_FILTER.c NEW_FILTER.c OLD_RADIX.c NEW_RADIX.c
"""
import sys, os
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
LINE = '  "  const int rn_g = rn_ticket;\\n"\n'
PF = '  "  if (rn_lid == 32) (void)atom_add((volatile __global long *)&rn_lbw[rn_g * 2], 0L);\\n"\n'
for prog, old, new in [('filterf32', sys.argv[2], sys.argv[3]), ('radixsort', sys.argv[4], sys.argv[5])]:
    o, n = open(old).read(), open(new).read()
    assert n.count(LINE) == 1
    open(f'{out}/{prog}_base.c', 'w').write(o)
    open(f'{out}/{prog}_new.c', 'w').write(n)
    open(f'{out}/{prog}_pf.c', 'w').write(n.replace(LINE, LINE + PF))
