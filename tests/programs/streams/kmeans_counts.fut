-- PLDI'17 Figure 4c: k-means cluster sizes with reduce_stream.  Each chunk
-- counts its points into a fresh k-element array by in-place updates; the
-- per-chunk counts are combined by vectorised addition (map2 (+)).  The
-- interpreter splits the input into chunks of unequal sizes, the compiled
-- program into chunks of one point.
-- ==
-- input { 3i64 [0i64, 1i64, 2i64, 1i64, 1i64, 0i64, 2i64, 2i64, 2i64] } output { [2i32, 3i32, 4i32] }
-- input { 2i64 empty([0]i64) } output { [0i32, 0i32] }
-- input { 1i64 [0i64] } output { [1i32] }
-- structure { elaborate:stream_red 1 kernels:Stream 0 }

def main (k: i64) (membership: []i64): [k]i32 =
  reduce_stream (map2 (+))
                (\(m: i64) (chunk: [m]i64) ->
                   loop acc = replicate k 0i32 for i < m do
                     let c = chunk[i]
                     in acc with [c] = acc[c] + 1)
                membership
