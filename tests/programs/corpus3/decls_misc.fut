-- Infix definitions with typed operands, module types with polymorphic
-- sized value specifications, local types in modules, open of a functor
-- application.
-- ==
-- input { 3i32 }
-- output { 102i32 6i32 3i32 10i32 }

def (x: i32) +++ (y: i32) : i32 = x * 100 + y

module type reducer = {
  val red [n] 't : (t -> t -> t) -> t -> [n]t -> t
}
module seqred : reducer = {
  def red [n] 't (op: t -> t -> t) (ne: t) (xs: [n]t) : t = foldl op ne xs
}

module M = {
  type t = i32
  local type u = (t, t)
  def mk (x: t) : u = (x, x)
  def fst (p: u) = p.0
}

module adder (X: { val k : i32 }) = { def add (x: i32) = x + X.k }
open (adder { def k = 7i32 })

entry main (x: i32) = (1 +++ 2, seqred.red (+) 0 [x, x], M.fst (M.mk x), add x)
