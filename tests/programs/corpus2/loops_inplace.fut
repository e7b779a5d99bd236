-- Loops as numerical code writes them: a while loop with a tuple state
-- (Newton's method), nested for loops updating a matrix in place (Pascal's
-- triangle), a loop over rows with `let a[i] = v`, and bubble sort.
-- ==
-- input { 2f64 5i64 [5, 1, 4, 2] }
-- output { 1.4142135623730951f64 5i32 [[1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [1, 2, 1, 0, 0], [1, 3, 3, 1, 0], [1, 4, 6, 4, 1]] [1, 2, 4, 5] [0i64, 1i64, 4i64, 9i64, 16i64] }

def newton (a: f64) : (f64, i32) =
  loop (x, it) = (a, 0) while f64.abs (x * x - a) > 1e-12 && it < 100 do
    ((x + a / x) / 2, it + 1)

def pascal (n: i64) : [n][n]i32 =
  loop t = replicate n (replicate n 0) for i < n do
    let t[i, 0] = 1
    in loop t for j < i do
         t with [i, j + 1] = t[i - 1, j] + t[i - 1, j + 1]

def bubble [n] (xs: [n]i32) : [n]i32 =
  loop xs = copy xs for i < n do
    loop xs for j < n - 1 - i do
      if xs[j] > xs[j + 1]
      then let a = xs[j]
           let b = xs[j + 1]
           let xs[j] = b
           let xs[j + 1] = a
           in xs
      else xs

entry main (a: f64) (n: i64) (xs: []i32) =
  let (r, it) = newton a
  let sq = loop out = replicate n 0 for i < n do
             let out[i] = i * i in out
  in (r, it, pascal n, bubble xs, sq)
