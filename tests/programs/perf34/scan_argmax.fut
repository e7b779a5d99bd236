-- The running maximum with its index by a tuple `scan` (benchmarks/idioms/
-- scan_argmax.fut): the operator keeps the left element on ties, so it is
-- not commutative, and its neutral element (-inf, -1) is neutral on the
-- right only (op(ne, (-inf, j)) = (-inf, -1)).  guard-neutral
-- (ir/neutral.h) then needs no flags: the first element becomes op(ne,
-- x_0) in the scan's map and any ne the kernels pad in vanishes, so the
-- program is one scan, as `scan f32.max` is (no flag in the scan, no map
-- over its results).  -inf at the front and in the middle: the index
-- stays -1 until an element beats -inf, as foldl gives.  (No NaNs: with
-- them this operator is not associative, and no order of a parallel scan
-- matches foldl.)
-- ==
-- random input { [10007]f32 } auto output
-- compiled random input { [1000003]f32 } auto output
-- random input { [1]f32 } auto output
-- input { empty([0]f32) } output { empty([0]f32) empty([0]i64) }
-- input { [-f32.inf, -f32.inf, 2f32, 2f32, 1f32, 3f32, -f32.inf] }
-- output { [-f32.inf, -f32.inf, 2f32, 2f32, 2f32, 3f32, 3f32] [-1i64, -1i64, 2i64, 2i64, 2i64, 5i64, 5i64] }
-- structure { SegScan 1 SegMap 0 }

def main [n] (xs: [n]f32) : ([n]f32, [n]i64) =
  unzip (scan (\(x, i) (y, j) -> if y > x then (y, j) else (x, i))
              (-f32.inf, -1) (zip xs (iota n)))
