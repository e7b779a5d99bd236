-- zip3 and unzip3.
-- ==
-- input { [1, 2] [3, 4] [5, 6] } output { [9, 12] [5, 6] }
entry main [n] (a: [n]i32) (b: [n]i32) (c: [n]i32) =
  let (x, _, z) = unzip3 (zip3 a b c)
  in (map3 (\p q r -> p + q + r) a b c, z |> map (+0) |> map (\v -> v + 0 * x[0]))
