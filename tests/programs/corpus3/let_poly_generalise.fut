-- Local definitions used at several types (let-generalisation), local
-- functions capturing sizes, and shadowing.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [1i32, 2i32, 3i32, 1i32, 2i32, 3i32] [true, true] 3i64 6i32 [4.0f64, 4.0f64] }

entry main [n] (xs: [n]i32) =
  let twice 't (ys: []t) = ys ++ ys
  let pairup 'a (x: a) = [x, x]
  let len_n (_: [n]i32) = n
  let xs' = twice xs
  let x = 1i32
  let x = x + 2
  let x = x * 2
  in (xs', pairup true, len_n xs, x, pairup 2.0 |> map (* 2) |> map (\v -> v / 1))
