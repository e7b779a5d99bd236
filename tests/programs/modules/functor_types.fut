-- Functors that return modules with types and records; functors of two
-- parameters, partial application, and a functor with a result module type.
-- ==
-- input { 4i64 } output { 10i64 24.0f64 [0i64, 1i64, 4i64, 9i64] 7 }

module type scalar = { type t val of_i64 : i64 -> t val mul : t -> t -> t val add : t -> t -> t }

module i64s : scalar with t = i64 = {
  type t = i64
  def of_i64 (x: i64) = x
  def mul (a: i64) (b: i64) = a * b
  def add (a: i64) (b: i64) = a + b
}
module f64s = { type t = f64 def of_i64 = f64.i64 def mul (a: f64) (b: f64) = a * b def add (a: f64) (b: f64) = a + b }

module type folder = {
  type elem
  type acc = {total: elem, count: i64}
  val run [n] : [n]elem -> acc
}

module Folder (S: scalar) (Op: { val op : S.t -> S.t -> S.t val ne : i64 }) : folder with elem = S.t = {
  type elem = S.t
  type acc = {total: elem, count: i64}
  def run [n] (xs: [n]elem) : acc =
    {total = reduce Op.op (S.of_i64 Op.ne) xs, count = n}
}

module SumF = Folder i64s
module Sum = SumF { def op = i64s.add def ne = 0i64 }
module Prod = Folder f64s { def op (a: f64) (b: f64) = a * b def ne = 1i64 }

module Squares (S: scalar) = {
  module inner = { def sq (x: S.t) = S.mul x x }
  def table (n: i64) : [n]S.t = map (\i -> inner.sq (S.of_i64 i)) (iota n)
}
module Sq = Squares i64s

def main (n: i64) : (i64, f64, []i64, i32) =
  let r : Sum.acc = Sum.run (iota n)
  let p = Prod.run (map (\i -> f64.i64 (i + 1)) (iota n))
  in (r.total + r.count, p.total, Sq.table n, i32.i64 (Sq.inner.sq 2 + 3))
