-- The sorting package: merge sort by a relation, by key, radix sort on
-- bits, and a sorting functor over a module type.  `S.minimum` reduces
-- with a neutral element that is not a constant (`xs[0]`).
-- ==
-- input { [5, 3, 9, 1, 3, 0, -2] }
-- output { [-2, 0, 1, 3, 3, 5, 9] [9, 5, 3, 3, 1, 0, -2] [-2, 0, 1, 3, 3, 5, 9] true -2 [9.0, 5.0, 3.0] }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) true 0 [9.0, 5.0, 3.0] }

import "lib/github.com/acme/sorts/merge_sort"
import "lib/github.com/acme/sorts/ordered"

module S = mk_sorter i32_ord
module D = mk_sorter f64_desc

def main (xs: []i32) =
  let a = merge_sort (<=) xs
  let b = merge_sort_by_key (\x -> -x) (<=) xs
  let c = radix_sort_int i32.num_bits i32.get_bit xs
  let m = if length xs == 0 then 0 else S.minimum xs
  in (a, b, c, S.is_sorted (S.sort xs), m, D.sort [3.0, 9.0, 5.0])
