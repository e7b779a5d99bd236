-- A module type with an abstract type and values; the implementation is
-- hidden by the ascription, and used only through the module's functions.
-- ==
-- input { [1, 2, 3, 4] } output { 4i64 4 10 }
-- input { [7] } output { 1i64 7 7 }

module type stack = {
  type t
  val empty: t
  val push: i32 -> t -> t
  val top: t -> i32
  val size: t -> i64
  val total: t -> i32
}

module list_stack : stack = {
  type t = ([8]i32, i64)
  def empty : t = (replicate 8 0, 0)
  def push (x: i32) ((xs, n): t) : t = let ys = copy xs in (ys with [n] = x, n + 1)
  def top ((xs, n): t) = xs[n - 1]
  def size ((_, n): t) = n
  def total ((xs, n): t) = reduce (+) 0 (map (\i -> if i < n then xs[i] else 0) (iota 8))
}

def main (xs: []i32) : (i64, i32, i32) =
  let s = loop s = list_stack.empty for x in xs do list_stack.push x s
  in (list_stack.size s, list_stack.top s, list_stack.total s)
