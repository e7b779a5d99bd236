-- A polymorphic function whose `if` chooses between a row of an array
-- and another argument of the same type variable, applied with arrays
-- for that type (`t = [b]u8`): `t` is one type, so the row and the other
-- argument have one length and `map` returns a regular array.
-- ==
-- entry: gather_rows
-- input { [[1u8,2u8],[3u8,4u8],[5u8,6u8]] [2i64, -1i64, 0i64, 7i64] }
-- output { [[5u8,6u8],[0u8,0u8],[1u8,2u8],[0u8,0u8]] }
-- input { empty([0][3]u8) [0i64, 1i64] }
-- output { [[0u8,0u8,0u8],[0u8,0u8,0u8]] }

def gather 't [n] [m] (dummy: t) (xs: [n]t) (is: [m]i64) : [m]t =
  map (\i -> if i >= 0 && i < n then xs[i] else dummy) is

entry gather_rows [k][b] (xs: [k][b]u8) (is: []i64) =
  gather (replicate b 0u8) xs is

-- The same with the other argument first in the `if`, a `match`, and the
-- function written without a result type.
-- ==
-- entry: pick_rows
-- input { [[1f32,2f32],[3f32,4f32]] [true, false, true] }
-- output { [[9f32,9f32],[3f32,4f32],[9f32,9f32]] }

def pick 't (fill: t) (xs: []t) (flags: []bool) =
  map2 (\f i -> if f then fill else xs[i % length xs]) flags (indices flags)

def pick_match 't (fill: t) (xs: []t) (ks: []i64) =
  map (\k -> match k case 0 -> fill case _ -> xs[k - 1]) ks

entry pick_rows [k][b] (xs: [k][b]f32) (flags: []bool) =
  let a = pick (replicate b 9f32) xs flags
  let c = pick_match (replicate b 9f32) xs (map (\f -> if f then 0 else 2) flags)
  in map2 (\r s -> map2 (\x y -> if x == y then x else -1) r s) a c

-- A pair type built from `t`.
-- ==
-- entry: with_index
-- input { [[7i32],[8i32]] [1i64, 5i64] }
-- output { [[8i32],[0i32]] [1i64, -1i64] }

def lookup 't [n] (none: t) (xs: [n]t) (i: i64) : (t, i64) =
  if i < n then (xs[i], i) else (none, -1)

entry with_index [k][b] (xs: [k][b]i32) (is: []i64) =
  unzip (map (lookup (replicate b 0i32) xs) is)
