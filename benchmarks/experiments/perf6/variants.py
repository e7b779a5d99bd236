#!/usr/bin/env python3
"""perf6: hand-made variants of runic's generated argmax and argmin_rows
programs (nvidia-h100 profile), to measure what a code generator change
would buy before making it.

    variants.py ARGMAX.c ARGMIN_ROWS.c OUTDIR

Variants (OUTDIR/PROG_VARIANT.c; run_variants.sh times them):
  argmax_base      as generated
  argmax_stage     a full group's 256*chunk float4 vectors loaded coalesced
                   (lane l: vectors q*256 + l) into local memory (padded),
                   then each lane folds its run of 4*chunk floats in order
  argmax_notail    timing only (wrong result): the last group's fold skipped
  rows_base        as generated
  rows_unroll      the row's staging loads issued 4 at a time before the
                   stores to local memory
  rows_rake        the 8-level tree replaced by raking (32 lanes fold 8,
                   4 lanes fold 8, lane 0 folds 4)
  rows_both        both
"""
import re, sys, os

def lines_of(src):
    return src.split('\n')

def argmax_variants(src):
    out = {'base': src}
    L = src.split('\n')
    # full-chunk branch start
    i0 = next(i for i, l in enumerate(L) if 'rn_lid4*main_k0_chunkv + (main_k0_chunkv - 1)))' in l)
    # its else: the guarded loop; find the line '      else {' after i0 at the same indentation
    ie = next(i for i in range(i0, len(L)) if L[i].startswith('  "      else {'))
    # the fold code for one element (from the guarded loop): reuse the op text of the first fold
    k = "\n".join(L)
    staged = r'''  "      const long rn_nv = ((n_29) + 3) / 4;\n"
  "      const long rn_gbase = rn_wid0*main_k0_chunkv*256;\n"
  "      if (main_k0_chunkv <= 8 && rn_gbase + main_k0_chunkv*256 <= rn_nv) {\n"
  "        float4 rn_sv[8];\n"
  "        #pragma unroll\n"
  "        for (int rn_q = 0; rn_q < 8; rn_q++) if (rn_q < main_k0_chunkv) rn_sv[rn_q] = ((__global const float4 *)xs_30)[rn_gbase + rn_q*256 + rn_lid4];\n"
  "        #pragma unroll\n"
  "        for (int rn_q = 0; rn_q < 8; rn_q++) if (rn_q < main_k0_chunkv) { int rn_e = 4*(rn_q*256 + (int)rn_lid4); rn_stage[RN_SPAD(rn_e)] = rn_sv[rn_q].s0; rn_stage[RN_SPAD(rn_e+1)] = rn_sv[rn_q].s1; rn_stage[RN_SPAD(rn_e+2)] = rn_sv[rn_q].s2; rn_stage[RN_SPAD(rn_e+3)] = rn_sv[rn_q].s3; }\n"
  "        barrier(CLK_LOCAL_MEM_FENCE);\n"
  "        const int rn_c = 4*(int)main_k0_chunkv;\n"
  "        const long rn_ib = rn_gbase*4 + rn_lid4*rn_c;\n"
  "        #pragma unroll 4\n"
  "        for (int rn_e = 0; rn_e < rn_c; rn_e++) {\n"
  "          float p_34 = rn_stage[RN_SPAD((int)rn_lid4*rn_c + rn_e)];\n"
  "          long p_35 = rn_ib + rn_e;\n"
  "          float p_32 = rn_acc7; long p_33 = rn_acc8;\n"
  "          if (!(p_32 > p_34 || (p_32 == p_34 && p_33 < p_35))) { rn_acc7 = p_34; rn_acc8 = p_35; }\n"
  "        }\n"
  "      }\n"'''
    # the guarded path stays as the else branch (per-thread tests)
    newL = L[:i0] + staged.split('\n') + L[ie:]
    s = '\n'.join(newL)
    s = s.replace('  "  __local int rn_is_last;\\n"',
                  '  "  __local int rn_is_last;\\n"\n  "  __local float rn_stage[8192 + 256];\\n"\n  "#define RN_SPAD(e) ((e) + ((e) >> 5))\\n"', 1)
    out['stage'] = s
    out['notail'] = src.replace('"  if (rn_is_last) {\\n"', '"  if (rn_is_last && n_29 < 0) {\\n"', 1)
    out['stagenotail'] = s.replace('"  if (rn_is_last) {\\n"', '"  if (rn_is_last && n_29 < 0) {\\n"', 1)
    return out

def rows_variants(src):
    out = {'base': src}
    old = r'''  "      for (long rn_q = rn_lid; rn_q < m_55 / 4; rn_q += 256) {\n"
  "        float4 rn_v = vload4(rn_q, rn_row);\n"
  "        const long rn_p = RN_LPAD(4 * rn_q);\n"
  "        rn_lrow0[rn_p] = rn_v.x; rn_lrow0[rn_p + 1] = rn_v.y; rn_lrow0[rn_p + 2] = rn_v.z; rn_lrow0[rn_p + 3] = rn_v.w;\n"
  "      }\n"'''
    assert old in src
    new = r'''  "      long rn_q0 = rn_lid;\n"
  "      for (; rn_q0 + 768 < m_55 / 4; rn_q0 += 1024) {\n"
  "        float4 rn_v0 = vload4(rn_q0, rn_row), rn_v1 = vload4(rn_q0 + 256, rn_row), rn_v2 = vload4(rn_q0 + 512, rn_row), rn_v3 = vload4(rn_q0 + 768, rn_row);\n"
  "        long rn_p = RN_LPAD(4 * rn_q0);\n"
  "        rn_lrow0[rn_p] = rn_v0.x; rn_lrow0[rn_p + 1] = rn_v0.y; rn_lrow0[rn_p + 2] = rn_v0.z; rn_lrow0[rn_p + 3] = rn_v0.w;\n"
  "        rn_p = RN_LPAD(4 * (rn_q0 + 256));\n"
  "        rn_lrow0[rn_p] = rn_v1.x; rn_lrow0[rn_p + 1] = rn_v1.y; rn_lrow0[rn_p + 2] = rn_v1.z; rn_lrow0[rn_p + 3] = rn_v1.w;\n"
  "        rn_p = RN_LPAD(4 * (rn_q0 + 512));\n"
  "        rn_lrow0[rn_p] = rn_v2.x; rn_lrow0[rn_p + 1] = rn_v2.y; rn_lrow0[rn_p + 2] = rn_v2.z; rn_lrow0[rn_p + 3] = rn_v2.w;\n"
  "        rn_p = RN_LPAD(4 * (rn_q0 + 768));\n"
  "        rn_lrow0[rn_p] = rn_v3.x; rn_lrow0[rn_p + 1] = rn_v3.y; rn_lrow0[rn_p + 2] = rn_v3.z; rn_lrow0[rn_p + 3] = rn_v3.w;\n"
  "      }\n"
  "      for (long rn_q = rn_q0; rn_q < m_55 / 4; rn_q += 256) {\n"
  "        float4 rn_v = vload4(rn_q, rn_row);\n"
  "        const long rn_p = RN_LPAD(4 * rn_q);\n"
  "        rn_lrow0[rn_p] = rn_v.x; rn_lrow0[rn_p + 1] = rn_v.y; rn_lrow0[rn_p + 2] = rn_v.z; rn_lrow0[rn_p + 3] = rn_v.w;\n"
  "      }\n"'''
    un = src.replace(old, new, 1)
    out['unroll'] = un
    # raking tree: the first kernel's tree loop
    L = src.split('\n')
    def rake(s):
        L = s.split('\n')
        i0 = next(i for i, l in enumerate(L) if 'for (int rn_s = 1; rn_s < 256; rn_s <<= 1) {' in l)
        # end: the line '      rn_acc1 = rn_tree3[0];'
        i1 = next(i for i in range(i0, len(L)) if 'rn_acc1 = rn_tree3[0];' in L[i])
        op = r'''if (!(a0 < b0 || (a0 == b0 && a1 < b1))) { a0 = b0; a1 = b1; }'''
        code = r'''  "      if (rn_lid < 32) {\n"
  "        float a0 = rn_tree3[rn_lid * 8]; long a1 = rn_tree4[rn_lid * 8];\n"
  "        for (int rn_s = 1; rn_s < 8; rn_s++) { float b0 = rn_tree3[rn_lid * 8 + rn_s]; long b1 = rn_tree4[rn_lid * 8 + rn_s]; OP }\n"
  "        rn_rk0[rn_lid] = a0; rn_rk1[rn_lid] = a1;\n"
  "      }\n"
  "      barrier(CLK_LOCAL_MEM_FENCE);\n"
  "      if (rn_lid < 4) {\n"
  "        float a0 = rn_rk0[rn_lid * 8]; long a1 = rn_rk1[rn_lid * 8];\n"
  "        for (int rn_s = 1; rn_s < 8; rn_s++) { float b0 = rn_rk0[rn_lid * 8 + rn_s]; long b1 = rn_rk1[rn_lid * 8 + rn_s]; OP }\n"
  "        rn_tree3[rn_lid] = a0; rn_tree4[rn_lid] = a1;\n"
  "      }\n"
  "      barrier(CLK_LOCAL_MEM_FENCE);\n"
  "      if (rn_lid == 0) {\n"
  "        float a0 = rn_tree3[0]; long a1 = rn_tree4[0];\n"
  "        for (int rn_s = 1; rn_s < 4; rn_s++) { float b0 = rn_tree3[rn_s]; long b1 = rn_tree4[rn_s]; OP }\n"
  "        rn_tree3[0] = a0; rn_tree4[0] = a1;\n"
  "      }\n"
  "      barrier(CLK_LOCAL_MEM_FENCE);\n"'''.replace('OP', op)
        L = L[:i0] + code.split('\n') + L[i1:]
        s = '\n'.join(L)
        return s.replace('  "  __local long rn_tree4[256];\\n"',
                         '  "  __local long rn_tree4[256];\\n"\n  "  __local float rn_rk0[32];\\n"\n  "  __local long rn_rk1[32];\\n"', 1)
    out['rake'] = rake(src)
    out['both'] = rake(un)
    return out

if __name__ == '__main__':
    a, r, d = sys.argv[1:4]
    os.makedirs(d, exist_ok=True)
    for name, s in argmax_variants(open(a).read()).items():
        open(os.path.join(d, 'argmax_%s.c' % name), 'w').write(s)
    for name, s in rows_variants(open(r).read()).items():
        open(os.path.join(d, 'rows_%s.c' % name), 'w').write(s)
