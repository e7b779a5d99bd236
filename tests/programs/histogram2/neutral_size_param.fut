-- The neutral element of a histogram or reduction may be a size
-- parameter of the function (bound only by a parameter's shape).
-- ==
-- input { [0i64, 1i64, 0i64, 5i64] }
-- output { [0i64, 1i64, 4i64] [4i64, 4i64] 0i64 }
-- input { empty([0]i64) }
-- output { [0i64, 0i64, 0i64] [0i64, 0i64] 0i64 }

entry main [n] (is: [n]i64) =
  let firsts = reduce_by_index (replicate 3 n) i64.min n is (iota n)
  let h = hist i64.max n 2 (map (% 2) is) (map (const 0) is)
  in (firsts, h, reduce i64.min n (iota n))
