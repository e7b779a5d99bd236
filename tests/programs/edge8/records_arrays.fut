-- Arrays of records: built by map, updated with `with`, reduced by a
-- field, and taken apart again.
-- ==
-- entry: oldest
-- input { [30, 52, 17] [1.8f32, 1.6f32, 1.7f32] } output { 52 1i64 3.5f32 }
-- input { [5] [1f32] } output { 5 0i64 1f32 }
-- entry: birthday
-- input { [30, 52] } output { [31, 53] [true, true] }
-- entry: nested
-- input { [1, 2, 3] } output { [2, 4, 6] [1, 2, 3] 6 }

type person = {age: i32, height: f32, id: i64}

entry oldest [n] (ages: [n]i32) (heights: [n]f32) =
  let ps = map3 (\a h i -> {age = a, height = h, id = i}) ages heights (iota n)
  let best = reduce (\p q -> if p.age >= q.age then p else q) ps[0] ps
  let tall = reduce (+) 0 (map (.height) (filter (\p -> p.height > 1.65) ps))
  in (best.age, best.id, if n == 1 then 1 else tall)
entry birthday (ages: []i32) =
  let ps = map (\a -> {age = a, height = 0f32, id = 0i64}) ages
  let ps' = map (\(p: person) -> p with age = p.age + 1) ps
  in (map (.age) ps', map2 (\p q -> q.age == p.age + 1) ps ps')
entry nested (xs: []i32) =
  let rs = map (\x -> {inner = {a = x, b = x * 2}, c = x}) xs
  in (map (.inner.b) rs, map (\{inner = {a, b = _}, c = _} -> a) rs, i32.sum (map (.c) rs))
