-- A local function whose result's sizes are its i64 arguments, called
-- with different constants (directly and through a closure passed to a
-- generic index-map): `runic check` must not reuse the first call's
-- result type for the second (tests/cli checks this file).
-- ==
-- input { 2f32 }
-- output { 6.0f32 3i64 5i64 }

def build 'a : (r: i64) -> (c: i64) -> (i64 -> i64 -> a) -> [r][c]a =
  \r c f -> map (\i -> map (f i) (iota c)) (iota r)

def corner (a: [2][3]f32) (b: [3][2]f32) : f32 = a[1][2] + b[2][1]

def main (s: f32) =
  let grid rows cols k = build rows cols (\i j -> f32.i64 (i + j - k) * s)
  let flat rows cols = tabulate_2d rows cols (\i j -> i * j)
  in (corner (grid 2 3 2) (grid 3 2 1), length (flat 3 5), length (flat 5 3))
