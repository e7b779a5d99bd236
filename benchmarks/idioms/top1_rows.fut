-- | The largest value of each row and its first index, by `reduce_comm`
-- on records.
-- ==
-- random input { [37][101]f32 } auto output
-- input { [[1f32, 3f32, 3f32], [2f32, 2f32, 2f32]] } output { [3f32, 2f32] [1i64, 0i64] }
type best = {v: f32, i: i64}

def better (a: best) (b: best) : best =
  if a.v > b.v || (a.v == b.v && a.i < b.i) then a else b

def top1 [m] (r: [m]f32) : best =
  reduce_comm better {v = f32.lowest, i = -1} (map2 (\v i -> {v, i}) r (iota m))

def main [n][m] (xss: [n][m]f32) : ([n]f32, [n]i64) =
  let bs = map top1 xss
  in (map (.v) bs, map (.i) bs)
