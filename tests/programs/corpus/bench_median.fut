-- Row medians by sorting each row with the sorting package's functor.
-- The merge sort inside `map` creates arrays whose size each thread
-- computes: the size kernel bounds them (backend/thread_sizes.h).
-- ==
-- input { [[3, 1, 2], [9, 7, 8], [5, 5, 1]] } output { [2, 8, 5] }

import "lib/github.com/acme/sorts/ordered"

module sorter = mk_sorter i32_ord

def main [n] [m] (xss: [n][m]i32) : [n]i32 =
  map (\xs -> (sorter.sort xs)[m / 2]) xss
