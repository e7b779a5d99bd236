-- samples15: entry points of ours for diku-dk/futhark-website's
-- examples/dual-numbers.fut and examples/3d-vectors.fut (commit 523e0eb),
-- whose REPL transcripts give the expected values: test_f64.test 1 2 =
-- 3, the tangents 4 and 1 of test_dual.test, sqrt_dual's tangent at 9
-- 0.16673279002623667, and f64_3d.cross {1,2,3} {4,5,6} = {-3,6,-3}.
-- The rotations: rot_z by pi/2 takes (x, y) to (-y, x) (checked by hand).

module dn = import "dual-numbers"
module v3 = import "3d-vectors"

-- ==
-- entry: dual_tests
-- input { 1.0f64 2.0f64 9.0f64 }
-- output { 3.0f64 4.0f64 1.0f64 0.16673279002623667f64 }

entry dual_tests (x: f64) (y: f64) (z: f64) =
  ( dn.test_f64.test x y
  , dn.dual_f64.tangent (dn.test_dual.test (dn.dual_f64.dual1 x) (dn.dual_f64.dual0 y))
  , dn.dual_f64.tangent (dn.test_dual.test (dn.dual_f64.dual0 x) (dn.dual_f64.dual1 y))
  , dn.dual_f64.tangent (dn.sqrt_dual.sqrt (dn.dual_f64.dual1 z)) )

-- ==
-- entry: cross_test
-- input { [1.0f64, 4.0f64] [2.0f64, 5.0f64] [3.0f64, 6.0f64] }
-- output { -3.0f64 6.0f64 -3.0f64 32.0f64 }

entry cross_test (xs: [2]f64) (ys: [2]f64) (zs: [2]f64) =
  let a = {x = xs[0], y = ys[0], z = zs[0]}
  let b = {x = xs[1], y = ys[1], z = zs[1]}
  let c = v3.f64_3d.cross a b
  in (c.x, c.y, c.z, v3.f64_3d.dot a b)

-- ==
-- entry: rot_norm
-- input { [3.0f64, 0.0f64] [4.0f64, 2.0f64] }
-- output { [-0.8f64, -1.0f64] [0.6f64, 0.0f64] [5.0f64, 2.0f64] }

entry rot_norm [n] (xs: [n]f64) (ys: [n]f64) =
  map2 (\x y ->
          let v = v3.f64_3d.normalise {x, y, z = 0}
          let r = v3.f64_3d.rot_z (f64.pi / 2) v
          in (f64.round (r.x * 1e9) / 1e9 + 0, f64.round (r.y * 1e9) / 1e9 + 0,
              v3.f64_3d.length {x, y, z = 0}))
       xs ys
  |> unzip3
