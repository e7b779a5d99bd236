-- Linear algebra generic over the prelude's numeric module types: a
-- functor over `numeric` gives matrix products and powers (applied to
-- i32, i64 and f64), and one over `real` gives a Newton square root.
-- ==
-- entry: main
-- input { 10i32 } output { 89i32 89i64 89f64 true }
-- ==
-- entry: roots
-- input { [2f64, 9f64, 0.25f64] } output { [1.414214f64, 3f64, 0.5f64] [1.414214f32, 3f32, 0.5f32] }

module mk_linalg (T: numeric) = {
  type t = T.t
  def dot [n] (a: [n]t) (b: [n]t) : t = reduce (T.+) (T.i32 0) (map2 (T.*) a b)
  def matmul [n][m][p] (a: [n][m]t) (b: [m][p]t) : [n][p]t =
    map (\r -> map (dot r) (transpose b)) a
  def identity (n: i64) : [n][n]t = tabulate_2d n n (\i j -> T.bool (i == j))
  def matpow [n] (a: [n][n]t) (k: i32) : [n][n]t =
    -- square-and-multiply
    let (res, _, _) =
      loop (res, base, k) = (identity n, a, k) while k > 0 do
        let res = if k % 2 == 1 then matmul res base else res
        in (res, matmul base base, k / 2)
    in res
}

module mk_newton (R: real) = {
  def sqrt (x: R.t) : R.t =
    let two = R.i32 2
    let (y, _) = loop (y, i) = (if x R.> R.i32 1 then x else R.i32 1, 0i32) while i < 40 do
                   (R.((y + x / y) / two), i + 1)
    in y
}

module L32 = mk_linalg i32
module L64 = mk_linalg i64
module LF = mk_linalg f64

def fib_matrix 't (from: i32 -> t) : [2][2]t = [[from 1, from 1], [from 1, from 0]]

entry main (k: i32) =
  let a = (L32.matpow (fib_matrix id) k)[0, 0]
  let b = (L64.matpow (fib_matrix i64.i32) k)[0, 0]
  let c = (LF.matpow (fib_matrix f64.i32) k)[0, 0]
  let naive = (loop m = L32.identity 2 for _i < k do L32.matmul m (fib_matrix id))[0, 0]
  in (a, b, c, naive == a)

module N64 = mk_newton f64
module N32 = mk_newton f32

entry roots (xs: []f64) =
  (map (\x -> f64.round (N64.sqrt x * 1e6) / 1e6) xs,
   map (\x -> f32.round (N32.sqrt (f32.f64 x) * 1e6) / 1e6) xs)
