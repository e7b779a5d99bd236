-- Rule F7 (PLDI'17 Figure 9) with F2/F4/F5: inside the chunk function of a
-- reduce_stream, a scan whose result feeds a reduction cannot become one
-- parallel construct; both become stream_seqs and fuse into one, so that
-- after lowering each thread runs one loop with its accumulators in
-- registers.  Each chunk returns the maximum of its prefix maxima (any
-- partitioning gives the maximum).
-- ==
-- input { [3i32, -1i32, 4i32, 1i32, 5i32, 9i32, -2i32, 6i32] } output { 9i32 }
-- random input { [5000]i32 } auto output
-- structure { fuse:stream_red 1 fuse:stream_seq 1 kernels:Stream 0 }

def main (xs: []i32): i32 =
  reduce_stream i32.max (\(m: i64) (c: [m]i32) ->
                           let p = scan i32.max i32.lowest c
                           in reduce i32.max i32.lowest (map (\x -> x) p))
                xs
