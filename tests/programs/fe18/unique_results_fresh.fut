-- Unique results built from arrays bound inside the function, each its
-- own memory: accepted (fe18 rejects only results that share a local).

def two (n: i64) : (*[]i64, *[]i64) =
  let xs = iota n
  in (xs, copy xs)

def mapped (n: i64) : (*[]i64, *[]i64) =
  let xs = iota n
  let ys = map (* 2) xs
  in (ys, map (+ 1) xs)

def with_length (n: i64) : (*[]i64, i64) =
  let xs = replicate n 3
  in (xs, length xs)

def branches (n: i64) (c: bool) : (*[]i64, *[]i64) =
  if c then (iota n, replicate n 1) else (replicate n 1, iota n)

-- ==
-- input { 3i64 true }
-- output { [9i64, 1, 2] [0i64, 8, 2] [5i64, 5, 5] [0i64, 1, 2] [1i64, 1, 1] 3i64 }
-- input { 2i64 false }
-- output { [9i64, 1] [0i64, 8] [5i64, 5] [1i64, 1] [0i64, 1] 2i64 }
def main (n: i64) (c: bool) =
  let (a, b) = two n
  let a[0] = 9
  let b[1] = 8
  let (p, q) = mapped n
  let (r, k) = with_length n
  let r = map (+ 2) r
  let (u, v) = branches n c
  in (a, b, r, u, v, k + 0 * (p[0] + q[0]))
