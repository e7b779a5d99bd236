-- Records: literals, punning, field access, nested updates, tuples as
-- records ({0 = a, 1 = b} is (a, b)), record equality, field order.
-- ==
-- entry: recs
-- input { 1 2 }
-- output { 3 2 1 5 true true 7 }

type point = {x: i32, y: i32}
def norm1 (p: point) = i32.abs p.x + i32.abs p.y
entry recs (x: i32) (y: i32) =
  let p : point = {x, y}
  let q = {y = x, x = y}
  let t = {0 = x, 1 = y}
  let n = {a = {b = {c = 1}}}
  let n2 = n with a.b.c = 5
  in (norm1 p, q.x, t.0, n2.a.b.c, p == {y = 2, x = 1}, t == (x, y), (p with x = 7).x)
