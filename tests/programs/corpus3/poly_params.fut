-- Explicit type parameters, size-lifted '~ and lifted '^ parameters, and
-- inferred polymorphism of unannotated functions.
-- ==
-- input { [1i64, 2i64, 3i64] }
-- output { [3i64, 2i64, 1i64] 3i64 [1i64, 2i64, 3i64, 1i64, 2i64, 3i64] 2i64 1.5f64 6i64 }

def rev 't [n] (xs: [n]t) : [n]t = xs[::-1]
def pick_first '~a (x: a) (_: a) : a = x
def apply_twice '^f (g: f) (h: f -> i64) : i64 = h g + h g
def pair x y = (y, x)
def dup xs = xs ++ xs

entry main (xs: []i64) =
  let ys = rev xs
  let a = pick_first xs (rev xs)
  let d = dup xs
  let p = pair 1.5 2i64
  let s = apply_twice (\(x: i64) -> x + 1) (\f -> f 2)
  in (ys, length a, d, p.0, p.1, s)
