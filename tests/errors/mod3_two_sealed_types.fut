-- Two modules sealed with the same module type have different abstract
-- types, even with the same definitions.
-- ==
-- error: expected `\(#M.t\)`, found `\(#N.t\)`

module type S = { type t val x: t }
module M : S = { type t = i32 def x = 1i32 }
module N : S = { type t = i32 def x = 1i32 }
def main (b: bool) = if b then M.x else N.x
