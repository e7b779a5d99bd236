-- The abstract type of a submodule is hidden by the outer module's
-- ascription.
-- ==
-- error: expected .*found

module type S = { module K: { type t val mk: i32 -> t } }
module M : S = { module K = { type t = i32 def mk (x: i32) = x } }
def main (y: i32) : i32 = M.K.mk y
