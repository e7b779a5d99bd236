-- Trailing commas, comments, identifiers with primes and underscores,
-- local module opening `M.(e)`, if-else chains, `a [i]` as application.
-- ==
-- entry: syn
-- input { 4 }
-- output { [1, 2, 3] 3 5 7 5.0 2 [4] }

def x' = 1
def x'' = x' + 1
def _hidden = 3
def f (xs: []i32) = xs
entry syn (n: i32) =
  let arr = [1, 2, 3,] -- a trailing comma
  let (a, b,) = (x'', _hidden,)
  let r = {p = 5, q = 6,}
  let sign = if n < 0 then -1 else if n == 0 then 0 else if n < 3 then 1 else 2
  in (arr, b, r.p, i32.(a + 5), f64.(sqrt 25), sign, f [n])
