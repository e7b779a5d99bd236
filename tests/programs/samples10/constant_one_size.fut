-- A top-level constant whose type has an anonymous size (`def xs: []i32`)
-- has an unknown size of its own (reference, "Value declarations"), but it
-- is one value: every use of it has that same size.  So a function mapped
-- over it may return an array of it (the inner `map` below), and `map2`
-- of it with itself, or with a `map` of it, checks.

def table : []i32 = [3, 1, 4, 1, 5]

def shifted : []i32 = map (+ 10) table

-- ==
-- entry: outer
-- input { } output { [[6, 4, 7, 4, 8], [4, 2, 5, 2, 6], [7, 5, 8, 5, 9], [4, 2, 5, 2, 6], [8, 6, 9, 6, 10]] }
entry outer = map (\a -> map (\b -> a + b) table) table

-- ==
-- entry: selfzip
-- input { } output { [6, 2, 8, 2, 10] [13, 11, 14, 11, 15] 5i64 }
entry selfzip = (map2 (+) table table, shifted, length (zip table (map (* 2) table)))

-- The pairs of a constant with itself, flattened: a size `n * n` of the
-- constant's one size.
-- ==
-- entry: pairs
-- input { } output { 25i64 47 }
entry pairs =
  let ps = flatten (map (\a -> map (\b -> a * b) table) table)
  in (length ps, i32.sum (map2 (\p q -> i32.max p q) ps (reverse ps)) / 5)
