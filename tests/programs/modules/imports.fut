-- Imports: a plain `import` (its names in scope, not re-exported), a
-- qualified `module M = import`, a library functor used for sorting, and
-- files imported twice (each evaluated once).
-- ==
-- input { [3, 1, 2] } output { [1, 2, 3] [3, 2, 1] 14 14 }
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) 0 0 }

import "lib/util/numeric"
import "lib/util/sorting"
module num = import "lib/util/numeric"

module int_sort = insertion_sort i32_order
module desc_sort = insertion_sort { type t = i32 def lte (a: i32) (b: i32) = a >= b }

entry main (xs: []i32) : ([]i32, []i32, i32, i32) =
  (int_sort.sort xs, desc_sort.sort xs, sum_squares xs, num.sum_squares xs)
