#!/usr/bin/env bash
# perf34's one timing call on the H200: the new idioms and their closest
# older spellings with this branch's runic, then the idioms whose kernels
# this branch changes with main's runic (the before figures).  Run from a
# folder holding runic, runic_main and a copy of benchmarks/idioms and
# benchmarks/gpu/references.py (the device tool sends the session's
# checkout, not this worktree).  Results under $OUT.
set -u
export PYTHONUNBUFFERED=1
NEW="softmax_loop_max,layernorm_record,layernorm_onepass,hist_u8,scan_argmax,count_filter,cosine_rows,cosine_pairs,embedding_gather,batched_dot,row_norm_pow,mse_loss,stencil_iterate,transpose_tabulate,col_max_reduce,outer_tabulate"
OLD="softmax,layernorm,hist_values,scan_max_f32,filter_f32,matvec,matmul_inline,gather,l2_normalise,row_sums,dot,stencil_1d,transpose,col_sums_reduce,outer"
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv
timeout 105 python3 benchmarks/idioms/idioms.py --runic ./runic --json $OUT/new.json --only $NEW,$OLD 2>$OUT/new.log | tee $OUT/new.txt
timeout 35 python3 benchmarks/idioms/idioms.py --runic ./runic_main --json $OUT/main.json \
  --only softmax_loop_max,scan_argmax,cosine_rows,row_norm_pow 2>$OUT/main.log | tee $OUT/main.txt
tail -2 $OUT/new.log $OUT/main.log
