-- Several entry points, several results, tuple parameters, arrays of
-- tuples as parameters and results, unit results avoided.
-- ==
-- entry: swap
-- input { 1i32 2.5f32 } output { 2.5f32 1i32 }
-- entry: sum_pairs
-- input { [1i32, 2i32] [3i32, 4i32] } output { [4i32, 6i32] }
-- entry: pairs
-- input { 3i64 } output { [0i64, 1i64, 2i64] [0i64, 2i64, 4i64] }
-- entry: tuple_param
-- input { 1i32 2i32 } output { 3i32 }

entry swap (a: i32) (b: f32) = (b, a)
entry sum_pairs [n] (xs: [n]i32) (ys: [n]i32) = map (\(a, b) -> a + b) (zip xs ys)
entry pairs (n: i64) : [](i64, i64) = map (\i -> (i, 2 * i)) (iota n)
entry tuple_param ((a, b): (i32, i32)) = a + b
