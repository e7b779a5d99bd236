-- Order statistics: the median and the k-th smallest by iterated
-- partitioning around a pivot (a `while` loop whose array shrinks each
-- round), checked against a sort.
-- ==
-- entry: main
-- input { [9i32, 1i32, 8i32, 2i32, 7i32, 3i32, 6i32, 4i32, 5i32] 2i64 }
-- output { 3i32 5i32 true }
-- input { [4i32, 4i32, 4i32, 1i32] 3i64 }
-- output { 4i32 4i32 true }

import "lib/sorts"

def kth [n] (k: i64) (xs: [n]i32) : i32 =
  let (_, _, res) =
    loop (xs: []i32, k, res) = (xs, k, 0) while length xs > 0 do
      let pivot = xs[length xs / 2]
      let (lt, rest) = partition (< pivot) xs
      let (eq, gt) = partition (== pivot) rest
      let nlt = length lt
      let neq = length eq
      in if k < nlt then (lt, k, res)
         else if k < nlt + neq then ([], 0, pivot)
         else (gt, k - nlt - neq, res)
  in res

entry main [n] (xs: [n]i32) (k: i64) =
  let sorted = merge_sort (<=) xs
  let med = kth (n / 2) xs
  in (kth k xs, med, med == sorted[n / 2] && kth k xs == sorted[k])
