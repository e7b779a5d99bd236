-- | Linear algebra over any `real` module.  No test block.

module type linalg = {
  type t
  val dotprod [n]: [n]t -> [n]t -> t
  val matvecmul_row [n][m]: [n][m]t -> [m]t -> [n]t
  val matmul [n][p][m]: [n][p]t -> [p][m]t -> [n][m]t
  val outer [n][m]: [n]t -> [m]t -> [n][m]t
  val eye: (n: i64) -> [n][n]t
  val inv [n]: [n][n]t -> [n][n]t
  val ols [n][m]: [n][m]t -> [n]t -> [m]t
}

module mk_linalg (T: real): linalg with t = T.t = {
  type t = T.t

  def dotprod [n] (xs: [n]t) (ys: [n]t): t =
    reduce (T.+) (T.i32 0) (map2 (T.*) xs ys)

  def matvecmul_row [n][m] (xss: [n][m]t) (ys: [m]t) =
    map (dotprod ys) xss

  def matmul [n][p][m] (xss: [n][p]t) (yss: [p][m]t): [n][m]t =
    map (\xs -> map (dotprod xs) (transpose yss)) xss

  def outer [n][m] (xs: [n]t) (ys: [m]t): [n][m]t =
    map (\x -> map (\y -> x T.* y) ys) xs

  def eye (n: i64): [n][n]t =
    tabulate_2d n n (\i j -> if i == j then T.i32 1 else T.i32 0)

  -- Gauss-Jordan elimination without pivoting.
  def inv [n] (A: [n][n]t): [n][n]t =
    let nm = n * 2
    let Ap = map2 (\row i -> concat row (map (\j -> if j == i then T.i32 1 else T.i32 0) (iota n)) :> [nm]t)
                  A (iota n)
    let Ap' =
      loop Ap for i < n do
        let piv = Ap[i, i]
        let prow = map (T./ piv) Ap[i]
        in map2 (\row k ->
                   if k == i then prow
                   else let f = row[i] in map2 (\x p -> x T.- f T.* p) row prow)
                Ap (iota n)
    in map (\row -> row[n:] :> [n]t) Ap'

  def ols [n][m] (X: [n][m]t) (b: [n]t): [m]t =
    let Xt = transpose X
    in matvecmul_row (inv (matmul Xt X)) (matvecmul_row Xt b)
}
