#!/usr/bin/env bash
# perf34's second timing call: the 16 new idioms alone with this branch's
# runic (the first call, perf34_device.sh, ran out of its time before
# them).  Results under $OUT.
set -u
export PYTHONUNBUFFERED=1
NEW="softmax_loop_max,layernorm_record,layernorm_onepass,hist_u8,scan_argmax,count_filter,cosine_rows,cosine_pairs,embedding_gather,batched_dot,row_norm_pow,mse_loss,stencil_iterate,transpose_tabulate,col_max_reduce,outer_tabulate"
timeout 138 python3 benchmarks/idioms/idioms.py --runic ./runic --json $OUT/new2.json --only $NEW 2>$OUT/new2.log | tee $OUT/new2.txt
tail -n 2 $OUT/new2.log
