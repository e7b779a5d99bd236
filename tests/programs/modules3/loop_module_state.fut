-- A module's abstract type as the state of a `loop` and of a `scan`-free
-- fold over an array.
-- ==
-- input { [1, 2, 3, 4] } output { 10 4 }

module type acc = {
  type t
  val empty: t
  val add: t -> i32 -> t
  val sum: t -> i32
  val count: t -> i32
}

module A : acc = {
  type t = (i32, i32)
  def empty = (0i32, 0i32)
  def add ((s, c): t) (x: i32) = (s + x, c + 1)
  def sum ((s, _): t) = s
  def count ((_, c): t) = c
}

def main (xs: []i32) =
  let a = loop a = A.empty for x in xs do A.add a x
  in (A.sum a, A.count a)
