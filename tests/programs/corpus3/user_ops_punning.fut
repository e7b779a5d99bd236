-- User-defined operators of several precedence classes, record
-- punning in let patterns, names with primes, not.
-- ==
-- input { [true, false] [1i32, 5i32, 3i32] }
-- output { 6i32 3.5f32 [false, true] [-1i32, 0i32, 1i32] [false, true] 3i32 }

def (+.) (a: f32) (b: f32) = a + b + 0.5
def (<=>) (a: i32) (b: i32) : i32 = if a < b then -1 else if a > b then 1 else 0
def x'' = 3i32
entry main (bs: []bool) (xs: []i32) =
  let {x, y} = {x = 1i32, y = 2i32}
  let r = {a = x, b = y}
  let {a, b = bb} = r
  let nots = map not bs
  let cmp = map2 (<=>) xs (reverse xs)
  let _x' = 1
  in (a + bb + x'', 1 +. 2, nots, cmp, map (\b -> !b) bs, x + y)
