-- A module whose type differs from a `with` refinement.
-- ==
-- error: does not match `type t = i64`

module type S = { type t val v: t }
module M : S with t = i64 = { type t = i32 def v = 1i32 }
def main (y: i32) = y
