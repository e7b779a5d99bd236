-- Language reference probe (gaps8): modules functor.
module type mon = { type t val op: t -> t -> t val ne: t }
module type red = { type t val sum [n]: [n]t -> t }
module mk (M: mon) : red with t = M.t = {
  type t = M.t
  def sum = reduce M.op M.ne
}
module add = { type t = i32 def op = (+) def ne = 0i32 }
module S = mk add
-- ==
-- input { [1,2,3] } output { 6 }
entry main (xs: []i32) = S.sum xs
