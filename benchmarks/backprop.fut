-- | Backprop (PLDI'17, Rodinia's backprop): one training step of a network
-- with n input units, h hidden units and one output unit: the forward pass
-- through both layers (sigmoid units), the output and hidden error terms,
-- and the weight adjustment with momentum of both layers, as in Rodinia's
-- bpnn_train_kernel.  Measured: the whole step; the result is the adjusted
-- weights of both layers.
-- bench: bytes 4*(3*d1_0*d1_1+d0_0) flops 7*d1_0*d1_1
-- ==
-- input @ data/backprop-small.in output @ data/backprop-small.out
-- large input @ data/backprop-1M.in output @ data/backprop-1M.out

def squash (x: f32): f32 = 1 / (1 + f32.exp (-x))

def main [n][h] (input: [n]f32) (w_ih: [n][h]f32) (dw_ih: [n][h]f32)
                (w_ho: [h]f32) (dw_ho: [h]f32) (target: f32)
    : ([n][h]f32, [h]f32) =
  let eta = 0.3f32
  let momentum = 0.3f32
  -- Forward: the hidden layer, then the output unit.
  let hidden = map (\col -> squash (reduce (+) 0 (map2 (*) col input))) (transpose w_ih)
  let out = squash (reduce (+) 0 (map2 (*) w_ho hidden))
  -- Error terms.
  let delta_o = out * (1 - out) * (target - out)
  let delta_h = map2 (\hj wj -> hj * (1 - hj) * delta_o * wj) hidden w_ho
  -- Weight adjustment with momentum.
  let w_ho' = map3 (\w hj odw -> w + eta * delta_o * hj + momentum * odw) w_ho hidden dw_ho
  let w_ih' = map3 (\xi wrow drow ->
                      map3 (\w dj odw -> w + eta * dj * xi + momentum * odw) wrow delta_h drow)
                   input w_ih dw_ih
  in (w_ih', w_ho')
