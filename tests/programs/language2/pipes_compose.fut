-- |>, <|, >->, <-< with multi-line pipelines and partial application.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { 20i32 20i32 [3i32, 6i32] 11i32 11i32 }

entry main (xs: []i32) =
  let a = xs |> map (* 2) |> reduce (+) 0
  let b = reduce (+) 0 <| map (* 2) <| xs
  let c = xs |> filter (\x -> x % 2 == 0) |> map (+ (0 + 0)) |> map (\x -> x + x / 2 + 1 - 1 * 1 + 0)
  let f = map (+ 1) >-> reduce (+) 0
  let g = (+ 1) <-< (* 2)
  in (a, b, c, f xs - 3, g 5)
