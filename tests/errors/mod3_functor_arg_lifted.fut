-- A functor argument whose type is `type^` for a parameter's `type`.
-- ==
-- error: declared `type\^`, but the module type requires `type`

module F (P: { type t }) = { def g (x: P.t) = x }
module A = F { type^ t = i32 -> i32 }
def main (x: i32) = x
