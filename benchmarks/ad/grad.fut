-- | The cost of AD: a primal function (the squared norm of a tanh layer's
-- output), its jvp along one direction and its gradient by vjp.  vjp is
-- computed from forward mode over the input's basis vectors (ir/ad.h), so
-- it costs about n times the primal.
-- ==
-- entry: primal jvp_dir vjp_grad
-- random input { [1000]f32 }
-- random input { [10000]f32 }

def f [n] (xs: [n]f32) : f32 =
  let ys = map (\x -> f32.tanh (2 * x + 1)) xs
  in f32.sum (map (\y -> y * y) ys)

entry primal [n] (xs: [n]f32) = f xs
entry jvp_dir [n] (xs: [n]f32) = jvp f xs (map (const 1) xs)
entry vjp_grad [n] (xs: [n]f32) = f32.sum (vjp f xs 1)
