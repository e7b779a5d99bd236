-- An unannotated lambda parameter whose copy is consumed (the destination
-- of reduce_by_index, a `with` update) is not itself unique: the lambda
-- consumes nothing, so it may be passed to a higher-order function and
-- given a non-unique argument.  Uniqueness belongs to the use, not to the
-- inferred type of the parameter.
-- ==
-- input { [0f32, 0f32] [0i64, 1i64, 0i64] [1f32, 2f32, 3f32] }
-- output { [4f32, 2f32] [0f32, 0f32] [9f32, 0f32] }

def apply_to 'a 'b (f: a -> b) (x: a) : b = f x

def main [n][k] (d: [n]f32) (is: [k]i64) (vs: [k]f32) =
  let h = apply_to (\(d, v) -> reduce_by_index (copy d) (+) 0 is v) (d, vs)
  let set_first = \ys -> copy ys with [0] = 9
  in (h, d, apply_to set_first d)
