-- A function type with a named parameter whose result size depends on it,
-- and replicate/iota with computed sizes.
-- ==
-- input { 4i64 }
-- output { [0i64, 1i64, 2i64, 3i64] [7, 7, 7, 7, 7, 7, 7, 7] 3i64 }

def make (f: (k: i64) -> [k]i64) (n: i64) : [n]i64 = f n

entry main (n: i64) =
  let a = make iota n
  let b = replicate (n * 2) 7i32
  let c = length (iota (n - 1))
  in (a, b, c)
