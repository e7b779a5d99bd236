-- Imports: a library file applied to two scalar modules, a qualified
-- import of a file that itself imports another, and `open import`.
-- ==
-- input { 3f32 4f32 } output { 25f32 10.0 3 2.5f32 1f32 5 7 12 }

import "lib/vec2"
module S = import "lib/stats"
open import "lib/ops"

module V = mk_vec2 f32
module W = mk_vec2 f64
module st = S.stats f32

def main (a: f32) (b: f32) =
  let v = V.mk a b
  let w = W.add (W.mk 1 2) (W.mk 3 4)
  in (V.dot v v, W.x w + W.y w, S.lib_version,
      st.mean [a, b, 0.5], st.variance [a, a + 2],
      ((1, 2) <+> (4, 5)).0, ((1, 2) <+> (4, 5)).1, pair_sum (5, 7))
