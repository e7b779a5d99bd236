-- Backpropagation for a network with one hidden layer: a forward pass,
-- the output and hidden errors, and the weight updates with momentum.
-- ==
-- entry: main
-- input { [1f32, 0f32, 1f32] [0.5f32]
--         [[0.1f32, 0.2f32], [0.3f32, -0.1f32], [0.2f32, 0.4f32]]
--         [[0.5f32], [-0.3f32]] }
-- output { true }
-- ==
-- entry: squash_all
-- input { [0f32, 100f32, -100f32] } output { [0.5f32, 1f32, 0f32] }

def eta : f32 = 0.3
def momentum : f32 = 0.3

def squash (x: f32) : f32 = 1 / (1 + f32.exp (-x))

entry squash_all (xs: []f32) = map squash xs

def dot [n] (a: [n]f32) (b: [n]f32) = f32.sum (map2 (*) a b)

def layer_forward [n][m] (input: [n]f32) (weights: [n][m]f32) : [m]f32 =
  map (\col -> squash (dot input col)) (transpose weights)

def output_error [k] (target: [k]f32) (output: [k]f32) : ([k]f32, f32) =
  let deltas = map2 (\t o -> o * (1 - o) * (t - o)) target output
  in (deltas, f32.sum (map f32.abs deltas))

def hidden_error [h][k] (deltas_out: [k]f32) (w: [h][k]f32) (hidden: [h]f32) : ([h]f32, f32) =
  let deltas = map2 (\row hv -> hv * (1 - hv) * dot deltas_out row) w hidden
  in (deltas, f32.sum (map f32.abs deltas))

def adjust_weights [n][m] (deltas: [m]f32) (ly: [n]f32) (w: [n][m]f32) (oldw: [n][m]f32)
                         : ([n][m]f32, [n][m]f32) =
  let dws = map2 (\l orow -> map2 (\d ow -> eta * d * l + momentum * ow) deltas orow) ly oldw
  let w' = map2 (map2 (+)) w dws
  in (w', dws)

def error_after [i][h][k] (input: [i]f32) (target: [k]f32) (w1: [i][h]f32) (w2: [h][k]f32) =
  let out = layer_forward (layer_forward input w1) w2
  in f32.sum (map2 (\t o -> (t - o) * (t - o)) target out)

entry main [i][h][k] (input: [i]f32) (target: [k]f32) (w1: [i][h]f32) (w2: [h][k]f32) =
  let before = error_after input target w1 w2
  let (w1, w2, _, _) =
    loop (w1, w2, old1, old2) = (w1, w2, map (map (const 0)) w1, map (map (const 0)) w2)
    for _epoch < 20 do
      let hidden = layer_forward input w1
      let output = layer_forward hidden w2
      let (dout, _) = output_error target output
      let (dhid, _) = hidden_error dout w2 hidden
      let (w2', old2') = adjust_weights dout hidden w2 old2
      let (w1', old1') = adjust_weights dhid input w1 old1
      in (w1', w2', old1', old2')
  in error_after input target w1 w2 < before
