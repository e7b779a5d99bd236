import "lib/rand"
module dist = uniform_real f64 minstd
-- ==
-- input { 1000i64 } output { true }
def main (n: i64) =
  let rng = minstd.rng_from_seed [42]
  let rngs = minstd.split_rng n rng
  let (_, xs) = unzip (map (dist.rand (0, 1)) rngs)
  let (_, ys) = unzip (map (dist.rand (0, 1)) (map (\r -> (minstd.rand r).0) rngs))
  let inside = map2 (\x y -> if x*x + y*y <= 1 then 1 else 0) xs ys |> i64.sum
  let est = 4 * f64.i64 inside / f64.i64 n
  in est > 2.0 && est < 4.0
