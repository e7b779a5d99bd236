-- Pipelines and composition: `|>`, `<|`, `>->`, `<-<`, and the prelude's
-- `flip`, `curry`, `uncurry`, `const`, `id`.
-- ==
-- input { [1f32, 4f32, 9f32] } output { 6f32 6f32 [2f32, 5f32, 10f32] [3f32, 6f32, 11f32] 1f32 -2i32 [7i32, 7i32, 7i32] 14f32 }
-- input { [0f32] } output { 0f32 0f32 [1f32] [2f32] 1f32 -2i32 [7i32] 14f32 }

entry main (xs: []f32) =
  let total = xs |> map f32.sqrt |> reduce (+) 0
  let total' = reduce (+) 0 <| map f32.sqrt <| xs
  let inc = (+ 1f32)
  let inc_then_double = inc >-> (* 2)
  let double_then_inc = inc <-< (* 2)
  let half = (/ 2f32)
  in ( total
     , total'
     , map inc xs
     , map (id >-> inc >-> inc) xs
     , (flip (-) 1 2 |> f32.abs) * (half 2)
     , uncurry (-) (1, 3)
     , map (const 7) xs
     , curry (\(a, b) -> a * b) 2 (inc_then_double 3 - double_then_inc 0 + 0)
     )
