-- The linear-algebra package instantiated at f64 and f32.
-- ==
-- input { [[2.0, 0.0], [0.0, 4.0]] [1.0, 2.0] }
-- output { [[0.5, 0.0], [0.0, 0.25]] [2.0, 8.0] 10.0 [[1.0, 0.0], [0.0, 1.0]] [0.5, 0.5] [[3.0f32, 6.0f32], [4.0f32, 8.0f32]] }

import "lib/github.com/acme/linalg/linalg"

module la = mk_linalg f64
module la32 = mk_linalg f32

def main [n] (A: [n][n]f64) (v: [n]f64) =
  let Ai = la.inv A
  let Av = la.matvecmul_row A v
  let d = la.dotprod v (map (* 2) v)
  let I = la.matmul A Ai
  let x = la.ols A v
  in (Ai, Av, d, I, x, la32.outer [3, 4] [1, 2])
