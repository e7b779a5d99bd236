-- Sizes from values: a result size named by a parameter `(n: i64) : [n]t`,
-- `iota (n + 1)`, `xs[:k]`, `0..<n`, `length`, and a size bound with
-- `let n = length xs` used in a later coercion.
-- ==
-- input { [1i32, 2i32, 3i32] 2i64 } output { [0i32, 0i32] [0i64, 1i64, 2i64] [1i32, 2i32] [0i64, 1i64] [2i32, 3i32, 4i32] 3i64 }
-- input { [9i32] 0i64 } output { empty([0]i32) [0i64] empty([0]i32) empty([0]i64) [10i32] 1i64 }

def zeros (n: i64) : [n]i32 = replicate n 0

def upto (n: i64) : [n + 1]i64 = iota (n + 1)

entry main [m] (xs: [m]i32) (k: i64) =
  let n = length xs
  let ys = map (+ 1) xs :> [n]i32
  in (zeros k, upto k, xs[:k], 0..<k, ys, n)
