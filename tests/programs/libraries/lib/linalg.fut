module type field = {
  type t
  val +: t -> t -> t
  val -: t -> t -> t
  val *: t -> t -> t
  val /: t -> t -> t
  val i64: i64 -> t
  val abs: t -> t
  val <: t -> t -> bool
}

module mk_linalg (T: field) = {
  type t = T.t
  def dotprod [n] (xs: [n]t) (ys: [n]t): t =
    reduce (T.+) (T.i64 0) (map2 (T.*) xs ys)
  def matvecmul_row [n][m] (xss: [n][m]t) (ys: [m]t) = map (dotprod ys) xss
  def matmul [n][p][m] (xss: [n][p]t) (yss: [p][m]t): [n][m]t =
    map (\xs -> map (dotprod xs) (transpose yss)) xss
  def identity (n: i64): [n][n]t =
    tabulate_2d n n (\i j -> if i == j then T.i64 1 else T.i64 0)
  -- Gauss-Jordan without pivoting.
  def inv [n] (A: [n][n]t): [n][n]t =
    let AI = map2 (++) A (identity n) :> [n][n + n]t
    let AI = loop AI for i < n do
      let p = AI[i, i]
      let row = map (T./ p) AI[i]
      in tabulate n (\r -> if r == i then row
                           else let f = AI[r, i]
                                in map2 (\x y -> x T.- f T.* y) AI[r] row)
    in AI[:, n:] :> [n][n]t
}
