-- Importing a library file: a functor over the prelude's `real` module
-- type, applied to f32 and f64, and a plain function.
-- ==
-- input { [1f64, 2f64, 3f64, 4f64] }
-- output { 2.5f64 1.25f64 2.5f32 [0i32, 5i32, 3i32] }

import "lib/stats"

module S64 = mk_stats f64
module S32 = mk_stats f32

entry main (xs: []f64) =
  (S64.mean xs, S64.variance xs, S32.mean (map f32.f64 xs), map (clamp 0 5) [-1, 7, 3])
