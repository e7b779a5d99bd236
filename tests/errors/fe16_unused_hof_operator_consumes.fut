-- The consuming helper is a user-defined operator, reached through a chain
-- of definitions from a never-called higher-order definition.
-- ==
-- error: Would consume `ys`, which is not consumable

def (+^) (arr: *[]f32) (v: f32) : *[]f32 = arr with [0] = v

def put (arr: *[]f32) (v: f32) = arr +^ v

def scale_then_put (f: f32 -> f32) (ys: []f32) : []f32 =
  let zs = map f ys
  in put ys zs[0]

def main (xs: []f32) = map (+1) xs
