-- Compile error: an unannotated lambda parameter passed on to a consuming
-- position (reduce_by_index's destination) without a copy is consumed,
-- and the argument, a non-unique parameter, is not consumable.
-- ==
-- error: Would consume .*not consumable|consum

def apply_to 'a 'b (f: a -> b) (x: a) : b = f x

def main [n][k] (d: [n]f32) (is: [k]i64) (vs: [k]f32) =
  apply_to (\(d, v) -> reduce_by_index d (+) 0 is v) (d, vs)
