-- | The gradient of a least-squares loss sum((w * x - y)^2) with respect to
-- the weights, through `vjp`.
-- ==
-- random input { [100003]f32 [100003]f32 [100003]f32 } auto output
def loss [n] (xs: [n]f32) (ys: [n]f32) (w: [n]f32) : f32 =
  f32.sum (map3 (\wi x y -> (wi * x - y) * (wi * x - y)) w xs ys)

def main [n] (w: [n]f32) (xs: [n]f32) (ys: [n]f32) : [n]f32 =
  vjp (loss xs ys) w 1
