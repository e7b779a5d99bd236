-- Row argmax and softmax.
-- ==
-- input { [[1f32, 3f32, 2f32], [0f32, 0f32, 0f32]] }
-- output { [1i64, 0i64] [[0.090030566f32, 0.6652409f32, 0.24472846f32], [0.33333334f32, 0.33333334f32, 0.33333334f32]] }

def argmax [n] (xs: [n]f32) : i64 =
  let op (x, i) (y, j) = if x > y || (x == y && i < j) then (x, i) else (y, j)
  in (reduce op (f32.lowest, -1) (zip xs (iota n))).1
def softmax [n] (xs: [n]f32) : [n]f32 =
  let m = f32.maximum xs
  let es = map (\x -> f32.exp (x - m)) xs
  let s = f32.sum es
  in map (/ s) es
entry main (xss: [][]f32) = (map argmax xss, map softmax xss)
