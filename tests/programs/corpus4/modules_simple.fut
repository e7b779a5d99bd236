-- A module with a type and functions, a module type ascription hiding a
-- helper, and qualified and opened uses.
-- ==
-- input { 5 }
-- output { 15 120 true }

module type counter = {
  type t
  val zero : t
  val add : t -> i32 -> t
  val get : t -> i32
}

module sum_counter : counter = {
  type t = i32
  def zero = 0i32
  def add (c: t) (x: i32) = c + x
  def get (c: t) = c
}

module math = {
  def fact (n: i32) = loop acc = 1 for i < n do acc * (i + 1)
  def even (n: i32) = n % 2 == 0
}

open math

entry main (n: i32) =
  let c = loop c = sum_counter.zero for i < n do sum_counter.add c (i + 1)
  in (sum_counter.get c, fact n, even (n + 1))
