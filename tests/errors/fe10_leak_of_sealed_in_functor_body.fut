-- A module sealed inside a functor's body: each application's type is
-- abstract outside it.
-- ==
-- error: \(#A\.Inner\.t\)

module Mk (P: { val k: i32 }) = {
  module Inner : { type t val make: i32 -> t } = { type t = i32 def make (x: i32) = x + P.k }
  def made (x: i32) : Inner.t = Inner.make x
}
module A = Mk { def k = 1i32 }
entry main (x: i32) : i32 = A.made x + 1
