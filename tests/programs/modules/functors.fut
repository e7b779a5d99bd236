-- Functors over numeric modules: one body, applied to an i32 and an f32
-- module; each application is a separate copy.
-- ==
-- entry: sums
-- input { [1, 2, 3, 4] [0.5f32, 1.5f32] } output { 10 2.0f32 }
-- input { empty([0]i32) empty([0]f32) } output { 0 0f32 }
-- entry: dots
-- input { [1, 2, 3] [4, 5, 6] } output { 32 32f32 }
-- entry: poly
-- input { 2 } output { 17 17f32 }

import "lib/util/numeric"

module linalg (N: numeric) = {
  type t = N.t
  def sum [n] (xs: [n]t) : t = reduce (N.+) N.zero xs
  def dot [n] (xs: [n]t) (ys: [n]t) : t = sum (map2 (N.*) xs ys)
  -- Horner: c0 + x*(c1 + x*(...)); the operators are N's.
  def horner [n] (cs: [n]t) (x: t) : t =
    foldr (\c acc -> N.(c + x * acc)) N.zero cs
  local def foldr 'a 'b (f: a -> b -> b) (z: b) (xs: []a) : b =
    loop acc = z for i in reverse (indices xs) do f xs[i] acc
}

module LI = linalg i32_num
module LF = linalg(f32_num)

entry sums (xs: []i32) (ys: []f32) : (i32, f32) = (LI.sum xs, LF.sum ys)

entry dots [n] (xs: [n]i32) (ys: [n]i32) : (i32, f32) =
  (LI.dot xs ys, LF.dot (map f32.i32 xs) (map f32.i32 ys))

-- 1 + 2x + 3x^2 at x = 2 is 17.
entry poly (x: i32) : (i32, f32) =
  (LI.horner [1, 2, 3] x, LF.horner [1, 2, 3] (f32_num.from_i64 (i64.i32 x)))
