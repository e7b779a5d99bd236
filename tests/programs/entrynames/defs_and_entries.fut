-- A `def` and an entry point both named like prelude values, in one
-- program, with prelude functions built on them or on the intrinsics
-- of the same names (`id`, `not`, `flip`,
-- `iterate`, `tabulate_2d`, `spread`, `replicate`, `scatter`).
-- ==
-- entry: not
-- input { [true, false] } output { [false, true] }
-- entry: replicate
-- input { 3i64 7 } output { [[7, 7, 7], [7, 7, 7]] [0, 7, 0] }
-- entry: iterate
-- input { 5 } output { 42 }
-- entry: main
-- input { 2i64 } output { [[0i64, 1], [1, 2]] }

def id (x: i32) = x + 1

entry not (bs: []bool) : []bool = map (\b -> !b) bs

entry replicate (n: i64) (x: i32) : ([][]i32, []i32) =
  (tabulate_2d 2 n (\_ _ -> x), spread 3 0 [1] [x])

def five_steps (x: i32) = iterate 5 (\y -> id y) x

-- A top-level function is in scope of itself: `iterate` in its body would
-- be this entry point, so the prelude's is called through `five_steps`.
entry iterate (x: i32) : i32 = five_steps x + flip (-) 0 x + 32 - x

entry main (n: i64) : [][]i64 = tabulate_2d n n (\i j -> i + j)
