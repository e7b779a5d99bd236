-- A functor whose second parameter cannot be given a skeleton (a prelude
-- module type refined with the first parameter's type) is checked where
-- it is applied: the leak in its body is found there.
-- ==
-- error: \(#M\.t\)

module type S = { type t val mk: i32 -> t }
module M : S = { type t = i32 def mk (x: i32) = x }
module F (P: { type e }) (R: integral with t = P.e) = {
  def leak (x: i32) : i32 = M.mk x + 1
  def one : R.t = R.i32 1
}
module G = F { type e = i32 } i32
entry main (x: i32) = G.leak x + G.one
