#!/usr/bin/env python3
"""perf7, third call: as variants2.py, with `al`: the new programs with the
groups' look-back words 128 bytes after the ticket counter (rn_lbw = S + 16,
the host asking for 15 more words), so that a group's two words share a
32-byte sector and the ticket counter has its own line, as in the base.

    variants3.py OUTDIR OLD_FILTER.c NEW_FILTER.c OLD_RADIX.c NEW_RADIX.c
"""
import sys, os
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for prog, old, new in [('filterf32', sys.argv[2], sys.argv[3]), ('radixsort', sys.argv[4], sys.argv[5])]:
    o, n = open(old).read(), open(new).read()
    open(f'{out}/{prog}_base.c', 'w').write(o)
    open(f'{out}/{prog}_new.c', 'w').write(n)
    a = n.replace('rn_lbw = main_k0_states + 1;', 'rn_lbw = main_k0_states + 16;')
    a = a.replace('rn_lookback(ctx, main_k0_groups * 2 + 1,', 'rn_lookback(ctx, main_k0_groups * 2 + 16,')
    assert a.count('main_k0_states + 16') == 1 and a.count('main_k0_groups * 2 + 16') == 1
    open(f'{out}/{prog}_al.c', 'w').write(a)
