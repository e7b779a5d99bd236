-- samples15: entry points of ours for diku-dk/dpp-e2021-pub's
-- material/autodiff.fut.  Expected values: test' at (1, 2) is (2x + y,
-- x) = (4, 1); pow' 3 2 = 6; sqrt' 9 = 0.16673279002623667 (the Newton
-- iteration's tangent, as futhark-website's dual-numbers.fut prints it);
-- the Jacobian of f3 = 3(x0^2 + x1 x2) at (1, 2, 3) is (6, 9, 6); and
-- sin_badness [0, 1] [0, 0.5], from a Python model of the dual numbers
-- and the same Newton iteration.

import "autodiff"

-- ==
-- entry: derivs
-- input { 1.0f64 2.0f64 3.0f64 9.0f64 }
-- output { 4.0f64 1.0f64 6.0f64 0.16673279002623667f64 }

entry derivs (x: f64) (y: f64) (p: f64) (s: f64) =
  let (a, b) = test' x y
  in (a, b, pow' p 2, sqrt' s)

-- ==
-- entry: f3_gradient
-- input { [1.0f64, 2.0f64, 3.0f64] } output { [6.0f64, 9.0f64, 6.0f64] }

entry f3_gradient (xs: [3]f64) = jacobian1 example_dual_f64.f3 xs

-- ==
-- entry: badness
-- input { [0.0f64, 1.0f64] [0.0f64, 0.5f64] }
-- output { [0.0f64, 0.5f64] [0.4147192862707866f64, 0.2073596431353933f64] }

entry badness (coeffs: []f64) (xs: []f64) = sin_badness coeffs xs
