-- A functor over a ring module type with operator members, applied to a boolean semiring and to i64; matrix powers.
-- ==
-- input { 10i32 }
-- output { 55i64 [[false, false, true], [false, false, false], [false, false, false]] }

module type ring = {
  type t
  val zero : t
  val one : t
  val (+) : t -> t -> t
  val (*) : t -> t -> t
}

module matrix (R: ring) = {
  type t = R.t
  def matmul [n][m][p] (a: [n][m]t) (b: [m][p]t) : [n][p]t =
    map (\row -> map (\col -> reduce (R.+) R.zero (map2 (R.*) row col)) (transpose b)) a
  def identity (n: i64) : [n][n]t =
    tabulate_2d n n (\i j -> if i == j then R.one else R.zero)
  def pow [n] (a: [n][n]t) (k: i32) : [n][n]t =
    loop acc = identity n for _i < k do matmul acc a
}

module bool_ring : ring with t = bool = {
  type t = bool
  def zero = false
  def one = true
  def (+) (a: bool) (b: bool) = a || b
  def (*) (a: bool) (b: bool) = a && b
}

module int_ring = {
  type t = i64
  def zero = 0i64
  def one = 1i64
  def (+) = (i64.+)
  def (*) = (i64.*)
}

module BM = matrix bool_ring
module IM = matrix int_ring

entry main (k: i32) =
  let fib = IM.pow [[1, 1], [1, 0]] k
  let reach = BM.pow [[false, true, false], [false, false, true], [false, false, false]] 2
  in (fib[0, 1], reach)
