-- A segmented argmin whose neutral element is not a constant but the same
-- for every row, `(f32.inf, m)`: one segmented SegRed, not a loop in each
-- thread (flatten/neutral.cpp lifts the operator to flagged values with a
-- constant neutral element; a SegMap picks `(f32.inf, m)` for empty rows).
-- ==
-- input { [[3f32, 1f32, 2f32], [0f32, 5f32, 0f32]] } output { [1i64, 0i64] }
-- input { empty([2][0]f32) } output { [0i64, 0i64] }
-- random input { [17][33]f32 } auto output
-- structure { SegRed 1 kernels:Loop 0 }

entry main [n][m] (xss: [n][m]f32) : [n]i64 =
  map (\r ->
         let (_, i) = reduce (\(x, i) (y, j) -> if x < y || (x == y && i < j) then (x, i) else (y, j))
                             (f32.inf, m) (zip r (iota m))
         in i) xss

