set -u
NEW="softmax_loop_max,layernorm_record,layernorm_onepass,hist_u8,scan_argmax,count_filter,cosine_rows,cosine_pairs,embedding_gather,batched_dot,row_norm_pow,mse_loss,stencil_iterate,transpose_tabulate,col_max_reduce,outer_tabulate"
OLD="softmax,layernorm,hist_values,scan_max_f32,argmax,filter_f32,matvec,gather,l2_normalise,row_sums,dot,stencil_1d,transpose,col_sums_reduce,outer"
nvidia-smi --query-gpu=name --format=csv
timeout 100 python3 benchmarks/idioms/idioms.py --runic build-dev/runic --json $OUT/new.json --only $NEW,$OLD 2>$OUT/new.log | tee $OUT/new.txt
timeout 40 python3 benchmarks/idioms/idioms.py --runic build-dev/runic_main --json $OUT/main.json --only softmax_loop_max,row_norm_pow,scan_argmax 2>$OUT/main.log | tee $OUT/main.txt
tail -3 $OUT/new.log $OUT/main.log
