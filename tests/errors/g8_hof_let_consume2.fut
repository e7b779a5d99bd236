-- ==
-- error: Let-bound expression of higher-order type .* contains consumption
def set (i: i64) (xs: *[]f32) (v: f32) : *[]f32 = xs with [i] = v
entry main (xs: *[]f32) =
  let g = set 0 xs
  in g 1.0
