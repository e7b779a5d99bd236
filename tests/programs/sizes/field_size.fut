-- A field of a record variable is a size expression: two arrays resized
-- with `sized cfg.len` have the same size, so they zip without a coercion.
-- ==
-- input { 3i64 [1f32, 2f32, 3f32] [10f32, 20f32, 30f32] }
-- output { [11f32, 22f32, 33f32] 3i64 }
-- input { 2i64 [1f32, 2f32, 3f32] [10f32, 20f32] }
-- error:

type~ config = {len: i64, scale: f32}

def combine (cfg: config) (as: []f32) (bs: []f32) =
  let xs = as |> sized cfg.len
  let ys = bs |> sized cfg.len
  in map2 (\x y -> cfg.scale * (x + y)) xs ys

def main (k: i64) (as: []f32) (bs: []f32) =
  let cfg = {len = k, scale = 1f32}
  let out = combine cfg as bs
  in (out, length out)
