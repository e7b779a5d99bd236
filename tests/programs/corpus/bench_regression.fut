-- Least squares fit of a line with the linear-algebra package.
-- ==
-- input { [0.0, 1.0, 2.0, 3.0] [1.0, 3.0, 5.0, 7.0] } output { [1.0, 2.0] }

import "lib/github.com/acme/linalg/linalg"

module la = mk_linalg f64

def main [n] (xs: [n]f64) (ys: [n]f64) : [2]f64 =
  let X = map (\x -> [1, x]) xs
  let b = la.ols X ys
  in map (\v -> f64.round (v * 1e6) / 1e6) b
