-- Records: literals, field access, update, nested, punning, in arrays,
-- as parameters and results.
-- ==
-- input { 1.5f32 2i32 }
-- output { 1.5f32 3i32 [2i32, 3i32] 4.5f32 }

type point = {x: f32, y: i32}

def move (p: point) : point = p with y = p.y + 1

entry main (a: f32) (b: i32) =
  let p = {x = a, y = b}
  let q = move p
  let ps = map (\i -> {x = a, y = i}) [2, 3]
  let nested = {inner = {v = a}, w = 2f32}
  let nested' = nested with inner.v = nested.inner.v * 3
  in (q.x, q.y, map (.y) ps, nested'.inner.v)
