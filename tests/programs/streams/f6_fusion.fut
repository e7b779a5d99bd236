-- Rule F6 (PLDI'17 Figure 9): a map_stream feeding a reduce_stream
-- (producer-consumer) and a second reduce_stream over the same input
-- (horizontal) fuse into one stream_red whose operator is the tuple of the
-- two operators.  (The last map stays apart: a redomap with mapped outputs
-- would be split again by flattening.)
-- ==
-- input { [3i32, -1i32, 4i32, 1i32, 5i32, 9i32, -2i32, 6i32] } output { 50i32 9i32 [4i32, 0i32, 5i32, 2i32, 6i32, 10i32, -1i32, 7i32] }
-- input { [7i32] } output { 14i32 7i32 [8i32] }
-- random input { [10000]i32 } auto output
-- structure { elaborate:Stream 3 fuse:Stream 1 fuse:stream_red 1 kernels:Stream 0 }

def main (xs: []i32): (i32, i32, []i32) =
  let ys = map_stream (\(m: i64) (c: [m]i32) -> map (* 2) c) xs
  let s = reduce_stream (+) (\(m: i64) (c: [m]i32) -> reduce (+) 0 c) ys
  let t = reduce_stream i32.max (\(m: i64) (c: [m]i32) -> reduce i32.max i32.lowest c) xs
  let zs = map (+ 1) xs
  in (s, t, zs)
