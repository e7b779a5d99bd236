-- Field projection sections `(.x)`, `(.a.b)` and tuple sections `(.1)`,
-- over arrays of records and in pipelines.
-- ==
-- input { [1f32, 2f32, 3f32] [4f32, 5f32, 6f32] }
-- output { [1f32, 2f32, 3f32] [5f32, 7f32, 9f32] 15f32 [4f32, 5f32, 6f32] }
-- input { empty([0]f32) empty([0]f32) }
-- output { empty([0]f32) empty([0]f32) 0f32 empty([0]f32) }

type particle = {pos: {x: f32, y: f32}, mass: f32}

entry main [n] (xs: [n]f32) (ys: [n]f32) =
  let ps: [n]particle = map2 (\x y -> {pos = {x, y}, mass = x + y}) xs ys
  let pairs = zip xs ys
  in ( map (.pos.x) ps
     , map (.mass) ps
     , ps |> map (.pos) |> map (.y) |> reduce (+) 0
     , map (.1) pairs )
