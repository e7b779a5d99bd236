-- #[unsafe] and #[sequential] on expressions and definitions change no
-- result.
-- ==
-- entry: gather
-- input { [10, 20, 30] [2i64, 0i64, 1i64] } output { [30, 10, 20] }
-- entry: seq_sum
-- input { [[1, 2], [3, 4]] } output { [3, 7] 10 }
-- input { empty([0][2]i32) } output { empty([0]i32) 0 }
-- entry: unsafe_def
-- input { [1, 2, 3] 1i64 } output { 2 }
-- entry: checked
-- input { [1, 2, 3] 3i64 } error: Index \[3\] out of bounds

entry gather (xs: []i32) (is: []i64) = #[unsafe] map (\i -> xs[i]) is
entry seq_sum (xss: [][]i32) =
  let rows = #[sequential] map (\r -> #[sequential] reduce (+) 0 r) xss
  in (rows, #[sequential_outer] i32.sum rows)
#[unsafe]
def get (xs: []i32) (i: i64) = xs[i]
entry unsafe_def (xs: []i32) (i: i64) = get xs i
entry checked (xs: []i32) (i: i64) = xs[i]
