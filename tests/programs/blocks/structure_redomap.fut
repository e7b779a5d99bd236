-- A reduction of a map, and a second reduction of the same map: one SOAC
-- after fusion (vertical and horizontal).
-- ==
-- input { [1f32, 2f32, 3f32] } output { 14f32 6f32 }
-- structure { simplify-fused:Screma 1 }
def main (xs: []f32) =
  let ys = map (\x -> x * x) xs
  in (f32.sum ys, reduce f32.max 0 (map (* 2) xs))
