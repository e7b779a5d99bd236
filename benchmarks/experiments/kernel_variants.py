#!/usr/bin/env python3
"""Hand-made variants of a generated program's kernel, to find out what a
code generator change would buy before making it.

    kernel_variants.py PROG.c VARIANT... -o DIR

writes DIR/VARIANT.c for each named variant (see VARIANTS) of the fused
filter kernel (scan-lookback with a scatter, backend/kernel_codegen.cpp)."""
import re, sys, os

def kernel_span(src, name):
    s = src.index('"__kernel void ' + name + '(')
    e = src.index('"}\\n"', s)
    return s, e

def v_keep(k):
    # Keep phase 1's loads in registers for phase 7.
    blocks = k.split('const long rn_i = rn_base + ')
    out = [blocks[0]]
    seen = {}
    decls = []
    for b in blocks[1:]:
        off = b.split(' ', 1)[0]
        loads = re.findall(r'float (\w+) = (xs_\d+)\[(rn_idx\d+)\];', b)
        if off not in seen:
            seen[off] = True
            var = 'rn_keep' + off
            decls.append('  float %s;\\n' % var)
            m = re.search(r'(float (\w+) = xs_\d+\[rn_idx\d+\];)', b)
            b = b.replace(m.group(1), m.group(1) + ' %s = %s;' % (var, m.group(2)), 1)
        else:
            var = 'rn_keep' + off
            b = re.sub(r'float (\w+) = xs_\d+\[rn_idx\d+\];', r'float \1 = %s;' % var, b)
        out.append(b)
    k = 'const long rn_i = rn_base + '.join(out)
    i = k.index('  const int rn_lid')
    return k[:i] + '"\n  "'.join([''] + decls)[0:0] + ''.join('  "' + d + '"\n' for d in decls).replace('  "  ', '  "  ') + k[i:] if False else k[:i] + ''.join(d + '"\n  "' for d in decls) + k[i:]

def v_int(k):
    return k.replace('__local long rn_tile0', '__local int rn_tile0')

def v_noscatter(k):
    return re.sub(r'blank_\d+\[\w+\] = \w+;', '', k)

VARIANTS = {'base': lambda k: k, 'keep': v_keep, 'int': v_int, 'keep_int': lambda k: v_int(v_keep(k)),
            'noscatter': v_noscatter}

def main():
    args = sys.argv[1:]
    out = args[args.index('-o') + 1]
    prog = args[0]
    names = [a for a in args[1:] if a not in ('-o', out)]
    src = open(prog).read()
    s, e = kernel_span(src, 'main_k0')
    os.makedirs(out, exist_ok=True)
    for n in names:
        k = VARIANTS[n](src[s:e])
        open(os.path.join(out, n + '.c'), 'w').write(src[:s] + k + src[e:])

main()
