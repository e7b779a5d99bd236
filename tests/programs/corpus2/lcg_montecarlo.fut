-- Random numbers as benchmarks make them: a linear congruential generator
-- on u32 with a hash of the index for independent streams, uniform floats
-- in [0,1), and a Monte Carlo estimate of pi checked against its bounds.
-- ==
-- input { 1000i64 } output { true true 1000i64 }
-- input { 1i64 } output { true true 1i64 }

def hash (x: u32) : u32 =
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  in (x >> 16) ^ x

def lcg (s: u32) : u32 = s * 1664525 + 1013904223

def uniform (s: u32) : f32 = f32.u32 (s >> 8) / 16777216

entry main (n: i64) =
  let seeds = map (\i -> hash (u32.i64 i + 1)) (iota n)
  let pts = map (\s -> let s1 = lcg s
                       let s2 = lcg s1
                       in (uniform s1, uniform s2)) seeds
  let inside = map (\(x, y) -> if x * x + y * y < 1 then 1i64 else 0) pts |> i64.sum
  let pi = 4 * f64.i64 inside / f64.i64 n
  let in_range = all (\(x, y) -> x >= 0 && x < 1 && y >= 0 && y < 1) pts
  in (pi >= 0 && pi <= 4, in_range, length pts)
