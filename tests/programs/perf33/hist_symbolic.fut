-- Histograms whose operators ir/commutative.h shows commutative by
-- comparing op(x, y) and op(y, x) as canonical terms (the operands of
-- commutative operations sorted): a smooth maximum (log-add-exp), the
-- associative `a + b + a * b` on i32 and `a ^ b ^ (a & b)` (= a | b) on
-- u32.  They now get local sub-histograms on GPU profiles (--explain);
-- the results must not change.  (`\_ y -> y`, not commutative, keeps the
-- direct updates: tests/programs/wrong2.)
-- ==
-- entry: logaddexp_hist plus_times_hist or_hist
-- input { [0i64, 1i64, 0i64, 3i64] [0.5f32, 1f32, -2f32, 0f32] } auto output
-- input { empty([0]i64) empty([0]f32) } auto output
-- random input { [1000]i64 [1000]f32 } auto output
-- random input { [100003]i64 [100003]f32 } auto output

def logaddexp (a: f32) (b: f32) =
  let m = f32.max a b
  in if m == -f32.inf then m else m + f32.log (f32.exp (a - m) + f32.exp (b - m))

def bins [n] (is: [n]i64) = map (\i -> (i % 61 + 61) % 61) is

entry logaddexp_hist [n] (is: [n]i64) (xs: [n]f32) : [61]f32 =
  hist logaddexp (-f32.inf) 61 (bins is) (map (\x -> f32.min 3 (f32.max (-3) x)) xs)

entry plus_times_hist [n] (is: [n]i64) (xs: [n]f32) : [61]i32 =
  hist (\a b -> a + b + a * b) 0 61 (bins is) (map (\x -> if x > 0.5 then 1i32 else 0) xs)

entry or_hist [n] (is: [n]i64) (xs: [n]f32) : [61]u32 =
  hist (\a b -> a ^ b ^ (a & b)) 0 61 (bins is) (map (\x -> 1u32 << u32.f32 (f32.abs x * 7 % 31)) xs)
