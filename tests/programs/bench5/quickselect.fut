-- Order statistics: the median and the k-th smallest by iterated
-- partitioning around a pivot (a `while` loop whose array shrinks each
-- round), and by a radix selection with histograms, checked against
-- a sort.
-- ==
-- entry: main
-- input { [9i32, 1i32, 8i32, 2i32, 7i32, 3i32, 6i32, 4i32, 5i32] 2i64 }
-- output { 3i32 5i32 true }
-- input { [4i32, 4i32, 4i32, 1i32] 3i64 }
-- output { 4i32 4i32 true }
-- ==
-- entry: select_all
-- input { [-5i32, 1000i32, 3i32, -70000i32, 3i32, 0i32, 2147483647i32, -2147483648i32] }
-- output { true }

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

-- Radix select: the k-th smallest found digit by digit (8 bits at a
-- time, most significant first) with a 256-bin histogram per round.
def radix_select [n] (k: i64) (xs: [n]i32) : i32 =
  let key (x: i32) = u32.i32 x ^ 0x8000_0000
  let (prefix, _, _) =
    loop (prefix, mask, k) = (0u32, 0u32, k) for round < 4 do
      let shift = u32.i32 (24 - 8 * round)
      let digit x = i64.u32 ((key x >> shift) & 0xFF)
      let cands = map (\x -> (key x & mask) == prefix) xs
      let counts = hist (+) 0 256 (map2 (\x c -> if c then digit x else -1) xs cands)
                        (replicate n 1i64)
      let before = scan (+) 0 counts
      let d = i64.min 255 (i64.sum (map (\b -> i64.bool (b <= k)) before))
      let below = if d == 0 then 0 else before[d - 1]
      in (prefix | (u32.i64 d << shift), mask | (0xFF << shift), k - below)
  in i32.u32 (prefix ^ 0x8000_0000)

entry main [n] (xs: [n]i32) (k: i64) =
  let sorted = merge_sort (<=) xs
  let med = kth (n / 2) xs
  let r = radix_select k xs
  in (kth k xs, med, med == sorted[n / 2] && kth k xs == sorted[k] && r == sorted[k])

entry select_all [n] (xs: [n]i32) : bool =
  let sorted = merge_sort (<=) xs
  -- radix selections in parallel; the partitioning one k after another
  -- (its array shrinks by a size each thread would compute: OpenCL
  -- cannot bound it inside a kernel)
  let radix_ok = and (tabulate n (\k -> radix_select k xs == sorted[k]))
  let kth_ok = loop ok = true for k < n do ok && kth k xs == sorted[k]
  in radix_ok && kth_ok
