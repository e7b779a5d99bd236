-- Each application of a functor whose result type declares a type
-- abstractly makes a type of its own, even with the same argument.
-- ==
-- error: \(#A.box\)

module type monoid = { type t val zero: t }
module mk_box (M: monoid) : { type box val wrap: M.t -> box val get: box -> M.t } = {
  type box = M.t
  def wrap (x: M.t) = x
  def get (b: box) = b
}
module I = { type t = i32 def zero = 0i32 }
module A = mk_box I
module B = mk_box I
entry main (x: i32) = B.get (A.wrap x)
