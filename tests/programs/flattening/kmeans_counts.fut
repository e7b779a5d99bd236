-- PLDI'17 Figure 4b: K-means cluster counting as a reduction with the
-- vectorised operator `map2 (+)`.  Fusion makes one redomap; flattening
-- applies reduce-map interchange (G5): the increments are computed by one
-- SegMap, transposed, and summed by a segmented SegRed (one segment per
-- cluster) instead of a reduction over k-element arrays.  The transposition
-- is not recomputed by the SegRed (flatten/recompute.cpp leaves transposing
-- producers alone), but the SegRed is a column reduction (ir/colred.h):
-- flatten/locality.cpp reads the transpose in place, so the kernels hold
-- one SegMap (the increments) and the SegRed.
-- ==
-- input { 3i64 [0i64, 2i64, 1i64, 2i64, 2i64, 0i64] } output { [2i32, 1i32, 3i32] }
-- input { 1i64 [0i64, 0i64] } output { [2i32] }
-- input { 4i64 empty([0]i64) } output { [0i32, 0i32, 0i32, 0i32] }
-- input { 5i64 [4i64, 4i64, 4i64, 1i64, 0i64, 3i64, 4i64, 1i64, 2i64, 4i64, 3i64] }
-- output { [1i32, 2i32, 1i32, 2i32, 5i32] }
-- structure { SegRed 1 SegMap 1 kernels:Screma 0 }

def main (k: i64) (membership: []i64): [k]i32 =
  let increments =
    map (\cluster -> let incr = replicate k 0i32
                     in incr with [cluster] = 1) membership
  in reduce (\x y -> map2 (+) x y) (replicate k 0) increments
