-- Local functions: `let f x = ...` capturing variables, local functions
-- with type and size parameters used at two types, local functions passed
-- to SOACs and to other local functions.
-- ==
-- input { [1i32, 2i32, 3i32] 10i32 } output { [11i32, 12i32, 13i32] 434i32 [3i32, 2i32, 1i32] 2i64 true 40i32 }
-- input { [5i32] -5i32 } output { [0i32] 0i32 [5i32] 2i64 true -20i32 }

entry main [n] (xs: [n]i32) (k: i32) =
  let shift x = x + k
  let square (x: i32) : i32 = x * x
  let sum_sq ys = reduce (+) 0 (map square ys)
  let rev [m] 't (ys: [m]t) : [m]t = ys[::-1]
  let first 'a 'b (p: (a, b)) : a = p.0
  let twice f x = f (f x)
  in ( map shift xs
     , sum_sq (map shift xs)
     , rev xs
     , first (2i64, 'c') + i64.i32 (first (0i32, rev [true]))
     , (first (rev [true, false], 2f32))[1]
     , twice (* 2) k )
