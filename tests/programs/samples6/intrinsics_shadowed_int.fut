-- A top-level `+` on records and `==` on them, with the built-in
-- integer operators taken from `intrinsics` inside.
-- ==
-- input { [1, 2, 3] [10, 20, 30] }
-- output { [11, 22, 33] true }

type v = {x: i32}
def (+) (p: v) (q: v) : v = {x = p.x intrinsics.+ q.x}
def (==) (p: v) (q: v) : bool = intrinsics.(p.x == q.x)

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  let s = map2 (\a b -> ({x = a} + {x = b}).x) xs ys
  in (s, {x = 3} == {x = 3})
