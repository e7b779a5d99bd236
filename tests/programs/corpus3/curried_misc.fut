-- Curried functions, lambdas with ascribed tuple patterns, negation forms,
-- flip, functions returning tuples of functions, lifted type parameters.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { 10i32 [0i32, 0i32, 0i32] [4i32, 5i32, 6i32] [0i32, 1i32, 2i32] 6i32 -3i32 [-1i32, -2i32, -3i32] 9i32 [-4i32, -5i32, -6i32] }

def add3 (a: i32) (b: i32) (c: i32) = a + b + c
def apply '^a '^b (f: a -> b) (x: a) = f x
def fns (k: i32) : (i32 -> i32, i32 -> i32) = ((+ k), (* k))
entry main (xs: []i32) =
  let (a: i32, b) = (1, 2)
  let (c, d) : (i32, i32) = (3, 4)
  let e = map (\((p, q): (i32, i32)) -> p - q) (zip xs xs)
  let f = map (add3 1 2) xs
  let g = map (flip (-) 1) xs
  let h = apply (apply (+ 1)) 5
  let (f1, f2) = fns 3
  let i = -(a + b)
  let j = map i32.neg xs
  let k = f1 (f2 2)
  let l = map (\x -> -x) xs |> map (\x -> add3 x (-1) (- 2))
  in (a + b + c + d, e, f, g, h, i, j, k, l)
