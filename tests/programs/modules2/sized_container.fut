-- A container functor with a size-parametric type and a polymorphic sum.
-- ==
-- input { [2f32, 3f32] } output { 2f32 }
-- input { empty([0]f32) } output { -1f32 }

type opt 'a = #some a | #none
module type container = {
  type elem
  type t [n]
  val from [n]: [n]elem -> t [n]
  val first [n]: t [n] -> opt elem
}
module arr_container (E: { type elem }) : container with elem = E.elem = {
  type elem = E.elem
  type t [n] = [n]elem
  def from [n] (xs: [n]elem) : t [n] = xs
  def first [n] (xs: t [n]) : opt elem = if n == 0 then #none else #some xs[0]
}
module C = arr_container { type elem = f32 }
def main (xs: []f32) = match C.first (C.from xs) case #some x -> x case #none -> -1
