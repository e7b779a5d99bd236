-- A `[]` result whose size the body computes (a `filter`, a size made
-- inside the function) is still existential: two calls' results are
-- not known to have the same size, but each can be used on its own.

def positives (xs: []i32) : []i32 = filter (> 0) xs
def evens (k: i64) : []i64 = let m = k / 2 in iota m |> map (* 2)

-- ==
-- input { [1, -2, 3, -4, 5] 7i64 }
-- output { [1, 3, 5] [0i64, 2i64, 4i64] true }
entry main (xs: []i32) (k: i64) =
  let ps = positives xs
  in (ps, evens k, length (positives xs) == length ps)
